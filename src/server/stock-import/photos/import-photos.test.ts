import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { createYardSite } from '@/server/db/testing/yard-site';
import { manufacturers, sites, vehicleImages, vehicles } from '@/server/db/schema';
import { startLocalServer, type LocalServer } from '@/server/outbound/testing/local-server';
import { importFeed } from '../import-feed';
import { readStockPhoto } from './stock-photo-files';

let test: TestDatabase;
let images: LocalServer;
let root: string;
const requested: string[] = [];
// The dealer's image host, mapped to the local fake server (never a real outside address).
const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
const NOW = new Date('2026-11-27T01:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'forecourt-stock-photos-'));
  const red = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c00000' } })
    .jpeg()
    .toBuffer();
  const blue = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000c0' } })
    .png()
    .toBuffer();
  const served: Record<string, Buffer> = {
    '/red.jpg': red,
    '/red-again.jpg': red,
    '/blue.png': blue,
    '/text.jpg': Buffer.from('not a picture'),
  };
  images = await startLocalServer((request, res) => {
    requested.push(request.path);
    const body = served[request.path];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
  });
  await test.db.insert(manufacturers).values({ name: 'Toyota', slug: 'toyota' });
});
afterAll(async () => {
  await images.close();
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

const newSite = async (slug: string) => (await createYardSite(test.db, slug)).id;

const at = (path: string) => `http://img.dms.example:${images.port}${path}`;
const line = (stocknum: string, ...paths: string[]) =>
  `${stocknum},JTMRWRFV10D123456,Toyota,RAV4,2022,30000,${paths.map(at).join('|')}`;

function run(siteId: number, lines: string[], allowPrivateAddresses = true) {
  const input = [`Stock No,VIN,Make,Model,Year,Price,Photos\n${lines.join('\n')}\n`];
  return importFeed(test.db, siteId, {
    format: 'csv',
    input,
    full: false,
    now: NOW,
    photos: { root, resolve, allowPrivateAddresses },
  });
}

async function galleries(siteId: number) {
  const rows = await test.db
    .select({
      stocknum: vehicles.stocknum,
      url: vehicleImages.url,
      thumbUrl: vehicleImages.thumbUrl,
      width: vehicleImages.width,
      height: vehicleImages.height,
      source: vehicleImages.sourceUrl,
    })
    .from(vehicleImages)
    .innerJoin(
      vehicles,
      and(eq(vehicles.siteId, vehicleImages.siteId), eq(vehicles.id, vehicleImages.vehicleId)),
    )
    .where(eq(vehicleImages.siteId, siteId))
    .orderBy(asc(vehicles.stocknum), asc(vehicleImages.position));
  return rows.map((row) => ({ ...row, source: row.source?.replace(at(''), '') }));
}

const HASHED = /^\/stock-photos\/([0-9a-f]{24})-l\.jpg$/;

describe('importing a feed’s photos (issue 18)', () => {
  it('stores each picture once in both sizes, and leaves out photos that fail without failing the import', async () => {
    const siteId = await newSite('photos-first');
    const report = await run(siteId, [
      line('P1', '/red.jpg', '/missing.jpg', '/blue.png'),
      line('P2', '/red-again.jpg', '/text.jpg'),
    ]);
    if (!report.ok) throw new Error(report.error);
    expect(report.added).toBe(2);
    expect(report.photos).toEqual({
      carsChanged: 2,
      stored: 2,
      reused: 1,
      failed: [
        {
          row: 2,
          field: 'photos',
          value: at('/missing.jpg'),
          reason: "The photo's address answered HTTP 404",
        },
        {
          row: 3,
          field: 'photos',
          value: at('/text.jpg'),
          reason: 'The photo is not a JPEG, PNG or WebP image',
        },
      ],
    });
    const stored = await galleries(siteId);
    const red = HASHED.exec(stored[0]!.url)![1]!;
    const blue = HASHED.exec(stored[1]!.url)![1]!;
    expect(stored).toEqual([
      {
        stocknum: 'P1',
        url: `/stock-photos/${red}-l.jpg`,
        thumbUrl: `/stock-photos/${red}-t.jpg`,
        width: 1600,
        height: 1200,
        source: '/red.jpg',
      },
      {
        stocknum: 'P1',
        url: `/stock-photos/${blue}-l.jpg`,
        thumbUrl: `/stock-photos/${blue}-t.jpg`,
        width: 300,
        height: 200,
        source: '/blue.png',
      },
      {
        stocknum: 'P2',
        url: `/stock-photos/${red}-l.jpg`,
        thumbUrl: `/stock-photos/${red}-t.jpg`,
        width: 1600,
        height: 1200,
        source: '/red-again.jpg',
      },
    ]);
    expect(readdirSync(join(root, String(siteId))).sort()).toEqual(
      [`${blue}-l.jpg`, `${blue}-t.jpg`, `${red}-l.jpg`, `${red}-t.jpg`].sort(),
    );
    const thumb = await sharp((await readStockPhoto(root, siteId, `${red}-t.jpg`))!).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 400, 300]);
    const [site] = await test.db.select().from(sites).where(eq(sites.id, siteId));
    expect(site!.stockVersion).toBe(2);
  });

  it('fetches nothing when a feed lists the photos a car has, and reorders without fetching', async () => {
    const siteId = await newSite('photos-again');
    await run(siteId, [line('P1', '/red.jpg', '/blue.png')]);
    const before = await galleries(siteId);
    requested.length = 0;

    const again = await run(siteId, [line('P1', '/red.jpg', '/blue.png')]);
    expect(again.ok && again.photos).toEqual({ carsChanged: 0, stored: 0, reused: 0, failed: [] });
    const reordered = await run(siteId, [line('P1', '/blue.png', '/red.jpg')]);
    expect(reordered.ok && reordered.photos).toEqual({ carsChanged: 1, stored: 0, reused: 0, failed: [] });
    expect(requested).toEqual([]);
    expect(await galleries(siteId)).toEqual([before[1], before[0]]);
  });

  it('refuses a photo at a private address and lists the car without it', async () => {
    const siteId = await newSite('photos-private');
    const report = await run(siteId, [line('P1', '/red.jpg')], false);
    expect(report.ok && report.added).toBe(1);
    expect(report.ok && report.photos?.failed).toEqual([
      {
        row: 2,
        field: 'photos',
        value: at('/red.jpg'),
        reason: "The photo's address img.dms.example resolves to the non-public address 127.0.0.1",
      },
    ]);
    expect(await galleries(siteId)).toEqual([]);
  });

  it("serves a site's photo files to that site only", async () => {
    const alpha = await newSite('photos-alpha');
    const bravo = await newSite('photos-bravo');
    await run(alpha, [line('P1', '/blue.png')]);
    const [image] = await galleries(alpha);
    const file = image!.url.replace('/stock-photos/', '');
    expect((await readStockPhoto(root, alpha, file))?.byteLength).toBeGreaterThan(100);
    expect(await readStockPhoto(root, bravo, file)).toBeNull();
    expect(await readStockPhoto(root, alpha, `../${bravo}/${file}`)).toBeNull();
  });
});
