import { readFileSync } from 'node:fs';

export type DemoSite = {
  slug: string;
  name: string;
  host: string;
  overrides: {
    siteType: string;
    siteUrl: string;
    theme: { colors: Record<string, string> };
    navigation?: unknown;
    promo?: { popup?: { id: string } };
  };
};

/** The demo sites as the seed defines them (data, not code). */
export function demoSites(): DemoSite[] {
  const raw = JSON.parse(readFileSync('src/server/db/seed/demo-sites.json', 'utf8')) as { sites: DemoSite[] };
  return raw.sites;
}
