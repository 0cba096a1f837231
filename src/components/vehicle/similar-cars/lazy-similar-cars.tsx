'use client';

import { clientOnlyLazy } from '@/components/ui/lazy-component';

/*
 * Similar cars render nothing until their request answers (D-96..D-101), so server HTML is of no use: their
 * code (with the vehicle cards) loads after the page has hydrated (issue 5's Lighthouse budget).
 */
export const LazySimilarCars = clientOnlyLazy(() => import('./similar-cars').then((m) => m.SimilarCars));
