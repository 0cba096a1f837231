import 'server-only';
import type { SiteConfig } from '@/config';
import { isFilledTooFast } from '@/domain/anti-spam/fill-time';
import { isHoneypotFilled } from '@/domain/anti-spam/honeypot';
import {
  decideSubmission,
  refuseTooMany,
  type Assessment,
  type CaptchaCheck,
} from '@/domain/anti-spam/verdict';
import type { Database } from '@/server/db/client';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import {
  consumeSubmissionLimits,
  databaseLimiters,
  type LimiterFactory,
} from '@/server/rate-limit/rate-limits';
import { verifyCaptcha } from './verify-captcha';
import { log } from '@/server/logging';

export type SubmissionInput = {
  siteId: number;
  formType: string;
  /** The site's effective form options (captcha provider and difficulty, anti-spam limits). */
  forms: Pick<SiteConfig['forms'], 'captcha' | 'antiSpam'>;
  /** The ALTCHA widget's field value. */
  captchaPayload: unknown;
  /** The honeypot field's value (HONEYPOT_FIELD). */
  honeypot: unknown;
  /** Epoch ms the form recorded when it opened. */
  openedAt: unknown;
  /** The client address (clientInfo); null skips the per-address limits. */
  ip: string | null;
  contact: { email?: string | null; phone?: string | null };
  idempotencyKey?: string | null;
  now?: Date;
};

export type AssessDependencies = { limiters?: LimiterFactory };

/**
 * Every anti-spam check of a lead submission. First the address's hard limit (decision 035): over it, 429 with
 * the wait, and nothing else is checked or counted. Then the policy of decideSubmission: a missing or bad
 * proof of work rejects with a message; honeypot, speed and the flag limits only flag; a failing captcha
 * store or limiter accepts and flags (decision 7). Call it after the idempotency-key lookup: a retry of a
 * lead that is already stored must not count against the limits again.
 */
export async function assessSubmission(
  db: Database,
  input: SubmissionInput,
  dependencies: AssessDependencies = {},
): Promise<Assessment> {
  const { siteId, forms, now = new Date() } = input;
  const limiters = dependencies.limiters ?? databaseLimiters(db);
  const volume = forms.antiSpam.hardLimits.submissions;
  const gate = volume
    ? await consumeAddressLimit(limiters('submissions', volume), siteId, input.ip, 'anti-spam')
    : { ok: true as const };
  if (!gate.ok) return refuseTooMany(gate.retryAfterSeconds);
  const captcha = await checkCaptcha(db, input, now);
  if (captcha.ok === false && captcha.reason !== 'store_unavailable') {
    return decideSubmission({ captcha, honeypotFilled: false, tooFast: false, limits: [] });
  }
  const limits = await consumeSubmissionLimits(limiters, forms.antiSpam.rateLimits, {
    siteId,
    ip: input.ip,
    contact: input.contact,
  });
  if (gate.unavailable) limits.push('unavailable');
  return decideSubmission({
    captcha,
    honeypotFilled: isHoneypotFilled(input.honeypot),
    tooFast: isFilledTooFast({
      openedAt: input.openedAt,
      now,
      minFillSeconds: forms.antiSpam.minFillSeconds,
    }),
    limits,
  });
}

async function checkCaptcha(db: Database, input: SubmissionInput, now: Date): Promise<CaptchaCheck> {
  // Hosted providers (reCAPTCHA, Turnstile) need an outside call this platform does not make.
  if (input.forms.captcha.provider !== 'altcha') return { ok: 'skipped' };
  try {
    return await verifyCaptcha(db, {
      siteId: input.siteId,
      formType: input.formType,
      payload: input.captchaPayload,
      idempotencyKey: input.idempotencyKey ?? null,
      now,
    });
  } catch (error) {
    log.error({ siteId: input.siteId, err: error }, 'anti-spam: captcha check failed');
    return { ok: false, reason: 'store_unavailable' };
  }
}
