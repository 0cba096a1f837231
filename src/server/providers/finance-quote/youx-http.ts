import 'server-only';
import { z } from 'zod';
import { roundToCents } from '@/domain/finance/repayment';
import { postJson, type Resolver } from '@/server/outbound/json-request';
import type { FinanceQuoteInput, FinanceQuoteProvider, FinanceQuoteResult } from './provider';
import { log } from '@/server/logging';

export type YouxServiceOptions = {
  /** `YOUX_QUOTE_URL`. */
  endpoint: string;
  apiKey: string | null;
  timeoutMs: number;
  /** A quote is three numbers; anything much bigger is not one. */
  maxResponseBytes?: number;
  /** Tests map the endpoint's host name to their local server. */
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the adapter reach a local fake youX on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
};

export const YOUX_MAX_RESPONSE_BYTES = 16_384;

const rate = z.number().finite().nonnegative().max(100);

/** F-41: the answer carries these three; anything else youX adds is ignored. */
const youxAnswerSchema = z.object({
  weeklyRepaymentAmount: z.number().finite().positive(),
  comparisonRate: rate,
  advertisedRate: rate,
});

/** F-40: the body youX is sent. */
export function youxRequestBody(input: FinanceQuoteInput) {
  const { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping } = input;
  return { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping };
}

function failed(input: FinanceQuoteInput, result: Extract<FinanceQuoteResult, { ok: false }>) {
  // F-42: silent to the buyer, never to the operator.
  log.warn({ siteId: input.siteId, carId: input.carId, reason: result.message }, 'youx quote failed');
  return result;
}

/**
 * The youX adapter (F-40..F-42, decision 029): POSTs the F-40 fields as JSON to the configured endpoint, the
 * key in the Authorization header; the answer is size-capped, validated and rounded to the cent. Every
 * failure is a logged value, never a throw.
 */
export function createYouxFinanceQuoteProvider(options: YouxServiceOptions): FinanceQuoteProvider {
  const headers: Record<string, string> = { 'user-agent': 'Forecourt/1.0' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  return {
    name: 'youx',
    async quote(input) {
      const answer = await postJson(options.endpoint, youxRequestBody(input), {
        timeoutMs: options.timeoutMs,
        maxResponseBytes: options.maxResponseBytes ?? YOUX_MAX_RESPONSE_BYTES,
        headers,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      if (!answer.ok) {
        return failed(input, { ok: false, failure: answer.failure, message: `youX ${answer.message}` });
      }
      const parsed = youxAnswerSchema.safeParse(answer.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        const message = `youX answered an unexpected shape (${issues.join('; ')})`;
        return failed(input, { ok: false, failure: 'invalid-answer', message });
      }
      const { weeklyRepaymentAmount, comparisonRate, advertisedRate } = parsed.data;
      return {
        ok: true,
        quote: {
          weeklyRepaymentAmount: roundToCents(weeklyRepaymentAmount),
          comparisonRate,
          advertisedRate,
        },
      };
    },
  };
}
