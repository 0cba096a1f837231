import { describe, expect, it } from 'vitest';
import { IDLE, deliveryReducer, isBlankPostcode, type DeliveryState } from './delivery-state';

const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
const LOADING: DeliveryState = { status: 'loading' };

describe('deliveryReducer (G-9, G-10, G-16)', () => {
  it('goes idle → loading → result', () => {
    const loading = deliveryReducer(IDLE, { type: 'check', postcode: '2000' });
    expect(loading).toEqual(LOADING);
    const outcome = { kind: 'result', text: 'Estimated delivery to Local area: $150' } as const;
    expect(deliveryReducer(loading, { type: 'settled', outcome })).toEqual({
      status: 'result',
      text: 'Estimated delivery to Local area: $150',
    });
  });

  it('goes loading → error, from which Check works again (G-16)', () => {
    const error = deliveryReducer(LOADING, {
      type: 'settled',
      outcome: { kind: 'error', message: NO_ESTIMATE },
    });
    expect(error).toEqual({ status: 'error', message: NO_ESTIMATE });
    expect(deliveryReducer(error, { type: 'check', postcode: '2000' })).toEqual(LOADING);
  });

  it("shows 'Please enter a postcode.' for an empty postcode, without loading (G-10)", () => {
    for (const postcode of ['', '   ']) {
      expect(isBlankPostcode(postcode)).toBe(true);
      expect(deliveryReducer(IDLE, { type: 'check', postcode })).toEqual({
        status: 'error',
        message: 'Please enter a postcode.',
      });
    }
    expect(isBlankPostcode('2')).toBe(false);
  });

  it('ignores Check while loading and answers that arrive when not loading', () => {
    expect(deliveryReducer(LOADING, { type: 'check', postcode: '3000' })).toBe(LOADING);
    const result: DeliveryState = { status: 'result', text: 'x' };
    expect(deliveryReducer(result, { type: 'settled', outcome: { kind: 'error', message: 'late' } })).toBe(
      result,
    );
  });

  it('clears an answer when the postcode changes, but not a lookup in flight', () => {
    expect(deliveryReducer({ status: 'result', text: 'x' }, { type: 'edit' })).toBe(IDLE);
    expect(deliveryReducer({ status: 'error', message: 'x' }, { type: 'edit' })).toBe(IDLE);
    expect(deliveryReducer(LOADING, { type: 'edit' })).toBe(LOADING);
  });
});
