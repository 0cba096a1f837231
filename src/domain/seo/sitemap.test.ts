import { describe, expect, it } from 'vitest';
import { mergeSitemapEntries, sitemapPartXml, sitemapXml, type SitemapEntry } from './sitemap';

const origin = 'https://summit.localhost';
const at = (path: string, iso: string | null = null): SitemapEntry => ({
  path,
  lastModified: iso === null ? null : new Date(iso),
});
const xml = (...lines: string[]) => ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const INDEX = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

describe('mergeSitemapEntries', () => {
  it('keeps the sources in order and each path once, as the first source gave it', () => {
    const merged = mergeSitemapEntries([
      [at('/'), at('/models')],
      [],
      [at('/models', '2026-01-01T00:00:00Z'), at('/cars/a', '2026-02-01T00:00:00Z')],
    ]);
    expect(merged).toEqual([at('/'), at('/models'), at('/cars/a', '2026-02-01T00:00:00Z')]);
  });
});

describe('sitemapXml', () => {
  it('lists absolute, XML-escaped URLs with lastmod to the second when known', () => {
    const entries = [
      at('/'),
      at('/search/used-cars?make=A&B'),
      at('/cars/kia-1', '2026-06-01T10:20:30.456Z'),
    ];
    expect(sitemapXml(entries, origin)).toBe(
      xml(
        URLSET,
        '<url><loc>https://summit.localhost/</loc></url>',
        '<url><loc>https://summit.localhost/search/used-cars?make=A&amp;B</loc></url>',
        '<url><loc>https://summit.localhost/cars/kia-1</loc><lastmod>2026-06-01T10:20:30Z</lastmod></url>',
        '</urlset>',
      ),
    );
  });

  it('is an empty urlset for a site with nothing to list', () => {
    expect(sitemapXml([], origin)).toBe(xml(URLSET, '</urlset>'));
  });

  it('keeps up to the limit in one file, and becomes an index of parts beyond it', () => {
    const entries = ['/a', '/b', '/c', '/d', '/e'].map((path) => at(path));
    expect(sitemapXml(entries.slice(0, 2), origin, 2)).toContain(
      '<url><loc>https://summit.localhost/b</loc>',
    );
    expect(sitemapXml(entries, origin, 2)).toBe(
      xml(
        INDEX,
        '<sitemap><loc>https://summit.localhost/sitemaps/1.xml</loc></sitemap>',
        '<sitemap><loc>https://summit.localhost/sitemaps/2.xml</loc></sitemap>',
        '<sitemap><loc>https://summit.localhost/sitemaps/3.xml</loc></sitemap>',
        '</sitemapindex>',
      ),
    );
  });
});

describe('sitemapPartXml', () => {
  const entries = ['/a', '/b', '/c', '/d', '/e'].map((path) => at(path));

  it('gives each part its slice of `limit` URLs, the last part the rest', () => {
    expect(sitemapPartXml(entries, origin, 1, 2)).toBe(
      xml(
        URLSET,
        '<url><loc>https://summit.localhost/a</loc></url>',
        '<url><loc>https://summit.localhost/b</loc></url>',
        '</urlset>',
      ),
    );
    expect(sitemapPartXml(entries, origin, 3, 2)).toBe(
      xml(URLSET, '<url><loc>https://summit.localhost/e</loc></url>', '</urlset>'),
    );
  });

  it('has no parts past the last, and none at all when one file holds every URL', () => {
    expect(sitemapPartXml(entries, origin, 4, 2)).toBeNull();
    expect(sitemapPartXml(entries, origin, 0, 2)).toBeNull();
    expect(sitemapPartXml(entries, origin, 1, 5)).toBeNull();
  });

  it('together the parts list every URL exactly once, in order', () => {
    const many = Array.from({ length: 23 }, (_, i) => at(`/p${i}`));
    const listed = [1, 2, 3, 4, 5]
      .map((part) => sitemapPartXml(many, origin, part, 5) ?? '')
      .flatMap((text) =>
        [...text.matchAll(/<loc>https:\/\/summit\.localhost(.*?)<\/loc>/g)].map((m) => m[1]),
      );
    expect(listed).toEqual(many.map((entry) => entry.path));
  });
});
