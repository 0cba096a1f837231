import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import type { ChatContactDto } from '@/domain/chat-widget/chat-contact-view';

// The panel is a short list; a group with many locations still fits.
const MAX_CONTACTS = 6;

/** K-26: how to reach the site's visible locations (primary first), for the chat widget's panel. */
export async function listChatContacts(db: Database, siteId: number): Promise<ChatContactDto[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, phone: locations.phone, email: locations.email })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.isVisible, true)))
    .orderBy(desc(locations.isPrimary), asc(locations.name), asc(locations.id))
    .limit(MAX_CONTACTS);
  return rows.map((row) => ({
    ...row,
    phone: row.phone?.trim() || null,
    email: row.email?.trim() || null,
  }));
}
