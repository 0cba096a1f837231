import { VehicleCalculators } from '@/components/vehicle/calculators';
import { VehicleLocationSection } from '@/components/vehicle/contact';
import { FinanceCalculatorSection } from '@/components/vehicle/finance';
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
import { LazyRecentlyViewed } from '@/components/recently-viewed/lazy-recently-viewed';
import { featureBannerItems } from '@/domain/navigation/feature-banner';
import { bookServiceHref } from '@/domain/navigation/links';
import type { FinanceCalculatorSetup } from '@/domain/finance/calculator-setup';
import type { VehicleContactView } from '@/domain/vehicle/contact/view';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { vehicleKindOf, vehicleKindProfile } from '@/domain/stock/vehicle-kind';

export type BelowTheGalleryExtras = {
  lenders: { provider: string; disclaimer: string | null }[];
  financeCalculator: FinanceCalculatorSetup;
  hasServiceLocations: boolean;
  map: VehicleContactView['map'];
  /** This site's viewed-cars key: the recently viewed section reads it (D-104). */
  viewedCarsKey: string;
};

/**
 * D-27: the sections below the gallery, in the spec's order (key information, used-vehicle check, external
 * video, dealer comments, fuel and delivery calculators, All Specifications with the features, the finance
 * calculator, price comparison, disclaimer, the yard (D-93), the feature banner (D-40), similar cars), then the
 * visitor's recently viewed cars (D-104). Absent ones render nothing.
 */
export function belowTheGallery(data: VehiclePageData, extras: BelowTheGalleryExtras) {
  const { car, config, variant } = data;
  const { lenders, hasServiceLocations } = extras;
  const serviceHref = bookServiceHref({
    serviceBookingUrl: config.links.serviceBookingUrl,
    hasServiceLocations,
  });
  const specsCar = { ...car, variant };
  const fuelConsumptionCombined = variant?.fuelconsumptioncombined ?? null;
  // Decision 057: a towed caravan has no kilometres or fuel of its own, and its own specs lead.
  const kind = vehicleKindOf(car.itemType, car.simpleBody);
  const { hasEngine } = vehicleKindProfile(kind);
  return [
    <KeyInformation key="key-information" car={specsCar} kind={kind} />,
    <HistoryReportPanel key="history-report" car={car} />,
    <ExternalVideoSection key="external-video" url={data.video.externalUrl} carName={data.title} />,
    <DealerComments
      key="dealer-comments"
      comments={data.comments}
      toggleStyle={config.vehicle.commentsToggleStyle}
    />,
    <VehicleCalculators key="calculators" car={{ ...car, fuelConsumptionCombined, hasEngine }} />,
    <AllSpecifications key="all-specifications" car={specsCar} kind={kind} />,
    <FeaturesSection key="features" car={data} />,
    <FinanceCalculatorSection key="finance-calculator" setup={extras.financeCalculator} />,
    <PriceComparison key="price-comparison" carPath={`/cars/${encodeURIComponent(car.slug)}`} />,
    <DisclaimerSection key="disclaimer" lenders={lenders} finance={config.finance} />,
    <VehicleLocationSection key="vehicle-map" map={extras.map} />,
    <FeatureBanner key="feature-banner" items={featureBannerItems(serviceHref)} />,
    <LazySimilarCars key="similar-cars" slug={car.slug} />,
    <LazyRecentlyViewed key="recently-viewed" storageKey={extras.viewedCarsKey} excludeId={car.id} />,
  ];
}
