/**
 * A URL path segment decoded; a malformed escape ('%E0%A4%A', a stray '%') is kept as written rather than
 * throwing. Route params normally arrive decoded, so a value still encoded is decoded once here.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
