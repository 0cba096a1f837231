import 'server-only';
import sharp from 'sharp';
import { icoFromPngs } from '@/domain/media/ico';
import { renderSiteIconSvg, type SiteIconInput } from '@/domain/media/site-icon-svg';
import { TtlCache } from '@/server/cache/ttl-cache';

/** What a site's icons are drawn from: its name and theme colours (the site context has both). */
export type SiteIconSite = {
  name: string;
  config: { theme: { colors: { primary: string; primaryForeground: string } } };
};

/** The pictures in /favicon.ico: tab, taskbar and shortcut sizes. */
export const FAVICON_SIZES = [16, 32, 48] as const;
export const APPLE_TOUCH_ICON_SIZE = 180;

// Keyed by what is drawn (kind and SVG): the bytes depend on nothing else, so a renamed or rethemed site gets
// new bytes at once and no site can be handed a picture drawn for another. An hour keeps a tab's requests
// from rasterising again; 500 entries bound the memory (a few KB each).
const rendered = new TtlCache<Uint8Array<ArrayBuffer>>(60 * 60_000, 500);

export function siteIconSvg(site: SiteIconSite, shape: SiteIconInput['shape'] = 'rounded'): string {
  const { primary, primaryForeground } = site.config.theme.colors;
  return renderSiteIconSvg({ name: site.name, colour: primary, textColour: primaryForeground, shape });
}

/** The SVG drawn at `size` pixels (its density set so the shapes are rendered at that size, not scaled up). */
async function rasterise(svg: string, size: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** /favicon.ico: the rounded icon as 16, 32 and 48 pixel PNGs in one .ico (decision 016). */
export function siteFaviconIco(site: SiteIconSite): Promise<Uint8Array<ArrayBuffer>> {
  const svg = siteIconSvg(site);
  return rendered.getOrLoad(`ico:${svg}`, async () => {
    const pngs = await Promise.all(FAVICON_SIZES.map((size) => rasterise(svg, size)));
    return icoFromPngs(FAVICON_SIZES.map((size, i) => ({ size, png: pngs[i]! })));
  });
}

/** /apple-touch-icon.png: the square icon at 180 pixels (iOS rounds the corners itself). */
export function siteAppleTouchIcon(site: SiteIconSite): Promise<Uint8Array<ArrayBuffer>> {
  const svg = siteIconSvg(site, 'square');
  return rendered.getOrLoad(`apple:${svg}`, () => rasterise(svg, APPLE_TOUCH_ICON_SIZE));
}
