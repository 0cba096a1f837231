import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformDefaults } from '@/config';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';
import { rateLimitCounters, sites } from '@/server/db/schema';
import { assessSubmission, type SubmissionInput } from './assess-submission';
import { issueChallenge } from './challenge';
import type { LimiterFactory } from './rate-limits';
import { TEST_CAPTCHA_DIFFICULTY, solveCaptchaForTest } from './testing';
import { log } from '@/server/logging';

let test: TestDatabase;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  test = await createTestDatabase();
  [siteA, siteB] = await seedIsolationSiteIds(test.db);
});
afterAll(async () => test.close());

const rule = (points: number, rejectAbove: number | null = null) => ({
  points,
  durationSeconds: 600,
  rejectAbove,
});
const forms = {
  captcha: { ...platformDefaults.forms.captcha, difficulty: TEST_CAPTCHA_DIFFICULTY },
  antiSpam: { minFillSeconds: 3, rateLimits: { ip: rule(2), contact: rule(2), site: rule(100) } },
};

let ipCounter = 0;
/** A fresh, human-looking submission: solved captcha, empty honeypot, 20 s to fill, its own IP and email. */
async function submission(
  siteId: number,
  overrides: Partial<SubmissionInput> = {},
): Promise<SubmissionInput> {
  const now = new Date();
  const challenge = await issueChallenge(test.db, {
    siteId,
    formType: 'enquiry',
    difficulty: TEST_CAPTCHA_DIFFICULTY,
    now,
  });
  ipCounter += 1;
  return {
    siteId,
    formType: 'enquiry',
    forms,
    captchaPayload: await solveCaptchaForTest(challenge),
    honeypot: '',
    openedAt: now.getTime() - 20_000,
    ip: `203.0.113.${ipCounter}`,
    contact: { email: `buyer${ipCounter}@example.com`, phone: null },
    now,
    ...overrides,
  };
}

async function totalPoints(): Promise<number> {
  const rows = await test.db.select({ points: rateLimitCounters.points }).from(rateLimitCounters);
  return rows.reduce((sum, row) => sum + row.points, 0);
}

const assess = async (input: Promise<SubmissionInput>, limiters?: LimiterFactory) =>
  assessSubmission(test.db, await input, { limiters });

describe('assessSubmission', () => {
  it('accepts a human-looking submission without flags', async () => {
    expect(await assess(submission(siteA))).toEqual({ verdict: 'accept', flags: [] });
  });

  it('flags a filled honeypot and a form submitted too fast, and still accepts', async () => {
    const now = new Date();
    const input = submission(siteA, {
      honeypot: 'http://spam.example',
      openedAt: now.getTime() - 1_000,
      now,
    });
    expect(await assess(input)).toEqual({ verdict: 'accept', flags: ['honeypot', 'too_fast'] });
  });

  it('rejects a missing captcha with the form-level message and counts nothing', async () => {
    const input = await submission(siteA, { captchaPayload: undefined });
    const before = await totalPoints();
    expect(await assessSubmission(test.db, input)).toEqual({
      verdict: 'reject',
      flags: [],
      reason: 'captcha',
      message: 'Captcha verification failed. Please try again.',
      status: 400,
      captchaFailure: 'missing',
    });
    expect(await totalPoints()).toBe(before);
  });

  it('flags the third submission from one IP within ten minutes, on that site only', async () => {
    const ip = '198.51.100.7';
    expect(await assess(submission(siteA, { ip }))).toEqual({ verdict: 'accept', flags: [] });
    expect(await assess(submission(siteA, { ip }))).toEqual({ verdict: 'accept', flags: [] });
    expect(await assess(submission(siteA, { ip }))).toEqual({ verdict: 'accept', flags: ['rate_limited'] });
    expect(await assess(submission(siteB, { ip }))).toEqual({ verdict: 'accept', flags: [] });
  });

  it('flags the third submission with one email or phone, whatever the IP and spelling', async () => {
    const emails = ['Same@Example.com', 'same@example.com ', 'SAME@example.COM'];
    const results = [];
    for (const email of emails) results.push(await assess(submission(siteA, { contact: { email } })));
    expect(results.map((result) => result.flags)).toEqual([[], [], ['rate_limited']]);
    const phones = ['0412 345 678', '+61412345678', '0412345678'];
    results.length = 0;
    for (const phone of phones) results.push(await assess(submission(siteA, { contact: { phone } })));
    expect(results.map((result) => result.flags)).toEqual([[], [], ['rate_limited']]);
  });

  it('flags submissions above the per-site limit', async () => {
    // A site of its own: the other tests have already counted against A and B.
    const [quiet] = await test.db.insert(sites).values({ slug: 'quiet-site', name: 'Quiet' }).returning();
    const rateLimits = { ip: null, contact: null, site: rule(1) };
    const tight = { ...forms, antiSpam: { ...forms.antiSpam, rateLimits } };
    const first = await assess(submission(quiet!.id, { forms: tight }));
    const second = await assess(submission(quiet!.id, { forms: tight }));
    expect([first, second]).toEqual([
      { verdict: 'accept', flags: [] },
      { verdict: 'accept', flags: ['rate_limited'] },
    ]);
  });

  it("refuses above a site's opt-in hard ceiling", async () => {
    const ip = '198.51.100.8';
    const strict = {
      ...forms,
      antiSpam: { ...forms.antiSpam, rateLimits: { ...forms.antiSpam.rateLimits, ip: rule(1, 2) } },
    };
    const verdicts = [];
    for (let i = 0; i < 3; i += 1)
      verdicts.push((await assess(submission(siteA, { ip, forms: strict }))).verdict);
    expect(verdicts).toEqual(['accept', 'accept', 'reject']);
  });

  it('stores hashes, never the IP address or contact details, in the counters', async () => {
    await assess(submission(siteA, { ip: '198.51.100.9', contact: { email: 'private@example.com' } }));
    const keys = (await test.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key,
    );
    expect(keys.some((key) => key.includes('198.51') || key.includes('@'))).toBe(false);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^lead-(ip|contact|site):[0-9a-f]{32}$/);
  });

  it('accepts and flags when a limiter fails (decision 7)', async () => {
    const failing: LimiterFactory = () => ({
      consume: () => Promise.reject(new Error('connection refused')),
    });
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      expect(await assess(submission(siteA), failing)).toEqual({
        verdict: 'accept',
        flags: ['limiter_unavailable'],
      });
    } finally {
      error.mockRestore();
    }
  });

  it('accepts and flags when the captcha store fails (decision 7)', async () => {
    const memory: LimiterFactory = (_scope, limit) =>
      new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
    const input = await submission(siteA);
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const insert = vi.spyOn(test.db, 'insert').mockImplementation(() => {
      throw new Error('disk full');
    });
    try {
      expect(await assessSubmission(test.db, input, { limiters: memory })).toEqual({
        verdict: 'accept',
        flags: ['captcha_store_unavailable'],
      });
    } finally {
      insert.mockRestore();
      error.mockRestore();
    }
  });

  it('accepts and flags a site on a hosted captcha provider this platform does not verify', async () => {
    const hosted = {
      ...forms,
      captcha: { ...forms.captcha, provider: 'turnstile' as const, siteKey: 'key' },
    };
    expect(await assess(submission(siteA, { forms: hosted, captchaPayload: undefined }))).toEqual({
      verdict: 'accept',
      flags: ['captcha_unverified'],
    });
  });
});
