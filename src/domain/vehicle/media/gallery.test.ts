import { describe, expect, it } from 'vitest';
import { buildSlides, type MediaImage, showThumbnails, slideLoading, wrapIndex } from './gallery';

const images = (count: number): MediaImage[] =>
  Array.from({ length: count }, (_, i) => ({ url: `/p/${i}.svg`, thumbUrl: `/p/${i}.svg?w=400` }));
const inStock = { status: 'in_stock', sold: false, reserved: false };

describe('D-3 showThumbnails: more than 3 images and in stock', () => {
  it('3 images in stock → none', () => {
    expect(showThumbnails({ ...inStock, images: images(3) })).toBe(false);
  });
  it('4 images sold → none', () => {
    expect(showThumbnails({ ...inStock, status: 'sold', images: images(4) })).toBe(false);
    expect(showThumbnails({ ...inStock, sold: true, images: images(4) })).toBe(false);
  });
  it('4 images in stock → shown (coming soon counts as in stock)', () => {
    expect(showThumbnails({ ...inStock, images: images(4) })).toBe(true);
    expect(showThumbnails({ ...inStock, status: 'coming_soon', images: images(4) })).toBe(true);
  });
  it('a reserved car is not in stock (X-11) → none', () => {
    expect(showThumbnails({ ...inStock, reserved: true, images: images(12) })).toBe(false);
  });
  it('0 images → none', () => {
    expect(showThumbnails({ ...inStock, images: [] })).toBe(false);
  });
});

describe('D-4/D-7 buildSlides: images by image.url, the video second', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const source = {
    kind: 'youtube',
    id: 'dQw4w9WgXcQ',
    embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  };

  it('puts the video at index 1', () => {
    expect(buildSlides({ images: images(3), videoUrl: video })).toEqual([
      { kind: 'image', image: { url: '/p/0.svg', thumbUrl: '/p/0.svg?w=400' } },
      { kind: 'video', video: source },
      { kind: 'image', image: { url: '/p/1.svg', thumbUrl: '/p/1.svg?w=400' } },
      { kind: 'image', image: { url: '/p/2.svg', thumbUrl: '/p/2.svg?w=400' } },
    ]);
  });
  it('with one image the video is second and last', () => {
    expect(buildSlides({ images: images(1), videoUrl: video }).map((slide) => slide.kind)).toEqual([
      'image',
      'video',
    ]);
  });
  it('with 0 images the video is the only slide', () => {
    expect(buildSlides({ images: [], videoUrl: video })).toEqual([{ kind: 'video', video: source }]);
  });
  it('without a video: the images only, in order', () => {
    expect(buildSlides({ images: images(2), videoUrl: null })).toEqual([
      { kind: 'image', image: { url: '/p/0.svg', thumbUrl: '/p/0.svg?w=400' } },
      { kind: 'image', image: { url: '/p/1.svg', thumbUrl: '/p/1.svg?w=400' } },
    ]);
  });
  it('an ignored video URL (not https) adds no slide', () => {
    expect(buildSlides({ images: images(1), videoUrl: 'http://cdn.example.com/a.mp4' }).length).toBe(1);
    expect(buildSlides({ images: [], videoUrl: 'not a url' })).toEqual([]);
  });
  it('a video file is a slide too', () => {
    expect(buildSlides({ images: [], videoUrl: 'https://cdn.example.com/a.mp4' })).toEqual([
      { kind: 'video', video: { kind: 'file', src: 'https://cdn.example.com/a.mp4' } },
    ]);
  });
  it('no images and no video → no slides (placeholder, D-8)', () => {
    expect(buildSlides({ images: [], videoUrl: null })).toEqual([]);
  });
});

describe('D-1 wrapIndex: previous/next wrap around', () => {
  it.each([
    [0, 4, 0],
    [4, 4, 0],
    [-1, 4, 3],
    [5, 4, 1],
    [-9, 4, 3],
    [3, 0, 0],
    [0, 1, 0],
  ])('wrapIndex(%i, %i) = %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('D-6 slideLoading: first 2 eager/high, the rest lazy', () => {
  it('prioritises slides 0 and 1 only', () => {
    expect([0, 1, 2, 9].map(slideLoading)).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
    ]);
  });
});
