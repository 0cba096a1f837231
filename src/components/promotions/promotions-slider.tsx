'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SlideDto } from '@/domain/promotions/slide';
import { PromotionSlide } from './promotion-slide';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** How long a slide shows before the next when the slider advances by itself. */
const ADVANCE_MS = 7000;

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80';

/**
 * K-20, K-21: the home page's promotions slider (1920 × 540), after the WAI-ARIA carousel pattern: previous
 * and next buttons, arrow keys, and auto-advance that stops while hovered or focused, can be paused, and never
 * starts for visitors who prefer reduced motion.
 */
export function PromotionsSlider({ slides }: { slides: SlideDto[] }) {
  const [current, setCurrent] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHeld, setHeld] = useState(false);
  const isReducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const canAdvance = count > 1 && !isReducedMotion;
  const isRotating = canAdvance && !isPaused && !isHeld;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [isRotating, count]);

  const show = (step: number) => setCurrent((index) => (index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(-1);
    else if (event.key === 'ArrowRight') show(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      className="relative mx-auto w-full max-w-[1920px] bg-foreground/5"
    >
      <div aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <PromotionSlide
            key={slide.id}
            slide={slide}
            position={index + 1}
            count={count}
            isCurrent={index === current}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute right-3 bottom-3 flex gap-2">
          {canAdvance ? (
            <button
              type="button"
              className={controlClass}
              aria-label={isPaused ? 'Play slides' : 'Pause slides'}
              onClick={() => setPaused(!isPaused)}
            >
              {isPaused ? <Icon name="play" className="size-5" /> : <Icon name="pause" className="size-5" />}
            </button>
          ) : null}
          <button type="button" className={controlClass} aria-label="Previous slide" onClick={() => show(-1)}>
            <Icon name="chevron-left" className="size-5" />
          </button>
          <button type="button" className={controlClass} aria-label="Next slide" onClick={() => show(1)}>
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
