import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSoldRuns, withCollapsedSoldRuns } from './sold-runs';

const car = (id: string) => ({ id, sold: false, status: 'in_stock' });
const soldCar = (id: string) => ({ id, sold: true, status: 'sold' });
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('C-75 if every result is sold, all are shown', () => {
  it('keeps a page of only sold cars', () => {
    expect(ids(collapseSoldRuns([soldCar('x1'), soldCar('x2'), soldCar('x3')]))).toEqual(['x1', 'x2', 'x3']);
    expect(collapseSoldRuns([])).toEqual([]);
  });
});

describe('C-76 otherwise only the first car of each consecutive sold run stays', () => {
  it('[A, x1, x2, B, x3] becomes [A, x1, B, x3]', () => {
    const page = [car('A'), soldCar('x1'), soldCar('x2'), car('B'), soldCar('x3')];
    expect(ids(collapseSoldRuns(page))).toEqual(['A', 'x1', 'B', 'x3']);
  });

  it('counts the sold flag and status sold alike', () => {
    const page = [
      { id: 'x1', sold: true, status: 'in_stock' },
      { id: 'x2', sold: false, status: 'sold' },
      car('A'),
    ];
    expect(ids(collapseSoldRuns(page))).toEqual(['x1', 'A']);
  });

  it('never leaves two sold cars side by side when any car is unsold, and keeps every unsold car', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (flags) => {
        const page = flags.map((sold, i) => (sold ? soldCar(`x${i}`) : car(`c${i}`)));
        const out = collapseSoldRuns(page);
        expect(out.filter((c) => !c.sold)).toEqual(page.filter((c) => !c.sold));
        if (page.some((c) => !c.sold)) expect(out.some((c, i) => c.sold && out[i - 1]?.sold)).toBe(false);
      }),
    );
  });
});

describe('C-79 collapsing does not change the reported total', () => {
  it('keeps count and pages', () => {
    const result = { hits: [car('A'), soldCar('x1'), soldCar('x2')], count: 40, pages: 2 };
    expect(withCollapsedSoldRuns(result)).toEqual({ hits: [car('A'), soldCar('x1')], count: 40, pages: 2 });
  });
});
