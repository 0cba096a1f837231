'use client';

import { Suspense, useRef, useState } from 'react';
import { lazyOrNothing, preloader } from '@/components/ui/lazy-component';
import { type Slide, wrapIndex } from '@/domain/vehicle/media/gallery';
import { GallerySlide } from './gallery-slide';
import { GalleryThumbnails } from './gallery-thumbnails';
import { GalleryOpenButton, GalleryPlaceholder } from './media-gallery-parts';
import { SlideArrows } from './slide-arrows';

const loadLightbox = () => import('./gallery-lightbox');
const preloadLightbox = preloader(loadLightbox);

/**
 * The fullscreen gallery (a Radix dialog) is a chunk of its own, fetched when a buyer points at or focuses its
 * button, or opens it (decision 042: the vehicle page loads no dialog code up front). Should the fetch fail,
 * the button does nothing: every photo is still in the slider.
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
  if (slides.length === 0) return <GalleryPlaceholder title={title} />;
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
        <GalleryOpenButton
          buttonRef={openButtonRef}
          expanded={fullscreen}
          onIntent={preloadLightbox}
          onOpen={() => setFullscreen(true)}
        />
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
