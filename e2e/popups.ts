import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

type DemoPopupSite = { slug: string; overrides: { promo?: { popup?: { id: string } } } };
type ClosedPopup = { hostname: string; key: string };

/** The local-storage key that records a closed popup (K-19), for each demo site that has one. */
function closedPopups(): ClosedPopup[] {
  const raw = JSON.parse(readFileSync('src/server/db/seed/demo-sites.json', 'utf8')) as {
    sites: DemoPopupSite[];
  };
  return raw.sites.flatMap((site) => {
    const popup = site.overrides.promo?.popup;
    if (!popup) return [];
    return [{ hostname: `${site.slug}.localhost`, key: `popupClosed:${site.slug}:${popup.id}` }];
  });
}

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
  }, closedPopups());
}
