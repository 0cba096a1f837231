import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '@/server/outbound/testing/local-server';
import { feedFormatOf, fetchFeed } from './fetch-feed';

let feeds: LocalServer;
const paths: string[] = [];
// The dealer's feed host, mapped to the local fake server (never a real outside address).
const resolve = async () => [{ address: '127.0.0.1', family: 4 }];

beforeAll(async () => {
  feeds = await startLocalServer((request, res) => {
    paths.push(request.path);
    if (request.path === '/stock.csv')
      return res.writeHead(200, { 'content-type': 'text/csv' }).end('Stock No\nA1\n');
    if (request.path === '/api/stock')
      return res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('[]');
    res.writeHead(404).end();
  });
});
afterAll(() => feeds.close());

const at = (path: string) => `http://feeds.dms.example:${feeds.port}${path}`;

describe('fetchFeed (issue 18)', () => {
  it('reads a feed and tells JSON from CSV by content type or address', async () => {
    const csv = await fetchFeed(at('/stock.csv'), { resolve, allowPrivateAddresses: true });
    expect(csv.ok && [csv.format, csv.body.toString()]).toEqual(['csv', 'Stock No\nA1\n']);
    const json = await fetchFeed(at('/api/stock'), { resolve, allowPrivateAddresses: true });
    expect(json.ok && json.format).toBe('json');
    expect(feedFormatOf('https://x.example/feed.json?key=1')).toBe('json');
    expect(feedFormatOf('https://x.example/feed', 'text/plain')).toBe('csv');
  });

  it('answers a missing feed and a private address without reading or sending anything', async () => {
    expect(await fetchFeed(at('/gone'), { resolve, allowPrivateAddresses: true })).toEqual({
      ok: false,
      error: 'The feed URL answered HTTP 404',
    });
    const before = paths.length;
    expect(await fetchFeed(at('/stock.csv'), { resolve })).toEqual({
      ok: false,
      error: 'The feed URL feeds.dms.example resolves to the non-public address 127.0.0.1',
    });
    expect(paths.length).toBe(before);
  });
});
