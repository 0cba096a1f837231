'use client';

import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { CarouselContext, useCarousel } from './carousel-context';
import { useCarouselViewport } from './use-carousel-viewport';

type LocationsCarouselProps = {
  /** The carousel's accessible name. */
  label: string;
  /** J-13: show the 'Swipe' hint (3 or fewer locations). */
  showSwipeHint: boolean;
  /** One element per slide; each becomes a list item. */
  slides: ReactNode[];
};

/**
 * J-12..J-17: a horizontally scrolling list of location cards. Previous is disabled at the start and next at
 * the end; with the list focused, ArrowLeft/ArrowRight scroll it (Home/End to either end). Touch swipes
 * scroll it natively (scroll snapping), and without JavaScript it is still a scrollable list.
 */
export function LocationsCarousel({ label, showSwipeHint, slides }: LocationsCarouselProps) {
  const { viewportRef, state, onKeyDown } = useCarouselViewport();

  return (
    <CarouselContext.Provider value={state}>
      <CarouselControls showSwipeHint={showSwipeHint} />
      {/* scroll-px-1 matches the padding that leaves room for the focus ring, so the first snap point is 0. */}
      <ul
        ref={viewportRef}
        tabIndex={0}
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-1 flex snap-x snap-proximity scroll-px-1 gap-6 overflow-x-auto px-1 pb-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
          >
            {slide}
          </li>
        ))}
      </ul>
    </CarouselContext.Provider>
  );
}

/** The optional 'Swipe' hint, then Previous and Next. */
function CarouselControls({ showSwipeHint }: { showSwipeHint: boolean }) {
  return (
    <div className="mb-3 flex items-center justify-end gap-2">
      {showSwipeHint ? (
        <p className="mr-auto flex items-center gap-1 text-sm text-muted">
          <Icon name="move-horizontal" className="size-4" />
          Swipe
        </p>
      ) : null}
      <CarouselButton direction={-1} label="Previous locations" />
      <CarouselButton direction={1} label="Next locations" />
    </div>
  );
}

function CarouselButton({ direction, label }: { direction: 1 | -1; label: string }) {
  const { atStart, atEnd, scrollByPage } = useCarousel();
  return (
    <button
      type="button"
      aria-label={label}
      disabled={direction === 1 ? atEnd : atStart}
      onClick={() => scrollByPage(direction)}
      className="inline-flex size-11 items-center justify-center rounded-full border border-foreground/20 hover:bg-foreground/5 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Icon name={direction === 1 ? 'chevron-right' : 'chevron-left'} className="size-5" />
    </button>
  );
}
