import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { cardRulesFor } from './card-rules';
import { cardRulesTable } from './card-rules-table';

const resolveSite = (site?: unknown) =>
  resolveSiteConfig({ siteSlug: 'test-site', groupSlug: null, layers: { site } });

const testDriveLabel = (table: ReturnType<typeof cardRulesTable>, make: string, itemType: string) =>
  cardRulesFor(table, { make, itemType }).buttons.actions.testDrive.label;

describe('cardRulesTable + cardRulesFor: a card follows its make and item type overrides', () => {
  it("A-12 by default: caravans read 'Book Inspection', other cars keep the component's wording", () => {
    const table = cardRulesTable(resolveSite());
    expect(table.variants.map((v) => [v.make, v.itemType])).toEqual([
      [null, null],
      [null, 'caravan'],
    ]);
    expect(testDriveLabel(table, 'Jayco', 'Caravan')).toBe('Book Inspection');
    expect(testDriveLabel(table, 'Mazda', 'car')).toBeNull();
  });

  it('applies a brand override, case-insensitively, together with the item type', () => {
    const table = cardRulesTable(
      resolveSite({
        brandOverrides: {
          Toyota: {
            vehicle: { actions: { reserve: { hidden: true } } },
            finance: { summaryEnabled: false },
            cards: { certifiedUsedBadge: { enabled: true, label: 'Toyota Certified' } },
          },
        },
      }),
    );
    const toyota = cardRulesFor(table, { make: 'TOYOTA', itemType: 'car' });
    expect(toyota.buttons.actions.reserve).toEqual({ label: null, hidden: true });
    expect(toyota.financeSummary.finance.summaryEnabled).toBe(false);
    expect(toyota.cards.certifiedUsedBadge.label).toBe('Toyota Certified');
    const toyotaCaravan = cardRulesFor(table, { make: 'Toyota', itemType: 'caravan' });
    expect(toyotaCaravan.buttons.actions).toMatchObject({
      reserve: { hidden: true },
      testDrive: { label: 'Book Inspection' },
    });
    expect(cardRulesFor(table, { make: 'Mazda', itemType: 'car' }).buttons.actions.reserve.hidden).toBe(
      false,
    );
  });

  it('carries the checkout and finance summary settings of the site', () => {
    const rules = cardRulesFor(
      cardRulesTable(
        resolveSite({
          timezone: 'Australia/Perth',
          vehicle: { checkoutRouteStyle: 'buyOnline' },
          finance: { provider: 'angle' },
        }),
      ),
      { make: 'Mazda', itemType: 'car' },
    );
    expect(rules.buttons.checkoutMinPrice).toBe(200);
    expect(rules.buttons.checkoutRouteStyle).toBe('buyOnline');
    expect(rules.financeSummary.timezone).toBe('Australia/Perth');
    expect(rules.financeSummary.finance.provider).toBe('angle');
  });
});
