import type { IgnoredSearchParam } from '@/domain/search/url-types';
import { log } from '@/server/logging';

/** S1 §5: out-of-range values are ignored and logged (the API and the page log them the same way). */
export function logIgnoredSearchParams(siteSlug: string, ignored: readonly IgnoredSearchParam[]): void {
  for (const { param, value, reason } of ignored) {
    log.warn({ site: siteSlug, param, value, reason }, 'search ignored a parameter');
  }
}
