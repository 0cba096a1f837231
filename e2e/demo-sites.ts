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

/**
 * The one demo site whose forms keep the default proof-of-work difficulty in the browser tests (scripts/e2e.ts
 * gives every other site the test difficulty): its happy paths in lead-forms.spec.ts (a test drive, careers, a
 * service booking, a quick trade-in) solve what a buyer's browser solves (decision 075).
 */
export const REAL_PROOF_OF_WORK_SITE = 'redgum';
