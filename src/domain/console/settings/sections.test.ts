import { describe, expect, it } from 'vitest';
import { settingsSectionKey, settingsSectionOf, settingsSectionPath } from './sections';

describe('settings sections', () => {
  it('keys and paths each section, and reads a key back', () => {
    const location = { kind: 'location', locationId: 42 } as const;
    expect(settingsSectionKey(location)).toBe('location:42');
    expect(settingsSectionPath(location)).toBe('/console/settings/locations/42');
    expect(settingsSectionPath({ kind: 'branding' })).toBe('/console/settings/branding');
    expect(settingsSectionOf('location:42')).toEqual(location);
    expect(settingsSectionOf('contact')).toEqual({ kind: 'contact' });
  });

  it.each(['location:0', 'location:-1', 'location:99999999999', 'location:', 'pages', 'Branding'])(
    'reads no section from %s',
    (key) => expect(settingsSectionOf(key)).toBeNull(),
  );
});
