import type { SiteConfig } from '@/config';
import type { SelectOption } from './field-types';

/**
 * What one site (and, for the selects, one car or page) changes about a form. The browser and the server
 * build the same rules from the same config and data, so both run the same schema.
 */
export type LeadFormRules = {
  /** H-6 `forms.enquiryMessageRequired`. */
  messageRequired: boolean;
  /** H-8 `forms.showWebsiteLocationSelect`, with the site's visible locations as options. */
  showWebsiteLocationSelect: boolean;
  locationOptions: readonly SelectOption[];
  /** H-9: the select shows (and is required) when the site has more than one dealership and keeps the field. */
  dealershipCount: number;
  dealershipFieldRemoved: boolean;
  dealershipOptions: readonly SelectOption[];
  /** H-11 `forms.termsCheckboxEnabled`; `termsText` is the custom disclaimer shown with it (H-30). */
  termsEnabled: boolean;
  termsText: string | null;
  /** Decision 1 `forms.optInDefault`: the box's initial state only; the buyer's choice is what counts. */
  optInDefault: boolean;
  /** H-31: the car's location.distribution_locations; empty = no field. */
  distributionLocationOptions: readonly SelectOption[];
  /** The site's service locations for Book a Service. */
  serviceLocationOptions: readonly SelectOption[];
  /** Checkbox names ending in '(check_option)' (H-16); null = the form's own default list. */
  checkOptions: readonly string[] | null;
  /** Test-drive slot starts the buyer may pick (ISO); null = not checked here (the server checks at booking). */
  appointmentSlots: readonly string[] | null;
  /** E-16: the car's price gauge is shown (E-3..E-5), so its enquiry carries `autogauge_enabled: true`. */
  autogaugeEnabled: boolean;
  /** Decision 074 `tradeIn.towedCaravans`: the trade-in form asks a length instead of an odometer reading. */
  towedCaravans: boolean;
  /** The site's date ('YYYY-MM-DD') when the form was built, for a finance applicant's age; null = not checked. */
  today: string | null;
  /** H-27 `forms.defaultState` ('qld'): where state selects start. */
  defaultState: string;
  /** Decision 053 `forms.defaultPostcode`: where postcode fields start; null = empty. */
  defaultPostcode: string | null;
};

/** The data a form needs beyond the config; everything but the dealerships is optional. */
export type LeadFormContext = {
  dealerships: readonly SelectOption[];
  locations?: readonly SelectOption[];
  serviceLocations?: readonly SelectOption[];
  distributionLocations?: readonly SelectOption[];
  checkOptions?: readonly string[] | null;
  appointmentSlots?: readonly string[] | null;
  /** E-16: decided on the server from the car's market valuation; absent = no gauge. */
  autogaugeEnabled?: boolean;
  /** The site's date, 'YYYY-MM-DD'. */
  today?: string | null;
};

/** The rules of one site's forms from its effective config (dealer layer applied when the form is about a car). */
export function leadFormRules(config: SiteConfig, context: LeadFormContext): LeadFormRules {
  const { forms } = config;
  return {
    messageRequired: forms.enquiryMessageRequired,
    showWebsiteLocationSelect: forms.showWebsiteLocationSelect,
    locationOptions: context.locations ?? [],
    dealershipCount: context.dealerships.length,
    dealershipFieldRemoved: forms.removePreferredDealershipField,
    dealershipOptions: context.dealerships,
    termsEnabled: forms.termsCheckboxEnabled,
    termsText: forms.termsText,
    optInDefault: forms.optInDefault,
    distributionLocationOptions: context.distributionLocations ?? [],
    serviceLocationOptions: context.serviceLocations ?? [],
    checkOptions: context.checkOptions ?? null,
    appointmentSlots: context.appointmentSlots ?? null,
    autogaugeEnabled: context.autogaugeEnabled ?? false,
    towedCaravans: config.tradeIn.towedCaravans,
    today: context.today ?? null,
    defaultState: forms.defaultState,
    defaultPostcode: forms.defaultPostcode,
  };
}
