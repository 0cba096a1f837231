import { describe, expect, it } from 'vitest';
import type { DirectoryModel } from './model-directory';
import { MODELS_MENU_LIMIT, modelsMenu, padMenuTiles } from './models-menu';

function model(name: string, overrideUrl: string | null = null): DirectoryModel {
  return {
    id: name.length,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    overrideUrl,
    imageUrl: `/static/models/${name}.svg`,
    manufacturerSlug: 'toyota',
    manufacturerName: 'Toyota',
    bodies: ['SUV'],
  };
}

describe('padMenuTiles (K-24)', () => {
  it('pads fewer than 3 tiles with placeholders up to 3', () => {
    expect(padMenuTiles(['a'])).toEqual(['a', null, null]);
    expect(padMenuTiles(['a', 'b'])).toEqual(['a', 'b', null]);
    expect(padMenuTiles([])).toEqual([null, null, null]);
  });

  it('adds nothing from 3 tiles on', () => {
    expect(padMenuTiles(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(padMenuTiles(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('modelsMenu', () => {
  it('is null for a site without models', () => {
    expect(modelsMenu([], 0)).toBeNull();
  });

  it('makes a tile of each model, to its page or its override, and links all of them', () => {
    const menu = modelsMenu([model('Camry'), model('RAV4', '/pages/rav4-hybrid')], 2);
    expect(menu).toEqual({
      tiles: [
        { title: 'Toyota Camry', href: '/models/camry', imageUrl: '/static/models/Camry.svg' },
        { title: 'Toyota RAV4', href: '/pages/rav4-hybrid', imageUrl: '/static/models/RAV4.svg' },
      ],
      allLabel: 'View all 2 models',
      allHref: '/models',
    });
  });

  it('shows at most 9 tiles, and counts every model in the link', () => {
    const models = Array.from({ length: 12 }, (_, index) => model(`Model ${index + 1}`));
    const menu = modelsMenu(models, 16);
    expect(MODELS_MENU_LIMIT).toBe(9);
    expect(menu?.tiles.map((tile) => tile.title)).toEqual(
      Array.from({ length: 9 }, (_, index) => `Toyota Model ${index + 1}`),
    );
    expect(menu?.allLabel).toBe('View all 16 models');
  });

  it('names a single model in the link', () => {
    expect(modelsMenu([model('Hilux')], 1)?.allLabel).toBe('View the model');
  });
});
