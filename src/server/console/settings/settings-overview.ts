import 'server-only';
import { eq } from 'drizzle-orm';
import {
  settingsSectionKey,
  settingsSectionPath,
  type SettingsSection,
} from '@/domain/console/settings/sections';
import type { Database } from '@/server/db/client';
import { settingsDrafts } from '@/server/db/schema';
import { listSiteLocations } from '@/server/locations/directory-queries';

export type SettingsOverviewEntry = { href: string; label: string; detail: string | null; hasDraft: boolean };

/** The console's settings index: the site-wide sections, then each location (hidden ones too), with their drafts. */
export async function loadSettingsOverview(db: Database, siteId: number): Promise<SettingsOverviewEntry[]> {
  const drafts = new Set(
    (
      await db
        .select({ section: settingsDrafts.section })
        .from(settingsDrafts)
        .where(eq(settingsDrafts.siteId, siteId))
    ).map((row) => row.section),
  );
  const locations = await listSiteLocations(db, siteId);
  const entry = (section: SettingsSection, label: string, detail: string | null): SettingsOverviewEntry => ({
    href: settingsSectionPath(section),
    label,
    detail,
    hasDraft: drafts.has(settingsSectionKey(section)),
  });
  return [
    entry({ kind: 'branding' }, 'Branding', 'Site name, logo and colours'),
    entry({ kind: 'contact' }, 'Contact', 'The address and social links in every page’s footer'),
    ...[...locations]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((location) =>
        entry(
          { kind: 'location', locationId: location.id },
          location.name,
          `Details, opening and holiday hours${location.isVisible ? '' : ' (hidden from buyers)'}`,
        ),
      ),
  ];
}
