import type { PromoCardDto } from '@/domain/search/page/types';
import { ButtonLink } from '@/components/ui/button-link';

/** The trade-in card between results (C-80/C-81); it never counts towards the 21 cars of a page. */
export function PromoCard({ promo }: { promo: PromoCardDto }) {
  return (
    <aside
      data-testid="promo-card"
      className="flex h-full flex-col justify-center gap-3 rounded-lg bg-primary p-6 text-primary-foreground"
    >
      <h2 className="text-2xl font-bold">{promo.title}</h2>
      <p className="font-semibold">{promo.subtitle}</p>
      <p>{promo.body}</p>
      <ButtonLink href={promo.href} variant="accent" className="self-start">
        Value my car
      </ButtonLink>
    </aside>
  );
}
