import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseHost, siteLookupForHost, siteRewritePath } from './host';

describe('normaliseHost', () => {
  it.each([
    ['Harbourside.LOCALHOST:3000', 'harbourside.localhost'],
    ['harbourside.localhost.', 'harbourside.localhost'],
    ['www.example.com.:443', 'www.example.com'],
    ['  summit.localhost  ', 'summit.localhost'],
    ['a-b.c', 'a-b.c'],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([
    '',
    '[::1]:3000',
    'bad_host.localhost',
    '-a.localhost',
    'a..b',
    'host:port',
    'a.localhost:99999x',
    `${'a'.repeat(64)}.com`,
  ])('rejects %j', (raw) => {
    expect(normaliseHost(raw)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(normaliseHost(null)).toBeNull();
    expect(normaliseHost(undefined)).toBeNull();
  });
});

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const hostName = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));

describe('normaliseHost properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normaliseHost(raw);
        expect(once === null ? null : normaliseHost(once)).toBe(once);
      }),
    );
  });

  it('ignores case, port and one trailing dot', () => {
    fc.assert(
      fc.property(
        hostName,
        fc.integer({ min: 1, max: 65535 }),
        fc.boolean(),
        fc.boolean(),
        (host, port, upper, dot) => {
          const raw = `${upper ? host.toUpperCase() : host}${dot ? '.' : ''}:${port}`;
          expect(normaliseHost(raw)).toBe(host);
        },
      ),
    );
  });

  it('only ever yields lower-case DNS names without ports', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const host = normaliseHost(raw);
        if (host !== null) expect(host).toMatch(/^[a-z0-9.-]+$/);
      }),
    );
  });
});

describe('siteLookupForHost', () => {
  it('reads a one-label subdomain of the root domain as a site slug', () => {
    expect(siteLookupForHost('harbourside.localhost', 'localhost')).toEqual({
      kind: 'subdomain',
      slug: 'harbourside',
    });
  });
  it('treats deeper names and other domains as custom domains', () => {
    expect(siteLookupForHost('www.harbourside.localhost', 'localhost')).toEqual({
      kind: 'domain',
      host: 'www.harbourside.localhost',
    });
    expect(siteLookupForHost('harbourside-toyota.test', 'localhost')).toEqual({
      kind: 'domain',
      host: 'harbourside-toyota.test',
    });
  });
  it('names no site for the bare root domain', () => {
    expect(siteLookupForHost('localhost', 'localhost')).toBeNull();
  });
  it('does not take a host that merely ends in the root domain text as a subdomain', () => {
    expect(siteLookupForHost('evillocalhost', 'localhost')).toEqual({
      kind: 'domain',
      host: 'evillocalhost',
    });
  });
});

describe('siteRewritePath', () => {
  it('prefixes the host', () => {
    expect(siteRewritePath('summit.localhost', '/')).toBe('/sites/summit.localhost');
    expect(siteRewritePath('summit.localhost', '/search/used-cars')).toBe(
      '/sites/summit.localhost/search/used-cars',
    );
  });
  it('sends direct /sites requests and unusable hosts to a host that never resolves', () => {
    expect(siteRewritePath('summit.localhost', '/sites/redgum.localhost')).toBe(
      '/sites/_/sites/redgum.localhost',
    );
    expect(siteRewritePath(null, '/about-us')).toBe('/sites/_/about-us');
  });
});
