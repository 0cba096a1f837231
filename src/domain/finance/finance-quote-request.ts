import { z } from 'zod';
import { DB_INTEGER_MAX } from '@/domain/validation/db-limits';
import { LOAN_TERM_MONTHS, YOUX_QUOTE_DEFAULTS } from './finance-quote';

// Apart from finance-quote.ts, which every search card's quote imports in the browser: this schema is the
// server's, and importing it there put all of zod in the search page's script (decision 076).

const shortText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(40, `${name} must be at most 40 characters`);

const optionalId = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(40, `${name} must be at most 40 characters`)
    .nullish();

/**
 * F-40 `POST /api/youx/quote`: the spec's fields plus `carId`, the car of this site the quote is for. The
 * car's own price, year, vin and nvic are what a provider is sent: the browser's copies are checked for type
 * and otherwise ignored, since a stored quote is shown to every buyer.
 */
export const financeQuoteRequestSchema = z
  .object({
    carId: z
      .number({ error: 'carId must be the id of a car on this site' })
      .int('carId must be a whole number')
      .positive('carId must be a whole number')
      // No car has a larger id; the query would fail on one (a 500, decision 077).
      .max(DB_INTEGER_MAX, 'carId must be the id of a car on this site'),
    selfAssessedCreditScore: shortText('selfAssessedCreditScore').default(
      YOUX_QUOTE_DEFAULTS.selfAssessedCreditScore,
    ),
    loanTerm: z
      .number({ error: 'loanTerm must be a number of months' })
      .int('loanTerm must be a whole number of months')
      .min(LOAN_TERM_MONTHS.min, `loanTerm must be ${LOAN_TERM_MONTHS.min} to ${LOAN_TERM_MONTHS.max} months`)
      .max(LOAN_TERM_MONTHS.max, `loanTerm must be ${LOAN_TERM_MONTHS.min} to ${LOAN_TERM_MONTHS.max} months`)
      .default(YOUX_QUOTE_DEFAULTS.loanTerm),
    whoIsHelping: shortText('whoIsHelping').default(YOUX_QUOTE_DEFAULTS.whoIsHelping),
    purchasePrice: z.number({ error: 'purchasePrice must be a number' }).nonnegative().nullish(),
    year: z.number({ error: 'year must be a number' }).int().nullish(),
    vin: optionalId('vin'),
    nvic: optionalId('nvic'),
  })
  .strict();

export type FinanceQuoteRequest = z.infer<typeof financeQuoteRequestSchema>;

/**
 * Only a quote asked with the F-40 defaults describes the car for every buyer; one asked with a buyer's own
 * credit score or term is answered to that buyer and never stored on the car.
 */
export function isStandardQuoteRequest(
  request: Pick<FinanceQuoteRequest, 'selfAssessedCreditScore' | 'loanTerm' | 'whoIsHelping'>,
): boolean {
  return (
    request.selfAssessedCreditScore === YOUX_QUOTE_DEFAULTS.selfAssessedCreditScore &&
    request.loanTerm === YOUX_QUOTE_DEFAULTS.loanTerm &&
    request.whoIsHelping === YOUX_QUOTE_DEFAULTS.whoIsHelping
  );
}
