import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE } from '@/domain/search/state';
import { ctx } from '@/domain/search/url-test-fixtures';
import { engineStateFor, pathAndQuery, savedScrollY, searchStateForHref } from './search-navigation';

describe('searchStateForHref', () => {
  it('reads a canonical search link into its state', () => {
    const state = searchStateForHref('/search/used-cars/mazda?page=2', ctx, null);
    expect(state).toEqual({
      ...EMPTY_SEARCH_STATE,
      page: 2,
      refinements: { car_type: ['used'], make: ['Mazda'] },
    });
  });

  it('leaves other pages, non-canonical and malformed URLs to the browser', () => {
    expect(searchStateForHref('/cars/2020-mazda-cx-5', ctx, null)).toBeNull();
    expect(searchStateForHref('/search/used-cars/mazda?page=1', ctx, null)).toBeNull();
    expect(searchStateForHref('/search/used-cars?page=abc', ctx, null)).toBeNull();
    expect(searchStateForHref('/search/no-such-make', ctx, null)).toBeNull();
  });

  it('takes over only links that stay on the same dealership route', () => {
    expect(searchStateForHref('/search/city-motors', ctx, 'city-motors')).toEqual(EMPTY_SEARCH_STATE);
    expect(searchStateForHref('/search/city-motors', ctx, null)).toBeNull();
    expect(searchStateForHref('/search/new-used-and-demo-cars', ctx, 'city-motors')).toBeNull();
  });
});

describe('engineStateFor', () => {
  it('adds the dealership on a dealership route and leaves other searches alone', () => {
    const state = { ...EMPTY_SEARCH_STATE, refinements: { make: ['Mazda'] } };
    expect(engineStateFor(state, 'City Motors').refinements).toEqual({
      make: ['Mazda'],
      dealership_name: ['City Motors'],
    });
    expect(engineStateFor(state, null)).toBe(state);
  });
});

describe('savedScrollY', () => {
  it('reads the saved position and ignores anything else', () => {
    expect(savedScrollY({ forecourtScrollY: 840, __NA: true })).toBe(840);
    expect(savedScrollY({ forecourtScrollY: -1 })).toBeNull();
    expect(savedScrollY({ forecourtScrollY: '840' })).toBeNull();
    expect(savedScrollY(null)).toBeNull();
  });
});

describe('pathAndQuery', () => {
  it('joins the path and the query string', () => {
    expect(pathAndQuery({ pathname: '/search/used-cars', search: '?page=2' })).toBe(
      '/search/used-cars?page=2',
    );
  });
});
