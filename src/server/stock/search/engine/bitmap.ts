/** Fixed-size bitsets over document numbers, 32 documents per word. */
export type Bitmap = Uint32Array;

export function createBitmap(size: number): Bitmap {
  return new Uint32Array(Math.ceil(size / 32));
}

export function setBit(bitmap: Bitmap, doc: number): void {
  bitmap[doc >>> 5]! |= 1 << (doc & 31);
}

export function clearBit(bitmap: Bitmap, doc: number): void {
  bitmap[doc >>> 5]! &= ~(1 << (doc & 31));
}

export function hasBit(bitmap: Bitmap, doc: number): boolean {
  return (bitmap[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

export function andInto(target: Bitmap, other: Bitmap): void {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
}

export function orInto(target: Bitmap, other: Bitmap): void {
  for (let w = 0; w < target.length; w++) target[w]! |= other[w]!;
}

export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bitmap: Bitmap): number {
  let count = 0;
  for (let w = 0; w < bitmap.length; w++) count += popcount32(bitmap[w]!);
  return count;
}

/** Calls `visit` with each set document of one word, lowest first. */
export function forEachBit(word: number, base: number, visit: (doc: number) => void): void {
  let bits = word;
  while (bits !== 0) {
    const low = bits & -bits;
    visit(base + 31 - Math.clz32(low));
    bits ^= low;
  }
}

/** Writes the set documents of `bitmap` into `out` in ascending order, returning how many. */
export function collectDocs(bitmap: Bitmap, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < bitmap.length; w++) {
    let bits = bitmap[w]!;
    const base = w << 5;
    while (bits !== 0) {
      const low = bits & -bits;
      out[n++] = base + 31 - Math.clz32(low);
      bits ^= low;
    }
  }
  return n;
}

/** Bits set in both a and b. */
export function countAnd(a: Bitmap, b: Bitmap): number {
  let count = 0;
  for (let w = 0; w < a.length; w++) {
    const word = a[w]! & b[w]!;
    if (word !== 0) count += popcount32(word);
  }
  return count;
}

/** Sets the documents postings[from] … postings[to − 1]. */
export function orPostings(bitmap: Bitmap, postings: Uint32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const doc = postings[i]!;
    bitmap[doc >>> 5]! |= 1 << (doc & 31);
  }
}
