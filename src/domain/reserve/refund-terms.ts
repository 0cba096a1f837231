import type { SiteConfig } from '@/config';

type ReserveConfig = SiteConfig['reserve'];

/**
 * The deposit and refund terms for how this deposit is paid: by card online (refunded to the card) or at the
 * dealership (nothing is paid online), so the page, the consent recorded and the emails say only what is true.
 */
export function refundTermsFor(
  reserve: Pick<ReserveConfig, 'refundTerms' | 'payAtDealershipRefundTerms'>,
  paysByCard: boolean,
): string {
  return paysByCard ? reserve.refundTerms : reserve.payAtDealershipRefundTerms;
}
