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

export type DemoGroup = {
  slug: string;
  overrides: { finance?: { repaymentRounding?: 'nearestDollar' | 'ceilDollar' | 'ceilCents' } };
};

function demoData(): { sites: DemoSite[]; groups: DemoGroup[] } {
  return JSON.parse(readFileSync('src/server/db/seed/demo-sites.json', 'utf8')) as {
    sites: DemoSite[];
    groups: DemoGroup[];
  };
}

/** The demo sites as the seed defines them (data, not code). */
export function demoSites(): DemoSite[] {
  return demoData().sites;
}

/** The demo site groups (their shared config layer) as the seed defines them. */
export function demoGroups(): DemoGroup[] {
  return demoData().groups;
}
