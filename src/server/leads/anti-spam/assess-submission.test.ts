import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { platformDefaults } from '@/config';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { rateLimitCounters, sites } from '@/server/db/schema';
import { assessSubmission, type SubmissionInput } from './assess-submission';
import { issueChallenge } from './challenge';
import type { LimiterFactory } from '@/server/rate-limit/rate-limits';
import { TEST_CAPTCHA_DIFFICULTY, solveCaptchaForTest } from './testing';
import { log } from '@/server/logging';

const test = isolationSitesForThisFile();

const rule = (points: number) => ({ points, durationSeconds: 600 });
const forms = {
  captcha: { ...platformDefaults.forms.captcha, difficulty: TEST_CAPTCHA_DIFFICULTY },
  antiSpam: {
    minFillSeconds: 3,
    hardLimits: { submissions: rule(4), challenges: null },
    rateLimits: { ip: rule(2), contact: rule(2), site: rule(100) },
  },
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
    expect(await assess(submission(test.siteA))).toEqual({ verdict: 'accept', flags: [] });
  });

  it('flags a filled honeypot and a form submitted too fast, and still accepts', async () => {
    const now = new Date();
    const input = submission(test.siteA, {
      honeypot: 'http://spam.example',
      openedAt: now.getTime() - 1_000,
      now,
    });
    expect(await assess(input)).toEqual({ verdict: 'accept', flags: ['honeypot', 'too_fast'] });
  });

  it("rejects a missing captcha with the form-level message and counts only the address's submission", async () => {
    const input = await submission(test.siteA, { captchaPayload: undefined });
    const before = await totalPoints();
    expect(await assessSubmission(test.db, input)).toEqual({
      verdict: 'reject',
      flags: [],
      reason: 'captcha',
      message: 'Captcha verification failed. Please try again.',
      status: 400,
      captchaFailure: 'missing',
    });
    expect(await totalPoints()).toBe(before + 1);
  });

  it('flags the third submission from one IP within ten minutes, on that site only', async () => {
    const ip = '198.51.100.7';
    expect(await assess(submission(test.siteA, { ip }))).toEqual({ verdict: 'accept', flags: [] });
    expect(await assess(submission(test.siteA, { ip }))).toEqual({ verdict: 'accept', flags: [] });
    expect(await assess(submission(test.siteA, { ip }))).toEqual({
      verdict: 'accept',
      flags: ['rate_limited'],
    });
    expect(await assess(submission(test.siteB, { ip }))).toEqual({ verdict: 'accept', flags: [] });
  });

  it('flags the third submission with one email or phone from one address, whatever the spelling', async () => {
    const rateLimits = { ip: null, contact: rule(2), site: null };
    const contactOnly = { ...forms, antiSpam: { ...forms.antiSpam, rateLimits } };
    const ip = '198.51.100.20';
    const emails = ['Same@Example.com', 'same@example.com ', 'SAME@example.COM'];
    const results = [];
    for (const email of emails) {
      results.push(await assess(submission(test.siteA, { ip, forms: contactOnly, contact: { email } })));
    }
    expect(results.map((result) => result.flags)).toEqual([[], [], ['rate_limited']]);
    // Without a known address the contact alone is counted.
    const phones = ['0412 345 678', '+61412345678', '0412345678'];
    results.length = 0;
    for (const phone of phones) {
      results.push(
        await assess(submission(test.siteA, { ip: null, forms: contactOnly, contact: { phone } })),
      );
    }
    expect(results.map((result) => result.flags)).toEqual([[], [], ['rate_limited']]);
  });

  it("cannot be made to flag a buyer's lead by someone else sending the buyer's email (decision 035)", async () => {
    const contact = { email: 'victim@example.com', phone: '0499 111 222' };
    for (const ip of ['198.51.100.30', '198.51.100.31']) {
      for (let i = 0; i < 3; i += 1) await assess(submission(test.siteA, { ip, contact }));
    }
    expect(await assess(submission(test.siteA, { ip: '203.0.113.200', contact }))).toEqual({
      verdict: 'accept',
      flags: [],
    });
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

  it('refuses the submission past the hard limit of an address with 429, on that site only', async () => {
    const ip = '198.51.100.8';
    const distinct = () => ({ email: `volume${(ipCounter += 1)}@example.com` });
    const verdicts = [];
    for (let i = 0; i < 5; i += 1) {
      verdicts.push((await assess(submission(test.siteA, { ip, contact: distinct() }))).verdict);
    }
    expect(verdicts).toEqual(['accept', 'accept', 'accept', 'accept', 'reject']);
    const before = await totalPoints();
    const refused = await assess(submission(test.siteA, { ip }));
    expect(refused).toMatchObject({ verdict: 'reject', reason: 'too_many', status: 429, flags: [] });
    // Only the address's own counter moved: no flag counter of a contact or of the site.
    expect(await totalPoints()).toBe(before + 1);
    expect((await assess(submission(test.siteB, { ip }))).verdict).toBe('accept');
  });

  it('stores hashes, never the IP address or contact details, in the counters', async () => {
    await assess(submission(test.siteA, { ip: '198.51.100.9', contact: { email: 'private@example.com' } }));
    const keys = (await test.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key,
    );
    expect(keys.some((key) => key.includes('198.51') || key.includes('@'))).toBe(false);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^lead-(submissions|ip|contact|site):[0-9a-f]{32}$/);
  });

  it('accepts and flags when a limiter fails (decision 7)', async () => {
    const failing: LimiterFactory = () => ({
      consume: () => Promise.reject(new Error('connection refused')),
    });
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      expect(await assess(submission(test.siteA), failing)).toEqual({
        verdict: 'accept',
        flags: ['limiter_unavailable'],
      });
    } finally {
      error.mockRestore();
    }
  });

  it('accepts and flags when only the hard limit of the address fails: it never refuses then', async () => {
    const gateFails: LimiterFactory = (scope, limit) =>
      scope === 'submissions'
        ? { consume: () => Promise.reject(new Error('connection refused')) }
        : new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      expect(await assess(submission(test.siteA), gateFails)).toEqual({
        verdict: 'accept',
        flags: ['limiter_unavailable'],
      });
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });

  it('accepts and flags when the captcha store fails (decision 7)', async () => {
    const memory: LimiterFactory = (_scope, limit) =>
      new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
    const input = await submission(test.siteA);
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
    expect(await assess(submission(test.siteA, { forms: hosted, captchaPayload: undefined }))).toEqual({
      verdict: 'accept',
      flags: ['captcha_unverified'],
    });
  });
});
