/**
 * What PostgreSQL accepts, checked where a value enters (decision 077, point 8): an `integer` column holds at
 * most 2,147,483,647 and a `text` value cannot hold a NUL. A value outside either fails the query, which
 * would answer 500; refused at the boundary it is a 400, or a 404 where it names a thing.
 *
 * Kept apart from the zod schemas built on them (db-values.ts): the header's compare link reads ids on every page,
 * and importing a schema module there put all of zod (112 KB) in every page's script (decision 076).
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

/**
 * The deepest JSON value stored: the database drivers serialise a value with JSON.stringify, which recurses and
 * overflows the stack (a 500) on a body nested tens of thousands deep. Nothing the platform stores nests a tenth
 * of this.
 */
export const JSON_DEPTH_MAX = 32;

/** How deeply a JSON value nests (a scalar is 0, `[1]` is 1). Walked without recursion, as isStorableJson. */
export function jsonDepth(value: unknown): number {
  const pending: [unknown, number][] = [[value, 0]];
  let deepest = 0;
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    if (typeof item === 'object' && item !== null)
      for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}
