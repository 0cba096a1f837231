import 'server-only';
import { eq } from 'drizzle-orm';
import { settingsSectionKey, type SettingsSection } from '@/domain/console/settings/sections';
import type { Database } from '@/server/db/client';
import { settingsDrafts, settingsPublications, sites } from '@/server/db/schema';
import { forgetSiteContext } from '@/server/sites/queries';
import { ofSection } from './settings-drafts';
import { sectionHandler } from './settings-sections';

type Author = { siteId: number; staffId: number; now: Date };

/**
 * Removes a page, offer or promotion and any draft of it in one transaction, recorded in the publications
 * with `{ removed: true }` (who took it down, and when). False when it is not this site's item.
 */
export async function removeSettingsItem(
  db: Database,
  { siteId, staffId, now }: Author,
  section: SettingsSection,
): Promise<boolean> {
  const { remove } = sectionHandler(section);
  if (!remove) return false;
  const removed = await db.transaction(async (tx) => {
    if (!(await remove(tx, siteId))) return false;
    await tx.delete(settingsDrafts).where(ofSection(siteId, section));
    await tx.insert(settingsPublications).values({
      siteId,
      section: settingsSectionKey(section),
      staffId,
      payload: { removed: true },
      createdAt: now,
    });
    await tx.update(sites).set({ updatedAt: now }).where(eq(sites.id, siteId));
    return true;
  });
  if (removed) forgetSiteContext(siteId);
  return removed;
}
