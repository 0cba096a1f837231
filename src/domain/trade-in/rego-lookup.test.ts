import { describe, expect, it } from 'vitest';
import { REGO_MESSAGE, REGO_STATE_MESSAGE } from './rego';
import {
  checkRegoLookupQuery,
  regoFoundMessage,
  regoLookupAnswerSchema,
  regoLookupValues,
  regoNotFoundMessage,
} from './rego-lookup';

const RAV4 = { found: true, year: 2020, make: 'Toyota', model: 'RAV4', badge: 'GX' } as const;

describe('checkRegoLookupQuery', () => {
  it('reads the plate normalised and the state as its lower-case code', () => {
    expect(checkRegoLookupQuery({ rego: 'abc-12 3', state: ' NSW ' })).toEqual({
      ok: true,
      query: { rego: 'ABC123', state: 'nsw' },
    });
  });

  it('says what is wrong with each, the plate first', () => {
    expect(checkRegoLookupQuery({ rego: 'AB#123', state: 'xx' })).toEqual({
      ok: false,
      message: REGO_MESSAGE,
      fieldErrors: { rego: REGO_MESSAGE, state: REGO_STATE_MESSAGE },
    });
    expect(checkRegoLookupQuery({ rego: 'ABC123', state: null })).toEqual({
      ok: false,
      message: REGO_STATE_MESSAGE,
      fieldErrors: { state: REGO_STATE_MESSAGE },
    });
    expect(checkRegoLookupQuery({ rego: undefined, state: 'vic' })).toEqual({
      ok: false,
      message: REGO_MESSAGE,
      fieldErrors: { rego: REGO_MESSAGE },
    });
  });
});

describe('rego lookup answers', () => {
  it('names the plate and the state it was not found in', () => {
    expect(regoNotFoundMessage({ rego: 'ABC123', state: 'nsw' })).toBe(
      "We could not find ABC123 in NSW. Enter your car's year, make and model below.",
    );
  });

  it('fills year, make, model and badge, an empty badge when the car has none', () => {
    expect(regoLookupValues(RAV4)).toEqual({ year: '2020', make: 'Toyota', model: 'RAV4', badge: 'GX' });
    expect(regoLookupValues({ ...RAV4, badge: null })).toEqual({
      year: '2020',
      make: 'Toyota',
      model: 'RAV4',
      badge: '',
    });
  });

  it('announces the car it found', () => {
    expect(regoFoundMessage(RAV4)).toBe('Found a 2020 Toyota RAV4 GX: check the details below.');
    expect(regoFoundMessage({ ...RAV4, badge: null })).toBe(
      'Found a 2020 Toyota RAV4: check the details below.',
    );
  });

  it('reads only the two answer shapes', () => {
    expect(regoLookupAnswerSchema.parse({ ...RAV4, badge: null })).toEqual({ ...RAV4, badge: null });
    expect(regoLookupAnswerSchema.parse({ found: false, message: 'Not found.' })).toEqual({
      found: false,
      message: 'Not found.',
    });
    expect(regoLookupAnswerSchema.safeParse({ found: true, year: '2020' }).success).toBe(false);
    expect(regoLookupAnswerSchema.safeParse({ found: false }).success).toBe(false);
  });
});
