/** A promo window as configured (`promo.windows`, K-22): ISO instants with their offsets. */
export type PromoWindowInput = { start: string; end: string };

export type PromoTarget = 'popup' | 'slider' | 'page';

export type GatingWindow = PromoWindowInput & { target: PromoTarget; targetId: string | null };

/**
 * K-22: a window is active from its start to its end, both inclusive (2025-08-21T08:30+10:00 →
 * 2025-09-30T17:30+10:00 is active at 08:30 and at 17:30, inactive at 08:29 and at 17:31).
 */
export function isPromoWindowActive(window: PromoWindowInput, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(window.start) <= at && at <= Date.parse(window.end);
}

/**
 * K-22 proposal: content a window targets is shown only inside one of its windows. A window with no
 * `targetId` gates every item of its target (the whole slider, any popup); content no window names is
 * always shown.
 */
export function isPromoContentShown(
  windows: readonly GatingWindow[],
  target: PromoTarget,
  targetId: string,
  now: Date,
): boolean {
  const gating = windows.filter(
    (window) => window.target === target && (window.targetId === null || window.targetId === targetId),
  );
  return gating.length === 0 || gating.some((window) => isPromoWindowActive(window, now));
}
