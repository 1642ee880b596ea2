/**
 * A browser's storage in memory, with the failures a real one has: switched off (every call
 * throws SecurityError) and full (writes throw QuotaExceededError, reads still work).
 */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  /** 'off': every call throws; 'full': writes throw. */
  fault: 'off' | 'full' | null = null;

  get length(): number {
    this.check('read');
    return this.items.size;
  }

  key(index: number): string | null {
    this.check('read');
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.check('read');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check('write');
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.check('write');
    this.items.delete(key);
  }

  clear(): void {
    this.check('write');
    this.items.clear();
  }

  private check(use: 'read' | 'write'): void {
    if (this.fault === 'off') throw new DOMException('The operation is insecure.', 'SecurityError');
    if (this.fault === 'full' && use === 'write') {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
  }
}
