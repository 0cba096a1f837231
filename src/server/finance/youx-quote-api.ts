import 'server-only';
import { issuesBody } from '@/domain/validation/issues-body';
import { overlayVehicleConfig, type FinanceConfig } from '@/config';
import { env } from '@/env';
import { canAskYoux, storedYouxQuote, type FinanceQuote } from '@/domain/finance/finance-quote';
import {
  financeQuoteRequestSchema,
  isStandardQuoteRequest,
  type FinanceQuoteRequest,
} from '@/domain/finance/finance-quote-request';
import type { Database } from '@/server/db/client';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import {
  financeQuoteProviderFor,
  youxServiceFromEnv,
  type FinanceQuoteProvider,
} from '@/server/providers/finance-quote';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import { findQuoteCar, type QuoteCar } from './find-quote-car';
import { storeYouxQuote } from './store-youx-quote';

export const CAR_NOT_FOUND = 'Car not found';

/** A quote, who gave it, and whether it is now the car's youxQuote; `{ quote: null }` when there is none. */
export type YouxQuoteBody =
  { quote: FinanceQuote; source: FinanceQuoteProvider['name']; stored: boolean } | { quote: null };

export type YouxQuoteApiResponse =
  | { status: 200; body: YouxQuoteBody }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 404; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

/**
 * Per site and address, in the table every app instance shares (decision 037): each outside call costs the
 * dealer, so one client cannot run up many, however many instances it is spread over.
 */
export const YOUX_QUOTE_LIMIT = { keyPrefix: 'youx-quote', points: 20, durationSeconds: 60 } as const;

type Options = {
  /** Tests pass their own; the default is the car's configured provider (youX only when set up: decision 029). */
  providerFor?: (finance: FinanceConfig) => FinanceQuoteProvider;
  ip?: string | null;
  limiter?: CountingLimiter;
};

const NO_QUOTE: YouxQuoteApiResponse = { status: 200, body: { quote: null } };

function badRequest(issues: Parameters<typeof issuesBody>[0]): YouxQuoteApiResponse {
  return { status: 400, body: issuesBody(issues) };
}

/** The car's effective finance config: its dealership's layer, then its make and item-type overlay. */
async function carFinance(db: Database, siteId: number, car: QuoteCar): Promise<FinanceConfig> {
  const dealer = { slug: car.dealershipSlug, configOverrides: car.dealershipOverrides };
  const config = resolveForSite(await loadSiteConfigSource(db, siteId), dealer);
  return overlayVehicleConfig(config, { make: car.make, itemType: car.itemType }).finance;
}

function consumeQuoteLimit(db: Database, siteId: number, options: Options) {
  const limiter = options.limiter ?? siteRateLimiter(db, YOUX_QUOTE_LIMIT.keyPrefix, YOUX_QUOTE_LIMIT);
  return consumeAddressLimit(limiter, siteId, options.ip ?? null, 'youx quote');
}

function askWith(car: QuoteCar, siteId: number, request: FinanceQuoteRequest) {
  const { selfAssessedCreditScore, loanTerm, whoIsHelping } = request;
  const { price: purchasePrice, year, vin, nvic, make } = car;
  return {
    siteId,
    carId: car.id,
    make,
    selfAssessedCreditScore,
    purchasePrice,
    loanTerm,
    year,
    vin,
    nvic,
    whoIsHelping,
  };
}

/**
 * F-40..F-42 `POST /api/youx/quote` {"carId":12}: a finance quote for one of this site's cars. Where the site's
 * provider is youX and youX is configured, youX is asked (O-12: only about a car with a vin or nvic), and a
 * quote asked with the F-40 defaults is stored as the car's youxQuote (F-41) and answered from there next
 * time. Everywhere else the built-in calculator answers, and nothing is stored. Failures answer
 * `{ quote: null }` (F-42); the provider has logged them.
 */
export async function handleYouxQuoteApi(
  db: Database,
  site: { id: number },
  body: unknown,
  options: Options = {},
): Promise<YouxQuoteApiResponse> {
  const parsed = financeQuoteRequestSchema.safeParse(body);
  if (!parsed.success) return badRequest(parsed.error.issues);
  const car = await findQuoteCar(db, site.id, parsed.data.carId);
  if (!car) return { status: 404, body: { error: CAR_NOT_FOUND } };
  const finance = await carFinance(db, site.id, car);
  const youx = youxServiceFromEnv(env);
  const provider = (options.providerFor ?? ((f) => financeQuoteProviderFor(f, { db, youx })))(finance);
  const isStandard = isStandardQuoteRequest(parsed.data);
  if (provider.name === 'youx') {
    const stored = isStandard ? storedYouxQuote(car) : null;
    if (stored) return { status: 200, body: { quote: stored, source: 'youx', stored: true } };
    if (!canAskYoux(car)) return NO_QUOTE;
    const limit = await consumeQuoteLimit(db, site.id, options);
    if (!limit.ok) {
      const { retryAfterSeconds } = limit;
      return { status: 429, body: { error: 'Too many quote requests' }, retryAfterSeconds };
    }
  }
  const result = await provider.quote(askWith(car, site.id, parsed.data));
  if (!result.ok) return NO_QUOTE;
  const { quote } = result;
  // Only youX's own figures, asked the standard way, become the car's youxQuote (decision 029).
  const stored = provider.name === 'youx' && isStandard && (await storeYouxQuote(db, site.id, car.id, quote));
  return { status: 200, body: { quote, source: provider.name, stored } };
}
