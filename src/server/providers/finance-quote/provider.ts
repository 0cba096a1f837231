import type { FinanceQuote } from '@/domain/finance/finance-quote';

/** What a quote is asked with: the F-40 fields (the car's own price, year, vin and nvic) and whose car it is. */
export type FinanceQuoteInput = {
  siteId: number;
  carId: number;
  /** F-37: a make locked to another provider gets no lender figures from the built-in quote. */
  make: string;
  selfAssessedCreditScore: string;
  purchasePrice: number;
  /** Months. */
  loanTerm: number;
  year: number;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: string;
};

/**
 * Why there is no quote: the car cannot be quoted ('not-quotable': no price), or the outside service could
 * not answer (network, deadline, HTTP status, size cap, malformed or wrongly shaped answer), or its endpoint
 * is refused by the outbound guard ('blocked': a non-public address, decision 031).
 */
export type FinanceQuoteFailure =
  | 'not-quotable'
  | 'blocked'
  | 'timeout'
  | 'unreachable'
  | 'http-status'
  | 'too-large'
  | 'invalid-json'
  | 'invalid-answer';

export type FinanceQuoteResult =
  { ok: true; quote: FinanceQuote } | { ok: false; failure: FinanceQuoteFailure; message: string };

/**
 * A finance quote for one car behind one interface (decision 029): the built-in one computes it from the car's
 * lender record and the site's finance settings; the youX one asks youX (F-40..F-42), only where configured.
 * Failures are values, never thrown (F-42: the buyer sees nothing of them).
 */
export type FinanceQuoteProvider = {
  readonly name: 'built-in' | 'youx';
  quote(input: FinanceQuoteInput): Promise<FinanceQuoteResult>;
};
