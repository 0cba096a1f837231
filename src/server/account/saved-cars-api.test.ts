import { describe, expect, it } from 'vitest';
import { codeDeliveryForThisFile, signInByPhone, twoSiteAccounts } from '@/server/auth/testing';
import { anyVehicleId, twoSitesForThisFile, vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { changeSavedCars, mergeSavedCars } from './saved-cars-api';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request } = twoSiteAccounts(fixture);

const idOf = (siteId: number, slug: string) => vehicleIdBySlug(fixture.db, siteId, slug);

const favouriteIds = (body: Record<string, unknown>) =>
  (body.favourites as { id: number }[]).map((car) => car.id);

describe('POST /api/account/saved-cars/merge', () => {
  it("merges the browser's lists into the account without duplicates, and gives them to a second device", async () => {
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 900 001');
    const [a1, a2, older1, older2] = [
      fixture.ids.carA1!,
      fixture.ids.carA2!,
      await idOf(fixture.siteA, 'older-1'),
      await idOf(fixture.siteA, 'older-2'),
    ];
    const first = await mergeSavedCars(request('A', cookie), { favourites: [a1, a2], compare: [a1] });
    expect(first.status).toBe(200);
    expect(favouriteIds(first.body)).toEqual([a1, a2]);
    expect((first.body.favourites as unknown[])[0]).toEqual({
      id: a1,
      name: expect.stringContaining('GT-Line'),
      slug: 'kia-sportage-1',
      make: expect.any(String),
      model: expect.any(String),
      primary_image_url: '/media/a-1-thumb.svg',
    });
    // Another device: its own favourite joins after the account's, and its compare list comes first.
    const second = await mergeSavedCars(request('A', cookie), {
      favourites: [older1, a2],
      compare: [older1, older2, a2],
    });
    expect(favouriteIds(second.body)).toEqual([a1, a2, older1]);
    expect(second.body.compare).toEqual([older1, older2, a2]);
  });

  it("mirrors changes, drops another site's cars, and keeps each site's lists apart", async () => {
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 900 002');
    const a1 = fixture.ids.carA1!;
    const bravoCar = await anyVehicleId(fixture.db, fixture.siteB);
    expect(
      await changeSavedCars(request('A', cookie), {
        list: 'favourites',
        add: [a1, bravoCar],
        remove: [],
      }),
    ).toEqual({ status: 200, body: { ok: true } });
    const merged = await mergeSavedCars(request('A', cookie), { favourites: [], compare: [] });
    expect(favouriteIds(merged.body)).toEqual([a1]);
    await changeSavedCars(request('A', cookie), { list: 'favourites', add: [], remove: [a1] });
    expect(
      favouriteIds((await mergeSavedCars(request('A', cookie), { favourites: [], compare: [] })).body),
    ).toEqual([]);
    // Site A's session is nobody on site B.
    expect(await mergeSavedCars(request('B', cookie), { favourites: [], compare: [] })).toEqual({
      status: 401,
      body: { error: 'Not signed in' },
    });
  });

  it('refuses a malformed body and more than 3 cars to compare', async () => {
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 900 003');
    const invalid = { status: 400, body: { error: 'Invalid request' } };
    expect(await mergeSavedCars(request('A', cookie), { favourites: [1], compare: [1, 2, 3, 4] })).toEqual(
      invalid,
    );
    expect(await mergeSavedCars(request('A', cookie), { favourites: ['1'], compare: [] })).toEqual(invalid);
    expect(await changeSavedCars(request('A', cookie), { list: 'other', add: [], remove: [] })).toEqual(
      invalid,
    );
  });
});
