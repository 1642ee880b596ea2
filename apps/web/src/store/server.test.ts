/** What the start-up code reads of what this browser keeps, through the store's server chunk. */
import { DEFAULT_PREFERENCES } from '@ringalong/song';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/memory-storage.ts';
import { write } from '../persistence/index.ts';
import { readKept } from './server.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('reading what is kept (the start-up code)', () => {
  it('gives null when nothing is kept, and reads what was kept when it was asked, not what came after', async () => {
    await expect(readKept(storage, 'preferences')).resolves.toBeNull();
    write(storage, 'preferences', { ...DEFAULT_PREFERENCES, bpm: 150 });
    const kept = readKept(storage, 'preferences');
    write(storage, 'preferences', { ...DEFAULT_PREFERENCES, bpm: 60 });
    await expect(kept).resolves.toEqual({ ...DEFAULT_PREFERENCES, bpm: 150 });
  });

  it('gives null when the storage is switched off', async () => {
    storage.fault = 'off';
    await expect(readKept(storage, 'work')).resolves.toBeNull();
  });
});
