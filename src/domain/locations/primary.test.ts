import { describe, expect, it } from 'vitest';
import { primaryLocation } from './primary';

const loc = (name: string, locationType: string, isPrimary = false, isVisible = true) => ({
  name,
  locationType,
  isPrimary,
  isVisible,
});

describe('J-23 primaryLocation', () => {
  it('is the one with primary = true', () => {
    const list = [loc('Ipswich', 'sales'), loc('Springwood', 'sales', true), loc('Parts', 'parts')];
    expect(primaryLocation(list)?.name).toBe('Springwood');
  });

  it("without one, the first visible sales location ('' is sales)", () => {
    const list = [loc('Parts', 'parts'), loc('Hidden', 'sales', false, false), loc('Blair Athol', '')];
    expect(primaryLocation(list)?.name).toBe('Blair Athol');
  });

  it('skips a hidden primary, and is null without a visible sales location', () => {
    expect(primaryLocation([loc('Old', 'sales', true, false), loc('New', 'sales')])?.name).toBe('New');
    expect(primaryLocation([loc('Service', 'service'), loc('Parts', 'parts')])).toBeNull();
    expect(primaryLocation([])).toBeNull();
  });
});
