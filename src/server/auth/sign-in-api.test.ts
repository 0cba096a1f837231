import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { sessions, users } from '@/server/db/schema';
import { readLatestSms } from '@/server/providers/sms/file-sender';
import { currentBuyer } from './buyer-session';
import { requestSignInCode, signOut, verifySignInCode } from './sign-in-api';
import {
  codeDeliveryForThisFile,
  latestSmsCode,
  readLatestMail,
  sessionCookieOf as cookieOf,
  TEST_ORIGIN,
  twoSiteAccounts,
} from './testing';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { site, request } = twoSiteAccounts(fixture);
const ORIGIN = TEST_ORIGIN;

const smsCode = (slug: string, phone: string) => latestSmsCode(delivery.dataDir, slug, phone);

describe('sign-in by mobile code', () => {
  it('sends a code by SMS, signs in with it and makes an account with the phone on it', async () => {
    const sent = await requestSignInCode(request('A'), { channel: 'phone', address: '0412 345 678' });
    expect(sent).toEqual({ status: 200, body: { sent: true, channel: 'phone', sentTo: '+61412345678' } });
    const sms = await readLatestSms(join(delivery.dataDir, 'sms'), 'alpha', '+61412345678');
    expect(sms?.body).toMatch(
      /^\d{6} is your Alpha Motors sign-in code\. It expires in 5 minutes\. Never share it\.$/,
    );

    const answer = await verifySignInCode(request('A'), {
      channel: 'phone',
      address: '+61 412 345 678',
      code: await smsCode('alpha', '+61412345678'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ signedIn: true });
    const setCookie = answer.headers?.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(
      /^forecourt\.session_token=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // The script's hint that this browser is signed in (not the session, which the script cannot read).
    expect(answer.headers?.getSetCookie()[1]).toBe(
      'forecourt.signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax',
    );

    const buyer = await currentBuyer(
      fixture.db,
      site('A'),
      ORIGIN,
      new Headers({ cookie: cookieOf(answer.headers) }),
    );
    expect(buyer).toEqual({ id: expect.any(String), email: null, phone: '+61412345678' });
    const [row] = await fixture.db.select().from(users).where(eq(users.id, buyer!.id));
    expect(row).toMatchObject({
      siteId: fixture.siteA,
      phoneNumber: '+61412345678',
      phoneNumberVerified: true,
    });
  });

  it('refuses a wrong code with the same words as an expired one, and a used code a second time', async () => {
    await requestSignInCode(request('A'), { channel: 'phone', address: '0412 000 111' });
    const code = await smsCode('alpha', '+61412000111');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await verifySignInCode(request('A'), {
      channel: 'phone',
      address: '0412000111',
      code: wrong,
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: 'That code is not right or has expired. Check it, or ask for a new code.',
        field: 'code',
      },
    });
    const ok = await verifySignInCode(request('A'), { channel: 'phone', address: '0412000111', code });
    expect(ok.status).toBe(200);
    const again = await verifySignInCode(request('A'), { channel: 'phone', address: '0412000111', code });
    expect(again.status).toBe(400);
  });
});

describe('sign-in by email code', () => {
  it('mails a code from the site, and a second sign-in reaches the same account', async () => {
    const first = await requestSignInCode(request('A'), { channel: 'email', address: ' Buyer@Example.com ' });
    expect(first.body).toEqual({ sent: true, channel: 'email', sentTo: 'buyer@example.com' });
    const mail = await readLatestMail(join(delivery.dataDir, 'mail'), 'alpha');
    expect(mail.from).toBe('Alpha Motors <leads@forecourt.localhost>');
    expect(mail.subject).toMatch(/^\d{6} is your Alpha Motors sign-in code$/);
    const code = mail.subject.slice(0, 6);
    const signedIn = await verifySignInCode(request('A'), {
      channel: 'email',
      address: 'buyer@example.com',
      code,
    });
    const buyer = await currentBuyer(
      fixture.db,
      site('A'),
      ORIGIN,
      new Headers({ cookie: cookieOf(signedIn.headers) }),
    );
    expect(buyer).toEqual({ id: expect.any(String), email: 'buyer@example.com', phone: null });

    await requestSignInCode(request('A'), { channel: 'email', address: 'buyer@example.com' });
    const second = (await readLatestMail(join(delivery.dataDir, 'mail'), 'alpha')).subject.slice(0, 6);
    const again = await verifySignInCode(request('A'), {
      channel: 'email',
      address: 'buyer@example.com',
      code: second,
    });
    const same = await currentBuyer(
      fixture.db,
      site('A'),
      ORIGIN,
      new Headers({ cookie: cookieOf(again.headers) }),
    );
    expect(same?.id).toBe(buyer!.id);
  });

  it('answers a bad address, a bad code and a malformed body clearly, sending nothing', async () => {
    expect(await requestSignInCode(request('A'), { channel: 'email', address: 'not-an-email' })).toEqual({
      status: 400,
      body: { error: 'Enter an email address like name@example.com', field: 'address' },
    });
    expect(await requestSignInCode(request('A'), { channel: 'phone', address: '02 9999 0000' })).toEqual({
      status: 400,
      body: { error: 'Enter an Australian mobile number like 0412 345 678', field: 'address' },
    });
    expect(
      await verifySignInCode(request('A'), { channel: 'email', address: 'a@example.com', code: '12a' }),
    ).toEqual({ status: 400, body: { error: 'Enter the 6-digit code we sent you', field: 'code' } });
    expect(await requestSignInCode(request('A'), { channel: 'fax', address: 'x' })).toEqual({
      status: 400,
      body: { error: 'Invalid request' },
    });
  });
});

describe('limits', () => {
  it('sends at most 3 codes to one address in 10 minutes, with a wait in minutes', async () => {
    const ask = () =>
      requestSignInCode(request('A', '', '198.51.100.1'), { channel: 'phone', address: '0412 999 001' });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many codes asked for. Please try again in 10 minutes.' });
    expect(Number(refused.headers?.get('retry-after'))).toBeGreaterThan(590);
  });
});

describe('tenant isolation', () => {
  it("a session on site A is no session on site B, and B's code for the same phone is B's own account", async () => {
    await requestSignInCode(request('A'), { channel: 'phone', address: '0412 222 333' });
    const onA = await verifySignInCode(request('A'), {
      channel: 'phone',
      address: '0412222333',
      code: await smsCode('alpha', '+61412222333'),
    });
    const cookie = cookieOf(onA.headers);
    const headers = new Headers({ cookie });
    expect(await currentBuyer(fixture.db, site('A'), ORIGIN, headers)).not.toBeNull();
    expect(await currentBuyer(fixture.db, site('B'), ORIGIN, headers)).toBeNull();

    // A's code is not B's: B sent none, so A's code fails there.
    const crossed = await verifySignInCode(request('B'), {
      channel: 'phone',
      address: '0412222333',
      code: await smsCode('alpha', '+61412222333'),
    });
    expect(crossed.status).toBe(400);
    await requestSignInCode(request('B'), { channel: 'phone', address: '0412 222 333' });
    const onB = await verifySignInCode(request('B'), {
      channel: 'phone',
      address: '0412222333',
      code: await smsCode('bravo', '+61412222333'),
    });
    const buyerA = await currentBuyer(fixture.db, site('A'), ORIGIN, headers);
    const buyerB = await currentBuyer(
      fixture.db,
      site('B'),
      ORIGIN,
      new Headers({ cookie: cookieOf(onB.headers) }),
    );
    expect(buyerB?.id).not.toBe(buyerA?.id);
    const rows = await fixture.db
      .select({ siteId: users.siteId })
      .from(users)
      .where(eq(users.phoneNumber, '+61412222333'));
    expect(rows.map((r) => r.siteId).sort()).toEqual([fixture.siteA, fixture.siteB].sort());
  });

  it('signing out ends the session on its site', async () => {
    await requestSignInCode(request('B'), { channel: 'phone', address: '0412 555 666' });
    const onB = await verifySignInCode(request('B'), {
      channel: 'phone',
      address: '0412555666',
      code: await smsCode('bravo', '+61412555666'),
    });
    const cookie = cookieOf(onB.headers);
    const out = await signOut(request('B', cookie));
    expect(out.status).toBe(200);
    expect(out.headers?.getSetCookie()[0]).toMatch(/^forecourt\.session_token=; Max-Age=0/);
    expect(out.headers?.getSetCookie().at(-1)).toBe('forecourt.signed_in=; Max-Age=0; Path=/; SameSite=Lax');
    expect(await currentBuyer(fixture.db, site('B'), ORIGIN, new Headers({ cookie }))).toBeNull();
    const open = await fixture.db.select().from(sessions).where(eq(sessions.siteId, fixture.siteB));
    expect(open).toHaveLength(1);
  });
});
