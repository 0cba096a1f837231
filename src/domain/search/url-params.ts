import { isRangeAttribute, isValueAttribute, type RangeAttribute, type ValueAttribute } from './attributes';
import { CAR_TYPES } from './car-type-routes';
import { MAX_POSTCODE_LENGTH, MAX_RADIUS_KM } from './near';
import type { NumericRange } from './state';
import { sanitizeQuery } from './text-match';
import { parseRangeParam } from './url-range';
import type { IgnoredSearchParam, SearchUrlContext, SearchUrlError, SearchUrlInput } from './url-types';

/** Guards for the engines; the spec gives no limits, so these are ours. */
export const MAX_VALUE_LENGTH = 200;
export const MAX_VALUES_PER_ATTRIBUTE = 50;
/** 10,000 pages of 21 is 210,000 cars; beyond that an offset only strains the SQL engine. */
export const MAX_PAGE = 10_000;

/** What the query string says; `undefined` = not given. */
export type ParamState = {
  query?: string;
  page?: number;
  sortBy?: string;
  postcode?: string;
  radiusKm?: number;
  values: Partial<Record<ValueAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, NumericRange>>;
  errors: SearchUrlError[];
  ignored: IgnoredSearchParam[];
};

/** Query pairs in order, with keys this codec does not know left out (C-10: unknown keys are ignored). */
export function searchParamPairs(searchParams: SearchUrlInput['searchParams']): [string, string][] {
  if (searchParams instanceof URLSearchParams) return [...searchParams.entries()];
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(searchParams)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) pairs.push([key, item]);
  }
  return pairs;
}

export function isKnownParam(key: string): boolean {
  return (
    key === 'query' ||
    key === 'page' ||
    key === 'sortBy' ||
    key === 'postcode' ||
    key === 'radius' ||
    isValueAttribute(key) ||
    isRangeAttribute(key)
  );
}

const CONTROL = /\p{Cc}/u;

function ignore(out: ParamState, param: string, value: string, reason: IgnoredSearchParam['reason']): void {
  out.ignored.push({ param, value, reason });
}

function fail(out: ParamState, param: string, code: SearchUrlError['code'], message: string): void {
  out.errors.push({ param, code, message });
}

/** Known makes and models take their stored spelling, so ?make=toyota and /toyota read the same. */
function canonicalValue(attribute: ValueAttribute, value: string, ctx: SearchUrlContext): string {
  const known = attribute === 'make' ? ctx.makes : attribute === 'make_model' ? ctx.models : null;
  return known?.find((candidate) => candidate.toLowerCase() === value.toLowerCase()) ?? value;
}

function valueProblem(attribute: ValueAttribute, value: string): string | null {
  if (value.length > MAX_VALUE_LENGTH)
    return `${attribute} values are at most ${MAX_VALUE_LENGTH} characters`;
  if (CONTROL.test(value)) return `${attribute} values cannot contain control characters`;
  if (attribute === 'make_model' && !/^[^:]+:.+$/.test(value)) return "make_model values are 'Make:Model'";
  if (attribute === 'seats' && !/^\d+$/.test(value)) return 'seats values are whole numbers';
  return null;
}

function addValue(out: ParamState, attribute: ValueAttribute, raw: string, ctx: SearchUrlContext): void {
  const value = raw.trim();
  if (value === '') return ignore(out, attribute, raw, 'empty');
  const problem = valueProblem(attribute, value);
  if (problem !== null) {
    return fail(out, attribute, value.length > MAX_VALUE_LENGTH ? 'too_long' : 'invalid_value', problem);
  }
  if (attribute === 'car_type' && !(CAR_TYPES as readonly string[]).includes(value)) {
    return ignore(out, attribute, raw, 'out_of_range');
  }
  const list = (out.values[attribute] ??= []);
  const canonical = canonicalValue(attribute, value, ctx);
  if (!list.includes(canonical)) list.push(canonical);
}

function addRange(out: ParamState, attribute: RangeAttribute, raw: string): void {
  const parsed = parseRangeParam(attribute, raw);
  if (parsed.kind === 'malformed') {
    const message = `${attribute} is 'min:max' with numbers, either side may be empty (e.g. 10000:50000)`;
    return fail(out, attribute, 'invalid_range', message);
  }
  if (parsed.kind !== 'range') return ignore(out, attribute, raw, parsed.kind);
  for (const value of parsed.dropped) ignore(out, attribute, value, 'out_of_range');
  out.ranges[attribute] = parsed.range;
}

function addPage(out: ParamState, raw: string): void {
  if (!/^\d+$/.test(raw.trim())) return fail(out, 'page', 'not_a_number', 'page is a whole number');
  const page = Number(raw.trim());
  if (page < 1 || page > MAX_PAGE) return ignore(out, 'page', raw, 'out_of_range');
  out.page = page;
}

/** Kept as typed (trimmed): whether it is a postcode we know is the engine's answer, shown on the page. */
function addPostcode(out: ParamState, raw: string): void {
  const value = raw.trim();
  if (value === '') return ignore(out, 'postcode', raw, 'empty');
  if (value.length > MAX_POSTCODE_LENGTH)
    return fail(out, 'postcode', 'too_long', `postcode is at most ${MAX_POSTCODE_LENGTH} characters`);
  if (CONTROL.test(value))
    return fail(out, 'postcode', 'invalid_value', 'postcode cannot contain control characters');
  out.postcode = value;
}

function addRadius(out: ParamState, raw: string): void {
  const value = raw.trim();
  if (value === '') return ignore(out, 'radius', raw, 'empty');
  if (!/^\d+$/.test(value)) return fail(out, 'radius', 'not_a_number', 'radius is a whole number of km');
  const km = Number(value);
  if (km < 1 || km > MAX_RADIUS_KM) return ignore(out, 'radius', raw, 'out_of_range');
  out.radiusKm = km;
}

function addSort(out: ParamState, raw: string, ctx: SearchUrlContext): void {
  if (ctx.sortKeys.includes(raw)) out.sortBy = raw;
  else ignore(out, 'sortBy', raw, raw === '' ? 'empty' : 'out_of_range');
}

/**
 * One parameter per attribute (C-2), several values by repeating it (?make=Toyota&make=Mazda): values may hold
 * commas ('$10,000 - $20,000'), so comma-joining is not accepted. query, page, sortBy and ranges appear once.
 */
export function parseSearchParams(pairs: readonly [string, string][], ctx: SearchUrlContext): ParamState {
  const out: ParamState = { values: {}, ranges: {}, errors: [], ignored: [] };
  const seen = new Set<string>();
  for (const [key, raw] of pairs) {
    if (!isKnownParam(key)) {
      ignore(out, key, raw, 'unknown_param');
      continue;
    }
    if (isValueAttribute(key)) {
      addValue(out, key, raw, ctx);
      continue;
    }
    if (seen.has(key)) {
      fail(out, key, 'repeated', `${key} may appear only once`);
      continue;
    }
    seen.add(key);
    if (key === 'query') out.query = sanitizeQuery(raw);
    else if (key === 'page') addPage(out, raw);
    else if (key === 'sortBy') addSort(out, raw, ctx);
    else if (key === 'postcode') addPostcode(out, raw);
    else if (key === 'radius') addRadius(out, raw);
    else if (isRangeAttribute(key)) addRange(out, key, raw);
  }
  for (const [attribute, list] of Object.entries(out.values)) {
    const message = `${attribute} takes at most ${MAX_VALUES_PER_ATTRIBUTE} values`;
    if (list.length > MAX_VALUES_PER_ATTRIBUTE) fail(out, attribute, 'too_many_values', message);
  }
  return out;
}
