import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { insertCarOnlyOnB, vehicleSitesForThisFile } from '@/server/vehicle-page/test-fixture';
import { pdfHasImage, pdfText } from '@/test/pdf-text';
import { log } from '@/server/logging';

const test = vehicleSitesForThisFile('pdf');
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

beforeAll(async () => {
  const { db, a, b } = test;
  await db.insert(s.siteDomains).values([
    { siteId: a.siteId, host: 'pdf-a.test', isPrimary: true },
    { siteId: b.siteId, host: 'pdf-b.test', isPrimary: true },
  ]);
  // Site A's car-1 leads its gallery with a generated photo; a caravan without photos and a car whose photo
  // is on another host stay without one.
  await db
    .update(s.vehicleImages)
    .set({ url: '/media/vehicle/suv/1e3a8a/spin-4-36.svg' })
    .where(and(eq(s.vehicleImages.vehicleId, a.carId), eq(s.vehicleImages.position, 0)));
  await db
    .update(s.vehicleImages)
    .set({ url: 'https://cdn.example.com/car-1.svg' })
    .where(and(eq(s.vehicleImages.vehicleId, b.carId), eq(s.vehicleImages.position, 0)));
  await insertCarOnlyOnB(db, b);
});

const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const getQuery = (host: string, query: string) =>
  GET(new Request(`http://${host}/print${query}`), { params: Promise.resolve({ host }) });
const get = (host: string, slug: string) => getQuery(host, `?car_id=${encodeURIComponent(slug)}`);

describe('GET /print?car_id={slug} (D-89)', () => {
  it("answers the car's PDF as '{slug}.pdf' with its photo, name, stock number, specs, dealer and page URL", async () => {
    const response = await get('pdf-a.test', 'car-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="car-1.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfHasImage(pdf)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    const text = pdfText(pdf);
    expect(text).toBe(
      [
        '2021 Mazda CX-5 Touring',
        'Stock number S1',
        '$30,000',
        'Key specifications',
        'Stock numberS1',
        'Kilometres0 km',
        'Body typeSUV',
        'Features',
        '- Sunroof',
        'Dealer',
        'pdf-a Dealer',
        'Brisbane Yard',
        'Brisbane QLD 4000',
        'Phone 07 3000 0001',
        'https://pdf-a.test/cars/car-1',
      ].join(''),
    );
  });

  it('still answers the PDF, without a photo, for a car without photos or with a photo on another host', async () => {
    const none = await get('pdf-a.test', 'car-5');
    expect(none.status).toBe(200);
    const nonePdf = Buffer.from(await none.arrayBuffer());
    expect(pdfText(nonePdf)).toContain('2021 Jayco Journey');
    expect(pdfHasImage(nonePdf)).toBe(false);
    const remote = await get('pdf-b.test', 'car-1');
    expect(remote.status).toBe(200);
    expect(pdfHasImage(Buffer.from(await remote.arrayBuffer()))).toBe(false);
    expect(warn.mock.calls).toEqual([
      [
        { siteId: expect.any(Number), slug: 'car-5', reason: 'the car has no photos' },
        'vehicle PDF has no photo',
      ],
      [
        {
          siteId: expect.any(Number),
          slug: 'car-1',
          reason: 'the photo is not on this site (https://cdn.example.com/car-1.svg)',
        },
        'vehicle PDF has no photo',
      ],
    ]);
  });

  it("is a 404 for another site's slug, an unknown slug and a delisted car (tenant isolation)", async () => {
    for (const slug of ['only-on-b', 'no-such-car', 'car-3']) {
      const response = await get('pdf-a.test', slug);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ error: 'Car not found' });
    }
    expect((await get('pdf-b.test', 'only-on-b')).status).toBe(200);
  });

  it('is a 400 with the reason for a missing, empty or malformed car_id', async () => {
    const required = 'car_id is required: the slug of the car to print, e.g. /print?car_id=2021-mazda-cx-5';
    for (const query of ['', '?car_id=', '?slug=car-1']) {
      const response = await getQuery('pdf-a.test', query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: required });
    }
    const malformed = await get('pdf-a.test', '../car-1');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'car_id must be a car slug: letters, digits, hyphens, dots, underscores and tildes',
    });
  });

  it('is a 404 for an unknown host', async () => {
    const response = await get('nobody.test', 'car-1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
