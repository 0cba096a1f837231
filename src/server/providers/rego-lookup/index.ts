export { createHttpRegoLookupProvider, regoLookupUrl, type HttpRegoLookupOptions } from './http-lookup';
export {
  RegoLookupUnavailableError,
  type RegoLookupProvider,
  type RegoLookupRequest,
  type RegoLookupResult,
  type RegoVehicle,
} from './provider';
export { askTheBuyer, regoLookupProviderFor, withFallback } from './select-provider';
