import { brandTileHref } from '@/domain/navigation/links';
import type { BrandTileDto, HomeBrand, HomeBrandGrid } from './types';

const GRID_ORDER = ['cars', 'motorcycles', 'trucks', 'group'];
const GRID_TITLES: Record<string, string> = {
  cars: 'Cars',
  motorcycles: 'Motorcycles',
  trucks: 'Trucks',
  group: 'Group Brands',
};

function gridTitle(grid: string): string {
  return GRID_TITLES[grid] ?? grid.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** L-1: one grid per kind (cars, motorcycles, trucks, group brands), in that order; others after, by name. */
export function groupBrandTiles(tiles: readonly BrandTileDto[]): HomeBrandGrid[] {
  const grids = new Map<string, HomeBrand[]>();
  for (const tile of tiles) {
    const list = grids.get(tile.grid) ?? [];
    list.push({ id: tile.id, title: tile.title, logoUrl: tile.logoUrl, href: brandTileHref(tile) });
    grids.set(tile.grid, list);
  }
  const rank = (grid: string) => (GRID_ORDER.includes(grid) ? GRID_ORDER.indexOf(grid) : GRID_ORDER.length);
  return [...grids.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([grid, brands]) => ({ grid, title: gridTitle(grid), brands }));
}
