/** The account area's own path (B-45). */
export const GARAGE_PATH = '/my-garage';

/** B-27: the watchlist page, inside the account area (reached from the toasts' 'View List', I-8). */
export const WATCHLIST_PATH = `${GARAGE_PATH}/watchlist`;

/**
 * B-45: a site's brand variant of the account area (`myGaragePath`, e.g. /mymotorama) and the pages under it
 * lead to the same pages under /my-garage; null when `path` is not under the variant (or the site has none).
 */
export function garageAliasTarget(path: string, myGaragePath: string): string | null {
  const alias = myGaragePath.replace(/\/+$/, '');
  if (alias === '' || alias === GARAGE_PATH) return null;
  if (path === alias) return GARAGE_PATH;
  return path.startsWith(`${alias}/`) ? `${GARAGE_PATH}${path.slice(alias.length)}` : null;
}
