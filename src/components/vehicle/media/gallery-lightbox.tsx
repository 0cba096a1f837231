'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { OpenedDialog } from '@/components/ui/opened-dialog';
import { Icon } from '@/components/ui/icon';
import type { KeyboardEvent, RefObject } from 'react';
import type { Slide } from '@/domain/vehicle/media/gallery';
import { SlideArrows } from './slide-arrows';
import { VideoPlayer } from './video-player';

export type GalleryLightboxProps = {
  slides: Slide[];
  index: number;
  title: string;
  onClose: () => void;
  onStep: (delta: number) => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * D-2: the fullscreen gallery, open or closed. A modal: Escape closes it and focus returns to the button
 * that opened it (Radix); the arrow keys and arrows step through the same slides as the inline slider.
 */
export function GalleryLightbox({
  slides,
  index,
  title,
  onClose,
  onStep,
  returnFocusTo,
}: GalleryLightboxProps) {
  const slide = slides[index];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    onStep(event.key === 'ArrowLeft' ? -1 : 1);
  };
  return (
    <OpenedDialog
      onClose={onClose}
      opener={returnFocusTo}
      overlayClassName="fixed inset-0 z-50 bg-black/90"
      onKeyDown={onKeyDown}
      data-testid="gallery-lightbox"
      className="fixed inset-0 z-50 flex flex-col text-white"
    >
      <div className="flex items-center justify-between p-3">
        <Dialog.Title className="text-base font-semibold">
          {title} <span data-testid="gallery-lightbox-counter">{`${index + 1} / ${slides.length}`}</span>
        </Dialog.Title>
        <Dialog.Close
          aria-label="Close fullscreen gallery"
          data-testid="gallery-fullscreen-close"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <Icon name="x" className="size-6" />
        </Dialog.Close>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center p-3">
        {slide?.kind === 'image' ? (
          // eslint-disable-next-line @next/next/no-img-element -- local generated media, see PlainImage
          <img
            src={slide.image.url}
            alt={`${title}, photo ${index + 1}`}
            className="max-h-full max-w-full object-contain"
          />
        ) : slide ? (
          <VideoPlayer video={slide.video} title={title} className="aspect-[3/2] w-full max-w-5xl" />
        ) : null}
        {slides.length > 1 ? (
          <SlideArrows tone="dark" onPrevious={() => onStep(-1)} onNext={() => onStep(1)} />
        ) : null}
      </div>
    </OpenedDialog>
  );
}
