export {
  createBuiltInValuationProvider,
  loadComparableListings,
  type ComparableQuery,
  type ListingRef,
} from './built-in';
export type { MarketValuationProvider, ValuationRequest } from './provider';
