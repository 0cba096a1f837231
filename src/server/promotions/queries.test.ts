import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { ISOLATION_SITES } from '@/server/db/testing/isolation-sites';
import { listSearchPromotions } from './queries';
import { log } from '@/server/logging';

const NOW = new Date('2025-06-10T00:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const node = (title: string) => ({
  title,
  body: `${title} body`,
  imageUrl: null,
  url: '/finance',
  buttonText: 'Go',
});
const test = isolationSitesForThisFile({ now: NOW });

beforeAll(async () => {
  await test.db.insert(s.promotions).values([
    { siteId: test.siteA, start: at(-5), expiry: at(-1), position: 0, node: node('Expired') },
    {
      siteId: test.siteA,
      start: at(2),
      expiry: at(9),
      position: 5,
      node: node('Upcoming'),
      display: ['new'],
    },
    {
      siteId: test.siteA,
      start: at(-2),
      expiry: NOW,
      position: 3,
      strictDisplay: true,
      node: node('Last day'),
    },
    { siteId: test.siteA, start: at(-2), expiry: at(5), position: 2, node: { title: 'No url' } as never },
  ]);
});

describe('listSearchPromotions', () => {
  it("lists the site's unexpired promotions by position, leaving out (and logging) a malformed node", async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const promotions = await listSearchPromotions(test.db, test.siteA, NOW);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]).toEqual([
      { siteId: test.siteA, promotionId: expect.any(Number), issues: expect.any(Array) },
      'promotion has a malformed node',
    ]);
    warn.mockRestore();
    expect(promotions.map((p) => p.node.title)).toEqual([
      `${ISOLATION_SITES[0].canary} Promotion`,
      'Last day',
      'Upcoming',
    ]);
    expect(promotions[2]).toEqual({
      id: expect.any(Number),
      start: '2025-06-12T00:00:00.000Z',
      expiry: '2025-06-19T00:00:00.000Z',
      position: 5,
      display: ['new'],
      strictDisplay: false,
      node: { title: 'Upcoming', body: 'Upcoming body', imageUrl: null, url: '/finance', buttonText: 'Go' },
    });
    expect(promotions[1]).toMatchObject({ expiry: '2025-06-10T00:00:00.000Z', strictDisplay: true });
  });

  it("never returns another site's promotions (tenant isolation)", async () => {
    const promotions = await listSearchPromotions(test.db, test.siteB, NOW);
    expect(promotions.map((p) => p.node.title)).toEqual([`${ISOLATION_SITES[1].canary} Promotion`]);
    expect(JSON.stringify(promotions)).not.toContain(ISOLATION_SITES[0].canary);
  });
});
