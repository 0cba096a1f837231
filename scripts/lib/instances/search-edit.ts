import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sites, vehicles } from '@/server/db/schema';
import { send, waitFor } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';

type SearchBody = { count: number; hits: { id: number }[] };

/**
 * A stock edit as the app's own stock writes make it (storeYouxQuote): the vehicle row and the site's
 * stock_version bump in one transaction. Every instance's index polls that version (search-stock.ts).
 */
async function editBadge(db: Database, siteId: number, carId: number, badge: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(vehicles)
      .set({ badge })
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, carId)));
    await tx
      .update(sites)
      .set({ stockVersion: sql`${sites.stockVersion} + 1` })
      .where(eq(sites.id, siteId));
  });
}

/** A word no demo car has: letters only, so the search's tokenizer keeps it whole. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

export async function checkStockEdit({ a, b, db, fixture }: CheckContext): Promise<PropertyResult> {
  const word = uniqueWord();
  const car = fixture.cars[0]!.id;
  const search = async (port: number) => {
    const path = `/api/search?query=${word}`;
    const reply = await send(port, { host: fixture.host, path, clientIp: '198.18.200.1' });
    if (reply.status !== 200) throw new Error(`search on ${port}: HTTP ${reply.status} ${reply.body}`);
    const body = JSON.parse(reply.body) as SearchBody;
    return { count: body.count, ids: body.hits.map((hit) => hit.id) };
  };
  // Both instances hold the site's index before the edit: the other one must notice, not build afresh.
  const before = [await search(a.port), await search(b.port)];
  await editBadge(db, fixture.siteId, car, `Edition ${word}`);
  const editedAt = performance.now();
  const onB = await waitFor(
    async () => {
      const found = await search(b.port);
      return found.count > 0 ? found : null;
    },
    10_000,
    50,
  );
  const ms = Math.round(performance.now() - editedAt);
  const onA = await search(a.port);
  return outcome(
    'stock edit searchable on the other instance within 2 s',
    [
      same('before the edit (A, B)', before, [
        { count: 0, ids: [] },
        { count: 0, ids: [] },
      ]),
      same('B after the edit', onB, { count: 1, ids: [car] }),
      same('A after the edit', onA, { count: 1, ids: [car] }),
      ms <= 2000 ? null : `B found the edited car after ${ms} ms (limit 2000 ms)`,
    ],
    `car ${car}'s badge edited; B's /api/search listed it after ${ms} ms`,
  );
}
