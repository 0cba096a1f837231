'use client';

import type { RefObject } from 'react';
import { Icon } from '@/components/ui/icon';
import { PlainImage } from '@/components/ui/plain-image';
import { NO_PHOTO_URL } from '@/domain/vehicle/media/assets';
import { MEDIA_HEIGHT, MEDIA_WIDTH } from '@/domain/vehicle/media/gallery';

/** D-8: a car without photos shows the site's placeholder picture. */
export function GalleryPlaceholder({ title }: { title: string }) {
  return (
    <div data-testid="media-gallery" data-count="0" className="aspect-[3/2] w-full overflow-hidden bg-muted">
      <PlainImage
        data-testid="media-placeholder"
        src={NO_PHOTO_URL}
        alt={`No photos of ${title} yet`}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        loading="eager"
        fetchPriority="high"
        className="size-full object-cover"
      />
    </div>
  );
}

type OpenButtonProps = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  expanded: boolean;
  /** Fetches the fullscreen gallery's code before the click. */
  onIntent: () => void;
  onOpen: () => void;
};

export function GalleryOpenButton({ buttonRef, expanded, onIntent, onOpen }: OpenButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Open fullscreen gallery"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-testid="gallery-fullscreen-open"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onOpen}
      className="absolute right-2 bottom-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white"
    >
      <Icon name="maximize-2" className="size-5" />
    </button>
  );
}
