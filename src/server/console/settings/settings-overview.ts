import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import {
  itemSection,
  settingsSectionKey,
  settingsSectionPath,
  type ItemKind,
  type SettingsSection,
} from '@/domain/console/settings/sections';
import type { SettingsOverviewEntry, SettingsOverviewGroup } from '@/domain/console/settings/overview-view';
import { pagePath } from '@/domain/pages/content-routes';
import type { Database } from '@/server/db/client';
import { offers, pages, promotions, settingsDrafts } from '@/server/db/schema';
import { listSiteLocations } from '@/server/locations/directory-queries';

// An index a person reads: a site with more offers than this edits the newest ones here.
const MAX_ITEMS = 200;

type Entry = (section: SettingsSection, label: string, detail: string | null) => SettingsOverviewEntry;

async function locationEntries(db: Database, siteId: number, entry: Entry) {
  const locations = await listSiteLocations(db, siteId);
  return [...locations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((location) =>
      entry(
        { kind: 'location', locationId: location.id },
        location.name,
        `Details, opening and holiday hours${location.isVisible ? '' : ' (hidden from buyers)'}`,
      ),
    );
}

async function itemEntries(db: Database, siteId: number, entry: Entry) {
  const item = (kind: ItemKind, id: number, label: string, detail: string | null) =>
    entry(itemSection(kind, id), label, detail);
  const pageRows = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug, isPublished: pages.isPublished })
    .from(pages)
    .where(eq(pages.siteId, siteId))
    .orderBy(asc(pages.title), asc(pages.id))
    .limit(MAX_ITEMS);
  const offerRows = await db
    .select({ id: offers.id, name: offers.name, expiry: offers.expiry })
    .from(offers)
    .where(eq(offers.siteId, siteId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(MAX_ITEMS);
  const promotionRows = await db
    .select({ id: promotions.id, node: promotions.node, position: promotions.position })
    .from(promotions)
    .where(eq(promotions.siteId, siteId))
    .orderBy(asc(promotions.position), asc(promotions.id))
    .limit(MAX_ITEMS);
  return {
    pages: pageRows.map((row) =>
      item(
        'page',
        row.id,
        row.title,
        `${pagePath(row.slug)}${row.isPublished ? '' : ' (hidden from buyers)'}`,
      ),
    ),
    offers: offerRows.map((row) =>
      item('offer', row.id, row.name, row.expiry ? `Last day ${row.expiry}` : 'No last day'),
    ),
    promotions: promotionRows.map((row) =>
      item('promotion', row.id, row.node.title, `Place ${row.position} in search results`),
    ),
  };
}

/**
 * The console's settings index: the site-wide sections, each location (hidden ones too), and the site's
 * content pages, offers and promotions, each marked where a draft waits to be published.
 */
export async function loadSettingsOverview(db: Database, siteId: number): Promise<SettingsOverviewGroup[]> {
  const drafts = new Set(
    (
      await db
        .select({ section: settingsDrafts.section })
        .from(settingsDrafts)
        .where(eq(settingsDrafts.siteId, siteId))
    ).map((row) => row.section),
  );
  const entry: Entry = (section, label, detail) => ({
    href: settingsSectionPath(section),
    label,
    detail,
    hasDraft: drafts.has(settingsSectionKey(section)),
  });
  const add = (kind: ItemKind, label: string) => {
    const section = itemSection(kind, 'new');
    return { href: settingsSectionPath(section), label, hasDraft: drafts.has(settingsSectionKey(section)) };
  };
  const items = await itemEntries(db, siteId, entry);
  return [
    {
      title: 'Site',
      entries: [
        entry({ kind: 'branding' }, 'Branding', 'Site name, logo and colours'),
        entry({ kind: 'contact' }, 'Contact', 'The address and social links in every page’s footer'),
      ],
      add: null,
    },
    { title: 'Locations', entries: await locationEntries(db, siteId, entry), add: null },
    { title: 'Pages', entries: items.pages, add: add('page', 'Add a page') },
    { title: 'Offers', entries: items.offers, add: add('offer', 'Add an offer') },
    { title: 'Promotions', entries: items.promotions, add: add('promotion', 'Add a promotion') },
  ];
}
