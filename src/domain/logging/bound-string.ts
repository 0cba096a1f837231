import { LOG_LIMITS } from './limits';

/**
 * Characters that JSON leaves as they are but that break a line or reorder text in a log viewer or terminal:
 * C1 controls, the Unicode line and paragraph separators, and bidirectional overrides. (JSON escapes C0.)
 */
const LINE_BREAKERS = /[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeCodePoint = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * A string fit for one log line: at most `max` characters of the original (never half a surrogate pair),
 * then a marker saying how many were cut; characters that could break or reorder the line are escaped.
 */
export function boundLogString(text: string, max: number = LOG_LIMITS.maxStringLength): string {
  let kept = text;
  if (text.length > max) {
    const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
    kept = `${text.slice(0, end)}…[${text.length - end} more characters]`;
  }
  return kept.replace(LINE_BREAKERS, escapeCodePoint);
}
