/**
 * Any C0 or C1 control character or DEL: browsers drop tab and newlines from URLs, so `/\t/evil.test` would
 * become the other-host `//evil.test`.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** An encoded slash or backslash straight after the leading slash reads as `//` to anything that decodes it. */
const ENCODED_SLASH_START = /^\/%(2f|5c)/i;

/**
 * A stored or client-sent path, kept only when it can point nowhere but this site: one
 * leading `/` not followed by `/` or `\` (browsers read both as "another host"), no control characters, no
 * encoded slash at the start. Anything else, `javascript:` and full URLs included, is null.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value[1] === '/' || value[1] === '\\') return null;
  if (CONTROL.test(value) || ENCODED_SLASH_START.test(value)) return null;
  return value;
}
