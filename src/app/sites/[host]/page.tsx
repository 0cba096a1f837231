import { notFound } from 'next/navigation';
import { StockPickersSection } from '@/components/brands/stock-pickers-section';
import { BudgetFinderSection } from '@/components/finance/budget-finder-section';
import { BrandGridSection } from '@/components/home/brand-grid-section';
import { HomeHero } from '@/components/home/home-hero';
import { LatestOffersSection } from '@/components/home/latest-offers-section';
import { LatestStockSection } from '@/components/home/latest-stock-section';
import { LocationsSection } from '@/components/home/locations-section';
import { ReviewsSection } from '@/components/home/reviews-section';
import { PromotionsSlider } from '@/components/promotions/promotions-slider';
import { Container } from '@/components/ui/container';
import { LazyRecentlyViewed } from '@/components/recently-viewed/lazy-recently-viewed';
import { siteStorageKey } from '@/domain/storage/site-storage';
import { GroupHomeBottom, GroupHomeMiddle, GroupHomeTop } from '@/components/group/group-home-sections';
import { getDb } from '@/server/db';
import { getHomePageData } from '@/server/home/home-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export default async function HomePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const data = await getHomePageData(await getDb(), site, new Date());
  return (
    <>
      {data.slides.length > 0 ? <PromotionsSlider slides={data.slides} /> : null}
      <HomeHero siteName={data.siteName} searchPath={data.searchPath} />
      {data.group ? <GroupHomeTop group={data.group} /> : null}
      <LatestStockSection
        vehicles={data.vehicles}
        noPriceText={data.noPriceText}
        searchPath={data.searchPath}
      />
      <Container>
        <LazyRecentlyViewed storageKey={siteStorageKey(site.id, 'viewed-cars')} />
      </Container>
      {data.budgetFinder ? (
        <Container>
          <BudgetFinderSection setup={data.budgetFinder} className="py-10 sm:py-14" />
        </Container>
      ) : null}
      <LatestOffersSection
        offers={data.offers}
        enquireButtonText={data.offerEnquireButtonText}
        allOffersHref={data.offersHref}
      />
      {data.brandGrids ? <BrandGridSection grids={data.brandGrids} /> : null}
      {data.stockPickers ? <StockPickersSection pickers={data.stockPickers} /> : null}
      {data.group ? <GroupHomeMiddle group={data.group} siteName={data.siteName} /> : null}
      <LocationsSection
        locations={data.locations}
        contactButtonText={data.contactButtonText}
        showEmailModal={data.showEmailModal}
      />
      {data.reviews ? <ReviewsSection data={data.reviews} /> : null}
      {data.group ? <GroupHomeBottom group={data.group} /> : null}
    </>
  );
}
