/**
 * CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, polynomial arithmetic modulo the
 * CRC polynomial): the page cache sends a kept gzip page with a new nonce spliced in, and the gzip trailer
 * needs the CRC of the whole without reading the whole again.
 */
const POLY = 0xedb88320;

/** a(x) · b(x) mod p(x), bits reflected as zlib keeps them. `a` is never 0 here (a power of x). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if ((a & m) !== 0) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** X2N[k] = x^(2^k) mod p(x). */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k += 1) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that moves a CRC past `bytes` more bytes: x^(8·bytes) mod p(x). */
export function crc32Shift(bytes: number): number {
  let power = 0x80000000;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k += 1)
    if (n % 2 === 1) power = multiplyModP(X2N[k % 32]!, power);
  return power;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
