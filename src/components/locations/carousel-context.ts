'use client';

import { createContext, useContext } from 'react';

/** What the carousel's parts share: whether either end is reached, and a scroll by one page. */
export type CarouselState = {
  atStart: boolean;
  atEnd: boolean;
  scrollByPage: (direction: 1 | -1) => void;
};

export const CarouselContext = createContext<CarouselState | null>(null);

/** J-18: the developer-facing error for a carousel part rendered outside <LocationsCarousel>. */
export const CAROUSEL_CONTEXT_ERROR =
  'useCarousel must be used within <LocationsCarousel>: render the carousel viewport and controls inside it.';

export function requireCarousel(state: CarouselState | null): CarouselState {
  if (state === null) throw new Error(CAROUSEL_CONTEXT_ERROR);
  return state;
}

/** The carousel's shared state; throws (J-18) outside its provider, so a misuse fails loudly in development. */
export function useCarousel(): CarouselState {
  return requireCarousel(useContext(CarouselContext));
}

/** Within a pixel of either end counts as the end: scroll positions are fractional on zoomed screens. */
export function carouselEdges(scroll: { left: number; width: number; visible: number }): {
  atStart: boolean;
  atEnd: boolean;
} {
  return { atStart: scroll.left <= 1, atEnd: scroll.left + scroll.visible >= scroll.width - 1 };
}
