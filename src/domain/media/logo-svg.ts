import { escapeXml } from '@/domain/format/xml';
import { darken, luminance } from './svg-colour';
import { normaliseHex } from './vehicle-body';

export type LogoSvgInput = {
  /** The site or brand name; the wordmark shows it whole and the badge its initials. */
  text: string;
  /** Brand colour, '#rrggbb' or 'rrggbb'. */
  colour: string;
  /** Wordmark text colour; defaults to a dark shade of the brand colour. */
  textColour?: string;
};

export const MAX_LOGO_TEXT = 60;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const HEIGHT = 120;
const FONT_SIZE = 46;

/** Up to two initials, skipping filler words so "The Car Co" reads "CC". */
export function logoInitials(text: string): string {
  const words = text
    .split(/[\s&-]+/)
    .filter((word) => word.length > 0 && !['the', 'and', 'of'].includes(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A wordmark: a rounded badge with the initials, then the name. Width grows with the name. */
export function renderLogoSvg(input: LogoSvgInput): string {
  const text = input.text.trim().slice(0, MAX_LOGO_TEXT) || '?';
  const colour = `#${normaliseHex(input.colour) ?? '111827'}`;
  const textColour = input.textColour
    ? `#${normaliseHex(input.textColour) ?? '111827'}`
    : darken(colour, 0.55);
  const badgeText = luminance(colour) > 0.55 ? '#111827' : '#ffffff';
  // Fonts differ per machine, so the name is fitted to a fixed length (about 0.62 em a glyph, a bold sans's
  // average) instead of hoping the canvas is wide enough: it can never be clipped.
  const textLength = Math.round(text.length * FONT_SIZE * 0.62);
  const width = HEIGHT + 8 + textLength + 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" role="img">` +
    `<title>${escapeXml(text)}</title>` +
    `<rect x="10" y="10" width="100" height="100" rx="22" fill="${colour}"/>` +
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="${badgeText}">${escapeXml(logoInitials(text))}</text>` +
    `<text x="${HEIGHT + 8}" y="60" dy="0.35em" font-family="${FONT}" font-size="${FONT_SIZE}" font-weight="700" textLength="${textLength}" lengthAdjust="spacingAndGlyphs" fill="${textColour}">${escapeXml(text)}</text>` +
    '</svg>'
  );
}
