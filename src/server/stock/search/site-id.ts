import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';

/** A site's id by its slug (tests and the search bench). */
export async function siteIdOf(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!row) throw new Error(`No site ${slug}`);
  return row.id;
}
