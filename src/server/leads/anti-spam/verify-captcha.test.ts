import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { captchaSolutions } from '@/server/db/schema';
import { issueChallenge } from './challenge';
import { TEST_CAPTCHA_DIFFICULTY, solveCaptchaForTest } from './testing';
import { verifyCaptcha } from './verify-captcha';
import { log } from '@/server/logging';

const test = isolationSitesForThisFile();

/** A challenge issued for a site and form at `issuedAt`, solved like the browser widget would. */
async function solved(siteId: number, formType: string, issuedAt = new Date()) {
  const challenge = await issueChallenge(test.db, {
    siteId,
    formType,
    difficulty: TEST_CAPTCHA_DIFFICULTY,
    now: issuedAt,
  });
  return { challenge, payload: await solveCaptchaForTest(challenge) };
}

const verify = (siteId: number, formType: string, payload: unknown, extra = {}) =>
  verifyCaptcha(test.db, { siteId, formType, payload, ...extra });

describe('issueChallenge', () => {
  it('signs the site, the form and a ten-minute expiry into the challenge', async () => {
    const now = new Date();
    const { challenge } = await solved(test.siteA, 'enquiry', now);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.cost).toBe(1);
    expect(challenge.parameters.data).toEqual({ site: test.siteA, form: 'enquiry' });
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + 600_000) / 1_000));
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifyCaptcha', () => {
  it('accepts a solved challenge for this site and form', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: true });
  });

  it('accepts each solved challenge once: a second use is a replay', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: true });
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('lets exactly one of several simultaneous uses through', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verify(test.siteA, 'enquiry', payload)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, reason: 'replayed' })),
    );
  });

  it('lets the same submission retry with its challenge, and only that submission', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    const key = { idempotencyKey: 'key-1' };
    expect(await verify(test.siteA, 'enquiry', payload, key)).toEqual({ ok: true });
    expect(await verify(test.siteA, 'enquiry', payload, key)).toEqual({ ok: true });
    expect(await verify(test.siteA, 'enquiry', payload, { idempotencyKey: 'key-2' })).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('rejects an expired challenge', async () => {
    const { payload } = await solved(test.siteA, 'enquiry', new Date(Date.now() - 600_001));
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: false, reason: 'expired' });
  });

  it("rejects site A's challenge on site B (tenant isolation)", async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    expect(await verify(test.siteB, 'enquiry', payload)).toEqual({ ok: false, reason: 'wrong_site' });
    // Still unused on A: the rejection on B recorded nothing.
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: true });
  });

  it('rejects a challenge issued for another form', async () => {
    const { payload } = await solved(test.siteA, 'test_drive');
    expect(await verify(test.siteA, 'enquiry', payload)).toEqual({ ok: false, reason: 'wrong_form' });
  });

  it('rejects a rebinding to another site: the signature no longer matches', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    const decoded = JSON.parse(atob(payload));
    decoded.challenge.parameters.data.site = test.siteB;
    expect(await verify(test.siteB, 'enquiry', btoa(JSON.stringify(decoded)))).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
  });

  it('rejects tampered parameters and a wrong solution', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    const tampered = JSON.parse(atob(payload));
    tampered.challenge.parameters.cost = 2;
    expect(await verify(test.siteA, 'enquiry', btoa(JSON.stringify(tampered)))).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
    const wrong = JSON.parse(atob(payload));
    wrong.solution.derivedKey = '00'.repeat(32);
    expect(await verify(test.siteA, 'enquiry', btoa(JSON.stringify(wrong)))).toEqual({
      ok: false,
      reason: 'invalid_solution',
    });
  });

  it('rejects a missing or malformed payload', async () => {
    expect(await verify(test.siteA, 'enquiry', undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await verify(test.siteA, 'enquiry', 'garbage')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reports a failing replay store as ours, not the sender’s', async () => {
    const { payload } = await solved(test.siteA, 'enquiry');
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const insert = vi.spyOn(test.db, 'insert').mockImplementation(() => {
      throw new Error('disk full');
    });
    try {
      expect(await verify(test.siteA, 'enquiry', payload)).toEqual({
        ok: false,
        reason: 'store_unavailable',
      });
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      insert.mockRestore();
      error.mockRestore();
    }
  });

  it('keeps solved challenges per site and deletes expired ones', async () => {
    const { challenge, payload } = await solved(test.siteB, 'enquiry');
    expect(await verify(test.siteB, 'enquiry', payload)).toEqual({ ok: true });
    const [row] = await test.db
      .select()
      .from(captchaSolutions)
      .where(eq(captchaSolutions.signature, challenge.signature!));
    expect(row).toMatchObject({ siteId: test.siteB, formType: 'enquiry', idempotencyKey: null });
    expect(row!.expiresAt.getTime()).toBe(challenge.parameters.expiresAt! * 1_000);
    // Another verification on B more than a minute later (and after the expiry) sweeps the old row.
    const later = new Date(Date.now() + 11 * 60_000);
    const next = await solved(test.siteB, 'enquiry', later);
    await verify(test.siteB, 'enquiry', next.payload, { now: later });
    const left = await test.db
      .select()
      .from(captchaSolutions)
      .where(eq(captchaSolutions.signature, challenge.signature!));
    expect(left).toEqual([]);
  });
});
