import type { AutogaugeData } from '@/domain/price-comparison/types';

/** The car being valued: its row identity (to leave it out of its own comparables) and its figures. */
export type ValuationRequest = {
  siteId: number;
  vehicleId: number;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
};

/**
 * Market valuation behind one interface (decision 5, E-15): the built-in one values a car from comparable
 * listings across the platform (decision 014); an automotive data service could answer instead. Whatever the
 * source, the answer is the autogauge figures (E-2) and never names or prices a single other listing.
 */
export type MarketValuationProvider = {
  readonly name: 'built-in';
  valueVehicle(request: ValuationRequest): Promise<AutogaugeData>;
};
