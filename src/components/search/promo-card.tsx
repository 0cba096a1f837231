import type { PromoCardDto } from '@/domain/search/page/types';
import { ButtonLink } from '@/components/ui/button-link';
import { PlainImage } from '@/components/ui/plain-image';

type PromoCardProps = {
  promo: PromoCardDto;
  testId: 'promo-card' | 'cta-card';
  /** h2 among the results; lower inside the console's preview, under its own headings. */
  heading?: 'h2' | 'h3';
};

/**
 * A card between the results: a promo slot (the trade-in card C-80/C-81 or a promotion, C-85) or the sticky
 * call to action (C-87). Neither counts towards the 21 cars of a page (C-88).
 */
export function PromoCard({ promo, testId, heading: Heading = 'h2' }: PromoCardProps) {
  return (
    <aside
      data-testid={testId}
      className="flex h-full flex-col justify-center gap-3 overflow-hidden rounded-lg bg-primary p-6 text-primary-foreground"
    >
      {promo.imageUrl ? (
        <PlainImage
          src={promo.imageUrl}
          alt=""
          width={800}
          height={450}
          className="-mx-6 -mt-6 mb-2 aspect-video w-[calc(100%+3rem)] max-w-none object-cover"
        />
      ) : null}
      <Heading className="text-2xl font-bold">{promo.title}</Heading>
      {promo.subtitle ? <p className="font-semibold">{promo.subtitle}</p> : null}
      <p>{promo.body}</p>
      <ButtonLink href={promo.href} variant="accent" className="self-start">
        {promo.buttonText}
      </ButtonLink>
    </aside>
  );
}
