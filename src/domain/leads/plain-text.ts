/**
 * Control characters in what a buyer types : C0 (U+0000–U+001F), DEL and C1
 * (U+007F–U+009F), the line and paragraph separators, and the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make a terminal or mail reader show text in another order.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** What reads as a line break or a gap: kept as a space (or a newline) so words do not run together. */
const BREAKS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** A one-line field's text: every line break and tab becomes a space, every other control character goes. */
export function singleLineText(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROL, '');
}

/** A message's text: line breaks (CRLF, CR, NEL, U+2028/9) become `\n`, a tab a space, the rest goes. */
export function multiLineText(text: string): string {
  return text
    .replace(/\r\n|[\r\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, (char) => (char === '\n' ? char : ''));
}

/**
 * Text for a terminal or an email, where stored data may predate the cleaning above: each control character
 * is shown as `\uXXXX` instead of acting (a newline too, unless `keepNewlines`).
 */
export function escapeControlCharacters(text: string, { keepNewlines = false } = {}): string {
  return text.replace(CONTROL, (char) =>
    keepNewlines && char === '\n' ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
