export { createBuiltInDeliveryQuoteProvider } from './built-in';
export {
  createHttpDeliveryQuoteProvider,
  deliveryQuoteRequestUrl,
  type HttpDeliveryQuoteOptions,
} from './http-quote';
export {
  DeliveryQuoteUnavailableError,
  type DeliveryOrigin,
  type DeliveryQuoteProvider,
  type DeliveryQuoteRequest,
} from './provider';
export { deliveryQuoteProviderFor, withFallback } from './select-provider';
