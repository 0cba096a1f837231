import { escapeXml } from '@/domain/format/xml';
import { logoInitials } from './logo-svg';
import { normaliseHex } from './vehicle-body';

export type SiteIconInput = {
  /** The site's name: the icon shows its first initial (as the generated logo's badge). */
  name: string;
  /** `theme.colors.primary` and `primaryForeground`, '#rrggbb'. */
  colour: string;
  textColour: string;
  /** Rounded corners for browser tabs; square for home-screen icons, which the device rounds itself. */
  shape: 'rounded' | 'square';
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const SIZE = 64;

/** A site's icon: its initial on the theme's primary colour, drawn from our own data (nothing fetched). */
export function renderSiteIconSvg(input: SiteIconInput): string {
  const colour = `#${normaliseHex(input.colour) ?? '111827'}`;
  const textColour = `#${normaliseHex(input.textColour) ?? 'ffffff'}`;
  const initial = logoInitials(input.name).charAt(0);
  const radius = input.shape === 'rounded' ? 14 : 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="${radius}" fill="${colour}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="${textColour}">${escapeXml(initial)}</text>` +
    '</svg>'
  );
}
