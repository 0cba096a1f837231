'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Keeps this site's browsing history in the buyer's own browser for a lead's attribution (H-19). The code that
 * reads and writes it (with its schemas) is fetched after the page is up: it is on every page, and no page
 * needs it to draw (decision 042). Attribution is best effort: if that fetch fails, the visit is not
 * recorded.
 */
export function VisitRecorder({ siteId }: { siteId: number }) {
  const pathname = usePathname();
  const isLanding = useRef(true);
  useEffect(() => {
    // The referrer describes how the first page was reached; later pages are moves within the site.
    const referrer = isLanding.current ? document.referrer : '';
    const { pathname: path, search, hostname } = window.location;
    import('./lead-storage').then(
      ({ recordPageVisit }) => recordPageVisit(siteId, { pathname: path, search, hostname }, referrer),
      () => undefined,
    );
    isLanding.current = false;
  }, [siteId, pathname]);
  return null;
}
