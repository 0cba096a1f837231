import { describe, expect, it } from 'vitest';
import { cardViewsText, formatViews } from './views';

describe("C-62 '{n} views'", () => {
  it("reads '1 view' for one and uses thousand separators", () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1234)).toBe('1,234 views');
  });
});

describe('cardViewsText (issue 17)', () => {
  it('shows a count from the site minimum up, never 0, and nothing when the site hides counts', () => {
    const cards = { showViewCount: true, viewCountMinimum: 10 };
    expect([0, 9, 10, 1234].map((views) => cardViewsText(views, cards))).toEqual([
      null,
      null,
      '10 views',
      '1,234 views',
    ]);
    expect(cardViewsText(0, { showViewCount: true, viewCountMinimum: 0 })).toBeNull();
    expect(cardViewsText(1, { showViewCount: true, viewCountMinimum: 0 })).toBe('1 view');
    expect(cardViewsText(500, { showViewCount: false, viewCountMinimum: 0 })).toBeNull();
  });
});
