import { DB_INTEGER_MAX } from './db-limits';

const ID = /^[1-9]\d{0,9}$/;

/** A query value's comma-separated entries ('a, b' or ['a', 'b,c']), trimmed, empty ones left out. */
export function commaSeparated(value: string | string[] | undefined | null): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * Row ids from a query value ('12,7,12'): comma-separated, trimmed, each a whole number from 1 to
 * DB_INTEGER_MAX, without duplicates (the first stays), at most `max`; anything else is dropped.
 */
export function parseIdList(value: string | string[] | undefined | null, max: number): number[] {
  const ids = commaSeparated(value)
    .filter((entry) => ID.test(entry))
    .map(Number)
    .filter((id) => id <= DB_INTEGER_MAX);
  return [...new Set(ids)].slice(0, max);
}
