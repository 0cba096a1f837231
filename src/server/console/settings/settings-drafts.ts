import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import {
  itemSection,
  sectionItem,
  settingsSectionKey,
  type SettingsSection,
} from '@/domain/console/settings/sections';
import type { SettingsEdit } from '@/domain/console/settings/settings-edit';
import type { Database } from '@/server/db/client';
import { settingsDrafts, settingsPublications, sites, staffMembers } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/db/unique-violation';
import { forgetSiteContext } from '@/server/sites/queries';
import type { Applied, FieldIssue } from './section-handler';
import { sectionHandler } from './settings-sections';

export const ofSection = (siteId: number, section: SettingsSection) =>
  and(eq(settingsDrafts.siteId, siteId), eq(settingsDrafts.section, settingsSectionKey(section)));

/** A section as the console edits it; null when its subject (a location) is not this site's. */
export async function loadSettingsEdit(
  db: Database,
  siteId: number,
  section: SettingsSection,
): Promise<SettingsEdit | null> {
  const live = await sectionHandler(section).loadLive(db, siteId);
  if (live === null) return null;
  const [draft] = await db
    .select({ payload: settingsDrafts.payload, savedAt: settingsDrafts.savedAt, savedBy: staffMembers.email })
    .from(settingsDrafts)
    .innerJoin(staffMembers, eq(staffMembers.id, settingsDrafts.staffId))
    .where(ofSection(siteId, section));
  const history = await db
    .select({ publishedAt: settingsPublications.createdAt, publishedBy: staffMembers.email })
    .from(settingsPublications)
    .innerJoin(staffMembers, eq(staffMembers.id, settingsPublications.staffId))
    .where(
      and(
        eq(settingsPublications.siteId, siteId),
        eq(settingsPublications.section, settingsSectionKey(section)),
      ),
    )
    .orderBy(desc(settingsPublications.createdAt), desc(settingsPublications.id))
    .limit(20);
  return {
    value: draft ? draft.payload : live,
    draft: draft ? { savedAt: draft.savedAt, savedBy: draft.savedBy } : null,
    history,
  };
}

type Author = { siteId: number; staffId: number; now: Date };

/** Keeps a checked value as the section's draft, replacing an earlier one. */
export async function saveSettingsDraft(
  db: Database,
  { siteId, staffId, now }: Author,
  section: SettingsSection,
  value: unknown,
): Promise<void> {
  const row = { siteId, section: settingsSectionKey(section), payload: value, staffId, savedAt: now };
  await db
    .insert(settingsDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [settingsDrafts.siteId, settingsDrafts.section],
      set: { payload: value, staffId, savedAt: now },
    });
}

export async function discardSettingsDraft(db: Database, siteId: number, section: SettingsSection) {
  const removed = await db.delete(settingsDrafts).where(ofSection(siteId, section)).returning();
  return removed.length > 0;
}

export type PublishOutcome =
  | 'published'
  /** A new page, offer or promotion was written: the section that now edits it. */
  | { created: SettingsSection }
  | 'no-draft'
  | 'gone'
  | { invalid: readonly FieldIssue[] };

/** The section a publish wrote: the new item's own when `apply` made one. */
function writtenSection(section: SettingsSection, applied: Applied): SettingsSection {
  const item = sectionItem(section);
  return typeof applied === 'object' && item ? itemSection(item.kind, applied.createdId) : section;
}

/**
 * Publish: the saved draft checked again (a rule may have changed since it was saved), written where the
 * site reads it, recorded with who published it, and the draft removed, in one transaction. The site's
 * updated_at moves, so its pages (page version) and every instance's site context load it afresh.
 */
export async function publishSettingsDraft(
  db: Database,
  { siteId, staffId, now }: Author,
  section: SettingsSection,
): Promise<PublishOutcome> {
  const handler = sectionHandler(section);
  const publish = () =>
    db.transaction(async (tx): Promise<PublishOutcome> => {
      if ((await handler.loadLive(tx, siteId)) === null) return 'gone';
      const [draft] = await tx.select().from(settingsDrafts).where(ofSection(siteId, section)).for('update');
      if (!draft) return 'no-draft';
      const checked = handler.schema.safeParse(draft.payload);
      if (!checked.success) return { invalid: checked.error.issues };
      const conflicts = (await handler.conflicts?.(tx, siteId, checked.data)) ?? [];
      if (conflicts.length > 0) return { invalid: conflicts };
      const applied = await handler.apply(tx, siteId, checked.data);
      if (applied === false) return 'gone';
      const written = writtenSection(section, applied);
      await tx.insert(settingsPublications).values({
        siteId,
        section: settingsSectionKey(written),
        staffId,
        payload: checked.data,
        createdAt: now,
      });
      await tx.delete(settingsDrafts).where(ofSection(siteId, section));
      await tx.update(sites).set({ updatedAt: now }).where(eq(sites.id, siteId));
      return written === section ? 'published' : { created: written };
    });
  let outcome: PublishOutcome;
  try {
    outcome = await publish();
  } catch (error) {
    // Two publishes raced past `conflicts`: the unique index refused the second, which is the owner's to fix.
    if (!handler.uniqueViolation || !isUniqueViolation(error)) throw error;
    return { invalid: [handler.uniqueViolation] };
  }
  if (outcome === 'published' || (typeof outcome === 'object' && 'created' in outcome))
    forgetSiteContext(siteId);
  return outcome;
}
