import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { stickyCtaCard } from './cta-card';

const site = (layer: unknown) =>
  resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site: layer } });

describe('C-87 stickyCtaCard: the finance or trade-in call to action from site copy', () => {
  it("invites finance pre-approval on sites with a finance provider, with the D-39 'Get Pre-Approved Now'", () => {
    expect(stickyCtaCard(site({ finance: { provider: 'angle' } }))).toEqual({
      title: 'Get Pre-Approved Now',
      subtitle: null,
      body: 'Find out what you can borrow before you choose your car.',
      href: '/apply-for-finance#finance-form',
      buttonText: 'Get Pre-Approved',
      imageUrl: null,
    });
  });

  it('uses the trade-in call without a finance provider', () => {
    expect(stickyCtaCard(site({}))).toMatchObject({ title: 'We Want Your Car!', href: '/trade-in' });
  });

  it("takes the site's own texts from its copy and its approval text", () => {
    const card = stickyCtaCard(
      site({
        finance: { provider: 'angle' },
        vehicle: { financeApprovalText: 'Apply in Minutes' },
        copy: { 'search.ctaCard.body': 'Rates from 6.99% p.a.', 'search.ctaCard.buttonText': 'Apply Now' },
      }),
    );
    expect(card).toMatchObject({
      title: 'Apply in Minutes',
      body: 'Rates from 6.99% p.a.',
      buttonText: 'Apply Now',
    });
  });
});
