export { createBuiltInTradeInValuationProvider } from './built-in';
export {
  createHttpTradeInValuationProvider,
  valuationRequestBody,
  type HttpTradeInValuationOptions,
} from './http-valuation';
export {
  TradeInValuationUnavailableError,
  type TradeInValuationProvider,
  type TradeInValuationRequest,
} from './provider';
export { tradeInValuationProviderFor, withFallback } from './select-provider';
