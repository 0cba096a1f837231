import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A-22: no site slug is hard-coded. Every per-site difference is configuration data, so the demo sites'
 * slugs (which live in the seed's JSON data) must not appear in product code or scripts. Tests may use them.
 */
const ROOTS = ['src', 'scripts'];
const CODE = /\.(ts|tsx|mjs)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return CODE.test(entry) && !entry.includes('.test.') ? [path] : [];
  });
}

function demoSlugs(): string[] {
  const raw = JSON.parse(readFileSync('src/server/db/seed/demo-sites.json', 'utf8')) as unknown;
  const sites = (Array.isArray(raw) ? raw : (raw as { sites: unknown[] }).sites) as { slug: string }[];
  return sites.map((site) => site.slug);
}

describe('site slugs in code', () => {
  it('finds the four demo slugs in the seed data', () => {
    expect(demoSlugs()).toHaveLength(4);
  });

  it('appear in no product code or script', () => {
    const slugs = demoSlugs();
    const hits = ROOTS.flatMap(codeFiles).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return slugs.filter((slug) => new RegExp(`\\b${slug}\\b`).test(text)).map((slug) => `${file}: ${slug}`);
    });
    expect(hits).toEqual([]);
  });
});
