import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Rows loaded with explicit ids (the demo seed, imports) do not advance identity sequences; the next
 * ordinary insert would then collide. This moves every `id` identity sequence past the table's max id.
 */
export async function syncIdentitySequences(db: Database): Promise<void> {
  const result = (await db.execute(sql`
    select c.table_name
    from information_schema.columns c
    where c.table_schema = 'public' and c.column_name = 'id' and c.is_identity = 'YES'`)) as unknown as {
    rows: { table_name: string }[];
  };
  for (const { table_name: table } of result.rows) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}
