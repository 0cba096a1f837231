/**
 * Keys that change between two sends of the same submission: anti-spam proofs are solved afresh on a
 * retry, and times and keys describe the request, not the lead.
 */
export const VOLATILE_KEYS: readonly string[] = [
  'idempotency_key',
  'idempotencyKey',
  'altcha',
  'captcha',
  'honeypot',
  'submitted_at',
  'submittedAt',
  'started_at',
  'startedAt',
  'timestamp',
];

function canonical(value: unknown, volatile: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item, volatile));
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return value.toISOString();
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, item]) => !volatile.has(key) && item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item, volatile)]));
}

/**
 * The text the server compares for "same idempotency key, same payload" (decision 010): canonical JSON with
 * keys sorted at every level and volatile keys dropped, so key order and a fresh captcha do not make a
 * retry look like a different lead. Array order is kept: it is part of the data.
 */
export function leadRequestFingerprint(
  submission: unknown,
  options: { exclude?: readonly string[] } = {},
): string {
  const volatile = new Set([...VOLATILE_KEYS, ...(options.exclude ?? [])]);
  return JSON.stringify(canonical(submission, volatile));
}
