import { describe, expect, it } from 'vitest';
import { paginationFor } from './pagination';

const hrefAt = (page: number) => (page === 1 ? '/models' : `/models?page=${page}`);
const numbers = (pages: number, current: number) =>
  paginationFor(pages, current, hrefAt).pages.map((item) => (item === 'gap' ? item : item.page));

describe('paginationFor', () => {
  it('links previous and next pages with the caller’s URLs and marks the current page', () => {
    expect(paginationFor(3, 2, hrefAt)).toEqual({
      previousHref: '/models',
      nextHref: '/models?page=3',
      pages: [
        { page: 1, href: '/models', isCurrent: false },
        { page: 2, href: '/models?page=2', isCurrent: true },
        { page: 3, href: '/models?page=3', isCurrent: false },
      ],
    });
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(paginationFor(2, 1, hrefAt)).toMatchObject({ previousHref: null, nextHref: '/models?page=2' });
    expect(paginationFor(2, 2, hrefAt)).toMatchObject({ previousHref: '/models', nextHref: null });
  });

  it('shows the first, last and two pages either side of the current one, with gaps between', () => {
    expect(numbers(20, 10)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(numbers(20, 1)).toEqual([1, 2, 3, 'gap', 20]);
  });

  it('is a single page 1 for one page and empty for none', () => {
    expect(numbers(1, 1)).toEqual([1]);
    expect(paginationFor(0, 1, hrefAt)).toEqual({ previousHref: null, nextHref: null, pages: [] });
  });
});
