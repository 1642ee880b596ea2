/**
 * Remembers answers for a moment and shares one pending lookup between concurrent callers. For
 * the anonymous demo list, the first call of every visit: its only moving part is view counts,
 * which may lag by `ttlMs`.
 */
export class ShortCache<T> {
  readonly #entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    return this.refresh(key, load, now);
  }

  /** Looks now, however young the answer kept: callers from now on share the new lookup. */
  refresh(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key)) this.#entries.clear();
    const value = load();
    this.#entries.set(key, { at: now, value });
    // A failed lookup is not remembered.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }
}
