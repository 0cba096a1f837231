import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { loadSiteContext } from '@/server/sites/site-context';
import { loadModelDirectoryPage, readModelDirectory } from './model-directory-page';
import { listDirectoryModels, listModelFacetRows } from './model-queries';
import { seedCatalogue, type CatalogueFixture } from './test-fixture';

const test = databaseForThisFile();
let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await seedCatalogue(test.db);
});

const page = (n = 1, filters: { body?: string; make?: string } = {}) => ({ page: n, filters });
async function okData(siteId: number, params = page()) {
  const outcome = await readModelDirectory(test.db, siteId, params);
  if (outcome.kind !== 'ok') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.data;
}

describe('listDirectoryModels', () => {
  it('returns exact DTOs of active models, by manufacturer then name, with the match count', async () => {
    const { models, count } = await listDirectoryModels(test.db, fixture.siteA, { limit: 4, offset: 0 });
    expect(count).toBe(23);
    const kia = { manufacturerSlug: 'kia', manufacturerName: 'Kia' };
    expect(models).toEqual([
      {
        ...kia,
        id: fixture.ids.carnival,
        name: 'Carnival',
        slug: 'carnival',
        overrideUrl: '/pages/carnival',
        imageUrl: '/media/carnival.svg',
        bodies: ['People Mover'],
      },
      {
        ...kia,
        id: fixture.ids.ev9,
        name: 'EV9',
        slug: 'ev9',
        overrideUrl: null,
        imageUrl: null,
        bodies: ['suv'],
      },
      {
        ...kia,
        id: fixture.ids.sportage,
        name: 'Sportage',
        slug: 'sportage',
        overrideUrl: null,
        imageUrl: '/media/sportage-spin.svg',
        bodies: ['SUV', 'Wagon'],
      },
      expect.objectContaining({ name: 'Model 01', manufacturerSlug: 'toyota' }),
    ]);
  });

  it('filters by any of the three body columns and by make', async () => {
    const suv = await listDirectoryModels(test.db, fixture.siteA, {
      bodies: ['SUV', 'suv'],
      limit: 21,
      offset: 0,
    });
    expect([suv.count, suv.models.map((model) => model.name)]).toEqual([2, ['EV9', 'Sportage']]);
    const toyota = await listDirectoryModels(test.db, fixture.siteA, {
      makeSlug: 'toyota',
      limit: 21,
      offset: 0,
    });
    expect(toyota.count).toBe(20);
    const none = await listDirectoryModels(test.db, fixture.siteA, { bodies: [], limit: 21, offset: 0 });
    expect(none).toEqual({ models: [], count: 0 });
  });
});

describe('readModelDirectory (C-93)', () => {
  it('shows 21 models on page 1 and the other 2 on page 2', async () => {
    const first = await okData(fixture.siteA);
    expect(first.heading).toBe('Models');
    expect(first.summary).toBe('Showing 1–21 of 23 models');
    expect(first.models).toHaveLength(21);
    expect(first.models.slice(0, 2)).toEqual([
      {
        id: fixture.ids.carnival,
        title: 'Kia Carnival',
        bodyText: 'People Mover',
        imageUrl: '/media/carnival.svg',
        href: '/pages/carnival',
      },
      { id: fixture.ids.ev9, title: 'Kia EV9', bodyText: 'SUV', imageUrl: null, href: '/models/ev9' },
    ]);
    expect(first.pagination).toEqual({
      previousHref: null,
      nextHref: '/models?page=2',
      pages: [
        { page: 1, href: '/models', isCurrent: true },
        { page: 2, href: '/models?page=2', isCurrent: false },
      ],
    });
    const second = await okData(fixture.siteA, page(2));
    expect(second.summary).toBe('Showing 22–23 of 23 models');
    expect(second.models.map((model) => model.title)).toEqual(['Toyota Model 19', 'Toyota Model 20']);
    expect(second.pagination.previousHref).toBe('/models');
  });

  it('filters by the footer body slug and keeps the filter in page links (B-5)', async () => {
    const data = await okData(fixture.siteA, page(1, { body: 'people-mover' }));
    expect(data.heading).toBe('People Mover Models');
    expect(data.summary).toBe('1 model');
    expect(data.models.map((model) => model.title)).toEqual(['Kia Carnival']);
    const bodies = data.filterGroups.find((group) => group.key === 'body')!;
    expect(bodies.links.find((link) => link.isSelected)).toEqual({
      label: 'People Mover',
      count: 1,
      href: '/models',
      isSelected: true,
    });
    const sedans = await okData(fixture.siteA, page(1, { body: 'sedan', make: 'toyota' }));
    expect(sedans.heading).toBe('Toyota Sedan Models');
    expect(sedans.summary).toBe('20 models');
    expect(sedans.pagination.pages).toEqual([
      { page: 1, href: '/models?body=sedan&make=toyota', isCurrent: true },
    ]);
  });

  it('lists make and body filters with counts', async () => {
    const { filterGroups } = await okData(fixture.siteA);
    expect(filterGroups.map((group) => [group.key, group.title])).toEqual([
      ['make', 'Make'],
      ['body', 'Body type'],
    ]);
    const [makes, bodies] = filterGroups;
    expect(makes!.links.map((link) => [link.label, link.count, link.href])).toEqual([
      ['Kia', 3, '/models?make=kia'],
      ['Toyota', 20, '/models?make=toyota'],
    ]);
    expect(bodies!.links.map((link) => [link.label, link.count])).toEqual([
      ['People Mover', 1],
      ['Sedan', 20],
      ['SUV', 2],
      ['Wagon', 1],
    ]);
  });

  it('shows the empty state for a filter that matches nothing, with Clear Filters to /models (C-91)', async () => {
    const data = await okData(fixture.siteA, page(1, { body: 'ute' }));
    expect(data).toMatchObject({ heading: 'Models', summary: null, models: [], clearFiltersHref: '/models' });
    expect(data.pagination.pages).toEqual([]);
  });

  it('is not found past the last page', async () => {
    expect(await readModelDirectory(test.db, fixture.siteA, page(3))).toEqual({ kind: 'not_found' });
    expect(await readModelDirectory(test.db, fixture.siteA, page(2, { body: 'ute' }))).toEqual({
      kind: 'not_found',
    });
  });
});

describe('loadModelDirectoryPage', () => {
  it('is not found for a malformed page', async () => {
    const site = await loadSiteContext(test.db, fixture.siteA);
    expect(await loadModelDirectoryPage(test.db, site, { page: 'x' })).toEqual({ kind: 'not_found' });
  });

  it('serves a repeated request from the site’s cache, and another site’s request from its own data', async () => {
    const siteA = await loadSiteContext(test.db, fixture.siteA);
    const siteB = await loadSiteContext(test.db, fixture.siteB);
    const first = await loadModelDirectoryPage(test.db, siteA, { make: 'kia' });
    expect(await loadModelDirectoryPage(test.db, siteA, { make: 'kia' })).toBe(first);
    const bravo = await loadModelDirectoryPage(test.db, siteB, { make: 'kia' });
    expect(bravo.kind === 'ok' && bravo.data.models.map((model) => model.id)).toEqual([
      fixture.ids.bravoSportage,
    ]);
  });
});

describe('tenant isolation', () => {
  it('never lists another site’s models, even with colliding slugs', async () => {
    const facets = await listModelFacetRows(test.db, fixture.siteB);
    expect(facets).toEqual([{ manufacturerSlug: 'kia', manufacturerName: 'Kia', bodies: ['SUV'] }]);
    const data = await okData(fixture.siteB);
    expect(data.models).toEqual([
      {
        id: fixture.ids.bravoSportage,
        title: 'Kia Sportage',
        bodyText: 'SUV',
        imageUrl: null,
        href: '/models/sportage',
      },
    ]);
    const alpha = await okData(fixture.siteA, page(1, { make: 'kia' }));
    expect(alpha.models.map((model) => model.id)).not.toContain(fixture.ids.bravoSportage);
  });
});
