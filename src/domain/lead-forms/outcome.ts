import {
  FORM_SUBMIT_ERROR,
  LEAD_UNEXPECTED_ERROR,
  SLOT_UNAVAILABLE_MESSAGE,
  type FieldError,
} from '@/domain/leads';
import { RECEIPT_PATTERN } from '@/domain/lead-confirmation/paths';
import { safeRedirectPath } from '@/domain/account/safe-redirect-path';
import { TOO_MANY_SUBMISSIONS_MESSAGE } from '@/domain/anti-spam/retry-after';
import { readValuationAnswer } from '@/domain/trade-in/answer';
import type { TradeInValuationAnswer } from '@/domain/trade-in/estimate';

/**
 * What the form does with the key and the captcha before the next attempt:
 * - 'resend': the outcome is unknown (network failure, 5xx); the same body may already be stored, so an
 *   unchanged retry repeats key and captcha exactly, and a changed one is a new submission;
 * - 'keep-key': nothing was stored; the key stays, the captcha is solved afresh;
 * - 'new-key': the key is spent (422: stored with other values); key and captcha are both new.
 */
export type RetryMode = 'resend' | 'keep-key' | 'new-key';

export type LeadOutcome =
  /**
   * `timeUnconfirmed`: stored, but the test-drive time was not held; the dealer confirms it (decision 032).
   * `valuation`: a trade-in valuation's estimate, shown before the buyer moves on (decision 044).
   */
  | {
      kind: 'success';
      leadId: string;
      /** Decision 052: the signed reference of the lead's /success page. */
      receipt?: string;
      timeUnconfirmed?: true;
      valuation?: TradeInValuationAnswer;
      /** A reservation's next page (decision 046): the payment page or the reservation's own page. */
      next?: string;
    }
  /** 400: field messages for the summary, and the messages that belong to no field as one alert. */
  | { kind: 'invalid'; fieldErrors: FieldError[]; formError: string | null; retry: RetryMode }
  /** 409: the test-drive slot was taken; the times still free. */
  | { kind: 'slot-taken'; message: string; slots: string[]; retry: RetryMode }
  | { kind: 'failed'; message: string; retry: RetryMode };

type Body = Record<string, unknown>;

const asBody = (raw: unknown): Body => (typeof raw === 'object' && raw !== null ? (raw as Body) : {});

function errorText(body: Body): string | null {
  return typeof body.error === 'string' && body.error.trim() !== '' ? body.error.trim() : null;
}

function firstMessage(value: unknown): string | null {
  const message = Array.isArray(value) ? value[0] : value;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The 400 answer's fieldErrors in form order; messages for names the form does not show go to the alert. */
function invalidOutcome(body: Body, fieldOrder: readonly string[]): LeadOutcome {
  const raw = asBody(body.fieldErrors);
  const fieldErrors: FieldError[] = [];
  const other: string[] = [];
  for (const field of fieldOrder) {
    const message = firstMessage(raw[field]);
    if (message !== null) fieldErrors.push({ field, message });
  }
  for (const [field, value] of Object.entries(raw)) {
    const message = firstMessage(value);
    if (!fieldOrder.includes(field) && message !== null && !other.includes(message)) other.push(message);
  }
  const formError =
    other.length > 0
      ? other.join(' ')
      : fieldErrors.length === 0
        ? (errorText(body) ?? LEAD_UNEXPECTED_ERROR)
        : null;
  return { kind: 'invalid', fieldErrors, formError, retry: 'keep-key' };
}

function slotOutcome(body: Body): LeadOutcome | null {
  if (!Array.isArray(body.slots)) return null;
  const slots = body.slots.filter((slot): slot is string => typeof slot === 'string');
  return {
    kind: 'slot-taken',
    message: errorText(body) ?? SLOT_UNAVAILABLE_MESSAGE,
    slots,
    retry: 'keep-key',
  };
}

/**
 * Only an https page (a payment provider's) or a same-site path is followed, never another scheme; the path is
 * judged as every return path is (`/..//evil.example` normalises to another site).
 */
function nextPage(next: unknown): string | null {
  if (typeof next !== 'string') return null;
  if (next.startsWith('https://')) return next;
  return safeRedirectPath(next, '') || null;
}

/**
 * H-20..H-25 and the POST /api/leads contract: 201/200 with lead_id is success (200: the key was stored
 * before); 400 lists field errors; 409 is a taken test-drive slot; 429 (decision 035) says to wait, keeping
 * everything typed; anything else shows the returned error or 'An unexpected error occured'.
 */
export function leadOutcome(status: number, raw: unknown, fieldOrder: readonly string[]): LeadOutcome {
  const body = asBody(raw);
  const leadId =
    typeof body.lead_id === 'string' || typeof body.lead_id === 'number' ? String(body.lead_id) : '';
  if (status >= 200 && status < 300 && leadId !== '') {
    const valuation = readValuationAnswer(body.valuation);
    const next = nextPage(body.next);
    return {
      kind: 'success',
      leadId,
      ...(typeof body.receipt === 'string' && RECEIPT_PATTERN.test(body.receipt)
        ? { receipt: body.receipt }
        : {}),
      ...(typeof body.notice === 'string' ? { timeUnconfirmed: true } : {}),
      ...(valuation ? { valuation } : {}),
      ...(next ? { next } : {}),
    };
  }
  const message = errorText(body) ?? LEAD_UNEXPECTED_ERROR;
  if (status === 400) return invalidOutcome(body, fieldOrder);
  if (status === 409) return slotOutcome(body) ?? { kind: 'failed', message, retry: 'keep-key' };
  if (status === 422) return { kind: 'failed', message, retry: 'new-key' };
  // Nothing was stored: the same key may be sent again once the wait in the message is over.
  if (status === 429) {
    return { kind: 'failed', message: errorText(body) ?? TOO_MANY_SUBMISSIONS_MESSAGE, retry: 'keep-key' };
  }
  if (status >= 400 && status < 500) return { kind: 'failed', message, retry: 'keep-key' };
  // 5xx, or a 2xx without a lead_id: the lead may or may not be stored.
  return { kind: 'failed', message, retry: 'resend' };
}

/** H-24: the request never got an answer; everything typed stays for a retry with the same key. */
export const NETWORK_FAILURE_OUTCOME: LeadOutcome = {
  kind: 'failed',
  message: FORM_SUBMIT_ERROR,
  retry: 'resend',
};
