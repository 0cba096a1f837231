import type { ModelPageData } from '@/domain/catalogue/model-page';
import { CurrentOffersSection } from '@/components/cards/current-offers-section';
import { VehicleCardGrid } from '@/components/cards/vehicle-card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { ModelHero } from './model-hero';

/** B-41: a model's page: hero, the cars of it in stock, its current offers. */
export function ModelPageView({ data }: { data: ModelPageData }) {
  const { model, stock, offers } = data;
  return (
    <>
      <ModelHero model={model} stock={stock} />
      <Section
        id="model-stock"
        title={`${model.title} in stock`}
        action={stock.searchHref ? { label: 'View all in stock', href: stock.searchHref } : undefined}
      >
        {stock.vehicles.length === 0 ? (
          <EmptyState message={`No ${model.title} in stock right now. Ask us about ordering one.`} />
        ) : (
          <VehicleCardGrid vehicles={stock.vehicles} noPriceText={data.noPriceText} testId="model-vehicles" />
        )}
      </Section>
      <CurrentOffersSection
        id="model-offers"
        subject={model.title}
        offers={offers}
        enquireButtonText={data.offerEnquireButtonText}
      />
    </>
  );
}
