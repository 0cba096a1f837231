import { describe, expect, it } from 'vitest';
import { decodeSegment } from './decode-segment';

describe('decodeSegment', () => {
  it('decodes escapes', () => {
    expect(decodeSegment('toyota%20corolla')).toBe('toyota corolla');
    expect(decodeSegment('caf%C3%A9')).toBe('café');
  });

  it('keeps a malformed segment as written', () => {
    for (const input of ['%E0%A4%A', '%FF', '100%']) expect(decodeSegment(input)).toBe(input);
  });

  it('keeps a segment that would decode to a NUL as written (the proxy hands /cars/a%00b on as a%00b)', () => {
    expect(decodeSegment('a%00b')).toBe('a%00b');
  });
});
