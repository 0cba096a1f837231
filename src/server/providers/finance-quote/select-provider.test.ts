import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import { parseEnv } from '@/env';
import type { Database } from '@/server/db/client';
import { financeQuoteProviderFor, isYouxProvider, youxServiceFromEnv } from './select-provider';

// Selection reads no data: a database that fails any query proves the choice itself makes no call.
const db = {} as Database;
const finance = (provider: string | null) => financeSchema.parse({ provider });
const YOUX = { endpoint: 'https://api.youx.example/quote', apiKey: null, timeoutMs: 3000 };

describe('youxServiceFromEnv', () => {
  it('is off (null) in the default environment', () => {
    expect(youxServiceFromEnv(parseEnv({}))).toBeNull();
  });

  it('reads the endpoint, key and timeout', () => {
    const env = parseEnv({ YOUX_QUOTE_URL: 'https://api.youx.example/quote', YOUX_API_KEY: 'k-1' });
    expect(youxServiceFromEnv(env)).toEqual({
      endpoint: 'https://api.youx.example/quote',
      apiKey: 'k-1',
      timeoutMs: 3000,
    });
  });
});

describe('financeQuoteProviderFor (decision 029)', () => {
  it('uses the built-in calculator by default and wherever youX is not both chosen and configured', () => {
    expect(financeQuoteProviderFor(finance(null), { db, youx: null }).name).toBe('built-in');
    expect(financeQuoteProviderFor(finance('youx'), { db, youx: null }).name).toBe('built-in');
    expect(financeQuoteProviderFor(finance('angle'), { db, youx: YOUX }).name).toBe('built-in');
    expect(isYouxProvider(finance('youx'), null)).toBe(false);
    expect(isYouxProvider(finance('angle'), YOUX)).toBe(false);
  });

  it("uses youX where the site's provider is 'youx' and an endpoint is configured", () => {
    expect(financeQuoteProviderFor(finance('youx'), { db, youx: YOUX }).name).toBe('youx');
    expect(isYouxProvider(finance('youx'), YOUX)).toBe(true);
  });
});
