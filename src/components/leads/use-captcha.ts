'use client';

import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';

/** The methods the ALTCHA web component exposes once it has loaded (altcha 3 `WidgetMethods`). */
type AltchaWidget = HTMLElement & {
  verify: () => Promise<{ payload: string } | null>;
  getState: () => string;
  reset: () => void;
};

const LOAD_TIMEOUT_MS = 10_000;

function hasLoaded(widget: HTMLElement): widget is AltchaWidget {
  return typeof (widget as Partial<AltchaWidget>).verify === 'function';
}

/**
 * The widget's methods exist only after its module is imported and the element has mounted ('load' event).
 * Imported here, in the browser, so the server render never evaluates it; its workers are inlined as blob
 * URLs, so nothing is fetched but the challenge from our own /api/altcha.
 */
function whenLoaded(widget: HTMLElement): Promise<AltchaWidget | null> {
  const loaded = new Promise<void>((resolve) => {
    widget.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, LOAD_TIMEOUT_MS);
  });
  return import('altcha')
    .then(async () => {
      if (!hasLoaded(widget)) await loaded;
      return hasLoaded(widget) ? widget : null;
    })
    .catch((error: unknown) => {
      console.warn('captcha: the widget did not load', error);
      return null;
    });
}

export type Captcha = {
  widgetRef: RefObject<HTMLElement | null>;
  /** Starts solving in the background (on the buyer's first focus), so the submit rarely waits. */
  start: () => void;
  /** The solved payload, solving now if needed; '' when it cannot be solved (the server then decides). */
  getPayload: () => Promise<string>;
  /** Drops the current solution: the next payload comes from a fresh challenge. */
  renew: () => void;
};

/** The form's invisible ALTCHA proof of work (H-12). */
export function useCaptcha(): Captcha {
  const widgetRef = useRef<HTMLElement | null>(null);
  const readyRef = useRef<Promise<AltchaWidget | null> | null>(null);
  const solvingRef = useRef<Promise<string> | null>(null);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    readyRef.current ??= whenLoaded(widget);
    // A challenge lives 10 minutes; after that the next submit needs a new one.
    const onExpired = () => (solvingRef.current = null);
    widget.addEventListener('expired', onExpired);
    return () => widget.removeEventListener('expired', onExpired);
  }, []);

  const solve = useCallback((): Promise<string> => {
    solvingRef.current ??= (async () => {
      const widget = await (readyRef.current ?? Promise.resolve(null));
      const result = widget ? await widget.verify().catch(() => null) : null;
      if (!result?.payload) solvingRef.current = null;
      return result?.payload ?? '';
    })();
    return solvingRef.current;
  }, []);

  const renew = useCallback(() => {
    solvingRef.current = null;
    const widget = widgetRef.current;
    if (widget && hasLoaded(widget)) widget.reset();
  }, []);

  const start = useCallback(() => void solve(), [solve]);
  return useMemo(() => ({ widgetRef, start, getPayload: solve, renew }), [start, solve, renew]);
}
