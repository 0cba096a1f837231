/**
 * Checks for values read back from the visitor's browser storage, for the readers that run on every page
 * (saved cars, search history, the visit record). They check by hand rather than with zod because zod is
 * 27 KB of gzipped script, which every page would otherwise load, and evaluate in a long task, only to read
 * a few small lists (decision 043). Everything else validates with zod.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

function isShortString(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength;
}

/** A list of strings, each at most `maxLength` characters long. */
export function isStringList(value: unknown, maxLength = Infinity): value is string[] {
  return Array.isArray(value) && value.every((item) => isShortString(item, maxLength));
}

/** An object whose values are all strings of at most `maxLength` characters. */
export function isStringRecord(value: unknown, maxLength = Infinity): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => isShortString(item, maxLength));
}

/** A string of at most `maxLength` characters, or null. */
export function isShortStringOrNull(value: unknown, maxLength: number): value is string | null {
  return value === null || isShortString(value, maxLength);
}
