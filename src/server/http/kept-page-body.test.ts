import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';
import { answerBody, keepBody, keptBodyBytes } from './kept-page-body';

const DRAWN = 'Ab3dEf6hIj9lMn2pQr5tUv==';
const FRESH = 'Zy8xWv7uTs6rQp5oNm4lKj==';

/** Text that repeats itself across the nonce's places, 40 KB apart and close together, nonce first and last. */
function pageWith(nonce: string): string {
  const filler = Array.from({ length: 2000 }, (_, i) => `<li>car ${i * 7919} km</li>`).join('');
  return [
    '',
    `<script>${filler}</script>`,
    '',
    `<p>${filler.slice(0, 5000)}nonce="`,
    `">${filler.slice(3000, 9000)}`,
    '',
  ].join(nonce);
}

describe('crc32Combine', () => {
  it('is the CRC-32 of the two parts one after the other', () => {
    const whole = Buffer.from(pageWith(DRAWN));
    for (const cut of [0, 1, 24, 4096, 70_001, whole.length]) {
      const [a, b] = [whole.subarray(0, cut), whole.subarray(cut)];
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length)), `cut at ${cut}`).toBe(crc32(whole));
    }
  });
});

describe('keepBody and answerBody (issue 38, finding 6)', () => {
  it('answers a gzip page with another nonce in every place, as a gzip stream that checks out', async () => {
    const drawn = gzipSync(pageWith(DRAWN));
    const kept = (await keepBody(drawn, 'gzip', DRAWN))!;
    expect(kept.kind).toBe('gzip');
    expect(gunzipSync(answerBody(kept, FRESH)).toString()).toBe(pageWith(FRESH));
    expect(gunzipSync(answerBody(kept, DRAWN)).toString()).toBe(pageWith(DRAWN));
  });

  it('keeps nothing of the drawn nonce', async () => {
    const kept = (await keepBody(gzipSync(pageWith(DRAWN)), 'gzip', DRAWN))!;
    expect(answerBody(kept, FRESH).includes(DRAWN)).toBe(false);
    expect(gunzipSync(answerBody(kept, FRESH)).includes(DRAWN)).toBe(false);
    const plain = (await keepBody(Buffer.from(pageWith(DRAWN)), undefined, DRAWN))!;
    expect(answerBody(plain, FRESH).toString()).toBe(pageWith(FRESH));
    expect(keptBodyBytes(plain)).toBe(Buffer.byteLength(pageWith('')));
  });

  it('keeps a body drawn without a nonce as it was sent', async () => {
    const json = Buffer.from('{"cars":[]}');
    const kept = (await keepBody(json, undefined, null))!;
    expect(answerBody(kept, FRESH)).toBe(json);
    expect(keptBodyBytes(kept)).toBe(json.length);
  });

  it('keeps no page it cannot answer with another nonce', async () => {
    expect(await keepBody(gzipSync(`a\u0000b${DRAWN}c`), 'gzip', DRAWN)).toBeNull();
    expect(await keepBody(Buffer.from('not gzip'), 'gzip', DRAWN)).toBeNull();
    expect(await keepBody(Buffer.from(pageWith(DRAWN)), 'br', DRAWN)).toBeNull();
  });

  it('refuses a nonce of another length', async () => {
    const kept = (await keepBody(gzipSync(pageWith(DRAWN)), 'gzip', DRAWN))!;
    expect(() => answerBody(kept, 'short')).toThrow('a kept page takes a nonce as long as its own');
  });
});
