import { isRecord, isShortStringOrNull, isStringList, isStringRecord } from '@/domain/storage/stored-values';

/** H-19 proposal: the last pages seen on this site, oldest first, paths only (no query, so no search text). */
export const VISITED_PAGES_MAX = 20;

/** The landing page's campaign parameters worth linking to a lead. */
export const LINKED_PARAM_NAMES = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;

const PARAM_MAX_LENGTH = 200;
const PATH_MAX_LENGTH = 300;

/** Read on every page by the visit recorder: checked by hand, not with zod (decision 043). */
export function parseVisitedPages(raw: string | null): string[] {
  try {
    const pages: unknown = JSON.parse(raw ?? '[]');
    return isStringList(pages, PATH_MAX_LENGTH) ? pages.slice(-VISITED_PAGES_MAX) : [];
  } catch {
    return [];
  }
}

/** Adds a page unless it is the one just recorded (a re-render, a reload); keeps the newest 20. */
export function recordVisitedPage(pages: readonly string[], path: string): string[] {
  if (path === '' || path.length > PATH_MAX_LENGTH || pages[pages.length - 1] === path) return [...pages];
  return [...pages, path].slice(-VISITED_PAGES_MAX);
}

/** The campaign parameters of a landing URL's query, others dropped. */
export function linkedQueryParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const linked: Record<string, string> = {};
  for (const name of LINKED_PARAM_NAMES) {
    const value = params.get(name)?.trim();
    if (value) linked[name] = value.slice(0, PARAM_MAX_LENGTH);
  }
  return linked;
}

export type Landing = { params: Record<string, string>; source: string | null };

export function parseLanding(raw: string | null): Landing | null {
  try {
    const landing: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(landing)) return null;
    const { params, source } = landing;
    const isValid = isStringRecord(params, PARAM_MAX_LENGTH) && isShortStringOrNull(source, PARAM_MAX_LENGTH);
    return isValid ? { params, source } : null;
  } catch {
    return null;
  }
}

function externalHost(referrer: string, ownHost: string): string | null {
  try {
    const host = new URL(referrer).hostname;
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/**
 * What a page view says about where the buyer came from: a campaign link or another site's referral.
 * Null for a page reached from this site itself, so moving around keeps the landing that brought them.
 */
export function landingFrom(input: { search: string; referrer: string; host: string }): Landing | null {
  const params = linkedQueryParams(input.search);
  const referrerHost = externalHost(input.referrer, input.host);
  if (Object.keys(params).length === 0 && referrerHost === null) return null;
  return { params, source: params.utm_source ?? referrerHost };
}
