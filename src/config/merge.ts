type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** defineProperty, not assignment: a JSON key named "__proto__" must stay a key, not swap the prototype. */
function setKey(target: PlainObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Copies so the result shares nothing mutable with any layer (the defaults are frozen). */
function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyValue);
  if (isPlainObject(value)) return mergeTwo(undefined, value);
  return value;
}

function mergeTwo(base: unknown, override: unknown): unknown {
  if (override === undefined) return copyValue(base);
  if (!isPlainObject(override)) return copyValue(override);
  const result: PlainObject = {};
  if (isPlainObject(base)) {
    for (const [key, value] of Object.entries(base)) setKey(result, key, copyValue(value));
  }
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = Object.hasOwn(result, key) ? result[key] : undefined;
    setKey(result, key, mergeTwo(current, value));
  }
  return result;
}

/**
 * Merges config layers, lowest first: plain objects merge key by key, anything else (arrays included) is
 * replaced whole, an explicit null replaces the value with null, and undefined (a missing layer or key)
 * changes nothing. Pure: the inputs are never modified and the result shares no objects with them.
 */
export function mergeConfigLayers(...layers: unknown[]): unknown {
  let result: unknown = undefined;
  for (const layer of layers) result = mergeTwo(result, layer);
  return result;
}
