import { describe, expect, it } from 'vitest';
import {
  pushSearchHistory,
  readSearchHistory,
  searchHistoryLabel,
  searchHistoryStorageKey,
  type SearchHistoryEntry,
} from './search-history';

const entry = (path: string): SearchHistoryEntry => ({ path, refinements: { make: [path] } });

describe('C-40 pushSearchHistory: the latest 5 searches', () => {
  it('puts the newest first', () => {
    expect(pushSearchHistory([entry('/a')], entry('/b')).map((e) => e.path)).toEqual(['/b', '/a']);
  });

  it('keeps 5 entries, dropping the oldest', () => {
    let history: SearchHistoryEntry[] = [];
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6'])
      history = pushSearchHistory(history, entry(path));
    expect(history.map((e) => e.path)).toEqual(['/6', '/5', '/4', '/3', '/2']);
  });

  it('replaces an entry with an identical path and moves it to the front', () => {
    const history = [entry('/a'), entry('/b'), entry('/c')];
    const next = pushSearchHistory(history, { path: '/b', refinements: { colour: ['Red'] } });
    expect(next).toEqual([{ path: '/b', refinements: { colour: ['Red'] } }, entry('/a'), entry('/c')]);
  });

  it('stores each entry with its refinements and path, under a per-site key (N-7)', () => {
    const stored = JSON.stringify(pushSearchHistory([], entry('/search/used-cars')));
    expect(readSearchHistory(stored)).toEqual([entry('/search/used-cars')]);
    expect(searchHistoryStorageKey('city-motors')).toBe('searchHistory:city-motors');
  });

  it('reads damaged storage without failing: bad JSON, bad entries, duplicates, too many', () => {
    expect(readSearchHistory(null)).toEqual([]);
    expect(readSearchHistory('{oops')).toEqual([]);
    expect(readSearchHistory('{"path":"/a"}')).toEqual([]);
    const raw = [entry('/a'), { path: 7 }, entry('/a'), ...['/b', '/c', '/d', '/e', '/f'].map(entry)];
    expect(readSearchHistory(JSON.stringify(raw)).map((e) => e.path)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('drops an entry with a path not on this site, an unknown attribute or values that are not strings', () => {
    const stored = [
      { path: 'https://elsewhere.example/search', refinements: {} },
      { path: '/x', refinements: { colour_of_seats: ['red'] } },
      { path: '/y', refinements: { make: [7] } },
      { path: '/z', refinements: ['make'] },
      { path: '/ok', refinements: { make: ['Mazda'], car_type: ['used'] }, extra: true },
    ];
    expect(readSearchHistory(JSON.stringify(stored))).toEqual([
      { path: '/ok', refinements: { make: ['Mazda'], car_type: ['used'] } },
    ]);
  });
});

describe('searchHistoryLabel', () => {
  it('reads the keywords first, then the values in attribute order', () => {
    const entry = {
      path: '/search/used-cars/toyota/corolla?query=hybrid',
      refinements: { make: ['Toyota'], car_type: ['used'], make_model: ['Toyota:Corolla'] },
    };
    expect(searchHistoryLabel(entry)).toBe('“hybrid” · Used · Toyota · Corolla');
  });

  it('words stored values, the site’s own words first (issue 17)', () => {
    const entry = {
      path: '/search?body=suv',
      refinements: { body: ['suv'], status: ['in_stock'], certified: ['true'] },
    };
    expect(searchHistoryLabel(entry)).toBe('In Stock · SUV · Certified');
    expect(searchHistoryLabel(entry, { body: { suv: '4WD Wagon' } })).toBe(
      'In Stock · 4WD Wagon · Certified',
    );
  });

  it("is 'All stock' for a search without filters", () => {
    expect(searchHistoryLabel({ path: '/search/new-used-and-demo-cars', refinements: {} })).toBe('All stock');
  });
});
