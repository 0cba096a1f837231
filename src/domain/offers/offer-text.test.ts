import { describe, expect, it } from 'vitest';
import {
  exploreModelLabel,
  isDescriptionInitiallyExpanded,
  isDisclaimerInitiallyExpanded,
  offerDescriptionText,
} from './offer-text';

const text = (n: number) => 'x'.repeat(n);

describe('K-5 isDescriptionInitiallyExpanded', () => {
  it('starts expanded at 200 characters or fewer, collapsed from 201', () => {
    expect(isDescriptionInitiallyExpanded(text(160))).toBe(true);
    expect(isDescriptionInitiallyExpanded(text(200))).toBe(true);
    expect(isDescriptionInitiallyExpanded(text(201))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isDescriptionInitiallyExpanded('🚗'.repeat(200))).toBe(true);
  });
});

describe('K-7 isDisclaimerInitiallyExpanded', () => {
  it('starts expanded at 200 characters or fewer', () => {
    expect(isDisclaimerInitiallyExpanded({ disclaimer: text(200), category: null }, false)).toBe(true);
    expect(isDisclaimerInitiallyExpanded({ disclaimer: text(201), category: null }, false)).toBe(false);
  });

  it('starts expanded for finance offers only on sites that say so', () => {
    const finance = { disclaimer: text(500), category: 'Finance offer' };
    expect(isDisclaimerInitiallyExpanded(finance, true)).toBe(true);
    expect(isDisclaimerInitiallyExpanded(finance, false)).toBe(false);
    expect(isDisclaimerInitiallyExpanded({ ...finance, category: 'Demo offer' }, true)).toBe(false);
  });
});

describe('K-4 offerDescriptionText', () => {
  it('is the text content of the sanitized description', () => {
    expect(offerDescriptionText('<p>Low <strong>rate</strong> &amp; no fees&#33;</p>', 'raw')).toBe(
      'Low rate & no fees!',
    );
  });

  it('falls back to the description when the sanitized one is empty', () => {
    expect(offerDescriptionText(' ', 'Drive  away\ntoday')).toBe('Drive away today');
  });
});

describe('K-8 exploreModelLabel', () => {
  it("reads 'Explore {model}'", () => {
    expect(exploreModelLabel('RAV4')).toBe('Explore RAV4');
  });
});
