import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicleFinanceLenders } from '@/server/db/schema';

/** The finance providers that have figures on at least one of the site's cars. */
export async function listSiteLenderProviders(db: Database, siteId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ provider: vehicleFinanceLenders.provider })
    .from(vehicleFinanceLenders)
    .where(eq(vehicleFinanceLenders.siteId, siteId));
  return rows.map((row) => row.provider).sort();
}
