import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows everything but the non-content paths and names the sitemap on the site origin', () => {
    expect(robotsTxt('https://summit.localhost')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /print',
        'Disallow: /success',
        'Disallow: /cars/*/autogauge',
        'Disallow: /console',
        '',
        'Sitemap: https://summit.localhost/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('uses the origin as given (a configured siteUrl)', () => {
    expect(robotsTxt('https://www.summitmotors.com.au')).toContain(
      'Sitemap: https://www.summitmotors.com.au/sitemap.xml\n',
    );
  });
});
