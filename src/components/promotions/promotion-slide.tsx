import { SLIDE_HEIGHT, SLIDE_WIDTH, type SlideDto } from '@/domain/promotions/slide';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';

type PromotionSlideProps = { slide: SlideDto; position: number; count: number; isCurrent: boolean };

/** K-21: one slide; `hideOverlay` leaves the picture alone (its name is then the image's text alternative). */
export function PromotionSlide({ slide, position, count, isCurrent }: PromotionSlideProps) {
  const picture = (
    <PlainImage
      src={slide.imageUrl}
      alt={slide.hideOverlay ? slide.name : ''}
      width={SLIDE_WIDTH}
      height={SLIDE_HEIGHT}
      loading={position === 1 ? 'eager' : 'lazy'}
      className="aspect-[1920/540] w-full object-cover"
    />
  );
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      hidden={!isCurrent}
      data-testid="promotion-slide"
      className="relative"
    >
      {slide.url ? (
        <SmartLink href={slide.url} className="block focus-visible:outline-offset-[-4px]">
          {picture}
          {slide.hideOverlay ? null : <SlideOverlay slide={slide} />}
        </SmartLink>
      ) : (
        <>
          {picture}
          {slide.hideOverlay ? null : <SlideOverlay slide={slide} />}
        </>
      )}
    </div>
  );
}

function SlideOverlay({ slide }: { slide: SlideDto }) {
  return (
    <span
      data-testid="slide-overlay"
      className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/80 to-transparent px-6 pt-12 pb-14 text-white sm:px-12"
    >
      <span className="text-xl font-bold sm:text-3xl">{slide.name}</span>
      {slide.description ? <span className="max-w-2xl text-sm sm:text-base">{slide.description}</span> : null}
    </span>
  );
}
