import { boundLogString } from './bound-string';
import { describeError, isErrorLike } from './describe-error';
import { DEPTH_LIMIT, LOG_LIMITS, OMITTED, REDACTED } from './limits';
import { isPersonalLogKey } from './personal-fields';

/** Keys the logger writes itself: a field of the same name would stand in for them when the line is read. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'requestId']);

type Walk = { remaining: number };
type Fields = Record<string, unknown>;

function boundArray(items: readonly unknown[], depth: number, walk: Walk): unknown[] {
  const kept = items.slice(0, LOG_LIMITS.maxArrayItems).map((item) => boundValue(item, depth + 1, walk));
  const more = items.length - LOG_LIMITS.maxArrayItems;
  return more > 0 ? [...kept, `…[${more} more items]`] : kept;
}

function boundObject(object: object, depth: number, walk: Walk): Fields {
  const keys = Object.keys(object);
  const bounded: Fields = {};
  for (const key of keys.slice(0, LOG_LIMITS.maxObjectKeys)) {
    const value = (object as Fields)[key];
    if (value === undefined) continue;
    bounded[boundLogString(key, LOG_LIMITS.maxKeyLength)] = isPersonalLogKey(key)
      ? REDACTED
      : boundValue(value, depth + 1, walk);
  }
  const more = keys.length - LOG_LIMITS.maxObjectKeys;
  if (more > 0) bounded['…'] = `${more} more keys`;
  return bounded;
}

function boundLeaf(value: unknown): { leaf: unknown } | null {
  if (typeof value === 'string') return { leaf: boundLogString(value) };
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return { leaf: value };
  if (typeof value === 'bigint') return { leaf: value.toString() };
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return { leaf: undefined };
  if (isErrorLike(value)) return { leaf: describeError(value) };
  if (value instanceof Date)
    return { leaf: Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString() };
  if (value instanceof Uint8Array) return { leaf: `[${value.byteLength} bytes]` };
  if (value instanceof Map || value instanceof Set)
    return { leaf: `[${value.constructor.name} of ${value.size}]` };
  return null;
}

function boundValue(value: unknown, depth: number, walk: Walk): unknown {
  walk.remaining -= 1;
  if (walk.remaining < 0) return OMITTED;
  const leaf = boundLeaf(value);
  if (leaf) return leaf.leaf;
  // Past the depth limit a nested value is named, not written (a cycle ends here too).
  if (depth >= LOG_LIMITS.maxDepth) return DEPTH_LIMIT;
  return Array.isArray(value) ? boundArray(value, depth, walk) : boundObject(value as object, depth, walk);
}

/**
 * A log event's fields as they may be written (decision 034): personal fields (isPersonalLogKey) at any
 * depth are REDACTED, errors are described by describeError, strings, arrays, objects, depth and the number
 * of values are capped, and a field named like one the logger writes itself is renamed `_name`.
 */
export function boundLogFields(fields: Readonly<Fields>): Fields {
  const bounded = boundObject(fields, 0, { remaining: LOG_LIMITS.maxValues });
  return Object.fromEntries(
    Object.entries(bounded).map(([key, value]) => [RESERVED_KEYS.has(key) ? `_${key}` : key, value]),
  );
}
