import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDirForThisFile } from '@/test/temp-dir';
import { FORM_ERRORS_TITLE } from '@/domain/leads';
import { BEST_CONDITION, PHOTO_MESSAGES } from '@/domain/trade-in';
import * as s from '@/server/db/schema';
import { seedValuationListings } from '@/server/price-comparison/test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { uploadTradeInPhoto } from '../testing/photo-upload';
import { postTradeInLead } from '../testing/trade-in-lead';
import { handleTradeInPhotoRequest } from './serve-photo-api';
import { createUploadGate } from './upload-gate';
import { handleTradeInPhotoUpload, MAX_PHOTO_UPLOAD_BYTES } from './upload-photo-api';

const NOW = new Date('2026-11-26T01:00:00Z');
const ORIGIN = 'https://isolation-a.test';
const test = isolationSiteContextsForThisFile({
  now: NOW,
  seed: (db, { siteA, siteB }) => seedValuationListings(db, siteA, siteB),
});
const photos = tempDirForThisFile('forecourt-photos-');

const upload = (siteId: number, bytes: Buffer | Uint8Array, options: { limiter?: RateLimiterMemory } = {}) =>
  uploadTradeInPhoto(test.db, siteId, bytes, { root: photos.path, now: NOW, ip: '203.0.113.7', ...options });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#3366cc80' } })
    .png()
    .toBuffer();

/** A 40×20 phone photo taken rotated (EXIF orientation 6: turn 90° clockwise), with a camera make and a GPS fix. */
const rotatedJpegWithGps = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#cc0000' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .toBuffer();

async function uploaded(siteId: number, bytes: Buffer): Promise<string> {
  const response = await upload(siteId, bytes);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return response.body.id;
}

const photoRows = (siteId: number) =>
  test.db.select().from(s.tradeInPhotos).where(eq(s.tradeInPhotos.siteId, siteId));

describe('POST /api/trade-in/photos (decision 047)', () => {
  it('stores a large PNG as a JPEG fitted into 1600×1600, with its row', async () => {
    const response = await upload(test.siteA.id, await png(3200, 1600));
    expect(response.status).toBe(201);
    const { id, width, height } = (response as { body: { id: string; width: number; height: number } }).body;
    expect({ width, height }).toEqual({ width: 1600, height: 800 });
    const served = await handleTradeInPhotoRequest(test.db, test.siteA.id, id, photos.path);
    if (served.status !== 200) throw new Error('not served');
    const stored = await sharp(served.jpeg).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'jpeg',
      width: 1600,
      height: 800,
    });
    const [row] = await test.db
      .select()
      .from(s.tradeInPhotos)
      .where(and(eq(s.tradeInPhotos.siteId, test.siteA.id), eq(s.tradeInPhotos.id, id)));
    expect(row).toMatchObject({ width: 1600, height: 800, bytes: served.jpeg.byteLength, leadId: null });
  });

  it('turns a photo upright by its EXIF orientation and keeps no EXIF (no GPS, no camera)', async () => {
    const input = await rotatedJpegWithGps();
    const before = await sharp(input).metadata();
    expect({ orientation: before.orientation, hasMake: before.exif?.includes('TestCam') }).toEqual({
      orientation: 6,
      hasMake: true,
    });
    const response = await upload(test.siteA.id, input);
    expect(response.status).toBe(201);
    const { id, width, height } = (response as { body: { id: string; width: number; height: number } }).body;
    expect({ width, height }).toEqual({ width: 20, height: 40 });
    const served = await handleTradeInPhotoRequest(test.db, test.siteA.id, id, photos.path);
    if (served.status !== 200) throw new Error('not served');
    const after = await sharp(served.jpeg).metadata();
    expect({ exif: after.exif, orientation: after.orientation, icc: after.icc, xmp: after.xmp }).toEqual({
      exif: undefined,
      orientation: undefined,
      icc: undefined,
      xmp: undefined,
    });
    expect(served.jpeg.includes('TestCam')).toBe(false);
  });

  it('refuses a text file sent as a JPEG, and stores nothing', async () => {
    const before = (await photoRows(test.siteA.id)).length;
    const response = await upload(test.siteA.id, Buffer.from('not a photo at all, just car.jpg text\n'));
    expect(response).toEqual({ status: 400, body: { error: 'Please choose a JPEG, PNG or WebP photo.' } });
    expect((await photoRows(test.siteA.id)).length).toBe(before);
  });

  it('refuses a GIF, whatever its Content-Type says', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await upload(test.siteA.id, gif)).toEqual({
      status: 400,
      body: { error: PHOTO_MESSAGES.wrongType },
    });
  });

  it('refuses a picture wider than 8,192 px (issue 38; decision 047 took 12,000)', async () => {
    expect(await upload(test.siteA.id, await png(8_193, 1))).toEqual({
      status: 400,
      body: { error: 'This photo is too large: at most 8,192 × 6,144 pixels.' },
    });
  });

  it('answers 413 for a body over 10 MB', async () => {
    const response = await upload(test.siteA.id, Buffer.alloc(MAX_PHOTO_UPLOAD_BYTES + 1, 0xff));
    expect(response).toEqual({ status: 413, body: { error: 'This photo is over 10 MB.' } });
  });

  it('answers 429 with Retry-After once the address has used up its uploads, before reading the body', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 600 });
    expect((await upload(test.siteA.id, await png(8, 8), { limiter })).status).toBe(201);
    let read = false;
    const refused = await handleTradeInPhotoUpload(
      test.db,
      test.siteA.id,
      {
        ip: '203.0.113.7',
        readBody: async () => {
          read = true;
          return { ok: true, bytes: Buffer.alloc(0) };
        },
      },
      { limiter, gate: createUploadGate(), root: photos.path, now: NOW },
    );
    expect(refused).toEqual({
      status: 429,
      body: { error: 'Too many photos uploaded. Please try again later.' },
      retryAfterSeconds: 600,
    });
    expect(read).toBe(false);
  });
});

describe('GET /api/trade-in/photos/{id}', () => {
  it("serves a site's photo on its own host only", async () => {
    const id = await uploaded(test.siteB.id, await png(10, 10));
    expect((await handleTradeInPhotoRequest(test.db, test.siteB.id, id, photos.path)).status).toBe(200);
    expect(await handleTradeInPhotoRequest(test.db, test.siteA.id, id, photos.path)).toEqual({ status: 404 });
    expect(
      await handleTradeInPhotoRequest(
        test.db,
        test.siteA.id,
        '00000000-0000-4000-8000-000000000000',
        photos.path,
      ),
    ).toEqual({ status: 404 });
    expect(await handleTradeInPhotoRequest(test.db, test.siteA.id, '../../etc/passwd', photos.path)).toEqual({
      status: 404,
    });
    expect(
      (await readdir(join(photos.path, String(test.siteB.id)))).filter((name) => name.endsWith('.tmp')),
    ).toEqual([]);
  });
});

const CAR = {
  Rego: 'abc 123',
  rego_state: 'nsw',
  year: '2022',
  make: 'Mazda',
  model: 'CX-5',
  km: '40,000',
  ...BEST_CONDITION,
  name: 'Ana',
  email: 'ana@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  opt_in: true,
};

const postLead = (site: SiteContext, photoIds: unknown, key: string) =>
  postTradeInLead(test.db, site, { ...CAR, photo_ids: photoIds }, { now: NOW, key, origin: ORIGIN });

describe('photos sent with a trade-in lead', () => {
  it("refuses another site's photo with a field error, and stores no lead", async () => {
    const fromB = await uploaded(test.siteB.id, await png(10, 10));
    const leadsBefore = await test.db.select().from(s.leads).where(eq(s.leads.siteId, test.siteA.id));
    expect(await postLead(test.siteA, fromB, 'photo-key-000001')).toEqual({
      status: 400,
      body: {
        error: FORM_ERRORS_TITLE,
        fieldErrors: { photo_ids: ['A photo is no longer available. Please remove it and add it again.'] },
      },
    });
    const leadsAfter = await test.db.select().from(s.leads).where(eq(s.leads.siteId, test.siteA.id));
    expect(leadsAfter.length).toBe(leadsBefore.length);
    const [row] = await photoRows(test.siteB.id).then((rows) => rows.filter((r) => r.id === fromB));
    expect(row?.leadId).toBeNull();
  });

  it('attaches its photos to the lead, and the dealer email links them', async () => {
    const first = await uploaded(test.siteA.id, await png(30, 30));
    const second = await uploaded(test.siteA.id, await rotatedJpegWithGps());
    const response = await postLead(test.siteA, `${first},${second}`, 'photo-key-000002');
    expect(response.status).toBe(201);
    const leadId = (response.body as { lead_id: string }).lead_id;
    const rows = await photoRows(test.siteA.id);
    expect(
      rows
        .filter((row) => row.leadId === leadId)
        .map((row) => row.id)
        .sort(),
    ).toEqual([first, second].sort());
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead?.payload.fields).toMatchObject({
      photo_ids: [first, second],
      photos: [`${ORIGIN}/api/trade-in/photos/${first}`, `${ORIGIN}/api/trade-in/photos/${second}`],
    });
    const outbox = await test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, leadId));
    const email = outbox.find((row) => row.channel === 'email')?.payload as { text: string } | undefined;
    expect(email?.text).toContain(
      [
        'Photos:',
        `  Photo 1: ${ORIGIN}/api/trade-in/photos/${first}`,
        `  Photo 2: ${ORIGIN}/api/trade-in/photos/${second}`,
      ].join('\n'),
    );
    expect(email?.text).not.toContain('photo_ids');

    // A retry of the same submission names its photos again: the same lead.
    expect(await postLead(test.siteA, `${first},${second}`, 'photo-key-000002')).toMatchObject({
      status: 200,
      body: { lead_id: leadId },
    });
    // 'Accept offer' sends the same valuation as a new lead: it links the photos, which stay the first lead's.
    const accepted = await postLead(test.siteA, first, 'photo-key-000003');
    expect(accepted.status).toBe(201);
    const acceptedId = (accepted.body as { lead_id: string }).lead_id;
    const [acceptedLead] = await test.db.select().from(s.leads).where(eq(s.leads.id, acceptedId));
    expect(acceptedLead?.payload.fields).toMatchObject({
      photos: [`${ORIGIN}/api/trade-in/photos/${first}`],
    });
    const [firstRow] = (await photoRows(test.siteA.id)).filter((row) => row.id === first);
    expect(firstRow?.leadId).toBe(leadId);
  });

  it('stores a lead without photos as before', async () => {
    const response = await postLead(test.siteA, '', 'photo-key-000004');
    expect(response.status).toBe(201);
    const [lead] = await test.db
      .select()
      .from(s.leads)
      .where(eq(s.leads.id, (response.body as { lead_id: string }).lead_id));
    expect(lead?.payload.fields).toMatchObject({ photo_ids: null });
    expect(lead?.payload.fields).not.toHaveProperty('photos');
  });
});
