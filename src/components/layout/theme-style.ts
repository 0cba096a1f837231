import type { CSSProperties } from 'react';
import type { SiteConfig } from '@/config';

type ThemeColors = SiteConfig['theme']['colors'];

/** config.theme.colors key → the CSS variable globals.css maps onto Tailwind colours. */
const COLOR_VARIABLES: Record<keyof ThemeColors, string> = {
  primary: '--site-primary',
  primaryForeground: '--site-primary-foreground',
  accent: '--site-accent',
  accentForeground: '--site-accent-foreground',
  headerBackground: '--site-header-background',
  headerForeground: '--site-header-foreground',
  footerBackground: '--site-footer-background',
  footerForeground: '--site-footer-foreground',
  background: '--site-background',
  foreground: '--site-foreground',
  muted: '--site-muted',
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
// A font list only: anything else could close the declaration and inject other CSS into the style attribute.
const FONT_LIST = /^[\w\s,'"-]+$/;
const SYSTEM_FONTS =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export type ThemeInput = { colors: ThemeColors; fontFamily: string | null };

/** The inline style of a site's shell: one CSS variable per theme colour, plus the font stack when set. */
export function themeStyle({ colors, fontFamily }: ThemeInput): CSSProperties {
  const style: Record<string, string> = {};
  for (const [key, variable] of Object.entries(COLOR_VARIABLES) as [keyof ThemeColors, string][]) {
    const value = colors[key];
    if (HEX_COLOR.test(value)) style[variable] = value;
  }
  if (fontFamily && FONT_LIST.test(fontFamily))
    style['--site-font-family'] = `${fontFamily}, ${SYSTEM_FONTS}`;
  return style as CSSProperties;
}
