import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { platformSecrets } from '@/server/db/schema';
import { loadAltchaMasterKey, loadSiteAltchaSecrets } from './secrets';

const test = databaseForThisFile();

describe('loadAltchaMasterKey', () => {
  it('generates a random key once and stores it in the database', async () => {
    const key = await loadAltchaMasterKey(test.db, undefined);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await test.db.select().from(platformSecrets)).toMatchObject([
      { name: 'altcha_hmac_key', value: key },
    ]);
    expect(await loadAltchaMasterKey(test.db, undefined)).toBe(key);
  });

  it('gives another process on the same database the same key', async () => {
    const key = await loadAltchaMasterKey(test.db, undefined);
    // A proxy is a different object to the per-process cache: it starts cold, like another node would.
    const otherProcess = new Proxy(test.db, {});
    expect(await loadAltchaMasterKey(otherProcess, undefined)).toBe(key);
  });

  it('uses ALTCHA_HMAC_KEY when it is set', async () => {
    expect(await loadAltchaMasterKey(test.db, 'k'.repeat(40))).toBe('k'.repeat(40));
  });
});

describe('loadSiteAltchaSecrets', () => {
  it('derives distinct secrets per site and purpose, the same every time', async () => {
    const master = 'm'.repeat(40);
    const one = await loadSiteAltchaSecrets(test.db, 1, master);
    const two = await loadSiteAltchaSecrets(test.db, 2, master);
    expect(one.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([one.challenge, one.derivedKey, two.challenge, two.derivedKey]).size).toBe(4);
    expect(await loadSiteAltchaSecrets(test.db, 1, master)).toEqual(one);
  });
});
