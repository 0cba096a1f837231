/**
 * A name from data (a site slug, a file name) as one safe path part: only [a-z0-9._-] (others become '_') and
 * no leading dot, so neither '.' nor '..' survives and no name can climb out of the folder it is written in.
 */
export function safePathSegment(text: string): string {
  return text.replace(/[^a-z0-9._-]/gi, '_').replace(/^\./, '_') || '_';
}
