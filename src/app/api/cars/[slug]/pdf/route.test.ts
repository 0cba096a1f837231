import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { insertVehicleFixture } from '@/server/vehicle-page/test-fixture';

const holder = vi.hoisted(() => ({ test: undefined as TestDatabase | undefined }));
vi.mock('@/server/db', () => ({ getDb: async () => holder.test!.db }));

const { GET } = await import('./route');

beforeAll(async () => {
  holder.test = await createTestDatabase();
  const { db } = holder.test;
  const a = await insertVehicleFixture(db, 'pdf-a');
  const b = await insertVehicleFixture(db, 'pdf-b');
  await db.insert(s.siteDomains).values([
    { siteId: a.siteId, host: 'pdf-a.test', isPrimary: true },
    { siteId: b.siteId, host: 'pdf-b.test', isPrimary: true },
  ]);
  const [dealer] = await db.select().from(s.dealerships).where(eq(s.dealerships.siteId, b.siteId));
  await db.insert(s.vehicles).values({
    siteId: b.siteId,
    dealershipId: dealer!.id,
    locationId: b.yardIds.main,
    slug: 'only-on-b',
    stocknum: 'B1',
    year: 2020,
    make: 'Kia',
    model: 'Sportage',
    carType: 'used',
  });
});
afterAll(async () => holder.test!.close());

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${slug}/pdf`, { headers: { host } }), {
    params: Promise.resolve({ slug }),
  });

/**
 * Test helper: the text a PDF draws. Inflates each Flate stream and decodes the hex strings of its text
 * operators (the built-in fonts' single-byte codes); runs are joined without a separator.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[2]!];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('');
}

describe('GET /api/cars/{slug}/pdf (D-89)', () => {
  it("answers the car's PDF as '{slug}.pdf' with its name, stock number, specs, dealer and page URL", async () => {
    const response = await get('pdf-a.test', 'car-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="car-1.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
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

  it("is a 404 for another site's slug and for a delisted car", async () => {
    const other = await get('pdf-a.test', 'only-on-b');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Not found' });
    expect((await get('pdf-b.test', 'only-on-b')).status).toBe(200);
    expect((await get('pdf-a.test', 'car-3')).status).toBe(404);
  });

  it('is a 404 for an unknown host', async () => {
    const response = await get('nobody.test', 'car-1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
