import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameSitePath('/cars/x?y=1#z')).toBe('/cars/x?y=1#z');
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/search/toyota/hilux')).toBe('/search/toyota/hilux');
    expect(sameSitePath('/cars/a%20b')).toBe('/cars/a%20b');
    expect(sameSitePath('/cars/x\\y')).toBe('/cars/x\\y');
  });

  it('refuses a protocol-relative path, with a slash or a backslash', () => {
    expect(sameSitePath('//evil.test')).toBeNull();
    expect(sameSitePath('/\\evil.test')).toBeNull();
    expect(sameSitePath('//evil.test/cars')).toBeNull();
    expect(sameSitePath('/\\/evil.test')).toBeNull();
  });

  it('refuses an encoded slash or backslash straight after the leading slash', () => {
    expect(sameSitePath('/%5Cevil.test')).toBeNull();
    expect(sameSitePath('/%5cevil.test')).toBeNull();
    expect(sameSitePath('/%2Fevil.test')).toBeNull();
    expect(sameSitePath('/%2fevil.test')).toBeNull();
  });

  it('refuses control characters anywhere, which browsers would strip into //', () => {
    expect(sameSitePath('/\t/evil.test')).toBeNull();
    expect(sameSitePath('/\n/evil.test')).toBeNull();
    expect(sameSitePath('/\r\\evil.test')).toBeNull();
    expect(sameSitePath('/cars/x\u0000')).toBeNull();
    expect(sameSitePath('/cars/x\u007f')).toBeNull();
    expect(sameSitePath('/cars/x\u0085')).toBeNull();
  });

  it('refuses schemes, full URLs, relative paths and nothing', () => {
    expect(sameSitePath('javascript:alert(1)')).toBeNull();
    expect(sameSitePath('JAVASCRIPT:alert(1)')).toBeNull();
    expect(sameSitePath('https://evil.test/')).toBeNull();
    expect(sameSitePath('\\\\evil.test')).toBeNull();
    expect(sameSitePath(' /cars')).toBeNull();
    expect(sameSitePath('cars/x')).toBeNull();
    expect(sameSitePath('')).toBeNull();
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
  });
});
