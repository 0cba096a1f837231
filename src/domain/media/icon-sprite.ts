import { escapeXml } from '@/domain/format/xml';

/** One drawn element of an icon, as lucide describes it: a tag and its attributes. */
export type IconElement = readonly [tag: string, attributes: Readonly<Record<string, string | number>>];

export type SpriteIcon = { id: string; size: number; elements: readonly IconElement[] };

/** React's list key, not an SVG attribute. */
const SKIPPED_ATTRIBUTES = new Set(['key']);

function renderElement([tag, attributes]: IconElement): string {
  const rendered = Object.entries(attributes)
    .filter(([name]) => !SKIPPED_ATTRIBUTES.has(name))
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  return `<${tag}${rendered}/>`;
}

/**
 * An SVG sprite: one <symbol> per icon, referenced as `<use href="sprite.svg#id">`. Stroke and fill are left
 * to the referencing <svg> (its `icon` class), so a use can still fill or re-stroke its icon.
 */
export function renderIconSprite(icons: readonly SpriteIcon[]): string {
  const symbols = icons.map(
    ({ id, size, elements }) =>
      `<symbol id="${escapeXml(id)}" viewBox="0 0 ${size} ${size}">${elements.map(renderElement).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
