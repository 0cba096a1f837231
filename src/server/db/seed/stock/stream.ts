import { MAX_VEHICLES_PER_SITE } from '../ids';
import { deriveSeed } from '../prng';
import type { SitePlan } from '../site-plan';
import { localDate, localYear } from '../time';
import { emptyStockTables, type SiteStockStream, type StockTables } from '../types';
import { planScenarios } from './scenarios';
import { generateVehicle, type StockContext } from './vehicle';

function append(target: StockTables, source: StockTables): void {
  for (const key of Object.keys(source) as (keyof StockTables)[]) {
    const rows = source[key] as unknown[];
    const into = target[key] as unknown[];
    for (const row of rows) into.push(row);
  }
}

/** A site's stock as a restartable stream of batches: memory stays flat however many vehicles there are. */
export function siteStockStream(
  plan: SitePlan,
  seed: number | string,
  now: Date,
  count: number,
): SiteStockStream {
  if (!Number.isInteger(count) || count < 0 || count > MAX_VEHICLES_PER_SITE) {
    throw new Error(`Vehicle count must be an integer from 0 to ${MAX_VEHICLES_PER_SITE}, got ${count}`);
  }
  const ctx: StockContext = {
    plan,
    seed,
    now,
    nowYear: localYear(now),
    nowMonth: localYear(now) * 12 + Number(localDate(now).slice(5, 7)) - 1,
    scenarios: planScenarios(plan.site.stock, count),
    slugOffset: deriveSeed(seed, plan.site.slug, 'slugs'),
  };
  return {
    siteId: plan.siteId,
    siteSlug: plan.site.slug,
    count,
    *batches(vehiclesPerBatch = 500) {
      let batch = emptyStockTables();
      for (let index = 0; index < count; index++) {
        append(batch, generateVehicle(ctx, index));
        if (batch.vehicles.length >= vehiclesPerBatch) {
          yield batch;
          batch = emptyStockTables();
        }
      }
      if (batch.vehicles.length > 0) yield batch;
    },
  };
}
