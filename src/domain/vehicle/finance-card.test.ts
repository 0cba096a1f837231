import { describe, expect, it } from 'vitest';
import { financeCardView } from './finance-card';
import { pageDataFixture } from './page-data-fixture';

const soldStatus = {
  inStock: false,
  sold: true,
  reserved: false,
  checkoutEnabled: false,
  tradeInEligible: false,
};

describe('D-39 financeCardView', () => {
  it("reads 'Get Pre-Approved Now' by default and links 'Get Pre-Approved' to the finance application about the car (F-28)", () => {
    expect(financeCardView(pageDataFixture())).toEqual({
      title: 'Car Finance',
      text: 'Get Pre-Approved Now',
      buttonLabel: 'Get Pre-Approved',
      href: '/apply-for-finance?preferredDealership=demo-motors&vehiclePriceBudget=30000&car_id=42&car_type=used#finance-form',
    });
  });

  it("shows the site's own financeApprovalText", () => {
    const data = pageDataFixture({}, { vehicle: { financeApprovalText: 'Apply in 60 seconds' } });
    expect(financeCardView(data)?.text).toBe('Apply in 60 seconds');
  });

  it('is left out for a car no longer in stock and where the site hides the finance action', () => {
    expect(
      financeCardView(pageDataFixture({ status: 'sold', sold: true }, {}, { status: soldStatus })),
    ).toBeNull();
    const hidden = pageDataFixture({}, { vehicle: { actions: { finance: { hidden: true } } } });
    expect(financeCardView(hidden)).toBeNull();
  });
});
