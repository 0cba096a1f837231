'use client';

import { useEffect, useRef, useState } from 'react';
import {
  COPIED_LABEL,
  COPIED_LABEL_MS,
  COPY_TOAST_MS,
  copiedToastText,
  shareUrl,
  shareWindowFeatures,
  type ShareLink,
} from '@/domain/vehicle/share';

export type ShareBarProps = {
  /** From `shareLinks` on the server: the share targets in their order (D-81, D-88). */
  links: ShareLink[];
  /** The site's URL (config `siteUrl`); the clipboard gets it plus the current path (D-84). */
  siteUrl: string;
  /** The car's name for the toast (D-83). */
  carName: string;
};

/**
 * D-81..D-86: share the car. Pop-up targets open in a 550×400 window (their links still work without
 * script); copy link puts the page's address on the clipboard, reads 'Copied' for 1.5 s and toasts for 3 s.
 * The page renders this only when the site has a URL (D-85).
 */
export function ShareBar({ links, siteUrl, carName }: ShareBarProps) {
  const [copied, setCopied] = useState(false);
  const [toast, setToast] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = (ms: number, action: () => void) => {
    timers.current.push(setTimeout(action, ms));
  };

  const copy = async () => {
    const text = shareUrl({ siteUrl }, window.location.pathname);
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('share: the link could not be copied', error);
      return;
    }
    setCopied(true);
    setToast(true);
    later(COPIED_LABEL_MS, () => setCopied(false));
    later(COPY_TOAST_MS, () => setToast(false));
  };

  return (
    <div data-testid="share-bar" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold">Share</span>
      {links.map((link) => (
        <a
          key={link.key}
          href={link.href}
          data-share={link.key}
          target={link.popup ? '_blank' : undefined}
          rel={link.popup ? 'noopener noreferrer' : undefined}
          className="underline-offset-2 hover:underline"
          onClick={
            link.popup
              ? (event) => {
                  event.preventDefault();
                  window.open(link.href, `share-${link.key}`, shareWindowFeatures());
                }
              : undefined
          }
        >
          {link.label}
        </a>
      ))}
      <button type="button" data-share="copy" onClick={copy} className="underline-offset-2 hover:underline">
        {copied ? COPIED_LABEL : 'Copy Link'}
      </button>
      {toast ? (
        <p
          role="status"
          data-testid="share-toast"
          className="fixed bottom-24 left-1/2 z-50 -translate-x-1/2 rounded-md bg-foreground px-4 py-2 text-sm text-background shadow-lg"
        >
          {copiedToastText(carName)}
        </p>
      ) : null}
    </div>
  );
}
