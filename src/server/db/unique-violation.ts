import 'server-only';

// PostgreSQL's SQLSTATE for a unique index refusing a row (PGlite reports the same code).
const UNIQUE_VIOLATION = '23505';

/** Whether an error (or one it wraps: Drizzle puts the driver's error in `cause`) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
