/**
 * Checks for values read back from the visitor's browser storage, for the few readers that run in the first
 * script of a page (saved cars, search history). They check by hand rather than with zod because zod's
 * parser is 27 KB of gzipped script, which every search and home page would otherwise load before its first
 * paint only to read two small lists (decision 043). Everything else validates with zod.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
