import type { Metadata } from 'next';
import { shareImageUrl } from '@/domain/media/vehicle-image-path';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { SearchBreadcrumbs } from '@/components/search/search-breadcrumbs';
import { LocatedAtBar } from '@/components/vehicle/contact';
import { VehicleMedia } from '@/components/vehicle/media/vehicle-media';
import { VehicleMobileBar, VehicleStickyHeader } from '@/components/vehicle/share';
import { belowTheGallery } from '@/components/vehicle/page/below-the-gallery';
import { StructuredData } from '@/components/ui/structured-data';
import { VehiclePageLayout } from '@/components/vehicle/page/vehicle-page';
import { VehiclePageSidebar } from '@/components/vehicle/page/vehicle-page-sidebar';
import { ViewedCarRecorder } from '@/components/vehicle/page/viewed-car-recorder';
import { VehicleViewEvent } from '@/components/vehicle/page/vehicle-view-event';
import { YouxQuoteRequest } from '@/components/vehicle/page/youx-quote-request';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import { vehiclePageFormParam, type VehiclePageFormParam } from '@/server/vehicle-page/page-form';
import { loadVehiclePageView } from '@/server/vehicle-page/vehicle-page-view';

export const dynamic = 'force-dynamic';

type VehiclePageProps = {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One load per request, shared by the metadata and the page (plain arguments, so `cache` can match them). */
const loadPage = cache(async (host: string, rawSlug: string, form: VehiclePageFormParam | null) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const request = { slug: decodeSegment(rawSlug), host: decodeSegment(host), form };
  return loadVehiclePageView(await getDb(), site, request, new Date());
});

async function pageOf({ params, searchParams }: VehiclePageProps) {
  const { host, slug } = await params;
  return loadPage(host, slug, vehiclePageFormParam(await searchParams));
}

export async function generateMetadata(props: VehiclePageProps): Promise<Metadata> {
  const page = await pageOf(props);
  if (!page) return { title: 'Page not found' };
  const { seo, siteName } = page;
  // Link previews take PNG or JPEG only: each generated SVG photo is shared as its 1200×800 JPEG twin.
  const shareImages = seo.images.flatMap((url) => shareImageUrl(url) ?? []);
  const images = shareImages.map((url) => ({ url, width: 1200, height: 800 }));
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: seo.canonicalUrl },
    openGraph: {
      type: 'website',
      url: seo.canonicalUrl,
      title: seo.title,
      description: seo.description,
      siteName,
      locale: 'en_AU',
      images,
    },
    twitter: {
      card: images.length > 0 ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
      images: shareImages,
    },
  };
}

/**
 * /cars/{slug} (decision 013): one car of this site; 404 for unknown slugs, other sites' cars and delisted
 * cars.
 */
export default async function VehiclePage(props: VehiclePageProps) {
  const page = await pageOf(props);
  if (!page) notFound();
  const { data, seo, contact, sidebar, form, storageKeys } = page;
  return (
    <VehiclePageLayout
      breadcrumbs={
        <>
          {contact.locatedAt ? (
            <LocatedAtBar view={contact.locatedAt} storageKey={storageKeys.locatedAtDismissed} />
          ) : null}
          <SearchBreadcrumbs crumbs={data.breadcrumbs} />
        </>
      }
      media={<VehicleMedia media={page.media} title={data.title} spin={data.config.vehicle.spin} />}
      sold={data.status.sold}
      sidebar={<VehiclePageSidebar data={data} sidebar={sidebar} contact={contact} hours={page.hours} />}
      sections={belowTheGallery(data, {
        lenders: page.lenders,
        financeCalculator: page.financeCalculator,
        hasServiceLocations: page.hasServiceLocations,
        map: contact.map,
        viewedCarsKey: storageKeys.viewedCars,
      })}
    >
      {form ? <LeadFormPage id={form.id} title={form.title} setup={form.setup} headingLevel={2} /> : null}
      <StructuredData scripts={seo.jsonLd} />
      <ViewedCarRecorder storageKey={storageKeys.viewedCars} car={page.viewedCar} />
      <VehicleViewEvent carId={data.car.id} carType={data.car.carType} />
      {page.youxQuoteCarId !== null ? <YouxQuoteRequest carId={page.youxQuoteCarId} /> : null}
      {page.stickyHeader ? <VehicleStickyHeader view={page.stickyHeader} /> : null}
      <VehicleMobileBar
        actions={page.mobileBarActions}
        carId={data.car.id}
        price={sidebar.price.text}
        visitorStorageKey={storageKeys.visitorId}
      />
    </VehiclePageLayout>
  );
}
