import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    for (const path of ['/cars/x?y=1#z', '/', '/search/toyota/hilux', '/cars/a%20b', '/cars/x\\y'])
      expect(sameSitePath(path)).toBe(path);
  });

  it('refuses a protocol-relative path, with a slash or a backslash', () => {
    for (const path of ['//evil.test', '/\\evil.test', '//evil.test/cars', '/\\/evil.test'])
      expect(sameSitePath(path)).toBeNull();
  });

  it('refuses an encoded slash or backslash straight after the leading slash', () => {
    for (const path of ['/%5Cevil.test', '/%5cevil.test', '/%2Fevil.test', '/%2fevil.test'])
      expect(sameSitePath(path)).toBeNull();
  });

  it('refuses control characters anywhere, which browsers would strip into //', () => {
    const paths = [
      '/\t/evil.test',
      '/\n/evil.test',
      '/\r\\evil.test',
      '/cars/x\u0000',
      '/cars/x\u007f',
      '/cars/x\u0085',
    ];
    for (const path of paths) expect(sameSitePath(path)).toBeNull();
  });

  it('refuses schemes, full URLs, relative paths and nothing', () => {
    const urls = ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'https://evil.test/', '\\\\evil.test'];
    for (const path of [...urls, ' /cars', 'cars/x', '', null, undefined])
      expect(sameSitePath(path)).toBeNull();
  });
});
