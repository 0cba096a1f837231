import 'server-only';
import { PaymentWebhookRejectedError, type PaymentProvider } from './provider';

/** The reservation code never asks this provider about a payment: it took none, so there is nothing to ask. */
function noProviderState(operation: string): never {
  throw new Error(`pay at dealership payments have no provider state to ${operation}`);
}

/**
 * The built-in provider (decision 5): no card is taken online. The reservation is held as pending payment
 * and the dealer confirms it when the deposit is paid in person.
 */
export function createPayAtDealershipProvider(): PaymentProvider {
  return {
    name: 'pay_at_dealership',
    start: async () => ({ kind: 'pay_later' }),
    lookup: async () => noProviderState('look up'),
    cancel: async () => noProviderState('cancel'),
    refund: async () => noProviderState('refund'),
    readWebhook() {
      throw new PaymentWebhookRejectedError('pay at dealership has no webhooks');
    },
  };
}
