export { createBuiltInValuationProvider, loadComparableListings } from './built-in';
export type { MarketValuationProvider, ValuationRequest } from './provider';
