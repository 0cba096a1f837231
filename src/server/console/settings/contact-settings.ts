import 'server-only';
import { eq } from 'drizzle-orm';
import { contactSchema, type Contact } from '@/domain/console/settings/contact';
import { sites } from '@/server/db/schema';
import type { SectionHandler } from './section-handler';

const CONTACT_COLUMNS = {
  address: sites.address,
  facebookUrl: sites.facebookUrl,
  instagramUrl: sites.instagramUrl,
};

/** Contact: the address and social links the footer of every page shows (the sites row). */
export const CONTACT_SETTINGS: SectionHandler<Contact> = {
  schema: contactSchema,
  loadLive: async (db, siteId) => {
    const [row] = await db.select(CONTACT_COLUMNS).from(sites).where(eq(sites.id, siteId));
    return row ?? null;
  },
  apply: async (tx, siteId, contact) => {
    await tx.update(sites).set(contact).where(eq(sites.id, siteId));
    return true;
  },
};
