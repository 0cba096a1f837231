import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { SearchBreadcrumbs } from '@/components/search/search-breadcrumbs';
import { VehicleCalculators } from '@/components/vehicle/calculators';
import {
  ContactPanel,
  LocatedAtBar,
  VehicleLocationSection,
  VehicleViews,
} from '@/components/vehicle/contact';
import { VehicleMedia } from '@/components/vehicle/media/vehicle-media';
import { PriceComparison } from '@/components/vehicle/price-comparison';
import {
  AllSpecifications,
  DealerComments,
  DisclaimerSection,
  ExternalVideoSection,
  FeatureBanner,
  FeaturesSection,
  HistoryReportPanel,
  KeyInformation,
} from '@/components/vehicle/sections';
import { LazySimilarCars } from '@/components/vehicle/similar-cars';
import { VehicleMobileBar, VehicleShareTools, VehicleStickyHeader } from '@/components/vehicle/share';
import { StructuredData } from '@/components/vehicle/page/structured-data';
import { VehiclePageLayout } from '@/components/vehicle/page/vehicle-page';
import { VehicleSidebar } from '@/components/vehicle/page/vehicle-sidebar';
import { ViewedCarRecorder } from '@/components/vehicle/page/viewed-car-recorder';
import { siteStorageKey } from '@/domain/storage/site-storage';
import { featureBannerItems } from '@/domain/navigation/feature-banner';
import { bookServiceHref } from '@/domain/navigation/links';
import { vehicleContactView, type VehicleContactView } from '@/domain/vehicle/contact/view';
import { mediaFromPage } from '@/domain/vehicle/media/from-page';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { siteOrigin, vehiclePageSeo } from '@/domain/vehicle/page-seo';
import { shareBarView } from '@/domain/vehicle/share';
import { sidebarView } from '@/domain/vehicle/sidebar-view';
import { mobileBarActions, stickyHeaderView } from '@/domain/vehicle/sticky-bars';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import { loadVehiclePage } from '@/server/vehicle-page/load-vehicle-page';
import { listFinanceDisclaimers } from '@/server/vehicle-page/queries';
import { loadVehiclePageForm } from '@/server/vehicle-page/page-form';

export const dynamic = 'force-dynamic';

type VehiclePageProps = {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string, rawSlug: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const data = await loadVehiclePage(await getDb(), site, decodeSegment(rawSlug), new Date());
  if (!data) return null;
  return { site, data, seo: vehiclePageSeo(data, siteOrigin(site.config.siteUrl, decodeSegment(host))) };
});

export async function generateMetadata({ params }: VehiclePageProps): Promise<Metadata> {
  const { host, slug } = await params;
  const page = await loadPage(host, slug);
  if (!page) return { title: 'Page not found' };
  const { seo, site } = page;
  const images = seo.images.map((url) => ({ url, width: 600, height: 400 }));
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: seo.canonicalUrl },
    openGraph: {
      type: 'website',
      url: seo.canonicalUrl,
      title: seo.title,
      description: seo.description,
      siteName: site.name,
      locale: 'en_AU',
      images,
    },
    twitter: {
      card: images.length > 0 ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
      images: seo.images,
    },
  };
}

type BelowTheGalleryExtras = {
  lenders: { provider: string; disclaimer: string | null }[];
  hasServiceLocations: boolean;
  map: VehicleContactView['map'];
};

/**
 * D-27: the sections below the gallery, in the spec's order (key information, used-vehicle check, external
 * video, dealer comments, fuel and delivery calculators, All Specifications with the features, price comparison,
 * disclaimer, the yard (D-93), the feature banner (D-40), similar cars); the finance calculator comes with the
 * finance issue. Absent ones render nothing.
 */
function belowTheGallery(data: VehiclePageData, extras: BelowTheGalleryExtras) {
  const { car, config, variant } = data;
  const { lenders, hasServiceLocations } = extras;
  const serviceHref = bookServiceHref({
    serviceBookingUrl: config.links.serviceBookingUrl,
    hasServiceLocations,
  });
  const specsCar = { ...car, variant };
  const fuelConsumptionCombined = variant?.fuelconsumptioncombined ?? null;
  return [
    <KeyInformation key="key-information" car={specsCar} />,
    <HistoryReportPanel key="history-report" car={car} />,
    <ExternalVideoSection key="external-video" url={data.video.externalUrl} carName={data.title} />,
    <DealerComments
      key="dealer-comments"
      comments={data.comments}
      toggleStyle={config.vehicle.commentsToggleStyle}
    />,
    <VehicleCalculators key="calculators" car={{ ...car, fuelConsumptionCombined }} />,
    <AllSpecifications key="all-specifications" car={specsCar} />,
    <FeaturesSection key="features" car={data} />,
    <PriceComparison key="price-comparison" carPath={`/cars/${encodeURIComponent(car.slug)}`} />,
    <DisclaimerSection key="disclaimer" lenders={lenders} finance={config.finance} />,
    <VehicleLocationSection key="vehicle-map" map={extras.map} />,
    <FeatureBanner key="feature-banner" items={featureBannerItems(serviceHref)} />,
    <LazySimilarCars key="similar-cars" slug={car.slug} />,
  ];
}

/**
 * Each section below the gallery is its own Suspense boundary, which React hydrates as a separate piece of
 * work: the browser gets the main thread back between sections instead of one long hydration task on phones
 * (Lighthouse's Total Blocking Time, issue 5's budget). Nothing here suspends on the server, so the HTML is
 * unchanged.
 */
function hydrateSeparately(section: ReactElement) {
  return <Suspense key={section.key}>{section}</Suspense>;
}

/** /cars/{slug} (issue 5): one car of this site; 404 for unknown slugs, other sites' cars and delisted cars. */
export default async function VehiclePage({ params, searchParams }: VehiclePageProps) {
  const { host, slug } = await params;
  const page = await loadPage(host, slug);
  if (!page) notFound();
  const { site, data, seo } = page;
  const form = await loadVehiclePageForm(await getDb(), site, data, await searchParams);
  const { car } = data;
  const contact = vehicleContactView(data);
  const viewed = {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.bodyconfiguration ?? data.variant?.bodyconfiguration ?? car.simpleBody,
    simple_body: car.simpleBody,
  };
  const sidebar = sidebarView(data);
  const stickyHeader = stickyHeaderView(data, sidebar);
  return (
    <VehiclePageLayout
      breadcrumbs={
        <>
          {contact.locatedAt ? (
            <LocatedAtBar
              view={contact.locatedAt}
              storageKey={siteStorageKey(site.id, 'located-at-dismissed')}
            />
          ) : null}
          <SearchBreadcrumbs crumbs={data.breadcrumbs} jsonLd={null} />
        </>
      }
      media={<VehicleMedia media={mediaFromPage(data)} title={data.title} spin={data.config.vehicle.spin} />}
      sold={data.status.sold}
      sidebar={
        <>
          <VehicleSidebar view={sidebar} carId={car.id} views={<VehicleViews {...contact.views} />}>
            <ContactPanel panel={contact.panel} visitorStorageKey={siteStorageKey(site.id, 'visitor-id')} />
          </VehicleSidebar>
          <VehicleShareTools share={shareBarView(data)} car={car} />
        </>
      }
      sections={belowTheGallery(data, {
        lenders: await listFinanceDisclaimers(await getDb(), site.id, car.id),
        hasServiceLocations: site.hasServiceLocations,
        map: contact.map,
      }).map(hydrateSeparately)}
    >
      {form ? <LeadFormPage id={form.id} title={form.title} setup={form.setup} headingLevel={2} /> : null}
      <StructuredData scripts={seo.jsonLd} />
      <ViewedCarRecorder storageKey={siteStorageKey(site.id, 'viewed-cars')} car={viewed} />
      {stickyHeader ? <VehicleStickyHeader view={stickyHeader} /> : null}
      <VehicleMobileBar
        actions={mobileBarActions(sidebar.actions)}
        carId={car.id}
        price={sidebar.price.text}
      />
    </VehiclePageLayout>
  );
}
