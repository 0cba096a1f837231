import type { LeadFormRules } from './rules';
import type { LeadCar, LeadOffer } from './submission';

/** Test fixture: the platform defaults for a one-dealership site, with the given changes. */
export function testRules(changes: Partial<LeadFormRules> = {}): LeadFormRules {
  return {
    messageRequired: true,
    showWebsiteLocationSelect: false,
    locationOptions: [],
    dealershipCount: 1,
    dealershipFieldRemoved: false,
    dealershipOptions: [{ value: 'city-motors', label: 'City Motors' }],
    termsEnabled: false,
    termsText: null,
    optInDefault: false,
    distributionLocationOptions: [],
    serviceLocationOptions: [],
    checkOptions: null,
    appointmentSlots: null,
    autogaugeEnabled: false,
    towedCaravans: false,
    today: null,
    defaultState: 'qld',
    defaultPostcode: null,
    ...changes,
  };
}

export const TWO_DEALERSHIPS = [
  { value: 'city-motors', label: 'City Motors' },
  { value: 'bay-auto', label: 'Bay Auto' },
];

export const TEST_CAR: LeadCar = {
  id: 4711,
  stocknum: 'U1234',
  year: 2021,
  make: 'Land Rover',
  model: 'Defender',
  badge: '110 D250 SE',
  carType: 'used',
  status: 'in_stock',
  dealershipSlug: 'bay-auto',
};

export const TEST_OFFER: LeadOffer = {
  id: 12,
  title: 'Drive-away Deal on Hilux',
  dealershipSlug: 'bay-auto',
};

/** A trade-in valuation's seller fields as the form sends them, with no offer accepted yet. */
export const TRADE_IN_SELLER = {
  name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  opt_in: true,
  offer_accepted: '',
};

/** A valid contact block as a buyer types it. */
export const CONTACT = { name: 'Jo Citizen', email: 'Jo@Example.com', phone: '0412 345 678' };
