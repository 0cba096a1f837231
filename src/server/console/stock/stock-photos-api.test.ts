import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { anyVehicleId } from '@/server/db/testing/two-site-fixture';
import { readStockPhoto } from '@/server/stock-import/photos/stock-photo-files';
import { stockPhotoHash } from '@/server/stock-import/photos/store-stock-photo';
import { loadVehicleChildren } from '@/server/vehicle-page/queries';
import {
  callConsole,
  CONSOLE_HOST,
  consoleRouteOf,
  consoleTestFile,
  fileOf,
  galleryOf,
  stockAuditOf,
  stockVersionOf,
  answerOf,
  testPhoto,
} from '../testing';
import { STOCK_PHOTO_UPLOAD_ENDPOINT as UPLOAD } from './stock-photos-api';

const { fixture, photos, staff } = consoleTestFile({
  owner: { site: 'A', email: 'owner@alpha.example', role: 'owner' },
  seller: { site: 'A', email: 'sales@alpha.example', role: 'salesperson' },
  ownerB: { site: 'B', email: 'owner@bravo.example', role: 'owner' },
});
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));

let red: Buffer;
let blue: Buffer;
let carB = 0;
beforeAll(async () => {
  red = await testPhoto('#c00000');
  blue = await testPhoto('#0000c0', 'png', { width: 2400, height: 1600 });
  carB = await anyVehicleId(fixture.db, fixture.siteB);
});

const as = (who: 'owner' | 'seller' | 'ownerB', host: string = CONSOLE_HOST.A) => ({
  cookie: staff.cookies[who],
  host,
});

const gallery = (vehicleId: number, siteId = fixture.siteA) => galleryOf(fixture.db, siteId, vehicleId);
const audit = (vehicleId: number) => stockAuditOf(fixture.db, fixture.siteA, vehicleId);

const stockVersion = (siteId = fixture.siteA) => stockVersionOf(fixture.db, siteId);

const storedFiles = async (siteId = fixture.siteA) =>
  (await readdir(join(photos.root, String(siteId))).catch(() => [] as string[])).sort();

const large = (bytes: Buffer) => `/stock-photos/${stockPhotoHash(bytes)}-l.jpg`;
const upload = (vehicleId: number, ...files: File[]) => ({ vehicleId: String(vehicleId), photos: files });

describe('a car’s photos added in the console (issue 18)', () => {
  it('appends the photos after the car’s own, audited, with the stock version bumped; the public page shows them', async () => {
    const car = fixture.ids.carA1!;
    const before = await stockVersion();
    const sent = upload(car, fileOf(red, 'front.jpg', 'image/jpeg'), fileOf(blue, 'side.png', 'image/png'));
    expect(await answerOf(await callConsole(UPLOAD, sent, as('owner')))).toEqual({
      status: 200,
      body: { ok: true, added: 2, alreadyShown: 0, photos: 4 },
    });
    expect((await gallery(car)).map(({ position, url }) => ({ position, url }))).toEqual([
      { position: 0, url: '/media/a-1.svg' },
      { position: 1, url: '/media/a-2.svg' },
      { position: 2, url: large(red) },
      { position: 3, url: large(blue) },
    ]);
    expect(await stockVersion()).toBe(before + 1);
    expect(await audit(car)).toEqual([
      { field: 'photos', oldValue: '2', newValue: '4', by: staff.ids.owner },
    ]);
    // Both sizes of each, as JPEG, fitted into 1,600 px (the PNG was 2,400 wide).
    const hashes = [stockPhotoHash(red), stockPhotoHash(blue)];
    expect(await storedFiles()).toEqual(hashes.flatMap((hash) => [`${hash}-l.jpg`, `${hash}-t.jpg`]).sort());
    const children = await loadVehicleChildren(fixture.db, fixture.siteA, car, fixture.ids.zeta!);
    expect(children.images.slice(2)).toEqual([
      { url: large(red), thumbUrl: large(red).replace('-l.', '-t.'), width: 800, height: 600 },
      { url: large(blue), thumbUrl: large(blue).replace('-l.', '-t.'), width: 1600, height: 1067 },
    ]);
    const served = await readStockPhoto(photos.root, fixture.siteA, `${stockPhotoHash(red)}-l.jpg`);
    expect(served?.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('adds a picture the car shows already once only, and then writes nothing', async () => {
    const car = fixture.ids.carA1!;
    const before = await stockVersion();
    const again = upload(car, fileOf(red, 'front-copy.jpg', 'image/jpeg'));
    expect(await answerOf(await callConsole(UPLOAD, again, as('owner')))).toEqual({
      status: 200,
      body: { ok: true, added: 0, alreadyShown: 1, photos: 4 },
    });
    expect(await stockVersion()).toBe(before);
    expect(await audit(car)).toHaveLength(1);
  });

  it('refuses the lot when one file is not a photo, naming it, and stores nothing', async () => {
    const car = fixture.ids.carA2!;
    const green = await testPhoto('#00c000');
    const files = await storedFiles();
    const before = await stockVersion();
    const sent = upload(
      car,
      fileOf(green, 'ok.jpg', 'image/jpeg'),
      fileOf('Call Sam', 'notes.jpg', 'image/jpeg'),
    );
    expect(await answerOf(await callConsole(UPLOAD, sent, as('owner')))).toEqual({
      status: 400,
      body: { error: 'notes.jpg is not a JPEG, PNG or WebP photo.' },
    });
    const gif = upload(car, fileOf(await testPhoto('#c0c000', 'gif'), 'anim.gif', 'image/gif'));
    expect(await answerOf(await callConsole(UPLOAD, gif, as('owner')))).toEqual({
      status: 400,
      body: { error: 'anim.gif is not a JPEG, PNG or WebP photo.' },
    });
    expect(await gallery(car)).toEqual([]);
    expect(await storedFiles()).toEqual(files);
    expect(await stockVersion()).toBe(before);
    expect(await audit(car)).toEqual([]);
  });

  it('answers a bad form with its problem, never a 500', async () => {
    const car = String(fixture.ids.carA2);
    const photo = fileOf(red, 'front.jpg', 'image/jpeg');
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ vehicleId: car }, 400, { error: 'Choose one or more photos to add.' }],
      [
        { vehicleId: car, photos: Array(7).fill(photo) },
        400,
        { error: 'Choose at most 6 photos at a time.' },
      ],
      [
        { vehicleId: 'x', photos: [photo] },
        400,
        { error: 'Unknown car', fieldErrors: { vehicleId: 'Unknown car' } },
      ],
      [
        { vehicleId: '99999999999', photos: [photo] },
        400,
        { error: 'Unknown car', fieldErrors: { vehicleId: 'Unknown car' } },
      ],
      [{ vehicleId: '2147483000', photos: [photo] }, 404, { error: 'No such car on this site' }],
      [
        { vehicleId: car, photos: [fileOf(Buffer.alloc(10 * 1024 * 1024 + 1), 'huge.jpg', 'image/jpeg')] },
        413,
        { error: 'huge.jpg is over 10 MB.' },
      ],
    ];
    for (const [input, status, body] of cases)
      expect(await answerOf(await callConsole(UPLOAD, input, as('owner')))).toEqual({ status, body });
    // JSON where a form belongs; a declared length past the cap is refused unread.
    const route = await consoleRouteOf(UPLOAD);
    const post = (headers: Record<string, string>, body: string) =>
      route(
        new Request(`http://${CONSOLE_HOST.A}${UPLOAD.path}`, {
          method: 'POST',
          headers: { host: CONSOLE_HOST.A, cookie: staff.cookies.owner, ...headers },
          body,
        }),
      );
    expect(await answerOf(await post({ 'content-type': 'application/json' }, '{"vehicleId":"1"}'))).toEqual({
      status: 400,
      body: { error: 'Invalid request: expected a multipart form' },
    });
    const form = 'multipart/form-data; boundary=x';
    expect(await answerOf(await post({ 'content-type': form }, '--x\r\nbroken'))).toEqual({
      status: 400,
      body: { error: 'Invalid request: the form could not be read' },
    });
    const declared = { 'content-type': form, 'content-length': String(61 * 1024 * 1024) };
    expect(await answerOf(await post(declared, '--x--'))).toEqual({
      status: 413,
      body: { error: 'Those photos are over 60 MB together. Add fewer at a time.' },
    });
  });

  it('keeps each site’s staff to its own cars', async () => {
    const toB = upload(carB, fileOf(red, 'front.jpg', 'image/jpeg'));
    expect(await answerOf(await callConsole(UPLOAD, toB, as('owner')))).toEqual({
      status: 404,
      body: { error: 'No such car on this site' },
    });
    expect((await callConsole(UPLOAD, toB, as('owner', CONSOLE_HOST.B))).status).toBe(401);
    expect((await callConsole(UPLOAD, toB, as('ownerB'))).status).toBe(401);
    const own = upload(fixture.ids.carA2!, fileOf(red, 'front.jpg', 'image/jpeg'));
    expect(await answerOf(await callConsole(UPLOAD, own, as('seller')))).toEqual({
      status: 403,
      body: { error: 'Your staff role on this site cannot do this' },
    });
    expect(await gallery(carB, fixture.siteB)).toEqual([]);
    expect(await gallery(fixture.ids.carA2!)).toEqual([]);
  });
});
