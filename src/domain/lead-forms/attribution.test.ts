import { describe, expect, it } from 'vitest';
import {
  VISITED_PAGES_MAX,
  landingFrom,
  linkedQueryParams,
  parseLanding,
  parseVisitedPages,
  recordVisitedPage,
} from './attribution';

describe('visited pages (H-19 proposal)', () => {
  it('appends a page unless it was the last one', () => {
    expect(recordVisitedPage(['/'], '/search/used-cars')).toEqual(['/', '/search/used-cars']);
    expect(recordVisitedPage(['/', '/contact'], '/contact')).toEqual(['/', '/contact']);
  });

  it('keeps the newest 20', () => {
    const pages = Array.from({ length: VISITED_PAGES_MAX }, (_, n) => `/p${n}`);
    const next = recordVisitedPage(pages, '/new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('/p1');
    expect(next[19]).toBe('/new');
  });

  it('reads stored lists defensively', () => {
    expect(parseVisitedPages('["/", "/contact"]')).toEqual(['/', '/contact']);
    expect(parseVisitedPages('{"a":1}')).toEqual([]);
    expect(parseVisitedPages('not json')).toEqual([]);
    expect(parseVisitedPages(null)).toEqual([]);
    expect(parseVisitedPages(JSON.stringify(['/', 7]))).toEqual([]);
    expect(parseVisitedPages(JSON.stringify(['/', `/${'x'.repeat(300)}`]))).toEqual([]);
    expect(parseVisitedPages(JSON.stringify([`/${'x'.repeat(299)}`]))).toEqual([`/${'x'.repeat(299)}`]);
  });
});

describe('linked query params and landing', () => {
  it('keeps only campaign parameters', () => {
    expect(linkedQueryParams('?utm_source=google&utm_medium=cpc&make=Toyota&gclid=abc')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
    });
    expect(linkedQueryParams('')).toEqual({});
  });

  it('takes the source from utm_source, else an outside referrer', () => {
    expect(landingFrom({ search: '?utm_source=facebook', referrer: '', host: 'a.test' })).toEqual({
      params: { utm_source: 'facebook' },
      source: 'facebook',
    });
    expect(landingFrom({ search: '', referrer: 'https://www.google.com/search', host: 'a.test' })).toEqual({
      params: {},
      source: 'www.google.com',
    });
  });

  it('is nothing for a move within the site', () => {
    expect(landingFrom({ search: '?make=Toyota', referrer: 'http://a.test/', host: 'a.test' })).toBeNull();
    expect(landingFrom({ search: '', referrer: '', host: 'a.test' })).toBeNull();
  });

  it('reads a stored landing defensively', () => {
    expect(parseLanding('{"params":{"gclid":"x"},"source":null}')).toEqual({
      params: { gclid: 'x' },
      source: null,
    });
    for (const input of [
      '{"params":3}',
      null,
      '[]',
      '{"params":{"gclid":7},"source":null}',
      '{"params":[],"source":null}',
      '{"params":{},"source":3}',
    ])
      expect(parseLanding(input)).toBeNull();
    expect(parseLanding(JSON.stringify({ params: {}, source: 's'.repeat(201) }))).toBeNull();
    expect(parseLanding('{"params":{"utm_source":"fb"},"source":"fb","extra":1}')).toEqual({
      params: { utm_source: 'fb' },
      source: 'fb',
    });
  });
});
