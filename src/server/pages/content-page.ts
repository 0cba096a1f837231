import 'server-only';
import { pagePath, pageSlugForPath } from '@/domain/pages/content-routes';
import type { Database } from '@/server/db/client';
import { findPublishedPage, type ContentPageDto } from './queries';

export type ContentPageView = ContentPageDto & { canonicalPath: string };

/**
 * The content page a path of this site serves (`/about-us`, `/pages/{slug}`, …); null when the path is no
 * content route or the site has no published page there (a real 404).
 */
export async function loadContentPage(
  db: Database,
  siteId: number,
  path: string,
): Promise<ContentPageView | null> {
  const slug = pageSlugForPath(path);
  if (slug === null) return null;
  const page = await findPublishedPage(db, siteId, slug);
  return page && { ...page, canonicalPath: pagePath(slug) };
}
