'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { recordPageVisit } from './lead-storage';

/** Keeps this site's browsing history in the buyer's own browser for a lead's attribution (H-19). */
export function VisitRecorder({ siteId }: { siteId: number }) {
  const pathname = usePathname();
  const isLanding = useRef(true);
  useEffect(() => {
    // The referrer describes how the first page was reached; later pages are moves within the site.
    recordPageVisit(siteId, window.location, isLanding.current ? document.referrer : '');
    isLanding.current = false;
  }, [siteId, pathname]);
  return null;
}
