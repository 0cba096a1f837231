export { createPayAtDealershipProvider } from './pay-at-dealership';
export {
  PaymentProviderUnavailableError,
  PaymentWebhookRejectedError,
  paysByCard,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentRequest,
  type PaymentState,
  type StartedPayment,
} from './provider';
export { paymentProviderFor } from './select-provider';
export {
  createStripePaymentProvider,
  STRIPE_MAX_RESPONSE_BYTES,
  type StripePaymentProviderOptions,
} from './stripe';
export { checkoutSessionParams, withSessionIdParameter } from './stripe-session';
export { WEBHOOK_TOLERANCE_SECONDS } from './stripe-webhook';
