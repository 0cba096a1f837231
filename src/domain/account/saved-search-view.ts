import type { AlertFrequency } from '@/domain/alerts/consent';

/** One of the buyer's saved searches as My Garage lists it. */
export type SavedSearchDto = { id: number; path: string; label: string; alertFrequency: AlertFrequency };
