import { and, asc, eq, like, notInArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { callConsole, CONSOLE_HOST, consoleTestFile, fileOf, stockVersionOf, answerOf } from '../testing';
import { STOCK_IMPORT_ENDPOINT as IMPORT } from './stock-import-api';

const { fixture, staff } = consoleTestFile({
  owner: { site: 'A', email: 'owner@alpha.example', role: 'owner' },
  manager: { site: 'A', email: 'manager@alpha.example', role: 'sales_manager' },
  seller: { site: 'A', email: 'sales@alpha.example', role: 'salesperson' },
  ownerB: { site: 'B', email: 'owner@bravo.example', role: 'owner' },
});
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));

const as = (who: 'owner' | 'manager' | 'seller' | 'ownerB', host: string = CONSOLE_HOST.A) => ({
  cookie: staff.cookies[who],
  host,
});

const CSV = [
  'Stock No,VIN,Make,Model,Year,Price',
  'IMP1,KNAPU81BDN7123456,Kia,Sportage,2022,31990',
  'IMP2,KNAPU81BDN7123457,Kia,Carnival,2021,45990',
  'IMP3,KNAPU81BDN712345O,Kia,Picanto,2020,12990',
].join('\n');

const csvFile = (text = CSV, name = 'stock.csv') => fileOf(text, name, 'text/csv');

const none = { shown: [], more: 0 };
const counts = { rows: 3, accepted: 2, markedSold: 0, unread: [], notes: none, photos: null };
const refusedVin = {
  shown: [
    {
      row: 4,
      field: 'vin',
      value: 'KNAPU81BDN712345O',
      reason: 'VIN must be 17 letters and digits, without I, O or Q',
    },
  ],
  more: 0,
};

async function importedCars() {
  return fixture.db
    .select({ stocknum: s.vehicles.stocknum, model: s.vehicles.model, price: s.vehicles.price })
    .from(s.vehicles)
    .where(and(eq(s.vehicles.siteId, fixture.siteA), like(s.vehicles.stocknum, 'IMP%')))
    .orderBy(asc(s.vehicles.stocknum));
}

const stockVersion = (siteId = fixture.siteA) => stockVersionOf(fixture.db, siteId);

describe('a stock feed imported in the console (issue 18)', () => {
  it('imports the accepted rows into the viewer’s site and reports the refused cell; the same file again changes nothing', async () => {
    const before = await stockVersion();
    expect(await answerOf(await callConsole(IMPORT, { feed: csvFile() }, as('manager')))).toEqual({
      status: 200,
      body: {
        ok: true,
        report: { ...counts, added: 2, updated: 0, unchanged: 0, rejected: refusedVin },
      },
    });
    expect(await importedCars()).toEqual([
      { stocknum: 'IMP1', model: 'Sportage', price: 31_990 },
      { stocknum: 'IMP2', model: 'Carnival', price: 45_990 },
    ]);
    expect(await stockVersion()).toBe(before + 1);
    expect(await answerOf(await callConsole(IMPORT, { feed: csvFile() }, as('manager')))).toEqual({
      status: 200,
      body: {
        ok: true,
        report: { ...counts, added: 0, updated: 0, unchanged: 2, rejected: refusedVin },
      },
    });
    expect(await stockVersion()).toBe(before + 1);
    // Site B has none of them: the import went to the viewer's site only.
    const inB = await fixture.db
      .select({ id: s.vehicles.id })
      .from(s.vehicles)
      .where(and(eq(s.vehicles.siteId, fixture.siteB), like(s.vehicles.stocknum, 'IMP%')));
    expect(inB).toEqual([]);
  });

  it('reads a feed through its column mapping, and a JSON feed by its name', async () => {
    const mapped = 'Stock Ref,VIN,Make,Model,Year,Price\nIMP1,KNAPU81BDN7123456,Kia,Sportage,2022,30990\n';
    const mapping = fileOf('{"columns":{"stocknum":["Stock Ref"]}}', 'dms.json', 'application/json');
    const withMapping = await answerOf(
      await callConsole(IMPORT, { feed: csvFile(mapped), mapping }, as('owner')),
    );
    expect(withMapping.body.report).toMatchObject({ rows: 1, accepted: 1, updated: 1 });
    const json = JSON.stringify([
      { stocknum: 'IMP4', vin: 'KNAPU81BDN7123459', make: 'Kia', model: 'Stonic', year: 2023, price: 27990 },
    ]);
    const jsonFeed = fileOf(json, 'stock.json', '');
    const fromJson = await answerOf(await callConsole(IMPORT, { feed: jsonFeed }, as('owner')));
    expect(fromJson.body.report).toMatchObject({ rows: 1, accepted: 1, added: 1 });
    expect(await importedCars()).toEqual([
      { stocknum: 'IMP1', model: 'Sportage', price: 30_990 },
      { stocknum: 'IMP2', model: 'Carnival', price: 45_990 },
      { stocknum: 'IMP4', model: 'Stonic', price: 27_990 },
    ]);
  });

  it('fetches the photos a feed lists through the guarded request, and reports one it may not fetch', async () => {
    const feed =
      'Stock No,VIN,Make,Model,Year,Price,Photos\nIMP2,KNAPU81BDN7123457,Kia,Carnival,2021,45990,http://127.0.0.1:9/car.jpg\n';
    const { body } = await answerOf(
      await callConsole(IMPORT, { feed: csvFile(feed), photos: 'on' }, as('owner')),
    );
    expect(body.report).toMatchObject({
      rows: 1,
      photos: {
        carsChanged: 1,
        stored: 0,
        reused: 0,
        failed: {
          shown: [
            {
              row: 2,
              field: 'photos',
              value: 'http://127.0.0.1:9/car.jpg',
              reason: "The photo's address host 127.0.0.1 is not a public address",
            },
          ],
          more: 0,
        },
      },
    });
  });

  it('refuses a file it cannot import, and a bad form, with the problem named and nothing written', async () => {
    const before = await stockVersion();
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [
        {},
        400,
        {
          error: 'Choose the feed file: a CSV or JSON export of your stock.',
          fieldErrors: { feed: 'Choose the feed file: a CSV or JSON export of your stock.' },
        },
      ],
      [
        { feed: csvFile('Stock No,Make,Model,Year,Price\nX1,Kia,Rio,2020,1\n') },
        422,
        { error: "Nothing was imported: VIN has no column: name its header in the feed's column mapping" },
      ],
      [
        { feed: fileOf('{"cars": [', 'stock.json', 'application/json') },
        422,
        { error: expect.stringMatching(/^Nothing was imported: The file is not JSON we can read: /) },
      ],
      [
        { feed: csvFile(), mapping: fileOf('{"columns":{"nope":["x"]}}', 'm.json', 'application/json') },
        400,
        {
          error: expect.stringMatching(/^The mapping file m\.json is not a column mapping:\n/),
          fieldErrors: { mapping: expect.stringMatching(/^The mapping file m\.json/) },
        },
      ],
      [
        { feed: csvFile(), mapping: fileOf(Buffer.alloc(1024 * 1024 + 1, 32), 'm.json', 'application/json') },
        413,
        {
          error: 'The column mapping file is over 1 MB.',
          fieldErrors: { mapping: 'The column mapping file is over 1 MB.' },
        },
      ],
    ];
    for (const [input, status, body] of cases)
      expect(await answerOf(await callConsole(IMPORT, input, as('owner')))).toEqual({ status, body });
    expect(await stockVersion()).toBe(before);
  });

  it('is for roles that may import, on their own site', async () => {
    expect(await answerOf(await callConsole(IMPORT, { feed: csvFile() }, as('seller')))).toEqual({
      status: 403,
      body: { error: 'Your staff role on this site cannot do this' },
    });
    expect((await callConsole(IMPORT, { feed: csvFile() }, as('ownerB'))).status).toBe(401);
    expect((await callConsole(IMPORT, { feed: csvFile() }, as('owner', CONSOLE_HOST.B))).status).toBe(401);
  });

  it('marks sold the cars a full feed leaves out, when asked', async () => {
    const unsold = await fixture.db
      .select({ id: s.vehicles.id })
      .from(s.vehicles)
      .where(
        and(
          eq(s.vehicles.siteId, fixture.siteA),
          eq(s.vehicles.sold, false),
          notInArray(s.vehicles.stocknum, ['IMP1', 'IMP2', 'IMP3']),
        ),
      );
    const { body } = await answerOf(await callConsole(IMPORT, { feed: csvFile(), full: 'on' }, as('owner')));
    expect(body.report).toMatchObject({ accepted: 2, markedSold: unsold.length });
  });
});
