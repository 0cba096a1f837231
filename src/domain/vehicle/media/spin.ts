import { wrapIndex } from './gallery';

/** D-11: the spin viewer's view state. */
export type SpinView = 'spinner' | 'gallery' | 'interior';

/** D-12: Spin is the default view unless the dealer's `spinDefaultView` is 'gallery'. */
export function initialSpinView(defaultView: 'spin' | 'gallery'): SpinView {
  return defaultView === 'gallery' ? 'gallery' : 'spinner';
}

/**
 * D-20 `framesForDrag`: whole frames for a horizontal drag of `dx` px, one per `sensitivity` px (20 by
 * default); the sign follows the drag (right is positive) and a partial step moves nothing.
 */
export function framesForDrag(dx: number, sensitivity: number): number {
  if (!Number.isFinite(dx) || !(sensitivity > 0)) return 0;
  return Math.trunc(dx / sensitivity) || 0;
}

/** D-26: `frame` moved by `delta` frames, wrapping around the turn. */
export function stepFrame(frame: number, delta: number, count: number): number {
  return wrapIndex(frame + delta, count);
}

/**
 * The frame after dragging `dx` px from `startFrame`: dragging left turns like ArrowLeft (frame+1, D-21),
 * so the car follows the pointer the same way the keys turn it.
 */
export function frameAfterDrag(startFrame: number, dx: number, sensitivity: number, count: number): number {
  return stepFrame(startFrame, -framesForDrag(dx, sensitivity), count);
}

/**
 * D-21: the arrow keys move frames opposite to their labels — ArrowLeft gives frame+1, ArrowRight
 * frame−1 — wrapping modulo the frame count (D-26). Any other key is not handled (null).
 */
export function frameForKey(key: string, frame: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowLeft') return stepFrame(frame, 1, count);
  if (key === 'ArrowRight') return stepFrame(frame, -1, count);
  return null;
}

/**
 * D-18: the interior page may be embedded only from the site itself (a path starting with one '/') or over
 * https from a host in `allowedHosts` (exact match, `spin.interiorHosts`). Anything else → null (no
 * Interior button). Returns the URL to put in the iframe.
 */
export function allowedInteriorUrl(
  raw: string | null | undefined,
  allowedHosts: readonly string[],
): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return /[\s\\]/.test(value) ? null : value;
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  return allowedHosts.includes(url.hostname) ? url.href : null;
}
