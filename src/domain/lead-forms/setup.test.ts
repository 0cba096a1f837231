import { describe, expect, it } from 'vitest';
import { testRules } from '@/domain/leads/test-rules';
import { formSetupQuery, leadLocationId, type LeadFormSetup } from './setup';

const setup = (changes: Partial<LeadFormSetup> = {}): LeadFormSetup => ({
  kind: 'service',
  siteId: 1,
  rules: testRules(),
  initialValues: {},
  car: null,
  offer: null,
  locationId: null,
  locationField: null,
  privacyPolicyHref: null,
  valuationColumn: null,
  ...changes,
});

describe('leadLocationId', () => {
  it("is the form's own location when no field chooses one", () => {
    expect(leadLocationId(setup({ locationId: 4 }), { location: 'x' })).toBe(4);
    expect(leadLocationId(setup(), {})).toBeNull();
  });

  it('is the location behind the chosen option', () => {
    const withField = setup({
      locationId: 4,
      locationField: { name: 'location', ids: { svc: 9, yard: 10 } },
    });
    expect(leadLocationId(withField, { location: 'yard' })).toBe(10);
    expect(leadLocationId(withField, { location: '' })).toBe(4);
    expect(leadLocationId(withField, { location: 'gone' })).toBe(4);
  });
});

describe('formSetupQuery', () => {
  it("asks for the car's, the offer's or the location's form", () => {
    expect(formSetupQuery({ car: 12 })).toBe('car=12');
    expect(formSetupQuery({ offer: 7 })).toBe('offer=7');
    expect(formSetupQuery({ location: 3 })).toBe('location=3');
  });
});
