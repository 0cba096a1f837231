'use client';

import { useEffect, useState } from 'react';

export type FramePreload = { status: 'idle' | 'loading' | 'ready' | 'failed'; loaded: number };

type Progress = { key: string; failed: boolean; loaded: number };

/**
 * D-14/D-15/D-25: loads every spin frame once `enabled` (and the page has loaded); 'ready' only when all have loaded. A frame that
 * fails is logged (console.warn) and the status stays 'failed', so the placeholder stays.
 */
export function useFramePreload(frames: readonly string[], enabled: boolean): FramePreload {
  const key = frames.join('\n');
  const [progress, setProgress] = useState<Progress>({ key: '', failed: false, loaded: 0 });

  useEffect(() => {
    if (!enabled) return;
    const urls = key.split('\n');
    let cancelled = false;
    let loaded = 0;
    let failed = false;
    let images: HTMLImageElement[] = [];
    const start = () => {
      images = urls.map((url) => loadFrame(url));
    };
    const loadFrame = (url: string) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => {
        if (cancelled || failed) return;
        loaded += 1;
        setProgress({ key, failed, loaded });
      };
      image.onerror = () => {
        if (cancelled) return;
        console.warn(`Spin frame failed to load: ${url}`);
        failed = true;
        setProgress({ key, failed, loaded });
      };
      image.src = url;
      return image;
    };
    // The frames wait for the page's load event, so they do not compete with the placeholder (the page's
    // largest paint) and the page's own code for the first screen's bandwidth.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [key, enabled]);

  if (!enabled) return { status: 'idle', loaded: 0 };
  if (progress.key !== key) return { status: 'loading', loaded: 0 };
  if (progress.failed) return { status: 'failed', loaded: progress.loaded };
  return { status: progress.loaded === frames.length ? 'ready' : 'loading', loaded: progress.loaded };
}
