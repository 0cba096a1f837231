import { beforeAll, describe, expect, it, vi } from 'vitest';
import { platformDefaults } from '@/config';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { sites } from '@/server/db/schema';
import { handleChallengeApi, type ChallengeApiSite } from './challenge-api';
import { TEST_CAPTCHA_DIFFICULTY } from './testing';

const test = databaseForThisFile();
let site: ChallengeApiSite;

beforeAll(async () => {
  const [row] = await test.db.insert(sites).values({ slug: 'challenge-api', name: 'A' }).returning();
  const captcha = { ...platformDefaults.forms.captcha, difficulty: TEST_CAPTCHA_DIFFICULTY };
  site = { id: row!.id, config: { forms: { captcha, antiSpam: platformDefaults.forms.antiSpam } } };
});

describe('handleChallengeApi', () => {
  it('issues a challenge for the site and the requested form', async () => {
    const response = await handleChallengeApi(test.db, site, new URLSearchParams('form=test_drive'));
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.parameters.data).toEqual({ site: site.id, form: 'test_drive' });
    expect(response.body.parameters.cost).toBe(1);
  });

  it('is a 400 naming the form parameter when it is missing or not a form type', async () => {
    for (const query of ['', 'form=Robots!']) {
      expect(await handleChallengeApi(test.db, site, new URLSearchParams(query))).toEqual({
        status: 400,
        body: {
          error: 'Invalid challenge request',
          fieldErrors: { form: 'expected a form type such as enquiry or test_drive' },
        },
      });
    }
  });

  it('is a 404 for a site on a hosted captcha provider', async () => {
    const captcha = { ...site.config.forms.captcha, provider: 'turnstile' as const, siteKey: 'key' };
    const hosted = { ...site, config: { forms: { ...site.config.forms, captcha } } };
    expect(await handleChallengeApi(test.db, hosted, new URLSearchParams('form=enquiry'))).toEqual({
      status: 404,
      body: { error: 'This site does not use ALTCHA' },
    });
  });

  it('answers 429 with the wait past the hard limit of an address, per site (decision 035)', async () => {
    const hardLimits = { submissions: null, challenges: { points: 2, durationSeconds: 600 } };
    const forms = { ...site.config.forms, antiSpam: { ...site.config.forms.antiSpam, hardLimits } };
    const [other] = await test.db.insert(sites).values({ slug: 'challenge-api-b', name: 'B' }).returning();
    const onA = { ...site, config: { forms } };
    const onB = { id: other!.id, config: { forms } };
    const ask = (target: ChallengeApiSite, ip: string) =>
      handleChallengeApi(test.db, target, new URLSearchParams('form=enquiry'), new Date(), { ip });
    // Only the clock of the limiter's window is frozen, so the wait is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T01:00:00Z'));
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await ask(onA, '198.51.100.60')).status);
      expect(statuses).toEqual([200, 200, 429]);
      vi.setSystemTime(new Date('2026-11-26T01:04:30Z'));
      expect(await ask(onA, '198.51.100.60')).toEqual({
        status: 429,
        body: { error: 'Too many challenges from this address. Please try again in 6 minutes.' },
        retryAfterSeconds: 330,
      });
      expect((await ask(onA, '198.51.100.61')).status).toBe(200);
      expect((await ask(onB, '198.51.100.60')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
