/**
 * A URL path segment decoded; a malformed escape ('%E0%A4%A', a stray '%') is kept as written rather than
 * throwing. Route params normally arrive decoded, so a value still encoded is decoded once here. A segment
 * that would decode to a NUL is kept as written too: no slug has one, and PostgreSQL rejects it in text.
 */
export function decodeSegment(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('\0') ? segment : decoded;
  } catch {
    return segment;
  }
}
