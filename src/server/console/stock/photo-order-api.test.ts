import { beforeAll, describe, expect, it, vi } from 'vitest';
import { anyVehicleId } from '@/server/db/testing/two-site-fixture';
import { stockPhotoHash } from '@/server/stock-import/photos/store-stock-photo';
import {
  answerOf,
  callConsole,
  consoleTestFile,
  fileOf,
  galleryOf,
  stockAuditOf,
  stockVersionOf,
  testPhoto,
} from '../testing';
import { PHOTO_COVER_ENDPOINT, PHOTO_REMOVE_ENDPOINT } from './photo-order-api';
import { STOCK_PHOTO_UPLOAD_ENDPOINT } from './stock-photos-api';

const { fixture, staff } = consoleTestFile({
  owner: { site: 'A', email: 'owner@alpha.example', role: 'owner' },
});
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));
const owner = { cookie: '' };

let blue: Buffer;
let carB = 0;
// The car's two fixture photos, then two added in the console: four to rearrange.
beforeAll(async () => {
  owner.cookie = staff.cookies.owner;
  blue = await testPhoto('#0000c0', 'png');
  carB = await anyVehicleId(fixture.db, fixture.siteB);
  const photos = [
    fileOf(await testPhoto('#c00000'), 'a.jpg', 'image/jpeg'),
    fileOf(blue, 'b.png', 'image/png'),
  ];
  const sent = { vehicleId: String(fixture.ids.carA1), photos };
  expect((await callConsole(STOCK_PHOTO_UPLOAD_ENDPOINT, sent, owner)).status).toBe(200);
});

const gallery = (vehicleId: number) => galleryOf(fixture.db, fixture.siteA, vehicleId);
const audit = (vehicleId: number) => stockAuditOf(fixture.db, fixture.siteA, vehicleId);
const stockVersion = () => stockVersionOf(fixture.db, fixture.siteA);
const large = (bytes: Buffer) => `/stock-photos/${stockPhotoHash(bytes)}-l.jpg`;

describe('a car’s photos removed and reordered in the console (issue 18)', () => {
  it('makes a photo the cover, the rest in their order, audited as the old and new cover', async () => {
    const car = fixture.ids.carA1!;
    const [first, second, third, fourth] = await gallery(car);
    const before = await stockVersion();
    const cover = { vehicleId: car, imageId: fourth!.id };
    expect(await answerOf(await callConsole(PHOTO_COVER_ENDPOINT, cover, owner))).toEqual({
      status: 200,
      body: { ok: true, changed: true, photos: 4 },
    });
    expect(await gallery(car)).toEqual([
      { ...fourth, position: 0 },
      { ...first, position: 1 },
      { ...second, position: 2 },
      { ...third, position: 3 },
    ]);
    expect((await audit(car)).at(-1)).toEqual({
      field: 'cover',
      oldValue: '/media/a-1.svg',
      newValue: large(blue),
      by: staff.ids.owner,
    });
    expect(await stockVersion()).toBe(before + 1);
    // The cover again changes nothing.
    expect(await answerOf(await callConsole(PHOTO_COVER_ENDPOINT, cover, owner))).toEqual({
      status: 200,
      body: { ok: true, changed: false, photos: 4 },
    });
    expect(await stockVersion()).toBe(before + 1);
  });

  it('removes a photo, audited as the count, the others closing up', async () => {
    const car = fixture.ids.carA1!;
    const [cover, first, second, third] = await gallery(car);
    const removal = { vehicleId: car, imageId: first!.id };
    expect(await answerOf(await callConsole(PHOTO_REMOVE_ENDPOINT, removal, owner))).toEqual({
      status: 200,
      body: { ok: true, changed: true, photos: 3 },
    });
    expect(await gallery(car)).toEqual([cover, { ...second, position: 1 }, { ...third, position: 2 }]);
    expect((await audit(car)).at(-1)).toEqual({
      field: 'photos',
      oldValue: '4',
      newValue: '3',
      by: staff.ids.owner,
    });
    // Gone now; another car's photo, or a photo of site B's car, is no photo of this car.
    expect(await answerOf(await callConsole(PHOTO_REMOVE_ENDPOINT, removal, owner))).toEqual({
      status: 404,
      body: { error: 'No such photo of this car' },
    });
    const otherCar = { vehicleId: fixture.ids.carA2!, imageId: cover!.id };
    expect((await callConsole(PHOTO_REMOVE_ENDPOINT, otherCar, owner)).status).toBe(404);
    const carOfB = { vehicleId: carB, imageId: cover!.id };
    expect(await answerOf(await callConsole(PHOTO_COVER_ENDPOINT, carOfB, owner))).toEqual({
      status: 404,
      body: { error: 'No such car on this site' },
    });
    expect(await answerOf(await callConsole(PHOTO_REMOVE_ENDPOINT, { vehicleId: car }, owner))).toEqual({
      status: 400,
      body: { error: 'Unknown photo', fieldErrors: { imageId: 'Unknown photo' } },
    });
    expect(await gallery(car)).toHaveLength(3);
  });
});
