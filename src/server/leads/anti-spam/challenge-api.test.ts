import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDefaults } from '@/config';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { sites } from '@/server/db/schema';
import { handleChallengeApi, type ChallengeApiSite } from './challenge-api';
import { TEST_CAPTCHA_DIFFICULTY } from './testing';

let test: TestDatabase;
let site: ChallengeApiSite;

beforeAll(async () => {
  test = await createTestDatabase();
  const [row] = await test.db.insert(sites).values({ slug: 'challenge-api', name: 'A' }).returning();
  const captcha = { ...platformDefaults.forms.captcha, difficulty: TEST_CAPTCHA_DIFFICULTY };
  site = { id: row!.id, config: { forms: { captcha } } };
});
afterAll(async () => test.close());

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
    const hosted = { ...site, config: { forms: { captcha } } };
    expect(await handleChallengeApi(test.db, hosted, new URLSearchParams('form=enquiry'))).toEqual({
      status: 404,
      body: { error: 'This site does not use ALTCHA' },
    });
  });
});
