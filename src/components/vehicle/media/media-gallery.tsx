'use client';

import { useState } from 'react';
import { PlainImage } from '@/components/ui/plain-image';
import { NO_PHOTO_URL } from '@/domain/vehicle/media/assets';
import { MEDIA_HEIGHT, MEDIA_WIDTH, type Slide, wrapIndex } from '@/domain/vehicle/media/gallery';
import { GalleryLightbox } from './gallery-lightbox';
import { GallerySlide } from './gallery-slide';
import { GalleryThumbnails } from './gallery-thumbnails';
import { SlideArrows } from './slide-arrows';

export type MediaGalleryProps = {
  slides: Slide[];
  /** D-3, decided by showThumbnails. */
  thumbnails: boolean;
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
};

/** D-1..D-8: the photo slider (arrows wrap), its fullscreen gallery, thumbnails, or the placeholder. */
export function MediaGallery({ slides, thumbnails, title, index, onIndexChange }: MediaGalleryProps) {
  const [fullscreen, setFullscreen] = useState(false);
  if (slides.length === 0) {
    return (
      <div
        data-testid="media-gallery"
        data-count="0"
        className="aspect-[3/2] w-full overflow-hidden bg-muted"
      >
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
  const current = wrapIndex(index, slides.length);
  const step = (delta: number) => onIndexChange(wrapIndex(current + delta, slides.length));
  return (
    <div data-testid="media-gallery" data-count={slides.length} data-index={current}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={`${title} photos`}
        className="relative aspect-[3/2] w-full overflow-hidden bg-muted"
      >
        <ul className="size-full" aria-live="polite">
          {slides.map((slide, k) => (
            <GallerySlide
              key={slide.kind === 'image' ? `${k}:${slide.image.url}` : `video:${k}`}
              slide={slide}
              index={k}
              count={slides.length}
              current={k === current}
              title={title}
            />
          ))}
        </ul>
        {slides.length > 1 ? <SlideArrows onPrevious={() => step(-1)} onNext={() => step(1)} /> : null}
        <p
          data-testid="gallery-counter"
          className="absolute bottom-2 left-2 z-10 rounded bg-black/60 px-2 py-1 text-sm text-white"
        >
          {`${current + 1} / ${slides.length}`}
        </p>
        <GalleryLightbox
          slides={slides}
          index={current}
          title={title}
          open={fullscreen}
          onOpenChange={setFullscreen}
          onStep={step}
        />
      </div>
      {thumbnails ? <GalleryThumbnails slides={slides} index={current} onSelect={onIndexChange} /> : null}
    </div>
  );
}
