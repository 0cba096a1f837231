import { Icon } from '@/components/ui/icon';
import type { BrandPageData } from '@/domain/catalogue/brand-page';
import { CurrentOffersSection } from '@/components/cards/current-offers-section';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { BrandHero } from './brand-hero';

/** L-10, B-28: a brand's page: banner and description, its models in stock, offers and where to buy it. */
export function BrandPageView({ data, jsonLd }: { data: BrandPageData; jsonLd: string }) {
  const { brand, stock, offers, locations } = data;
  return (
    <>
      <BrandHero brand={brand} breadcrumbs={data.breadcrumbs} stock={stock} jsonLd={jsonLd} />
      {stock.models.length > 0 ? (
        <Section id="brand-models" title={`${brand.title} models in stock`}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="brand-models">
            {stock.models.map((model) => (
              <li key={model.name}>
                <SmartLink
                  href={model.href}
                  className="flex h-full flex-col rounded-lg border border-foreground/10 bg-background p-4 hover:shadow-md"
                >
                  <span className="font-semibold">
                    {brand.title} {model.name}
                  </span>
                  <span className="text-sm text-muted">{model.count} in stock</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CurrentOffersSection
        id="brand-offers"
        subject={brand.title}
        offers={offers}
        enquireButtonText={data.offerEnquireButtonText}
      />
      {locations.length > 0 ? (
        <Section id="brand-locations" title={`Where to buy ${brand.title}`}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="brand-locations">
            {locations.map((location) => (
              <li key={location.id} className="flex gap-3 rounded-lg border border-foreground/10 p-4">
                <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <SmartLink href={location.href} className="font-semibold text-primary hover:underline">
                    {location.name}
                  </SmartLink>
                  {location.address ? <p className="text-sm text-muted">{location.address}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
