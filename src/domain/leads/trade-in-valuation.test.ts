import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors';
import {
  MODEL_YEAR_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  ODOMETER_INVALID_MESSAGE,
  REGO_INVALID_MESSAGE,
  invalidOptionMessage,
  requiredMessage,
} from './messages';
import { leadFormSections } from './form-sections';
import { leadFormSteps } from './resolve-fields';
import { leadFormSchema } from './schema';
import { testRules, TRADE_IN_SELLER } from './test-rules';
import { acceptedOfferFields, tradeInOf, valuationLeadFields } from './trade-in-valuation';

const rules = testRules({ today: '2026-11-26' });

/** A complete valuation as the browser posts it. */
const VALUATION = {
  Rego: 'abc 123',
  rego_state: 'nsw',
  year: '2021',
  make: ' Toyota ',
  model: 'Corolla',
  badge: '',
  km: '52,000',
  accidentHistory: 'none',
  serviceHistory: 'partial',
  tyres: 'good',
  interior: 'good',
  keys: 'two',
  financeOwing: 'yes',
  ...TRADE_IN_SELLER,
  quote_id: '',
};

const errors = (input: unknown) => {
  const result = leadFormSchema('trade_in', rules).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(fieldErrorsOf(result.error).map(({ field, message }) => [field, message]));
};

describe('the trade-in valuation form (issue 15)', () => {
  it('asks about the car, its condition, then who is asking', () => {
    const steps = leadFormSteps('trade_in', rules);
    expect(steps.map((step) => [step.title, step.fields.map((field) => field.name)])).toEqual([
      ['Your Car', ['Rego', 'rego_state', 'year', 'make', 'model', 'badge', 'km', 'photo_ids']],
      ['Condition', ['accidentHistory', 'serviceHistory', 'tyres', 'interior', 'keys', 'financeOwing']],
      [
        'Your Details',
        ['name', 'last_name', 'email', 'phone', 'postcode', 'opt_in', 'offer_accepted', 'quote_id'],
      ],
    ]);
    expect(steps[1]!.fields[0]!.options).toEqual([
      { value: 'none', label: 'No accidents' },
      { value: 'minor', label: 'Minor damage, professionally repaired' },
      { value: 'major', label: 'Major damage or unrepaired damage' },
    ]);
    expect(steps[0]!.fields[1]!.options?.map((option) => option.label)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });

  it('reads the year and the odometer as numbers', () => {
    expect(leadFormSchema('trade_in', rules).parse(VALUATION)).toEqual({
      ...VALUATION,
      Rego: 'ABC 123',
      year: 2021,
      make: 'Toyota',
      badge: null,
      km: 52_000,
      phone: '+61412345678',
      offer_accepted: null,
      quote_id: null,
      photo_ids: null,
    });
  });

  it('takes up to 6 uploaded photo ids, and refuses the form while one is still uploading', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(
      leadFormSchema('trade_in', rules).parse({ ...VALUATION, photo_ids: `${id.toUpperCase()},${id}` })
        .photo_ids,
    ).toBe(id);
    expect(errors({ ...VALUATION, photo_ids: `${id},uploading` })).toEqual({
      photo_ids: 'Please wait until your photos have finished uploading.',
    });
  });

  it('takes model years from 1950 to next year, and whole km up to 2,000,000', () => {
    for (const year of ['1949', '2028', '21', '20.1', 'two']) {
      expect(errors({ ...VALUATION, year })).toEqual({ year: MODEL_YEAR_INVALID_MESSAGE });
    }
    expect(errors({ ...VALUATION, year: '1950' })).toEqual({});
    expect(errors({ ...VALUATION, year: '2027' })).toEqual({});
    for (const km of ['-5', '1.5', '2,000,001', 'lots']) {
      expect(errors({ ...VALUATION, km })).toEqual({ km: ODOMETER_INVALID_MESSAGE });
    }
    expect(leadFormSchema('trade_in', rules).parse({ ...VALUATION, km: '0' }).km).toBe(0);
  });

  it('requires the car, every condition answer and a mobile; rego and its state are optional', () => {
    expect(errors({ ...VALUATION, Rego: '', rego_state: '', badge: '' })).toEqual({});
    expect(errors({ ...VALUATION, make: '', km: '', tyres: '' })).toEqual({
      make: requiredMessage('Make'),
      km: requiredMessage('Odometer (km)'),
      tyres: requiredMessage('Tyres'),
    });
    expect(
      errors({ ...VALUATION, keys: 'three', rego_state: 'NSW', Rego: 'AB#1', phone: '02 9999 0000' }),
    ).toEqual({
      Rego: REGO_INVALID_MESSAGE,
      rego_state: invalidOptionMessage('Registration State'),
      keys: invalidOptionMessage('Keys'),
      phone: MOBILE_INVALID_MESSAGE,
    });
  });
});

describe("the valuation in the dealer's email", () => {
  it('lists the car and its condition by their labels, km with its unit', () => {
    const fields = leadFormSchema('trade_in', rules).parse({ ...VALUATION, Rego: '' });
    expect(leadFormSections('trade_in', fields).slice(0, 2)).toEqual([
      {
        title: 'Your Car',
        lines: [
          { label: 'Registration State', value: 'NSW' },
          { label: 'Year', value: '2021' },
          { label: 'Make', value: 'Toyota' },
          { label: 'Model', value: 'Corolla' },
          { label: 'Odometer (km)', value: '52,000 km' },
        ],
      },
      {
        title: 'Condition',
        lines: [
          { label: 'Has the car been in an accident?', value: 'No accidents' },
          { label: 'Service history', value: 'Partial service history' },
          { label: 'Tyres', value: 'Good tread on all tyres' },
          { label: 'Interior', value: 'Normal wear' },
          { label: 'Keys', value: 'Two or more keys' },
          { label: 'Is there finance owing on the car?', value: 'Yes' },
        ],
      },
    ]);
  });
});

describe('what a valuation and an acceptance tell the dealer (H-40, decision 073)', () => {
  const estimate = {
    kind: 'estimate' as const,
    low: 25_500,
    high: 28_600,
    offer: 26_400,
    comparables: 9,
    level: 'variant' as const,
    basis: 'Based on 9.',
    expiresAt: '2026-12-03T01:00:00.000Z',
    validUntil: '3 December 2026',
  };

  it('gives the range, the offer and its last day', () => {
    expect(valuationLeadFields(estimate)).toEqual({
      valuation: '$25,500 – $28,600 (Based on 9.)',
      offer_price: 26_400,
      offer_valid_until: '3 December 2026',
    });
    expect(valuationLeadFields({ ...estimate, validUntil: null })).not.toHaveProperty('offer_valid_until');
    expect(valuationLeadFields(null)).toEqual({ valuation: 'unavailable' });
    expect(valuationLeadFields({ kind: 'unavailable', message: 'Later.' })).toEqual({
      valuation: 'unavailable',
    });
  });

  it('gives the accepted quote, its figure and the car’s price less it', () => {
    expect(acceptedOfferFields('q-1', 26_400, 34_990)).toEqual({
      quote_id: 'q-1',
      accepted_offer: '$26,400',
      reduced_price: '$8,590',
    });
    expect(acceptedOfferFields('q-1', 26_400, null)).toEqual({ quote_id: 'q-1', accepted_offer: '$26,400' });
    expect(acceptedOfferFields('q-1', 26_400, 25_000)).toEqual({
      quote_id: 'q-1',
      accepted_offer: '$26,400',
      offer_exceeds_price_by: '$1,400',
    });
    expect(acceptedOfferFields('q-1', 26_400, 26_400)).toMatchObject({ reduced_price: '$0' });
  });
});

describe('a caravan dealer’s trade-in form (decision 074)', () => {
  const towed = testRules({ towedCaravans: true });
  const { km: _km, ...van } = { ...VALUATION, make: 'Jayco', model: 'Journey', caravan_length: '6-7m' };

  it('asks for the length instead of an odometer reading', () => {
    const [yourCar] = leadFormSteps('trade_in', towed);
    expect(yourCar!.fields.map((field) => field.name)).toEqual([
      'Rego',
      'rego_state',
      'year',
      'make',
      'model',
      'badge',
      'caravan_length',
      'photo_ids',
    ]);
    expect(yourCar!.fields[6]).toMatchObject({ label: 'Length', type: 'select', required: true });
    expect(yourCar!.fields[6]!.options?.map((option) => option.label)).toEqual([
      'Under 5 m (under 16 ft)',
      '5 to 6 m (16 to 19 ft)',
      '6 to 7 m (19 to 23 ft)',
      '7 to 8 m (23 to 26 ft)',
      '8 m or longer (26 ft and over)',
    ]);
  });

  it('values the van by its length band, with no odometer', () => {
    const values = leadFormSchema('trade_in', towed).parse(van);
    expect(tradeInOf(values).car).toEqual({
      make: 'Jayco',
      model: 'Journey',
      badge: null,
      year: 2021,
      km: null,
      length: { value: '6-7m', label: '6 to 7 m (19 to 23 ft)', fromMm: 6000, toMm: 7000 },
    });
  });

  it('needs the length', () => {
    const result = leadFormSchema('trade_in', towed).safeParse({ ...van, caravan_length: '' });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual([
      { field: 'caravan_length', message: requiredMessage('Length') },
    ]);
  });
});
