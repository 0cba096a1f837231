/**
 * C-23/C-24 `SearchCache`: results by key, at most `capacity` of them; when full, the oldest entry (first
 * stored) is evicted. A repeated search is answered from here without a network call or engine run.
 */
export class SearchCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`cache capacity ${capacity}`);
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    // Re-storing a key keeps its age: "oldest" means first stored, as the spec's cache does.
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
