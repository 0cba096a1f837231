import { describe, expect, it } from 'vitest';
import { platformDefaults } from '@/config';
import { brandingSchema, contrastProblems } from './branding';

const colors = { ...platformDefaults.theme.colors };

describe('branding settings', () => {
  it('passes the platform’s own palette', () => {
    expect(contrastProblems(colors)).toEqual([]);
  });

  it('names every text colour too faint on its background, with its ratio', () => {
    expect(contrastProblems({ ...colors, muted: '#aaaaaa', footerForeground: '#222222' })).toEqual([
      {
        field: 'footerForeground',
        message: 'Footer text has a contrast of 1.11:1; it needs at least 4.5:1 to be readable',
      },
      {
        field: 'muted',
        message: 'Secondary text has a contrast of 2.32:1; it needs at least 4.5:1 to be readable',
      },
    ]);
  });

  it('stores colours in lower case, a blank logo as none, and the name trimmed', () => {
    const value = brandingSchema.parse({
      name: ' Redline ',
      logoUrl: '',
      colors: { ...colors, primary: '#1D4ED8' },
    });
    expect(value).toEqual({ name: 'Redline', logoUrl: null, colors });
    // A saved draft (the output) passes the same schema again when it is published.
    expect(brandingSchema.parse(value)).toEqual(value);
  });

  it.each([
    ['http://cdn.example/logo.png', 'Enter an https:// address or a path on this site starting with /'],
    ['//cdn.example/logo.png', 'Enter an https:// address or a path on this site starting with /'],
    ['javascript:alert(1)', 'Enter an https:// address or a path on this site starting with /'],
  ])('refuses the logo %s', (logoUrl, message) => {
    const result = brandingSchema.safeParse({ name: 'Redline', logoUrl, colors });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['logoUrl', message],
    ]);
  });

  it('takes an https logo or a site path', () => {
    for (const logoUrl of ['https://cdn.example/logo.png', '/logos/redline.svg'])
      expect(brandingSchema.parse({ name: 'Redline', logoUrl, colors }).logoUrl).toBe(logoUrl);
  });

  it('refuses a colour that is not #rrggbb and a blank name', () => {
    const result = brandingSchema.safeParse({
      name: '  ',
      logoUrl: null,
      colors: { ...colors, accent: 'red' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Enter the site name'],
      ['colors.accent', 'expected a #rrggbb colour'],
    ]);
  });
});
