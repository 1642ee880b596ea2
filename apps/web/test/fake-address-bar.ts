import type { AddressBar } from '../src/store/types.ts';

/**
 * The browser's address bar and session history in memory: push, replace, and Back and Forward
 * that tell the listeners as `popstate` does.
 */
export class FakeAddressBar implements AddressBar {
  readonly entries: string[];
  title = '';
  private index = 0;
  private readonly listeners = new Set<() => void>();

  constructor(start = '/') {
    this.entries = [start];
  }

  path(): string {
    return this.entries[this.index] ?? '/';
  }

  push(path: string): void {
    this.entries.splice(this.index + 1, this.entries.length, path);
    this.index += 1;
  }

  replace(path: string): void {
    this.entries[this.index] = path;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  onPop(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  back(): void {
    if (this.index === 0) return;
    this.index -= 1;
    for (const listener of this.listeners) listener();
  }

  forward(): void {
    if (this.index === this.entries.length - 1) return;
    this.index += 1;
    for (const listener of this.listeners) listener();
  }
}
