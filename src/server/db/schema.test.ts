import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from './testing/database-for-this-file';

/**
 * Platform-level tables: the tenant root, reference data, the group layer, platform secrets and the platform's
 * operators (who create sites, and see no site's data for it). Everything else is a tenant table.
 */
const PLATFORM_TABLES = [
  'sites',
  'dealer_groups',
  'manufacturers',
  'platform_secrets',
  'platform_operators',
  '__drizzle_migrations',
];

const test = databaseForThisFile();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await test.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('tenant schema', () => {
  it('gives every tenant table a NOT NULL site_id', async () => {
    const tables = await rows<{ table_name: string; is_nullable: string | null }>(sql`
      select t.table_name, c.is_nullable
      from information_schema.tables t
      left join information_schema.columns c
        on c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'site_id'
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
    const tenant = tables.filter((t) => !PLATFORM_TABLES.includes(t.table_name));
    expect(tenant.length).toBeGreaterThanOrEqual(28);
    expect(tenant.filter((t) => t.is_nullable !== 'NO').map((t) => t.table_name)).toEqual([]);
  });

  it('leads every tenant index and unique key with site_id, except the three worker claim indexes', async () => {
    const indexes = await rows<{ tablename: string; indexname: string; indexdef: string }>(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`);
    const offenders = indexes
      .filter((i) => !PLATFORM_TABLES.includes(i.tablename))
      .filter((i) => !/\(site_id[,)]/.test(i.indexdef))
      // Single-column primary keys on surrogate ids and globally unique tokens are not tenant lookups.
      .filter((i) => !i.indexname.endsWith('_pkey') && !i.indexname.endsWith('_token_unique'))
      .filter((i) => i.indexname !== 'site_domains_host_key')
      .map((i) => i.indexname);
    // The outbox workers and the reservation sweeper serve every site (decisions 010, 046 and 051).
    expect(offenders.sort()).toEqual(['alert_outbox_due_idx', 'lead_outbox_due_idx', 'reservations_due_idx']);
  });

  it('keeps slugs and stock numbers unique per site, not globally', async () => {
    const keys = await rows<{ indexname: string; indexdef: string }>(sql`
      select indexname, indexdef from pg_indexes
      where indexname in ('vehicles_site_slug_key', 'vehicles_site_stocknum_key', 'dealerships_site_slug_key')
      order by indexname`);
    expect(keys.map((k) => k.indexdef.replace(/^.*USING btree /, ''))).toEqual([
      '(site_id, slug)',
      '(site_id, slug)',
      '(site_id, stocknum)',
    ]);
  });
});
