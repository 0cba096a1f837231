import { financeApplicationHref } from '@/domain/cards/action-links';
import type { VehiclePageData } from './page-data';

/** D-39: the card's fixed wording; the headline is the site's `financeApprovalText`. */
export const FINANCE_CARD_TITLE = 'Car Finance';
export const FINANCE_CARD_BUTTON = 'Get Pre-Approved';

export type FinanceCardView = { title: string; text: string; buttonLabel: string; href: string };

/**
 * D-39 Car Finance card: 'Get Pre-Approved' to the finance application about this car (F-28, B-22; the same
 * link as the sidebar's finance button), under the site's approval text (default 'Get Pre-Approved Now'). Only for cars
 * that can still be bought (D-50) and on sites that offer finance on the page (the finance action not hidden).
 */
export function financeCardView(data: VehiclePageData): FinanceCardView | null {
  const { car, config, status } = data;
  if (!status.inStock || config.vehicle.actions.finance.hidden) return null;
  return {
    title: FINANCE_CARD_TITLE,
    text: config.vehicle.financeApprovalText,
    buttonLabel: FINANCE_CARD_BUTTON,
    href: financeApplicationHref({ ...car, dealershipSlug: data.dealership.slug }),
  };
}
