import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('boots with no variables at all', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      ROOT_DOMAIN: 'localhost',
      PORT: 3000,
      TRUSTED_PROXY_HOPS: 0,
      MAIL_FROM: 'Forecourt leads <leads@forecourt.localhost>',
      ALERTS_MAIL_FROM: 'Forecourt alerts <alerts@forecourt.localhost>',
      YOUX_TIMEOUT_MS: 3000,
      SMS_TIMEOUT_MS: 5000,
      OUTBOX_LEASE_MS: 60000,
    });
  });

  it('refuses a short AUTH_SECRET and an SMS gateway that is not http(s)', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/^Invalid environment: AUTH_SECRET: /);
    expect(() => parseEnv({ SMS_GATEWAY_URL: 'ftp://sms.example' })).toThrow(
      'Invalid environment: SMS_GATEWAY_URL: expected an http:// or https:// URL',
    );
  });

  it('treats empty values as unset and normalises the root domain', () => {
    expect(parseEnv({ DATABASE_URL: '', ROOT_DOMAIN: 'Dealers.Example.' }).ROOT_DOMAIN).toBe(
      'dealers.example',
    );
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow('Invalid environment: PORT:');
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow('Invalid environment: DATABASE_URL:');
    expect(() => parseEnv({ ALTCHA_HMAC_KEY: 'short' })).toThrow('Invalid environment: ALTCHA_HMAC_KEY:');
    expect(() => parseEnv({ SMTP_URL: 'mail.example:25' })).toThrow(
      'Invalid environment: SMTP_URL: expected an smtp:// or smtps:// URL',
    );
    expect(() => parseEnv({ YOUX_QUOTE_URL: 'ftp://quotes.example/q' })).toThrow(
      'Invalid environment: YOUX_QUOTE_URL: expected an http:// or https:// URL',
    );
    expect(() => parseEnv({ YOUX_TIMEOUT_MS: '50' })).toThrow('Invalid environment: YOUX_TIMEOUT_MS:');
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow('Invalid environment: LOG_LEVEL:');
    expect(() => parseEnv({ OUTBOX_LEASE_MS: '999' })).toThrow('Invalid environment: OUTBOX_LEASE_MS:');
    expect(parseEnv({ OUTBOX_LEASE_MS: '15000' }).OUTBOX_LEASE_MS).toBe(15_000);
  });

  it('turns youX on only with an endpoint (decision 029)', () => {
    expect(parseEnv({}).YOUX_QUOTE_URL).toBeUndefined();
    expect(
      parseEnv({
        YOUX_QUOTE_URL: 'https://api.youx.example/quote',
        YOUX_API_KEY: 'k-1',
        YOUX_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      YOUX_QUOTE_URL: 'https://api.youx.example/quote',
      YOUX_API_KEY: 'k-1',
      YOUX_TIMEOUT_MS: 2500,
    });
  });
});
