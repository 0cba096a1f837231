import { describe, expect, it } from 'vitest';
import { captchaFormTypeSchema, checkChallengeClaims, decodeCaptchaPayload } from './captcha-payload';

const NOW = new Date('2026-03-01T10:00:00Z');
const parameters = {
  algorithm: 'PBKDF2/SHA-256',
  nonce: 'ab01',
  salt: 'cd02',
  cost: 1,
  keyLength: 32,
  keyPrefix: '00ff',
  expiresAt: NOW.getTime() / 1_000 + 60,
  data: { site: 7, form: 'enquiry' },
};
const payload = {
  challenge: { parameters, signature: 'beef' },
  solution: { counter: 12, derivedKey: '00ff12' },
};
const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('decodeCaptchaPayload', () => {
  it("reads the widget's base64 JSON", () => {
    expect(decodeCaptchaPayload(encode(payload))).toEqual({ kind: 'ok', payload });
  });

  it('is missing when absent or empty', () => {
    expect(decodeCaptchaPayload(undefined)).toEqual({ kind: 'missing' });
    expect(decodeCaptchaPayload(null)).toEqual({ kind: 'missing' });
    expect(decodeCaptchaPayload('')).toEqual({ kind: 'missing' });
  });

  it('is malformed for anything else', () => {
    expect(decodeCaptchaPayload('not base64 at all!')).toEqual({ kind: 'malformed' });
    expect(decodeCaptchaPayload(encode({ challenge: {} }))).toEqual({ kind: 'malformed' });
    expect(decodeCaptchaPayload(encode({ ...payload, solution: null }))).toEqual({ kind: 'malformed' });
    expect(decodeCaptchaPayload(42)).toEqual({ kind: 'malformed' });
    expect(decodeCaptchaPayload('a'.repeat(4_097))).toEqual({ kind: 'malformed' });
  });

  it('refuses parameters the library would not sign', () => {
    const extra = { ...payload, challenge: { ...payload.challenge, parameters: { ...parameters, x: 1 } } };
    expect(decodeCaptchaPayload(encode(extra))).toEqual({ kind: 'malformed' });
  });
});

describe('checkChallengeClaims', () => {
  const expected = { siteId: 7, formType: 'enquiry', now: NOW };

  it('accepts a live challenge for this site and form', () => {
    expect(checkChallengeClaims(parameters, expected)).toBeNull();
  });

  it('names the first claim that rules the challenge out', () => {
    expect(checkChallengeClaims({ ...parameters, expiresAt: NOW.getTime() / 1_000 }, expected)).toBe(
      'expired',
    );
    expect(checkChallengeClaims({ ...parameters, data: { site: 8, form: 'enquiry' } }, expected)).toBe(
      'wrong_site',
    );
    expect(checkChallengeClaims({ ...parameters, data: { site: 7, form: 'test_drive' } }, expected)).toBe(
      'wrong_form',
    );
  });

  it('is malformed without a binding or an expiry', () => {
    expect(checkChallengeClaims({ ...parameters, data: undefined }, expected)).toBe('malformed');
    expect(checkChallengeClaims({ ...parameters, expiresAt: undefined }, expected)).toBe('malformed');
  });
});

describe('captchaFormTypeSchema', () => {
  it('takes short lower-case slugs only', () => {
    expect(captchaFormTypeSchema.safeParse('test_drive').success).toBe(true);
    expect(captchaFormTypeSchema.safeParse('quick-trade-in').success).toBe(true);
    expect(captchaFormTypeSchema.safeParse('Enquiry').success).toBe(false);
    expect(captchaFormTypeSchema.safeParse('').success).toBe(false);
    expect(captchaFormTypeSchema.safeParse('a'.repeat(41)).success).toBe(false);
  });
});
