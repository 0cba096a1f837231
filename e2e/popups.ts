import type { BrowserContext } from '@playwright/test';
import { demoSites } from './demo-sites';

type ClosedPopup = { hostname: string; key: string };

/** The local-storage key that records a closed popup (K-19), for each demo site that has one. */
const CLOSED_POPUPS: ClosedPopup[] = demoSites().flatMap((site) => {
  const popup = site.overrides.promo?.popup;
  if (!popup) return [];
  return [{ hostname: `${site.slug}.localhost`, key: `popupClosed:${site.slug}:${popup.id}` }];
});

/**
 * Every page of `context` starts with the demo sites' popups already closed, so a popup open on arrival does not
 * cover the page a spec tests. A script before the page's own rather than Playwright's `storageState`: that one
 * opens a page of every listed origin for every new context, ≈ 0.2 s a test (issue 36).
 */
export async function closePopupsOnArrival(context: BrowserContext): Promise<void> {
  await context.addInitScript((popups: ClosedPopup[]) => {
    for (const popup of popups) {
      if (location.hostname === popup.hostname) localStorage.setItem(popup.key, '1');
    }
  }, CLOSED_POPUPS);
}
