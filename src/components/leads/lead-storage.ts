import {
  parseLanding,
  parseVisitedPages,
  landingFrom,
  recordVisitedPage,
} from '@/domain/lead-forms/attribution';
import type { LeadUserData } from '@/domain/lead-forms/request';
import type { RememberedDetails } from '@/domain/leads';
import { siteStorageKey, type SiteStorageItem } from '@/domain/storage/site-storage';

// Storage can be switched off (privacy settings) or full: a lead form never fails for it, it only forgets.
function read(siteId: number, item: SiteStorageItem): string | null {
  try {
    return window.localStorage.getItem(siteStorageKey(siteId, item));
  } catch {
    return null;
  }
}

function write(siteId: number, item: SiteStorageItem, value: string | null): void {
  try {
    const key = siteStorageKey(siteId, item);
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`local storage is not writable (${item})`, error);
  }
}

/** H-21/H-22: the form's category and where the buyer sent the lead from (the /success page's way back). */
export function saveLeadSuccess(siteId: number, category: string, path: string): void {
  write(siteId, 'success-category', category);
  write(siteId, 'success-path', path);
}

/** Decision 3 / H-17: kept for the next form; 'Forget my details' removes it. */
export function rememberDetails(siteId: number, details: RememberedDetails): void {
  write(siteId, 'user-details', JSON.stringify(details));
}

/** H-19: records a page view, and the campaign or referral that brought the buyer when there is one. */
export function recordPageVisit(
  siteId: number,
  location: Pick<Location, 'pathname' | 'search' | 'hostname'>,
  referrer: string,
): void {
  const pages = recordVisitedPage(parseVisitedPages(read(siteId, 'visited-pages')), location.pathname);
  write(siteId, 'visited-pages', JSON.stringify(pages));
  const landing = landingFrom({ search: location.search, referrer, host: location.hostname });
  if (landing) write(siteId, 'landing-params', JSON.stringify(landing));
}

export function readUserData(siteId: number): LeadUserData {
  const landing = parseLanding(read(siteId, 'landing-params'));
  return {
    url: window.location.href,
    source: landing?.source ?? null,
    visited_pages: parseVisitedPages(read(siteId, 'visited-pages')),
    linked_query_params: landing?.params ?? {},
  };
}
