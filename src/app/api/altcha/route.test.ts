import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

const get = (host: string, query: string) =>
  GET(new Request(`http://${host}/api/altcha${query}`, { headers: { host } }));

describe('GET /api/altcha', () => {
  it("binds the challenge to the host's site and the form, and forbids caching", async () => {
    const response = await get('isolation-b.test', '?form=enquiry');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = await response.json();
    expect(challenge.parameters.data).toEqual({ site: test.siteB, form: 'enquiry' });
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is a 400 naming the form parameter', async () => {
    const response = await get('isolation-a.test', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid challenge request',
      fieldErrors: { form: 'expected a form type such as enquiry or test_drive' },
    });
  });

  it('is a 404 for an unknown host', async () => {
    expect((await get('nobody.test', '?form=enquiry')).status).toBe(404);
  });
});
