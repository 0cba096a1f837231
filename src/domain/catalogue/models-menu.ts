import { modelHref } from '@/domain/navigation/links';
import type { DirectoryModel } from './model-directory';

/** K-24: the models menu is a grid of this many columns, padded to a full first row. */
export const MODELS_MENU_COLUMNS = 3;

/** Tiles the header menu shows (three full rows); the rest are one click away in the model directory. */
export const MODELS_MENU_LIMIT = 9;

export type ModelsMenuTile = {
  /** '{manufacturer} {model}'. */
  title: string;
  /** The model's page, or its override (K-25). */
  href: string;
  imageUrl: string | null;
};

/** The header's 'Models' dropdown: the first models in directory order and a link to all of them. */
export type ModelsMenuDto = {
  tiles: ModelsMenuTile[];
  /** 'View all 16 models'. */
  allLabel: string;
  allHref: string;
};

/**
 * K-24 proposal: a menu with fewer than 3 models gets empty placeholder tiles (null) up to 3, so the grid
 * keeps its 3 columns and one model is not stretched across the menu. From 3 models on nothing is added.
 */
export function padMenuTiles<T>(tiles: readonly T[], columns = MODELS_MENU_COLUMNS): (T | null)[] {
  const missing = Math.max(0, columns - tiles.length);
  return [...tiles, ...Array.from({ length: missing }, () => null)];
}

/** The menu of a site's models (already in directory order, at most the limit); null when it has none. */
export function modelsMenu(models: readonly DirectoryModel[], totalCount: number): ModelsMenuDto | null {
  if (models.length === 0) return null;
  return {
    tiles: models.slice(0, MODELS_MENU_LIMIT).map((model) => ({
      title: `${model.manufacturerName} ${model.name}`,
      href: modelHref(model),
      imageUrl: model.imageUrl,
    })),
    allLabel: totalCount === 1 ? 'View the model' : `View all ${totalCount} models`,
    allHref: '/models',
  };
}
