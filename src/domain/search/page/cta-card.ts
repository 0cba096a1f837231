import type { SiteConfig } from '@/config';
import { FINANCE_APPLICATION_HREF } from '@/domain/cards/action-links';
import { tradeInPromoCard } from './promo-slots';
import type { PromoCardDto } from './types';

/** Site copy keys (option 8, `copy`) that reword the sticky call-to-action card (C-87). */
export const CTA_COPY_KEYS = {
  title: 'search.ctaCard.title',
  subtitle: 'search.ctaCard.subtitle',
  body: 'search.ctaCard.body',
  buttonText: 'search.ctaCard.buttonText',
} as const;

/** C-87 proposal: a site with a finance provider invites finance pre-approval (D-39 wording): the application. */
function financeCta(config: Pick<SiteConfig, 'vehicle'>): PromoCardDto {
  return {
    title: config.vehicle.financeApprovalText,
    subtitle: null,
    body: 'Find out what you can borrow before you choose your car.',
    href: FINANCE_APPLICATION_HREF,
    buttonText: 'Get Pre-Approved',
    imageUrl: null,
  };
}

/**
 * C-87 `stickyCtaCard`: the card at `stickyCtaCardPositions`. Finance when the site has a finance provider,
 * otherwise the trade-in call (C-80 copy); every text can be replaced through the site's copy.
 */
export function stickyCtaCard(config: Pick<SiteConfig, 'copy' | 'finance' | 'vehicle'>): PromoCardDto {
  const base = config.finance.provider === null ? tradeInPromoCard() : financeCta(config);
  const text = (key: keyof typeof CTA_COPY_KEYS) => config.copy[CTA_COPY_KEYS[key]];
  return {
    ...base,
    title: text('title') ?? base.title,
    subtitle: text('subtitle') ?? base.subtitle,
    body: text('body') ?? base.body,
    buttonText: text('buttonText') ?? base.buttonText,
  };
}
