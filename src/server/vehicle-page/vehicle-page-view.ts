import 'server-only';
import type { FinanceLenderRecord } from '@/domain/finance/calculator-defaults';
import { financeCalculatorSetup, type FinanceCalculatorSetup } from '@/domain/finance/calculator-setup';
import { needsYouxQuote } from '@/domain/finance/finance-quote';
import { env } from '@/env';
import { withoutPlannedRoutes } from '@/domain/navigation/planned-routes';
import type { OpeningHoursTab } from '@/domain/locations/opening-hours';
import { siteStorageKey } from '@/domain/storage/site-storage';
import { vehicleContactView, type VehicleContactView } from '@/domain/vehicle/contact/view';
import { mediaFromPage } from '@/domain/vehicle/media/from-page';
import type { VehicleMediaDto } from '@/domain/vehicle/media/types';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { siteOrigin } from '@/domain/seo/site-origin';
import { vehiclePageSeo, type VehiclePageSeo } from '@/domain/vehicle/page-seo';
import type { SidebarAction } from '@/domain/vehicle/sidebar-actions';
import { sidebarView, type SidebarView } from '@/domain/vehicle/sidebar-view';
import { mobileBarActions, stickyHeaderView, type StickyHeaderView } from '@/domain/vehicle/sticky-bars';
import { viewedCarOf, type ViewedCar } from '@/domain/vehicle/viewed-cars';
import { carQuoteOf } from '@/domain/vehicle/weekly-finance';
import { formatWeekly } from '@/domain/finance/finance-summary';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadVehiclePage } from './load-vehicle-page';
import { loadVehicleOpeningHours } from '@/server/locations/opening-hours';
import { loadVehiclePageForm, type VehiclePageForm, type VehiclePageFormParam } from './page-form';
import { listCarLenders } from '@/server/finance-lenders/car-lenders';
import { isYouxProvider, youxServiceFromEnv } from '@/server/providers/finance-quote';

/** Everything /cars/{slug} renders, decided on the server so the route only lays it out. */
export type VehiclePageView = {
  siteName: string;
  data: VehiclePageData;
  seo: VehiclePageSeo;
  media: VehicleMediaDto;
  contact: VehicleContactView;
  sidebar: SidebarView;
  stickyHeader: StickyHeaderView | null;
  mobileBarActions: SidebarAction[];
  hours: OpeningHoursTab[];
  /** The car's lender records (F-26): the disclaimer's wording and the calculator's defaults. */
  lenders: FinanceLenderRecord[];
  /** F-1..F-27: the finance calculator's ranges and starting figures. */
  financeCalculator: FinanceCalculatorSetup;
  hasServiceLocations: boolean;
  /** F-40: the car the browser asks youX about after load (youX sites, cars without a stored quote); else null. */
  youxQuoteCarId: number | null;
  /** The lead form opened on the page itself (`?enquire=1`, `?request_photos=1`), else null. */
  form: VehiclePageForm | null;
  viewedCar: ViewedCar;
  storageKeys: { locatedAtDismissed: string; viewedCars: string; visitorId: string };
};

export type VehiclePageRequest = { slug: string; host: string; form: VehiclePageFormParam | null };

/** The sidebar (and so the sticky bars) without actions whose route is not built yet (decision 023). */
function withAvailableActions(sidebar: SidebarView): SidebarView {
  return { ...sidebar, actions: withoutPlannedRoutes(sidebar.actions, (action) => action.href) };
}

/** The car's page of one site; null for unknown slugs, other sites' cars and delisted cars (a 404). */
export async function loadVehiclePageView(
  db: Database,
  site: SiteContext,
  request: VehiclePageRequest,
  now: Date,
): Promise<VehiclePageView | null> {
  const data = await loadVehiclePage(db, site, request.slug, now);
  if (!data) return null;
  const { car, config } = data;
  const lenders = await listCarLenders(db, site.id, car.id);
  // One quote for the sidebar, the sticky header and the calculator's first figure (decision 069).
  const quote = carQuoteOf(data, lenders, now);
  const weeklyFinance = quote === null ? null : formatWeekly(quote);
  const sidebar = withAvailableActions(sidebarView(data, weeklyFinance));
  const place = { dealershipId: data.dealership.id, locationId: data.location.id };
  const hoursOptions = {
    forceFull: config.locations.forceFullHours,
    closedText: config.locations.closedDayText,
  };
  return {
    siteName: site.name,
    data,
    seo: vehiclePageSeo(data, siteOrigin(site.config.siteUrl, request.host)),
    media: mediaFromPage(data),
    contact: vehicleContactView(data),
    sidebar,
    stickyHeader: stickyHeaderView(data, sidebar),
    mobileBarActions: mobileBarActions(sidebar.actions),
    hours: await loadVehicleOpeningHours(db, site.id, place, hoursOptions),
    lenders,
    financeCalculator: financeCalculatorSetup(config.finance, car, lenders, quote),
    hasServiceLocations: site.hasServiceLocations,
    youxQuoteCarId:
      isYouxProvider(config.finance, youxServiceFromEnv(env)) && needsYouxQuote(car) ? car.id : null,
    form: await loadVehiclePageForm(db, site, data, request.form),
    viewedCar: viewedCarOf(data),
    storageKeys: {
      locatedAtDismissed: siteStorageKey(site.id, 'located-at-dismissed'),
      visitorId: siteStorageKey(site.id, 'visitor-id'),
      viewedCars: siteStorageKey(site.id, 'viewed-cars'),
    },
  };
}
