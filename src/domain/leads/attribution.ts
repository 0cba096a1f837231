import { singleLineText } from './plain-text';

const clean = (text: string) => singleLineText(text).trim();

/** A string, a list's strings, or a record's keys and strings: the shapes the form's attribution has. */
function cleanValue(value: unknown, nested: boolean): unknown {
  if (typeof value === 'string') return clean(value);
  if (nested || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, true));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [clean(key), cleanValue(item, true)]));
}

/**
 * A lead's attribution (H-19: url, source, visited pages, linked query params) is typed by the buyer's browser,
 * so its text is cleaned like a one-line field's (decision 077, point 2): a source "\n=1+1" must not reach
 * the dealer's inbox, email or CSV export with its line break. The form sends at most a list or a record of
 * strings under a key; anything nested deeper is not the form's and is kept as sent.
 */
export function cleanAttribution(userData: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(userData).map(([key, value]) => [clean(key), cleanValue(value, false)]),
  );
}
