/**
 * WCAG 2.1 contrast of two `#rrggbb` colours (success criterion 1.4.3): the site's theme colours are checked
 * before they are published, so a dealer's palette cannot make the site's text unreadable (or fail axe).
 */

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => channel(parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio, 1 to 21, of two colours in either order. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Normal text needs 4.5:1 (AA). */
export const TEXT_CONTRAST_MINIMUM = 4.5;
