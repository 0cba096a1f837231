import { describe, expect, it } from 'vitest';
import { platformDefaults } from '@/config';
import { themeStyle } from './theme-style';

const colors = { ...platformDefaults.theme.colors, primary: '#cc0000', footerBackground: '#000000' };

describe('A-21 themeStyle', () => {
  it('sets one CSS variable per theme colour', () => {
    const style = themeStyle({ colors, fontFamily: null }) as Record<string, string>;
    expect(style['--site-primary']).toBe('#cc0000');
    expect(style['--site-footer-background']).toBe('#000000');
    expect(Object.keys(style).sort()).toEqual([
      '--site-accent',
      '--site-accent-foreground',
      '--site-background',
      '--site-footer-background',
      '--site-footer-foreground',
      '--site-foreground',
      '--site-header-background',
      '--site-header-foreground',
      '--site-muted',
      '--site-primary',
      '--site-primary-foreground',
    ]);
  });

  it('adds the site font in front of the system stack', () => {
    const style = themeStyle({ colors, fontFamily: "'Helvetica Neue', Arial" }) as Record<string, string>;
    expect(style['--site-font-family']).toMatch(/^'Helvetica Neue', Arial, ui-sans-serif/);
  });

  it('ignores values that could inject CSS', () => {
    const style = themeStyle({
      colors: { ...colors, accent: 'red;background:url(x)' },
      fontFamily: 'x;background:url(https://evil.example)',
    }) as Record<string, string>;
    expect(style['--site-accent']).toBeUndefined();
    expect(style['--site-font-family']).toBeUndefined();
  });
});
