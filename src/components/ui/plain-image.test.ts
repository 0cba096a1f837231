import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainImage } from './plain-image';

const photo = {
  src: '/media/vehicle/van/d3262a/spin-4-36.svg',
  alt: 'HiAce, photo 1',
  width: 600,
  height: 400,
};

describe('PlainImage', () => {
  it('loads lazily and decodes off the frame by default', () => {
    expect(renderToStaticMarkup(createElement(PlainImage, photo))).toBe(
      '<img alt="HiAce, photo 1" loading="lazy" decoding="async" src="/media/vehicle/van/d3262a/spin-4-36.svg" width="600" height="400"/>',
    );
  });

  it('decodes a high-priority image with the frame that first shows it (the largest paint)', () => {
    const markup = renderToStaticMarkup(
      createElement(PlainImage, { ...photo, loading: 'eager', fetchPriority: 'high' }),
    );
    expect(markup).toContain('loading="eager" decoding="sync"');
    expect(markup).toContain('fetchPriority="high"');
  });

  it('keeps a decoding the caller chose', () => {
    const markup = renderToStaticMarkup(
      createElement(PlainImage, { ...photo, fetchPriority: 'high', decoding: 'async' }),
    );
    expect(markup).toContain('decoding="async"');
  });
});
