import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_CONTEXT_ERROR,
  CarouselContext,
  carouselEdges,
  requireCarousel,
  useCarousel,
} from './carousel-context';

function Controls() {
  const { atStart } = useCarousel();
  return createElement('span', null, atStart ? 'start' : 'moved');
}

describe('J-18 useCarousel outside its provider', () => {
  it('throws the developer-facing error', () => {
    expect(() => requireCarousel(null)).toThrow(CAROUSEL_CONTEXT_ERROR);
    expect(() => renderToString(createElement(Controls))).toThrow(
      'useCarousel must be used within <LocationsCarousel>',
    );
  });

  it('reads the state inside it', () => {
    const value = { atStart: true, atEnd: false, scrollByPage: () => undefined };
    const html = renderToString(createElement(CarouselContext.Provider, { value }, createElement(Controls)));
    expect(html).toBe('<span>start</span>');
  });
});

describe('J-17 carouselEdges: previous disabled at the start, next at the end', () => {
  it('is at the start at 0 (within a pixel) and at the end when the last pixel shows', () => {
    expect(carouselEdges({ left: 0, width: 1200, visible: 400 })).toEqual({ atStart: true, atEnd: false });
    expect(carouselEdges({ left: 0.5, width: 1200, visible: 400 })).toEqual({ atStart: true, atEnd: false });
    expect(carouselEdges({ left: 400, width: 1200, visible: 400 })).toEqual({ atStart: false, atEnd: false });
    expect(carouselEdges({ left: 799.5, width: 1200, visible: 400 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });

  it('is at both ends when everything fits', () => {
    expect(carouselEdges({ left: 0, width: 400, visible: 400 })).toEqual({ atStart: true, atEnd: true });
  });
});
