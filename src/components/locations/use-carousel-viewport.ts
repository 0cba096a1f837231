'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { carouselEdges, type CarouselState } from './carousel-context';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The carousel's scrolling list: whether either end is reached (measured on scroll and resize), a scroll by
 * one visible width, and the list's own keys (ArrowLeft/ArrowRight a page, Home/End to either end).
 */
export function useCarouselViewport() {
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

  const state: CarouselState = useMemo(() => ({ ...edges, scrollByPage }), [edges, scrollByPage]);

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

  return { viewportRef, state, onKeyDown };
}
