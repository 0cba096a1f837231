/*
 * Every return path the site takes from a visitor (sign-in's `redirect` and `back`, B-47) passes here: the
 * value is judged as sent, as a URL parser normalises it (`/..//evil.example` becomes `//evil.example`), and
 * after each percent-decoding a server or browser further on might apply (`/%252F%252Fevil.example`).
 */

const BASE = 'http://same.site';
const MAX_LENGTH = 2000;
/** No real path is encoded this many times over: one that still changes after it is refused. */
const MAX_DECODINGS = 8;

/** One `/`, not followed (after any spaces) by another slash or a backslash: `//x` and `/\x` name a host. */
const SITE_PATH_START = /^\/(?!\s*[/\\])/;
/** Browsers read a backslash as a slash, and URL parsers drop tabs and newlines wherever they are. */
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f]/;

const readsAsSitePath = (text: string) => SITE_PATH_START.test(text) && !FORBIDDEN.test(text);

/** The path, query and fragment `text` resolves to, or null when it leaves the site. */
function resolveOnSite(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A site path as written and once resolved (dot segments can turn `/..//x` into `//x`). */
function isSitePath(text: string): boolean {
  const resolved = readsAsSitePath(text) ? resolveOnSite(text) : null;
  return resolved !== null && readsAsSitePath(resolved);
}

/**
 * One decoding, as a server would apply it. Where a stray `%` (a search for "100%") stops decodeURIComponent,
 * the ASCII escapes are still decoded: those are the ones that can make a slash, a dot or a control character.
 */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** `text` and each decoding of it, or null when it is still changing after MAX_DECODINGS. */
function decodings(text: string): string[] | null {
  const forms = [text];
  for (let count = 0; count < MAX_DECODINGS; count += 1) {
    const next = decodeOnce(forms[forms.length - 1]!);
    if (next === forms[forms.length - 1]) return forms;
    forms.push(next);
  }
  return null;
}

/** Malformed escapes (`%E0%A4%A`) are read differently by different decoders: refused outright. */
function decodesCleanly(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const isSafeAtEveryDecoding = (text: string) =>
  decodesCleanly(text) && (decodings(text)?.every(isSitePath) ?? false);

/**
 * A path on this site, normalised, or the fallback. Refused: absolute and protocol-relative URLs, paths that
 * become one once normalised or decoded (`/..//x`, `/.%2e//x`, `/%2F%2Fx`, `/%255Cx`), backslashes and
 * control characters anywhere (raw or encoded), and anything that does not start with a single `/`.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > MAX_LENGTH) return fallback;
  const resolved = resolveOnSite(raw);
  if (resolved === null) return fallback;
  return isSafeAtEveryDecoding(raw) && isSafeAtEveryDecoding(resolved) ? resolved : fallback;
}
