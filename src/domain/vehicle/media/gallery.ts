import { type AvailabilityCar, isInStock } from '@/domain/stock/availability';
import { type VideoSource, videoKind } from './video';

/** One photo of a car: the slide uses `url`, its thumbnail `thumbUrl` (D-7). */
export type MediaImage = { url: string; thumbUrl: string };

export type Slide = { kind: 'image'; image: MediaImage } | { kind: 'video'; video: VideoSource };

/** D-3: thumbnails need more than this many images. */
export const THUMBNAIL_MIN_EXCLUSIVE = 3;

/** D-6: this many leading slides load eagerly with a high fetch priority; the rest load lazily. */
export const PRIORITY_SLIDES = 2;

/** D-6/D-24: the rendered size of slides and spin frames. */
export const MEDIA_WIDTH = 600;
export const MEDIA_HEIGHT = 400;

/** D-3 `showThumbnails`: more than 3 images and the car in stock. */
export function showThumbnails(car: AvailabilityCar & { images: readonly MediaImage[] }): boolean {
  return car.images.length > THUMBNAIL_MIN_EXCLUSIVE && isInStock(car);
}

/**
 * D-4 `buildSlides`: one slide per image in order, with the video (car.videoUrl) inserted as the second
 * slide; with no images the video is the only slide. A URL that `videoKind` ignores adds no slide (D-41).
 * No images and no video → no slides (the caller shows the placeholder, D-8).
 */
export function buildSlides(car: { images: readonly MediaImage[]; videoUrl: string | null }): Slide[] {
  const slides: Slide[] = car.images.map((image) => ({ kind: 'image', image }));
  const video = videoKind(car.videoUrl);
  if (video !== null) slides.splice(Math.min(1, slides.length), 0, { kind: 'video', video });
  return slides;
}

/** D-1/D-26: previous and next wrap around; an empty list stays at 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** D-6: the loading hints of slide `index`. */
export function slideLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' } {
  return index < PRIORITY_SLIDES
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy', fetchPriority: 'auto' };
}
