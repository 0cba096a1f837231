import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it("is the configured site URL's origin, else https and the request host", () => {
    expect(siteOrigin('https://harbourside-toyota.test/', 'harbourside.localhost')).toBe(
      'https://harbourside-toyota.test',
    );
    expect(siteOrigin('https://harbourside-toyota.test/cars?x=1', 'harbourside.localhost')).toBe(
      'https://harbourside-toyota.test',
    );
    expect(siteOrigin(null, 'harbourside.localhost')).toBe('https://harbourside.localhost');
  });
});
