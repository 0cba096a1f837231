export { createBuiltInFinanceQuoteProvider } from './built-in';
export type {
  FinanceQuoteFailure,
  FinanceQuoteInput,
  FinanceQuoteProvider,
  FinanceQuoteResult,
} from './provider';
export { financeQuoteProviderFor, isYouxProvider, youxServiceFromEnv } from './select-provider';
export {
  createYouxFinanceQuoteProvider,
  YOUX_MAX_RESPONSE_BYTES,
  youxRequestBody,
  type YouxServiceOptions,
} from './youx-http';
