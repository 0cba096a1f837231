'use client';

import { Icon } from '@/components/ui/icon';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CarouselContext, carouselEdges, useCarousel } from './carousel-context';

type LocationsCarouselProps = {
  /** The carousel's accessible name. */
  label: string;
  /** J-13: show the 'Swipe' hint (3 or fewer locations). */
  showSwipeHint: boolean;
  /** One element per slide; each becomes a list item. */
  slides: ReactNode[];
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * J-12..J-17: a horizontally scrolling list of location cards. Previous is disabled at the start and next at
 * the end; with the list focused, ArrowLeft/ArrowRight scroll it (Home/End to either end). Touch swipes
 * scroll it natively (scroll snapping), and without JavaScript it is still a scrollable list.
 */
export function LocationsCarousel({ label, showSwipeHint, slides }: LocationsCarouselProps) {
  const viewportRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setEdges(
      carouselEdges({
        left: viewport.scrollLeft,
        width: viewport.scrollWidth,
        visible: viewport.clientWidth,
      }),
    );
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    measure();
    viewport.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(viewport);
    return () => {
      viewport.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [measure]);

  const scrollByPage = useCallback((direction: 1 | -1) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    viewport.scrollBy({ left: direction * viewport.clientWidth, behavior });
  }, []);

  const state = useMemo(() => ({ ...edges, scrollByPage }), [edges, scrollByPage]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    // Only when the list itself has focus: arrow keys inside a card's links keep their usual meaning.
    if (event.target !== event.currentTarget) return;
    const viewport = event.currentTarget;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const moves: Partial<Record<string, () => void>> = {
      ArrowRight: () => scrollByPage(1),
      ArrowLeft: () => scrollByPage(-1),
      Home: () => viewport.scrollTo({ left: 0, behavior }),
      End: () => viewport.scrollTo({ left: viewport.scrollWidth, behavior }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  return (
    <CarouselContext.Provider value={state}>
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
