import { describe, expect, it } from 'vitest';
import { leadReference } from './reference';

describe('leadReference', () => {
  it('is the first eight hex digits of the lead id, upper case', () => {
    expect(leadReference('3f2a9c1b-0d4e-4f5a-8b6c-7d8e9f0a1b2c')).toBe('3F2A9C1B');
  });

  it('skips the dashes of an id whose first group is short', () => {
    expect(leadReference('3f2a-9c1b0d4e')).toBe('3F2A9C1B');
  });
});
