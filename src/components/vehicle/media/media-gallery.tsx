'use client';

import { Suspense, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { lazyOrNothing, preloader } from '@/components/ui/lazy-component';
import { PlainImage } from '@/components/ui/plain-image';
import { NO_PHOTO_URL } from '@/domain/vehicle/media/assets';
import { MEDIA_HEIGHT, MEDIA_WIDTH, type Slide, wrapIndex } from '@/domain/vehicle/media/gallery';
import { GallerySlide } from './gallery-slide';
import { GalleryThumbnails } from './gallery-thumbnails';
import { SlideArrows } from './slide-arrows';

const loadLightbox = () => import('./gallery-lightbox');
const preloadLightbox = preloader(loadLightbox);

/**
 * The fullscreen gallery (a Radix dialog) is a chunk of its own, fetched when a buyer points at or focuses its
 * button, or opens it (issue 14: the vehicle page loads no dialog code up front). Should the fetch fail, the
 * button does nothing: every photo is still in the slider.
 */
const GalleryLightbox = lazyOrNothing(() => loadLightbox().then((module) => module.GalleryLightbox));

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
  const openButtonRef = useRef<HTMLButtonElement | null>(null);
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
        <button
          ref={openButtonRef}
          type="button"
          aria-label="Open fullscreen gallery"
          aria-haspopup="dialog"
          aria-expanded={fullscreen}
          data-testid="gallery-fullscreen-open"
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          onClick={() => setFullscreen(true)}
          className="absolute right-2 bottom-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white"
        >
          <Icon name="maximize-2" className="size-5" />
        </button>
        {fullscreen ? (
          <Suspense fallback={null}>
            <GalleryLightbox
              slides={slides}
              index={current}
              title={title}
              onClose={() => setFullscreen(false)}
              onStep={step}
              returnFocusTo={openButtonRef}
            />
          </Suspense>
        ) : null}
      </div>
      {thumbnails ? <GalleryThumbnails slides={slides} index={current} onSelect={onIndexChange} /> : null}
    </div>
  );
}
