import { DEMO_SITES, type DemoSite } from './demo-sites';
import { collectDemoRows, generateDemoData } from './generate';
import type { DemoRows } from './types';

/** A fixed clock for the seed tests: 15 March 2026, midday in Brisbane. */
export const TEST_NOW = new Date('2026-03-15T02:00:00Z');

let cached: DemoRows | undefined;

/** The default demo set, generated once per test file. */
export function defaultRows(): DemoRows {
  cached ??= collectDemoRows(generateDemoData({ now: TEST_NOW }));
  return cached;
}

/** Demo sites are found by what they are, not by slug (no slug in code, A-22). */
export function siteOfType(
  type: 'dealer' | 'group' | 'caravan',
  predicate: (site: DemoSite) => boolean = () => true,
): DemoSite {
  const site = DEMO_SITES.find((candidate) => candidate.overrides.siteType === type && predicate(candidate));
  if (!site) throw new Error(`no demo site of type ${type}`);
  return site;
}

export const groupSite = () => siteOfType('group');
export const caravanSite = () => siteOfType('caravan');
export const franchiseSite = () => siteOfType('dealer', (site) => site.manufacturer !== null);
export const usedCarSite = () => siteOfType('dealer', (site) => site.manufacturer === null);

export function rowsOf<T extends { siteId: number }>(rows: readonly T[], siteId: number): T[] {
  return rows.filter((row) => row.siteId === siteId);
}
