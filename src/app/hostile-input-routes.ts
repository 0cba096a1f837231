/*
 * Tests only (decision 077): how to reach every route file under src/app with hostile input. Each entry is
 * keyed by the route's folder under src/app and names valid values for its path segments and query keys and a
 * valid body; the fuzz test (hostile-input.test.ts) replaces one of them at a time with each hostile value,
 * so the hostile one is what reaches the handler's checks. An entry never sends its valid body as it is.
 */

import { settingsDrafts } from './hostile-input-drafts';

export type FuzzWorld = {
  carId: number;
  carSlug: string;
  leadId: string;
  staffId: number;
  imageId: number;
  locationId: number;
  /** A filled-in enquiry form of the site: each field's hostile value then reaches the lead's checks. */
  enquiry: Record<string, unknown>;
};

/** Stand for a freshly solved proof of work and a new idempotency key in a body: each lead needs its own. */
export const SOLVED_CAPTCHA = 'fuzz-solved-captcha';
export const FRESH_KEY = 'fuzz-fresh-idempotency-key';

export type FuzzBody =
  /** Valid JSON bodies: one, or one of each shape the endpoint takes. */
  | { kind: 'json'; templates: unknown[] }
  | { kind: 'form'; fields: Record<string, string>; files: Record<string, File> }
  /** Raw bytes (an uploaded photo) or a urlencoded form: the hostile whole bodies only. */
  | { kind: 'bytes' }
  | { kind: 'urlencoded'; fields: Record<string, string> };

export type FuzzRoute = {
  /** A valid value for each [segment] of the folder. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: FuzzBody;
  /**
   * Who sends it: the site's owner (also a platform operator) by default; a buyer signed in by phone for the
   * watchlist; nobody for sign-out, which would end the owner's session.
   */
  session?: 'phone' | 'none';
};

const SITE_HOST = 'alpha.localhost:3000';
const json = (...templates: unknown[]): FuzzBody => ({ kind: 'json', templates });
const email = 'ann@example.com';
const yard = { street: '1 River Rd', city: 'Ipswich', state: 'QLD', postcode: '4305' };

function accountRoutes(w: FuzzWorld): Record<string, FuzzRoute> {
  return {
    'api/account/alerts': { body: json({ target: 'search', id: 1, frequency: 'daily' }) },
    'api/account/email/code': { body: json({ address: email }) },
    'api/account/email/verify': { body: json({ address: email, code: '123456' }) },
    'api/account/phone/verify': { body: json({ address: '0412345678', code: '123456' }) },
    'api/account/saved-cars/change': { body: json({ list: 'favourites', add: [w.carId], remove: [] }) },
    'api/account/saved-cars/merge': { body: json({ favourites: [w.carId], compare: [w.carId] }) },
    'api/account/saved-searches/delete': { body: json({ id: 1 }) },
    'api/account/saved-searches': { body: json({ path: '/search/used-cars?make=Kia' }) },
    'api/account/session': {},
    'api/account/sign-in/code': { body: json({ channel: 'email', address: email }) },
    'api/account/sign-in/verify': { body: json({ channel: 'email', address: email, code: '123456' }) },
    'api/account/sign-out': { body: json({}), session: 'none' },
    'api/platform/sites': {
      body: json({ slug: 'fuzz', name: 'Fuzz Motors', host: 'fuzz.example', ownerEmail: email, yard }),
    },
    'api/watchlist': { session: 'phone' },
    'api/watchlist/remove-car': {
      body: json({ phone_number: '0412345678', car_id: w.carId }),
      session: 'phone',
    },
    'api/watchlist/save-car': {
      body: json({ phone_number: '0412345678', car_id: w.carId }),
      session: 'phone',
    },
  };
}

function consoleRoutes(w: FuzzWorld, photo: File, feed: File): Record<string, FuzzRoute> {
  const gallery = json({ vehicleId: w.carId, imageId: w.imageId });
  return {
    'api/console/leads/assign': { body: json({ leadId: w.leadId, staffId: w.staffId }) },
    'api/console/leads/export': { query: { q: 'Ada', status: 'new', kind: 'enquiry', assigned: 'none' } },
    'api/console/leads/note': { body: json({ leadId: w.leadId, note: 'Called back' }) },
    'api/console/leads/status': { body: json({ leadId: w.leadId, status: 'contacted' }) },
    'api/console/settings/discard': { body: json({ section: 'branding' }) },
    'api/console/settings/draft': { body: json(...settingsDrafts(w.locationId)) },
    'api/console/settings/publish': { body: json({ section: 'contact' }) },
    'api/console/settings/remove': { body: json({ section: 'page:1' }) },
    'api/console/staff/invite': {
      body: json({ email: 'new@alpha.example', name: 'New', role: 'salesperson' }),
    },
    'api/console/staff/remove': { body: json({ staffId: w.staffId }) },
    'api/console/staff/resend': { body: json({ staffId: w.staffId }) },
    'api/console/staff/role': { body: json({ staffId: w.staffId, role: 'sales_manager' }) },
    'api/console/stock/edit': {
      body: json({ vehicleId: w.carId, price: 1000, state: 'in_stock', tag: '', comments: '' }),
    },
    'api/console/stock/import': { body: { kind: 'form', fields: {}, files: { feed } } },
    'api/console/stock/photos/cover': { body: gallery },
    'api/console/stock/photos/remove': { body: gallery },
    'api/console/stock/photos': {
      body: { kind: 'form', fields: { vehicleId: String(w.carId) }, files: { photos: photo } },
    },
  };
}

function storefrontApiRoutes(w: FuzzWorld): Record<string, FuzzRoute> {
  const lead = {
    form_type: 'enquiry',
    idempotency_key: FRESH_KEY,
    car_id: w.carId,
    fields: w.enquiry,
    user_data: { source: 'google' },
    captcha: SOLVED_CAPTCHA,
  };
  return {
    'api/alerts/unsubscribe': {
      query: { token: 'abc' },
      body: { kind: 'urlencoded', fields: { token: 'abc', from: 'page', scope: 'all' } },
    },
    'api/altcha': { query: { form: 'enquiry' } },
    'api/appointments': { query: { location: '1', car: String(w.carId), days: '7' } },
    'api/cars/[slug]/finance-lenders': { params: { slug: w.carSlug } },
    'api/cars/[slug]/similar': { params: { slug: w.carSlug } },
    'api/cars/[slug]/view.json': {
      params: { slug: w.carSlug },
      query: { photos_count: '2', updated_at: '2026-01-01T00:00:00Z', website_id: '1' },
    },
    'api/cars/recently-viewed': { query: { ids: String(w.carId) } },
    'api/cars/states': { query: { ids: String(w.carId) } },
    'api/delivery-price': { query: { postcode: '4000', car_id: String(w.carId) } },
    'api/events': { body: json({ eventId: 49, path: '/search', carId: w.carId, formType: 'enquiry' }) },
    'api/health': {},
    'api/lead-forms/[kind]': { params: { kind: 'test_drive' }, query: { car: String(w.carId), offer: '1' } },
    'api/leads': { body: json(lead) },
    'api/miscellaneous': { body: json({ lead_id: w.leadId, column_name: 'valuation', valuation: { a: 1 } }) },
    'api/payments/stripe/webhook': {
      body: json({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } }),
    },
    'api/phone-reveal': { body: json({ car_id: w.carId, visitor: 'visitor-0123456789' }) },
    'api/search/instant': { query: { q: 'kia' } },
    'api/search': {
      query: { query: 'kia', page: '2', sortBy: 'price', make: 'Kia', price: '1000:50000', radius: '50' },
    },
    'api/trade-in/photos/[id]': { params: { id: '1' } },
    'api/trade-in/photos': { body: { kind: 'bytes' } },
    'api/trade-in/rego': { query: { rego: 'ABC123', state: 'nsw' } },
    'api/youx/quote': {
      body: json({
        carId: w.carId,
        selfAssessedCreditScore: 'Good',
        loanTerm: 60,
        whoIsHelping: 'Just me',
        purchasePrice: 20000,
        year: 2020,
        vin: 'KNAPU81BDN7123456',
        nvic: 'ABC123',
      }),
    },
  };
}

function siteFileRoutes(w: FuzzWorld): Record<string, FuzzRoute> {
  const host = { host: SITE_HOST };
  return {
    'media/icons.svg': {},
    'media/logo/[text]/[colour]': {
      params: { text: 'Alpha', colour: '112233.svg' },
      query: { fg: 'ffffff' },
    },
    'media/vehicle/[body]/[colour]/[view]': { params: { body: 'suv', colour: '112233', view: 'side.svg' } },
    'sites/[host]/apple-touch-icon.png': { params: host },
    'sites/[host]/cars/[slug]/autogauge': { params: { ...host, slug: w.carSlug } },
    'sites/[host]/favicon.ico': { params: host },
    'sites/[host]/feeds/[token]/[file]': {
      params: { ...host, token: 'token', file: 'google-vehicle-listings.csv' },
    },
    'sites/[host]/icon.svg': { params: host },
    'sites/[host]/print': { params: host, query: { car_id: w.carSlug } },
    'sites/[host]/robots.txt': { params: host },
    'sites/[host]/sitemap.xml': { params: host },
    'sites/[host]/sitemaps/[part]': { params: { ...host, part: '1.xml' } },
    'sites/[host]/stock-photos/[file]': { params: { ...host, file: `${'a'.repeat(64)}-l.jpg` } },
    'sites/[host]/success/test-drive.ics': { params: host, query: { ref: 'abc' } },
    'sites/[host]/warranty': { params: host },
  };
}

/** Every route file's entry, keyed by its folder under src/app. */
export function fuzzRoutes(world: FuzzWorld, files: { photo: File; feed: File }): Record<string, FuzzRoute> {
  return {
    ...accountRoutes(world),
    ...consoleRoutes(world, files.photo, files.feed),
    ...storefrontApiRoutes(world),
    ...siteFileRoutes(world),
  };
}

export const FUZZ_SITE_HOST = SITE_HOST;
