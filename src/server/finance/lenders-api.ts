import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { carSlugParamSchema, dbIdTextSchema } from '@/domain/validation/db-values';
import type { FinanceConfig } from '@/config';
import type { FinanceLenderRecord } from '@/domain/finance/calculator-defaults';
import type { BrandFeeSchedule } from '@/domain/finance/calculator-setup';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import { listCarLenders } from '@/server/finance-lenders/car-lenders';

/**
 * `feeSchedule`: the fees the site publishes for every loan (F-20), which replace a record's establishment fee and
 * enter the comparison rate the site quotes (decision 070); null where it publishes none.
 */
export type FinanceLendersResponse =
  | { status: 200; body: { lenders: FinanceLenderRecord[]; feeSchedule: BrandFeeSchedule | null } }
  | { status: 404; body: { error: 'Not found' } };

/** Lender data changes with a feed import, not per visit. */
export const FINANCE_LENDERS_CACHE_CONTROL = 'public, max-age=60';

/** The car in the path: its numeric id (F-25 proposal) or its slug, like the other /api/cars routes. */
const carRefSchema = z.union([
  dbIdTextSchema.transform((id) => ({ id })),
  carSlugParamSchema.transform((slug) => ({ slug })),
]);

async function findCarId(db: Database, siteId: number, ref: string): Promise<number | null> {
  const parsed = carRefSchema.safeParse(ref);
  if (!parsed.success) return null;
  const match = 'id' in parsed.data ? eq(vehicles.id, parsed.data.id) : eq(vehicles.slug, parsed.data.slug);
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), match));
  return row?.id ?? null;
}

/**
 * F-25: `GET /api/cars/{id}/finance-lenders` — the lender records of one of the site's cars, by provider (the
 * calculator's defaults, F-27, and the disclaimer). Another site's car is a 404 like an unknown one.
 */
export async function handleFinanceLendersApi(
  db: Database,
  site: { id: number; config: { finance: Pick<FinanceConfig, 'brandFeeSchedule'> } },
  carRef: string,
): Promise<FinanceLendersResponse> {
  const vehicleId = await findCarId(db, site.id, carRef);
  if (vehicleId === null) return { status: 404, body: { error: 'Not found' } };
  const lenders = await listCarLenders(db, site.id, vehicleId);
  return { status: 200, body: { lenders, feeSchedule: site.config.finance.brandFeeSchedule } };
}
