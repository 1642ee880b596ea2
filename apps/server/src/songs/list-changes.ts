/**
 * Tells those who keep a song list ahead of its readers that it changed: the first page keeps the
 * library's first page of demo songs rendered (plugins/web.ts), and a counted view of a demo song
 * changes its view counts (the routes that open a song say so).
 */
export class SongListChanges {
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` on every change of the demo list; answers a function that stops it. */
  onDemoListChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  demoListChanged(): void {
    for (const listener of this.#listeners) listener();
  }
}
