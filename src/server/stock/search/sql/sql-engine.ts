import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import {
  MULTI_VALUE_ATTRIBUTES,
  STATS_ATTRIBUTES,
  VALUE_ATTRIBUTES,
  type FilterAttribute,
  type StatsAttribute,
} from '@/domain/search/attributes';
import {
  finishSearchResult,
  offsetForPage,
  SEARCH_PAGE_SIZE,
  type SearchResult,
  type SearchState,
} from '@/domain/search/state';
import { parseSiteFilters, resolveStockRules } from '@/domain/search/stock-rules';
import { expandQueryTokens, sanitizeQuery, tokenize } from '@/domain/search/text-match';
import type { Database } from '@/server/db/client';
import { rankFacetValues } from '../facets';
import { loadStock, toSearchHit } from '../load-stock';
import { loadSearchSettings, resolveSort } from '../search-settings';
import { rangeSql, rulesSql, sqlPredicates, textSql, valueSql, type SqlPredicate } from './sql-predicates';
import { stockRowsSql, tokensSql } from '../stock-sql';

type Rows<T> = { rows: T[] };
const SORT_SQL = {
  custom_rank: sql`b.custom_rank`,
  created_at: sql`b.created_at_ms`,
  price: sql`b.price`,
  year: sql`b.year`,
  km: sql`b.km`,
};

/** Every predicate but the attribute's own (disjunctive facets and stats). */
function allBut(predicates: readonly SqlPredicate[], attribute: FilterAttribute | null): SQL {
  const kept = predicates.filter((p) => p.attribute !== attribute).map((p) => p.condition);
  return kept.length === 0 ? sql`true` : sql.join(kept, sql` and `);
}

/** One statement: each facet's value counts over the listed cars that pass every filter except its own. */
function facetsSql(base: SQL, predicates: readonly SqlPredicate[]): SQL {
  const parts = VALUE_ATTRIBUTES.map((attribute) => {
    const filter = allBut(predicates, attribute);
    const values = MULTI_VALUE_ATTRIBUTES.includes(attribute)
      ? sql`select x as value from base b
          cross join lateral (select distinct x from jsonb_array_elements_text(${valueSql(attribute)}) x) e
          where ${filter}`
      : sql`select ${valueSql(attribute)} as value from base b where ${filter}`;
    return sql`select ${attribute}::text as attribute, v.value, count(*)::int as count
      from (${values}) v where v.value is not null group by v.value`;
  });
  return sql`with base as (${base}) ${sql.join(parts, sql` union all `)}`;
}

function statsSql(base: SQL, predicates: readonly SqlPredicate[]): SQL {
  const columns = STATS_ATTRIBUTES.map((attribute) => {
    const filter = allBut(predicates, attribute);
    return sql`min(${rangeSql(attribute)}) filter (where ${filter})::float8 as ${sql.raw(`min_${attribute}`)},
      max(${rangeSql(attribute)}) filter (where ${filter})::float8 as ${sql.raw(`max_${attribute}`)}`;
  });
  return sql`with base as (${base}) select count(*) filter (where ${allBut(predicates, null)})::int as count,
    ${sql.join(columns, sql`, `)} from base b`;
}

/** C-32's tie-break (`seriesRank`) in SQL, before the id: the series' place in the site's order, unlisted last. */
function seriesTieBreakSql(order: readonly string[]): SQL {
  if (order.length === 0) return sql``;
  const branches = order.map(
    (series, i) => sql`when lower(b.series) = ${series.toLowerCase()} then ${i}::int`,
  );
  return sql`(case ${sql.join(branches, sql` `)} else ${order.length}::int end) asc, `;
}

/** The reference engine: the same `SearchState` answered with SQL only (slow, simple, obviously right). */
export async function searchStockSql(
  db: Database,
  siteId: number,
  state: SearchState,
  options: { now: Date },
): Promise<SearchResult> {
  const started = performance.now();
  const settings = await loadSearchSettings(db, siteId);
  const sort = resolveSort(state.sortBy, settings.sortOptions);
  const rules = resolveStockRules(settings.ruleOptions, options.now, sort.key);
  const stock = sql`select b.*, ${tokensSql()} as tokens from (${stockRowsSql(siteId, settings.financeProvider)}) b`;
  const queryTokens = tokenize(sanitizeQuery(state.query));
  let tokenSets: Set<string>[] = [];
  if (queryTokens.length > 0) {
    const dictionary = (await db.execute(
      sql`select distinct t from (${stock}) b, unnest(b.tokens) t where t <> ''`,
    )) as unknown as Rows<{ t: string }>;
    tokenSets = expandQueryTokens(
      queryTokens,
      dictionary.rows.map((row) => row.t),
    );
  }
  const base = sql`select b.* from (${stock}) b
    where ${rulesSql(rules, settings, parseSiteFilters(settings.siteFilters))} and ${textSql(tokenSets)}`;
  const predicates = sqlPredicates(state);
  const facetRows = (await db.execute(facetsSql(base, predicates))) as unknown as Rows<{
    attribute: string;
    value: string;
    count: number;
  }>;
  const [statRow] = (
    (await db.execute(statsSql(base, predicates))) as unknown as Rows<Record<string, number | null>>
  ).rows;
  const offset = offsetForPage(state.page);
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const idRows =
    (await db.execute(sql`with base as (${base}) select b.id from base b where ${allBut(predicates, null)}
    order by ${SORT_SQL[sort.field]} ${direction}, ${seriesTieBreakSql(settings.seriesSortOrder)}b.id asc limit ${SEARCH_PAGE_SIZE} offset ${offset}`)) as unknown as Rows<{
      id: number;
    }>;
  const ids = idRows.rows.map((row) => row.id);
  const page = await loadStock(db, { siteId, financeProvider: settings.financeProvider, ids });
  const byId = new Map(page.rows.map((row, i) => [row.id, toSearchHit(row, page.lenders[i]!)]));
  const facets = Object.fromEntries(
    VALUE_ATTRIBUTES.map((attribute) => [
      attribute,
      rankFacetValues(
        attribute,
        facetRows.rows.filter((r) => r.attribute === attribute),
      ),
    ]),
  );
  const stats = Object.fromEntries(
    STATS_ATTRIBUTES.map((a) => {
      const min = statRow?.[`min_${a}`] ?? null;
      return [a, min === null ? null : { min, max: statRow?.[`max_${a}`] ?? min }];
    }),
  ) as Record<StatsAttribute, { min: number; max: number } | null>;
  const count = Number(statRow?.count ?? 0);
  return finishSearchResult({ hits: ids.map((id) => byId.get(id)!), count, facets, stats }, state, started);
}
