import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import {
  isRangeAttribute,
  isValueAttribute,
  MULTI_VALUE_ATTRIBUTES,
  type FilterAttribute,
  type RangeAttribute,
  type ValueAttribute,
} from '@/domain/search/attributes';
import type { SearchState } from '@/domain/search/state';
import type { StockRules } from '@/domain/search/stock-rules';
import type { SearchSettings } from '../search-settings';
import { priceRangeSql } from '../stock-sql';

/** Each value attribute as an expression over the base relation `b` (the SQL twin of `rowFacetValues`). */
export function valueSql(attribute: ValueAttribute): SQL {
  switch (attribute) {
    case 'categories':
      return sql`b.categories`;
    case 'filtered_features':
      return sql`b.features`;
    case 'make_model':
      return sql`(b.make || ':' || b.model)`;
    case 'price_range':
      return priceRangeSql();
    case 'seats':
      return sql`(b.seats::text)`;
    case 'certified':
      return sql`(case when b.certified then 'true' else 'false' end)`;
    default:
      return sql.raw(`b.${attribute}`);
  }
}

export function rangeSql(attribute: RangeAttribute): SQL {
  if (attribute === 'weekly_price_range') return sql`b.weekly_price`;
  return sql.raw(`b.${attribute}`);
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A car has one of the values (list attributes: any element is one of them). */
export function valueInSql(attribute: ValueAttribute, values: readonly string[]): SQL {
  if (MULTI_VALUE_ATTRIBUTES.includes(attribute))
    return sql`(${valueSql(attribute)} ?| array[${list(values)}]::text[])`;
  return sql`coalesce(${valueSql(attribute)} in (${list(values)}), false)`;
}

export type SqlPredicate = { attribute: FilterAttribute; condition: SQL };

/** The twin of `statePredicates`: same skipping of empty selections and open ranges. */
export function sqlPredicates(state: SearchState): SqlPredicate[] {
  const predicates: SqlPredicate[] = [];
  for (const [attribute, values] of Object.entries(state.refinements)) {
    if (!isValueAttribute(attribute) || !values || values.length === 0) continue;
    predicates.push({ attribute, condition: valueInSql(attribute, values) });
  }
  for (const [attribute, range] of Object.entries(state.ranges)) {
    if (!isRangeAttribute(attribute) || !range || (range.min === undefined && range.max === undefined))
      continue;
    const bounds = [sql`${rangeSql(attribute)} is not null`];
    if (range.min !== undefined) bounds.push(sql`${rangeSql(attribute)} >= ${range.min}`);
    if (range.max !== undefined) bounds.push(sql`${rangeSql(attribute)} <= ${range.max}`);
    predicates.push({ attribute, condition: sql`coalesce(${sql.join(bounds, sql` and `)}, false)` });
  }
  return predicates;
}

/** The site rules at `now` (resolved by the shared `resolveStockRules`) and the site's filters, as SQL. */
export function rulesSql(
  rules: StockRules,
  settings: SearchSettings,
  siteFilters: Partial<Record<ValueAttribute, string[]>>,
): SQL {
  const parts: SQL[] = [sql`true`];
  if (rules.excludedItemTypes.size > 0)
    parts.push(sql`b.item_type not in (${list([...rules.excludedItemTypes])})`);
  if (rules.excludedStates.size > 0)
    parts.push(sql`(b.state is null or lower(b.state) not in (${list([...rules.excludedStates])}))`);
  if (rules.hiddenStockNumbers.size > 0)
    parts.push(sql`b.stocknum not in (${list([...rules.hiddenStockNumbers])})`);
  if (rules.minPrice !== null) parts.push(sql`b.price >= ${rules.minPrice}`);
  const cutoffs = [...settings.ruleOptions.soldRetentionDays.keys()].map(
    (id) => sql`when ${id}::int then ${rules.soldCutoffMs(id)}::float8`,
  );
  const cutoff = sql`(case b.dealership_id ${sql.join(cutoffs, sql` `)} else ${rules.soldCutoffMs(Number.NaN)}::float8 end)`;
  parts.push(sql`(not (b.sold or b.status = 'sold') or coalesce(b.sold_at_ms > ${cutoff}, false))`);
  for (const [attribute, values] of Object.entries(siteFilters))
    if (values && values.length > 0) parts.push(valueInSql(attribute as ValueAttribute, values));
  return sql.join(parts, sql` and `);
}

/** All query tokens must match: the car's tokens overlap each expanded set. */
export function textSql(tokenSets: readonly Set<string>[]): SQL {
  const parts = tokenSets.map((set) =>
    set.size === 0 ? sql`false` : sql`b.tokens && array[${list([...set])}]::text[]`,
  );
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}
