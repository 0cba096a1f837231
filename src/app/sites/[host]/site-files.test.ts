import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { insertFixtureSite } from '@/server/stock/search/test-fixture';

const holder = vi.hoisted(() => ({ test: undefined as TestDatabase | undefined }));
vi.mock('@/server/db', () => ({ getDb: async () => holder.test!.db }));

const robots = await import('./robots.txt/route');
const sitemap = await import('./sitemap.xml/route');
const sitemapPart = await import('./sitemaps/[part]/route');
const iconSvg = await import('./icon.svg/route');
const favicon = await import('./favicon.ico/route');
const appleTouchIcon = await import('./apple-touch-icon.png/route');

const NOW = new Date();

beforeAll(async () => {
  holder.test = await createTestDatabase();
  const { db } = holder.test;
  const alpha = await insertFixtureSite(db, {
    slug: 'files-alpha',
    now: NOW,
    overrides: { siteUrl: 'https://www.alpha.test', theme: { colors: { primary: '#c8102e' } } },
    cars: [{ make: 'Kia', model: 'Sportage', slug: 'alpha-car' }],
  });
  const bravo = await insertFixtureSite(db, {
    slug: 'files-bravo',
    now: NOW,
    cars: [{ make: 'Mazda', model: 'CX-5', slug: 'bravo-car' }],
  });
  await db.insert(s.siteDomains).values([
    { siteId: alpha.siteId, host: 'alpha.test', isPrimary: true },
    { siteId: bravo.siteId, host: 'bravo.test', isPrimary: true },
  ]);
});
afterAll(async () => holder.test!.close());

type Handler = (
  request: Request,
  context: { params: Promise<{ host: string; part: string }> },
) => Promise<Response>;
const get = (handler: Handler, host: string, path: string, part = '') =>
  handler(new Request(`http://${host}${path}`), { params: Promise.resolve({ host, part }) });

describe('GET /robots.txt', () => {
  it("names the sitemap on the site's siteUrl, or on the request host without one", async () => {
    const response = await get(robots.GET, 'alpha.test', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toContain('Disallow: /api/\n');
    expect(text.endsWith('\nSitemap: https://www.alpha.test/sitemap.xml\n')).toBe(true);
    expect(await (await get(robots.GET, 'bravo.test', '/robots.txt')).text()).toContain(
      'Sitemap: https://bravo.test/sitemap.xml',
    );
  });

  it('is a 404 for an unknown host', async () => {
    expect((await get(robots.GET, 'nosuch.test', '/robots.txt')).status).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it("lists the site's own pages and cars only, as XML", async () => {
    const response = await get(sitemap.GET, 'bravo.test', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('<url><loc>https://bravo.test/</loc></url>');
    expect(xml).toMatch(
      /<url><loc>https:\/\/bravo\.test\/cars\/bravo-car<\/loc><lastmod>[^<]+Z<\/lastmod><\/url>/,
    );
    expect(xml).not.toContain('alpha-car');
  });

  it('is a 404 for an unknown host, and for parts while one file holds every URL', async () => {
    expect((await get(sitemap.GET, 'nosuch.test', '/sitemap.xml')).status).toBe(404);
    expect((await get(sitemapPart.GET, 'alpha.test', '/sitemaps/1.xml', '1.xml')).status).toBe(404);
  });
});

/** The colour of the pixel at (x, y) of a PNG, as '#rrggbb'. */
async function pixel(png: Uint8Array, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((c) => data[at + c]!.toString(16).padStart(2, '0')).join('')}`;
}

describe('site icons', () => {
  it('GET /icon.svg draws the initial on the theme primary colour', async () => {
    const response = await get(iconSvg.GET, 'alpha.test', '/icon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    const svg = await response.text();
    expect(svg).toContain('fill="#c8102e"');
    expect(svg).toContain('>F</text>');
  });

  it('GET /favicon.ico is an .ico of 16, 32 and 48 pixel PNGs in the site colour', async () => {
    const response = await get(favicon.GET, 'alpha.test', '/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const ico = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);
    for (const [i, size] of [16, 32, 48].entries()) {
      const entry = 6 + 16 * i;
      expect(ico[entry]).toBe(size);
      const png = ico.subarray(
        view.getUint32(entry + 12, true),
        view.getUint32(entry + 12, true) + view.getUint32(entry + 8, true),
      );
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // Left of the initial, inside the rounded corners: the primary colour.
      expect(await pixel(png, Math.round(size * 0.2), Math.round(size / 2))).toBe('#c8102e');
    }
  });

  it('GET /apple-touch-icon.png is a square 180 pixel PNG, the default primary for a site that sets none', async () => {
    const response = await get(appleTouchIcon.GET, 'bravo.test', '/apple-touch-icon.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 180, 180]);
    expect(await pixel(png, 0, 0)).toBe('#1d4ed8');
  });

  it('are 404s for an unknown host', async () => {
    for (const handler of [iconSvg.GET, favicon.GET, appleTouchIcon.GET])
      expect((await get(handler, 'nosuch.test', '/icon')).status).toBe(404);
  });
});
