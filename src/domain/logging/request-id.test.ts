import { describe, expect, it } from 'vitest';
import { acceptedRequestId } from './request-id';

describe('acceptedRequestId', () => {
  it('keeps a UUID and a proxy hex id', () => {
    expect(acceptedRequestId('3f2b8c1e-6a4d-4e8f-9b0a-1c2d3e4f5a6b')).toBe(
      '3f2b8c1e-6a4d-4e8f-9b0a-1c2d3e4f5a6b',
    );
    expect(acceptedRequestId('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
  });

  it('refuses what could forge a field or a line, and sizes outside 8–64', () => {
    const refused = [
      'abc',
      'a'.repeat(65),
      'id with space',
      'id"quote1',
      'id\n{"level":60}',
      '-leading-dash',
      '',
    ];
    expect(refused.map(acceptedRequestId)).toEqual(refused.map(() => null));
  });

  it('refuses a repeated header and none', () => {
    expect(acceptedRequestId(['0123456789abcdef', '0123456789abcdef'])).toBeNull();
    expect(acceptedRequestId(undefined)).toBeNull();
  });
});
