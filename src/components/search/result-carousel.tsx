'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { ResultCardItem, type ResultListProps } from './result-grid';

/** C-53: the same cards in one row that scrolls sideways (snap per card); arrows and the keyboard move it. */
export function ResultCarousel({ cards, favourites }: ResultListProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges({ atStart, atEnd });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, cards]);

  const move = (direction: -1 | 1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <div className="relative">
      <ul
        ref={track}
        onScroll={measure}
        onKeyDown={onKeyDown}
        tabIndex={0}
        aria-label="Results carousel"
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4"
      >
        {cards.map((item) => (
          <li key={item.key} className="w-72 shrink-0 snap-start">
            <ResultCardItem item={item} favourites={favourites} />
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={edges.atStart}
          aria-label="Previous results"
          className="inline-flex size-11 items-center justify-center rounded-full border border-foreground/20 disabled:opacity-40"
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          disabled={edges.atEnd}
          aria-label="Next results"
          className="inline-flex size-11 items-center justify-center rounded-full border border-foreground/20 disabled:opacity-40"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
    </div>
  );
}
