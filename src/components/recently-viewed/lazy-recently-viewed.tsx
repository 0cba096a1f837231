'use client';

import { clientOnlyLazy } from '@/components/ui/lazy-component';

/* The list lives in the visitor's browser, so server HTML is of no use: the code loads after hydration. */
export const LazyRecentlyViewed = clientOnlyLazy(() =>
  import('./recently-viewed').then((m) => m.RecentlyViewed),
);
