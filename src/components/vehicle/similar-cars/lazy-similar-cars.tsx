'use client';

import { clientOnlyLazy } from '@/components/ui/lazy-component';

/*
 * Similar cars render nothing until their request answers (D-96..D-101), so server HTML is of no use: their
 * code (with the vehicle cards) loads after the page has hydrated (the Lighthouse budget, decision 042).
 */
export const LazySimilarCars = clientOnlyLazy(() => import('./similar-cars').then((m) => m.SimilarCars));
