import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { addPhoneToAccount } from '@/server/auth/account-contact-api';
import { requestSignInCode, verifySignInCode } from '@/server/auth/sign-in-api';
import {
  codeDeliveryForThisFile,
  latestSmsCode,
  readLatestMail,
  sessionCookieOf,
  signInByPhone,
  twoSiteAccounts,
} from '@/server/auth/testing';
import { watchlistEntries } from '@/server/db/schema';
import { anyVehicleId, twoSitesForThisFile, vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { changeWatchlist, watchlistState } from './watchlist-api';
import { listWatchlistCars } from './watchlist-store';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request } = twoSiteAccounts(fixture);

const siteBCarId = () => anyVehicleId(fixture.db, fixture.siteB);
const slugId = (slug: string) => vehicleIdBySlug(fixture.db, fixture.siteA, slug);

describe('POST /api/watchlist/save-car and /remove-car (I-2, I-3)', () => {
  it('saves and removes a car of the site for the signed-in buyer, by their own mobile', async () => {
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 800 001');
    const body = { phone_number: '0412 800 001', car_id: fixture.ids.carA1 };
    expect(await changeWatchlist('save', request('A', cookie), body)).toEqual({
      status: 200,
      body: { success: true },
    });
    // Saving twice changes nothing; the id may come as text.
    const again = { ...body, car_id: String(fixture.ids.carA1) };
    expect(await changeWatchlist('save', request('A', cookie), again)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await watchlistState(request('A', cookie))).body).toEqual({
      signedIn: true,
      phone: '+61412800001',
      ids: [fixture.ids.carA1],
    });
    expect(await changeWatchlist('remove', request('A', cookie), body)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await watchlistState(request('A', cookie))).body).toEqual({
      signedIn: true,
      phone: '+61412800001',
      ids: [],
    });
  });

  it("refuses the signed-out, another mobile, a malformed body, and another site's car id", async () => {
    const body = { phone_number: '0412800002', car_id: fixture.ids.carA1 };
    expect(await changeWatchlist('save', request('A'), body)).toEqual({
      status: 401,
      body: { success: false, error: 'Sign in to use your watchlist.' },
    });
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 800 002');
    expect(
      await changeWatchlist('save', request('A', cookie), { ...body, phone_number: '0412 999 999' }),
    ).toEqual({
      status: 403,
      body: { success: false, error: 'That is not the mobile number on your account.' },
    });
    expect(await changeWatchlist('save', request('A', cookie), { ...body, car_id: -1 })).toEqual({
      status: 400,
      body: { success: false, error: 'Invalid request' },
    });
    expect(await changeWatchlist('save', request('A', cookie), { ...body, extra: 1 })).toEqual({
      status: 400,
      body: { success: false, error: 'Invalid request' },
    });
    const otherSiteCar = { ...body, car_id: await siteBCarId() };
    expect(await changeWatchlist('save', request('A', cookie), otherSiteCar)).toEqual({
      status: 404,
      body: { success: false, error: 'That car is not on this site.' },
    });
    const rows = await fixture.db.select().from(watchlistEntries);
    expect(rows.filter((row) => row.vehicleId === otherSiteCar.car_id)).toEqual([]);
  });

  it('asks a buyer signed in by email for a mobile (I-1), which a proven code then adds', async () => {
    await requestSignInCode(request('A'), { channel: 'email', address: 'watcher@example.com' });
    const code = (await readLatestMail(join(delivery.dataDir, 'mail'), 'alpha')).subject.slice(0, 6);
    const signedIn = await verifySignInCode(request('A'), {
      channel: 'email',
      address: 'watcher@example.com',
      code,
    });
    const cookie = sessionCookieOf(signedIn.headers);
    const body = { phone_number: '0412 800 003', car_id: fixture.ids.carA1 };
    expect(await changeWatchlist('save', request('A', cookie), body)).toEqual({
      status: 403,
      body: { success: false, error: 'Add your mobile number to use your watchlist.' },
    });
    await requestSignInCode(request('A', cookie), { channel: 'phone', address: '0412 800 003' });
    const smsCode = await latestSmsCode(delivery.dataDir, 'alpha', '+61412800003');
    expect(await addPhoneToAccount(request('A', cookie), { address: '0412 800 003', code: smsCode })).toEqual(
      {
        status: 200,
        body: { phoneAdded: true },
      },
    );
    expect(await changeWatchlist('save', request('A', cookie), body)).toEqual({
      status: 200,
      body: { success: true },
    });
  });
});

describe('tenant isolation', () => {
  it("site B never sees site A's list, and A's session cannot change B's", async () => {
    const cookieA = await signInByPhone(request('A'), delivery.dataDir, '0412 800 004');
    await changeWatchlist('save', request('A', cookieA), {
      phone_number: '0412800004',
      car_id: fixture.ids.carA2,
    });
    expect((await watchlistState(request('B', cookieA))).body).toEqual({
      signedIn: false,
      phone: null,
      ids: [],
    });
    const onB = { phone_number: '0412800004', car_id: await siteBCarId() };
    expect((await changeWatchlist('save', request('B', cookieA), onB)).status).toBe(401);
    const cookieB = await signInByPhone(request('B'), delivery.dataDir, '0412 800 004');
    expect((await watchlistState(request('B', cookieB))).body).toEqual({
      signedIn: true,
      phone: '+61412800004',
      ids: [],
    });
  });
});

describe('listWatchlistCars', () => {
  it('lists the cars newest first, marking a reserved one and a sold one the site no longer lists', async () => {
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 800 005');
    const [sold, reserved] = [await slugId('sold'), await slugId('reserved')];
    for (const carId of [fixture.ids.carA1!, sold, reserved]) {
      await changeWatchlist('save', request('A', cookie), { phone_number: '0412800005', car_id: carId });
    }
    const [entry] = await fixture.db
      .select({ userId: watchlistEntries.userId })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.vehicleId, sold));
    const config = resolveSiteConfig({ siteSlug: 'alpha', groupSlug: null, layers: {} });
    const cars = await listWatchlistCars(
      fixture.db,
      { id: fixture.siteA, config },
      entry!.userId,
      new Date(),
    );
    expect(cars.map((car) => [car.id, car.state, car.href])).toEqual([
      [reserved, 'reserved', '/cars/reserved'],
      // Sold without a sold date: past the sold retention, so its page is gone (no link).
      [sold, 'unlisted', null],
      [fixture.ids.carA1, 'inStock', '/cars/kia-sportage-1'],
    ]);
    expect(cars[2]).toMatchObject({ title: expect.stringContaining('GT-Line'), price: 45990, km: 12345 });
    expect(cars.every((car) => car.similarHref.startsWith('/'))).toBe(true);
  });
});
