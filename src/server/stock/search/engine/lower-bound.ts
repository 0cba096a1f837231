/** First index in ascending `sorted` whose entry is not below `key` (binary search; numbers or strings). */
export function lowerBound<T extends number | string>(sorted: ArrayLike<T>, key: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}
