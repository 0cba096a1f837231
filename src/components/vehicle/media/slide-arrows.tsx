import { Icon } from '@/components/ui/icon';

type SlideArrowsProps = { onPrevious: () => void; onNext: () => void; tone?: 'light' | 'dark' };

const BUTTON =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full shadow focus-visible:outline-2 focus-visible:outline-offset-2';

/** D-1: previous and next arrows over the media; both wrap around, so neither is ever disabled. */
export function SlideArrows({ onPrevious, onNext, tone = 'light' }: SlideArrowsProps) {
  const colours = tone === 'light' ? 'bg-white/90 text-gray-900' : 'bg-black/60 text-white';
  return (
    <>
      <button
        type="button"
        onClick={onPrevious}
        aria-label="Previous slide"
        data-testid="gallery-previous"
        className={`${BUTTON} ${colours} left-2`}
      >
        <Icon name="chevron-left" className="size-6" />
      </button>
      <button
        type="button"
        onClick={onNext}
        aria-label="Next slide"
        data-testid="gallery-next"
        className={`${BUTTON} ${colours} right-2`}
      >
        <Icon name="chevron-right" className="size-6" />
      </button>
    </>
  );
}
