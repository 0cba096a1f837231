import 'server-only';
import {
  RANGE_ATTRIBUTES,
  STATS_ATTRIBUTES,
  VALUE_ATTRIBUTES,
  type RangeAttribute,
  type StatsAttribute,
  type ValueAttribute,
} from '@/domain/search/attributes';
import { parseSiteFilters, passesStockFilter, resolveStockRules } from '@/domain/search/stock-rules';
import { isSold } from '@/domain/stock/availability';
import { andInto, createBitmap, orInto, setBit, type Bitmap } from './bitmap';
import { ascendingOrder, buildFacet, sortIndexSteps, type FacetColumn } from './columns';
import { rowRangeValue } from '../facets';
import { buildLenderColumns, type LenderColumns } from './lender-columns';
import type { LoadedStock, StockRow } from '../load-stock';
import { buildPlaceColumns, type PlaceColumns } from './places';
import { createScratch, type Scratch } from './scratch';
import type { SearchSettings, SortField } from '../search-settings';
import { textIndexSteps, type TextIndex } from './text';
import { seriesRank } from '@/domain/search/sort-options';

export type { FacetColumn } from './columns';

/** Int32 sentinel for a missing number: it never satisfies a range and never counts in stats. */
export const NO_NUMBER = -0x80000000;

export type SiteIndex = {
  settings: SearchSettings;
  rows: StockRow[];
  size: number;
  /** Each document's lender record (the rows carry none). */
  lenders: LenderColumns;
  facets: Record<ValueAttribute, FacetColumn>;
  numbers: Record<RangeAttribute, Int32Array>;
  /** Per stats attribute, the documents with a value by value ascending: min and max are the end matches. */
  statOrders: Record<StatsAttribute, Uint32Array>;
  /** Per sort key ('price:asc'), documents in order, ties by id ascending. */
  orders: Map<string, Uint32Array>;
  sortValues: Record<SortField, Float64Array>;
  ids: Float64Array;
  /** Each sort's tie-break: the id, after the series rank when the site orders series (C-32). */
  ties: Float64Array;
  text: TextIndex;
  /** Each document's yard and the yards' positions (near-me searches). */
  places: PlaceColumns;
  /** Documents passing the time-independent site rules and the site's `search.filters`. */
  listed: Bitmap;
  positivePrice: Bitmap;
  /** Sold documents (whether each is still listed depends on `now`), their sold_at (NaN when unknown) and dealership. */
  soldDocs: Uint32Array;
  soldAtMs: Float64Array;
  soldDealer: Uint16Array;
  /** Dealership ids by `soldDealer` code. */
  soldDealerships: number[];
  /** Per-request buffers, reused: a query runs synchronously, so one set per index suffices. */
  scratch: Scratch;
  bytes: number;
};

/** Site rules that do not depend on the request: stock filter exclusions and the site's filters. */
function listedDocs(
  rows: readonly StockRow[],
  settings: SearchSettings,
  facets: SiteIndex['facets'],
): Bitmap {
  const rules = resolveStockRules(settings.ruleOptions, new Date(0), '');
  const listed = createBitmap(rows.length);
  rows.forEach((row, doc) => passesStockFilter(row, rules) && setBit(listed, doc));
  for (const [attribute, values] of Object.entries(parseSiteFilters(settings.siteFilters))) {
    const column = facets[attribute as ValueAttribute];
    const any = createBitmap(rows.length);
    for (const value of values) {
      const code = column.codeOf.get(value);
      if (code !== undefined) orInto(any, column.bitmaps[code]!);
    }
    andInto(listed, any);
  }
  return listed;
}

/**
 * Builds a site's columnar index from its stock (as `loadStock` returns it, in id order), one step per yield:
 * each step is a few milliseconds at 20k cars, so a caller can hand the event loop back between them.
 */
export function* siteIndexSteps(stock: LoadedStock, settings: SearchSettings): Generator<void, SiteIndex> {
  const { rows } = stock;
  const size = rows.length;
  const facets = {} as SiteIndex['facets'];
  for (const attribute of VALUE_ATTRIBUTES) {
    facets[attribute] = buildFacet(rows, attribute);
    yield;
  }
  const numbers = {} as SiteIndex['numbers'];
  for (const a of RANGE_ATTRIBUTES) {
    numbers[a] = Int32Array.from(rows, (row) => rowRangeValue(row, a) ?? NO_NUMBER);
    yield;
  }
  const ids = Float64Array.from(rows, (row) => row.id);
  const statOrders = {} as SiteIndex['statOrders'];
  for (const a of STATS_ATTRIBUTES) {
    const values = numbers[a];
    statOrders[a] = ascendingOrder(Float64Array.from(values), ids).filter((doc) => values[doc] !== NO_NUMBER);
    yield;
  }
  const positivePrice = createBitmap(size);
  rows.forEach((row, doc) => row.price > 0 && setBit(positivePrice, doc));
  const soldDocs = Uint32Array.from(rows.keys()).filter((doc) => isSold(rows[doc]!));
  const soldDealerships: number[] = [];
  const dealerCode = (id: number) => {
    const code = soldDealerships.indexOf(id);
    return code >= 0 ? code : soldDealerships.push(id) - 1;
  };
  yield;
  const lenders = buildLenderColumns(stock.lenders, settings.financeProvider);
  yield;
  const ties = tieKeys(rows, ids, settings.seriesSortOrder);
  const sorted = yield* sortIndexSteps(rows, ties);
  const text = yield* textIndexSteps(rows);
  yield;
  const places = buildPlaceColumns(rows);
  const listed = listedDocs(rows, settings, facets);
  yield;
  const index: SiteIndex = {
    settings,
    rows,
    size,
    lenders,
    facets,
    numbers,
    statOrders,
    ...sorted,
    ids,
    ties,
    text,
    places,
    listed,
    positivePrice,
    soldDocs,
    soldAtMs: Float64Array.from(soldDocs, (doc) => rows[doc]!.soldAt?.getTime() ?? NaN),
    soldDealer: Uint16Array.from(soldDocs, (doc) => dealerCode(rows[doc]!.dealershipId)),
    soldDealerships,
    scratch: createScratch(size, facets),
    bytes: 0,
  };
  index.bytes = indexBytes(index);
  return index;
}

/** Ids below 2³¹ leave room above them for a series rank in one exact double. */
const RANK_STEP = 2 ** 31;

/** The tie-break of every sort: the id, or (series rank, id) packed into one number when the site ranks series. */
function tieKeys(rows: readonly StockRow[], ids: Float64Array, seriesOrder: readonly string[]): Float64Array {
  if (seriesOrder.length === 0) return ids;
  return Float64Array.from(rows, (row, doc) => seriesRank(row.series, seriesOrder) * RANK_STEP + ids[doc]!);
}

/** The whole build at once (tests, benchmarks, the SQL engine's differential checks). */
export function buildSiteIndex(stock: LoadedStock, settings: SearchSettings): SiteIndex {
  const steps = siteIndexSteps(stock, settings);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Typed-array bytes plus ~2 bytes per dictionary character: the index's own memory, rows excluded. */
function indexBytes(index: SiteIndex): number {
  const { text, scratch, lenders, places } = index;
  const arrays: ArrayBufferView[] = [
    lenders.hasLender,
    lenders.interestRate,
    lenders.comparisonRate,
    lenders.paymentWeek,
    lenders.paymentMonth,
    lenders.termYears,
    lenders.deposit,
    lenders.balloon,
    lenders.establishmentFees,
    index.listed,
    index.positivePrice,
    index.ids,
    ...(index.ties === index.ids ? [] : [index.ties]),
    text.starts,
    text.postings,
    places.placeOf,
    places.lat,
    places.lng,
    places.starts,
    places.docs,
  ];
  arrays.push(index.soldDocs, index.soldAtMs, index.soldDealer, scratch.matchDocs, scratch.exceptDocs);
  const strings = [text.tokens, text.reversed];
  for (const column of Object.values(index.facets)) {
    arrays.push(column.codes, column.valueRank, ...(column.starts ? [column.starts] : []));
    for (const bitmap of column.bitmaps) arrays.push(bitmap);
    strings.push(column.values);
  }
  arrays.push(...Object.values(index.numbers), ...Object.values(index.statOrders));
  arrays.push(...Object.values(index.sortValues), ...index.orders.values());
  let bytes = 0;
  for (const list of strings) for (const s of list) bytes += 2 * s.length + 16;
  for (const array of arrays) bytes += array.byteLength;
  return bytes;
}
