import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tradeInPhotos } from '@/server/db/schema';

export type PhotoRow = { id: string; bytes: number; width: number; height: number };

export async function insertPhotoRow(db: Database, siteId: number, row: PhotoRow, now: Date): Promise<void> {
  await db.insert(tradeInPhotos).values({ siteId, ...row, createdAt: now });
}

export async function photoExists(db: Database, siteId: number, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeInPhotos.id })
    .from(tradeInPhotos)
    .where(and(eq(tradeInPhotos.siteId, siteId), eq(tradeInPhotos.id, id)));
  return row !== undefined;
}

/** The ids among `ids` that are photos of this site, attached to a lead or not. */
export async function sitePhotoIds(
  db: Database,
  siteId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tradeInPhotos.id })
    .from(tradeInPhotos)
    .where(and(eq(tradeInPhotos.siteId, siteId), inArray(tradeInPhotos.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Marks the unattached photos as the lead's; one another lead took first stays theirs. Returns those attached. */
export async function attachPhotosToLead(
  db: Database,
  siteId: number,
  options: { leadId: string; ids: readonly string[]; now: Date },
): Promise<string[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .update(tradeInPhotos)
    .set({ leadId: options.leadId, attachedAt: options.now })
    .where(
      and(
        eq(tradeInPhotos.siteId, siteId),
        inArray(tradeInPhotos.id, [...options.ids]),
        isNull(tradeInPhotos.leadId),
      ),
    )
    .returning({ id: tradeInPhotos.id });
  return rows.map((row) => row.id);
}
