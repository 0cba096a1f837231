import type { BrandPageData } from '@/domain/catalogue/brand-page';
import { stockCountText } from '@/domain/catalogue/model-page';
import { SearchBreadcrumbs } from '@/components/search/search-breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PlainImage } from '@/components/ui/plain-image';
import { StructuredData } from '@/components/ui/structured-data';

type BrandHeroProps = Pick<BrandPageData, 'brand' | 'breadcrumbs' | 'stock'> & { jsonLd: string };

/** A brand page's top: trail, banner, logo, name, description, stock count and the next steps (L-10). */
export function BrandHero({ brand, breadcrumbs, stock, jsonLd }: BrandHeroProps) {
  return (
    <section aria-labelledby="brand-heading" className="surface-tint pb-8 sm:pb-12">
      <Container className="pt-6">
        <SearchBreadcrumbs crumbs={breadcrumbs} />
        <StructuredData scripts={[jsonLd]} />
      </Container>
      <Container className="mt-6 grid items-center gap-8 md:grid-cols-2">
        <div className="order-last space-y-4 md:order-first">
          {brand.logoUrl ? (
            <PlainImage src={brand.logoUrl} alt="" width={160} height={64} className="h-16 w-auto" />
          ) : null}
          <h1 id="brand-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {brand.title}
          </h1>
          {brand.description ? <p className="max-w-prose text-lg">{brand.description}</p> : null}
          {brand.make ? (
            <p className="text-xl font-bold" data-testid="brand-stock-count">
              {stockCountText(stock.count)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {stock.searchHref ? (
              <ButtonLink href={stock.searchHref}>View all {brand.title} stock</ButtonLink>
            ) : null}
            {brand.websiteUrl ? (
              <ButtonLink href={brand.websiteUrl} variant="outline">
                Visit the {brand.title} website
              </ButtonLink>
            ) : null}
          </div>
        </div>
        {brand.bannerUrl ? (
          <div className="overflow-hidden rounded-lg bg-background">
            <PlainImage
              src={brand.bannerUrl}
              alt={`${brand.title} banner`}
              width={800}
              height={600}
              loading="eager"
              className="aspect-[4/3] w-full object-contain"
            />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
