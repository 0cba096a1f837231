/**
 * What PostgreSQL accepts, checked where a value enters (issue 14): an `integer` column holds at most
 * 2,147,483,647 and a `text` value cannot hold a NUL. A value outside either fails the query, which would
 * answer 500; refused at the boundary it is a 400, or a 404 where it names a thing.
 *
 * Kept apart from the zod schemas built on them (db-values.ts): the header's compare link reads ids on every page,
 * and importing a schema module there put all of zod (112 KB) in every page's script (issue 40).
 */
export const DB_INTEGER_MAX = 2_147_483_647;

export const NUL_MESSAGE = 'cannot contain a NUL character';

/** Whether text can be stored or compared in PostgreSQL as it is (no NUL). */
export function isStorableText(text: string): boolean {
  return !text.includes('\0');
}

/**
 * Whether a JSON value can be stored in a `jsonb` column as it is: no NUL in any string or key, nested at any
 * depth (PostgreSQL refuses `\u0000` there). Walked without recursion: a body may nest thousands deep.
 */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && !isStorableText(item)) return false;
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      if (!isStorableText(key)) return false;
      pending.push(child);
    }
  }
  return true;
}
