import { describe, expect, it } from 'vitest';
import { siteConfigLayerSchema, siteConfigSchema } from './schema';

describe('security.frameAncestors (decision 033)', () => {
  it('defaults to no origin: no other site may frame a page', () => {
    expect(siteConfigSchema.parse({ siteSlug: 'a-site' }).security).toEqual({ frameAncestors: [] });
  });

  it('accepts origins as browsers write them', () => {
    const frameAncestors = [
      'https://portal.example',
      'http://partner.localhost:3160',
      'https://a.b-c.example:8443',
    ];
    expect(siteConfigLayerSchema.safeParse({ security: { frameAncestors } }).success).toBe(true);
  });

  it('refuses anything else: paths, wildcards, keywords, upper case, default ports, other schemes', () => {
    for (const origin of [
      'https://portal.example/',
      'https://portal.example/embed',
      'https://*.example',
      "'self'",
      '*',
      'https:',
      'https://Portal.example',
      'https://portal.example:443',
      'https://portal.example:0',
      'https://portal.example:70000',
      'ftp://portal.example',
      'https://user@portal.example',
      'https://a;b.example',
      'https://portal.example script-src *',
    ]) {
      const result = siteConfigLayerSchema.safeParse({ security: { frameAncestors: [origin] } });
      expect(result.success, origin).toBe(false);
    }
  });
});
