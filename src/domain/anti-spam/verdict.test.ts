import { describe, expect, it } from 'vitest';
import { decideSubmission, refuseTooMany } from './verdict';

const clean = { captcha: { ok: true } as const, honeypotFilled: false, tooFast: false, limits: [] };

describe('decideSubmission', () => {
  it('accepts a clean submission without flags', () => {
    expect(decideSubmission(clean)).toEqual({ verdict: 'accept', flags: [] });
  });

  it.each(['missing', 'malformed', 'expired', 'wrong_site', 'wrong_form', 'replayed'] as const)(
    'rejects a %s proof of work with the captcha message',
    (reason) => {
      expect(decideSubmission({ ...clean, captcha: { ok: false, reason } })).toEqual({
        verdict: 'reject',
        flags: [],
        reason: 'captcha',
        message: 'Captcha verification failed. Please try again.',
        status: 400,
        captchaFailure: reason,
      });
    },
  );

  it('accepts and flags when our captcha store fails (decision 7)', () => {
    const captcha = { ok: false, reason: 'store_unavailable' } as const;
    expect(decideSubmission({ ...clean, captcha })).toEqual({
      verdict: 'accept',
      flags: ['captcha_store_unavailable'],
    });
  });

  it('accepts and flags a site whose hosted captcha provider is not verified here', () => {
    expect(decideSubmission({ ...clean, captcha: { ok: 'skipped' } })).toEqual({
      verdict: 'accept',
      flags: ['captcha_unverified'],
    });
  });

  it('stores bot-looking leads flagged, never drops them', () => {
    expect(
      decideSubmission({ ...clean, honeypotFilled: true, tooFast: true, limits: ['ok', 'over', 'over'] }),
    ).toEqual({ verdict: 'accept', flags: ['honeypot', 'too_fast', 'rate_limited'] });
  });

  it('accepts and flags when a limiter fails (decision 7)', () => {
    expect(decideSubmission({ ...clean, limits: ['unavailable', 'ok'] })).toEqual({
      verdict: 'accept',
      flags: ['limiter_unavailable'],
    });
  });

  it('refuses volume abuse with 429, the wait in the message and no flags (decision 035)', () => {
    expect(refuseTooMany(356)).toEqual({
      verdict: 'reject',
      flags: [],
      reason: 'too_many',
      message: 'Too many submissions from this address. Please try again in 6 minutes.',
      status: 429,
      retryAfterSeconds: 356,
    });
  });
});
