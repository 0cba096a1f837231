import { describe, expect, it } from 'vitest';
import {
  autogaugeEnabled,
  dealLabel,
  displayFill,
  fillBand,
  gaugeVerdict,
  isAutogaugeShown,
} from './gauge-rules';
import { autogaugeDataSchema, type AutogaugeData } from './types';

const shown: AutogaugeData = {
  fill: 0.5,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 32_000,
  confidence: 0.5,
  description: 'Priced in the middle of the market range.',
};

describe('isAutogaugeShown (E-3..E-5)', () => {
  it('shows a complete answer with confidence above 0.2 and max at or above the price', () => {
    expect(isAutogaugeShown(shown)).toBe(true);
    expect(isAutogaugeShown({ ...shown, market_range_max: 30_000 })).toBe(true);
  });

  it.each(['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const)(
    'hides when %s is missing (null or undefined)',
    (field) => {
      expect(isAutogaugeShown({ ...shown, [field]: null })).toBe(false);
      expect(isAutogaugeShown({ ...shown, [field]: undefined })).toBe(false);
    },
  );

  it('counts 0 as present (E-3 proposal)', () => {
    expect(isAutogaugeShown({ ...shown, fill: 0 })).toBe(true);
    expect(isAutogaugeShown({ ...shown, market_range_min: 0 })).toBe(true);
  });

  it('needs no description', () => {
    expect(isAutogaugeShown({ ...shown, description: null })).toBe(true);
  });

  it('hides at confidence 0.2 and below, shows just above (E-4)', () => {
    expect(isAutogaugeShown({ ...shown, confidence: 0.2 })).toBe(false);
    expect(isAutogaugeShown({ ...shown, confidence: 0.19 })).toBe(false);
    expect(isAutogaugeShown({ ...shown, confidence: 0.21 })).toBe(true);
    expect(isAutogaugeShown({ ...shown, confidence: 0 })).toBe(false);
  });

  it('hides when market_range_max is below the listing price (E-5)', () => {
    expect(isAutogaugeShown({ ...shown, market_range_max: 29_999 })).toBe(false);
  });

  it('hides for no data, and for NaN figures', () => {
    expect(isAutogaugeShown(null)).toBe(false);
    expect(isAutogaugeShown(undefined)).toBe(false);
    expect(isAutogaugeShown({})).toBe(false);
    expect(isAutogaugeShown({ ...shown, fill: Number.NaN })).toBe(false);
  });

  it('sets the autogauge_enabled enquiry default exactly when shown (E-16)', () => {
    expect(autogaugeEnabled(shown)).toBe(true);
    expect(autogaugeEnabled({ ...shown, confidence: 0.2 })).toBe(false);
    expect(autogaugeEnabled(null)).toBe(false);
  });
});

describe('fillBand (E-9)', () => {
  it.each([
    [0, 'low'],
    [0.29, 'low'],
    [0.2999, 'low'],
    [0.3, 'medium'],
    [0.59, 'medium'],
    [0.6, 'high'],
    [1, 'high'],
  ] as const)('fillBand(%s) = %s', (fill, band) => {
    expect(fillBand(fill)).toBe(band);
  });
});

describe('dealLabel (E-10)', () => {
  it.each([
    [0, 'Good Deal'],
    [0.6, 'Good Deal'],
    [0.64, 'Good Deal'],
    [0.6499, 'Good Deal'],
    [0.65, 'Great Deal'],
    [1, 'Great Deal'],
  ] as const)('dealLabel(%s) = %s', (fill, label) => {
    expect(dealLabel(fill)).toBe(label);
  });
});

describe('displayFill (E-12)', () => {
  it.each([
    [0, 0.2],
    [0.05, 0.2],
    [0.2, 0.2],
    [0.21, 0.21],
    [0.88, 0.88],
    [1, 1],
    [1.4, 1],
  ])('displayFill(%s) = %s', (fill, shownFill) => {
    expect(displayFill(fill)).toBe(shownFill);
  });
});

describe('autogaugeDataSchema (E-2)', () => {
  it('keeps the six fields and turns missing ones into null', () => {
    expect(autogaugeDataSchema.parse({ ...shown, extra: 'ignored' })).toEqual(shown);
    expect(autogaugeDataSchema.parse({ fill: 0.4 })).toEqual({
      fill: 0.4,
      listing_price: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    });
  });

  it('rejects figures of the wrong type or outside 0..1', () => {
    expect(autogaugeDataSchema.safeParse({ ...shown, fill: '0.4' }).success).toBe(false);
    expect(autogaugeDataSchema.safeParse({ ...shown, confidence: 1.5 }).success).toBe(false);
    expect(autogaugeDataSchema.safeParse({ ...shown, listing_price: -1 }).success).toBe(false);
    expect(autogaugeDataSchema.safeParse([]).success).toBe(false);
  });
});

describe('gaugeVerdict (issue 17, decision 056)', () => {
  const data = {
    fill: 0.5,
    listing_price: 30_000,
    market_range_min: 28_000,
    market_range_max: 33_000,
    confidence: 0.6,
    description: null,
  };
  it('the gauge when E-3..E-5 pass', () => {
    expect(gaugeVerdict(data)).toEqual({ kind: 'gauge', data });
  });
  it("'Above market' with the range when only E-5 fails", () => {
    expect(gaugeVerdict({ ...data, listing_price: 34_000, fill: 0 })).toEqual({
      kind: 'above',
      listingPrice: 34_000,
      min: 28_000,
      max: 33_000,
    });
  });
  it('too few comparables for low confidence or missing figures', () => {
    expect(gaugeVerdict({ ...data, confidence: 0.2 })).toEqual({ kind: 'too_few' });
    expect(gaugeVerdict({ ...data, confidence: null })).toEqual({ kind: 'too_few' });
    expect(gaugeVerdict({ ...data, market_range_min: null, listing_price: 40_000 })).toEqual({
      kind: 'too_few',
    });
  });
});
