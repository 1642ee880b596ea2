/** Reading and writing what this browser keeps: failures of the storage, garbage, earlier keys. */
import { DEFAULT_PREFERENCES } from '@ringalong/song';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MemoryStorage } from '../../test/memory-storage.ts';
import { NEW_SESSION } from '../editor/choir/session.ts';
import { find } from './find.ts';
import { peek, remove, write } from './index.ts';
import { KEPT } from './keys.ts';
import { KEY_NAMES, type KeyId } from './names.ts';
import { read, readKey } from './read.ts';

const IDS = Object.keys(KEY_NAMES) as KeyId[];
/** The keys whose value is an object (the others are a count or a flag, which JSON scalars are). */
const OBJECT_IDS = IDS.filter((id) => typeof KEPT[id].fallback === 'object');

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  // Unreadable kept values are said on the console; the tests read many on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a storage that fails', () => {
  it('switched off: every read gives its default, writes say they failed, nothing throws', async () => {
    storage.fault = 'off';
    for (const id of IDS) {
      expect(read(storage, id)).toEqual(KEPT[id].fallback);
      expect(find(storage, id)).toBeNull();
      expect(peek(storage, id)).toBeNull();
      expect(write(storage, id, KEPT[id].fallback)).toBe(false);
      expect(() => remove(storage, id)).not.toThrow();
    }
  });

  it('missing altogether (null): reads give the defaults and writes fail', () => {
    for (const id of IDS) {
      expect(read(null, id)).toEqual(KEPT[id].fallback);
      expect(write(null, id, KEPT[id].fallback)).toBe(false);
    }
  });

  it('full: the write is refused and said on the console, and what was kept before stays readable', () => {
    const before = { ...DEFAULT_PREFERENCES, bpm: 140 };
    expect(write(storage, 'preferences', before)).toBe(true);
    storage.fault = 'full';
    expect(write(storage, 'preferences', { ...before, bpm: 90 })).toBe(false);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(KEY_NAMES.preferences.name),
      expect.any(DOMException),
    );
    expect(read(storage, 'preferences')).toEqual(before);
  });
});

describe('garbage kept under a key', () => {
  it('text that is not JSON, or JSON that is not an object, gives the default', () => {
    const notAnObject = fc.oneof(
      fc.string().filter((text) => !text.trimStart().startsWith('{')),
      fc
        .jsonValue()
        .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...OBJECT_IDS), notAnObject, (id, text) => {
        storage.items.set(KEY_NAMES[id].name, text);
        expect(read(storage, id)).toEqual(KEPT[id].fallback);
      }),
    );
  });

  it('any object gives a value of the key shape: written and read again, it is the same', () => {
    const objects = fc.oneof(
      fc.dictionary(fc.string(), fc.jsonValue()),
      // Objects with the fields the keys have, holding anything.
      fc.record(
        Object.fromEntries(
          [
            'on',
            'absent',
            'ringerModes',
            'solo',
            'iAm',
            'choirs',
            'activeId',
            'bpm',
            'snapPeriod',
            'song',
            'meta',
          ].map((field) => [field, fc.jsonValue()]),
        ),
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...IDS), objects, (id, value) => {
        storage.items.set(KEY_NAMES[id].name, JSON.stringify(value));
        const got = read(storage, id);
        if (got !== null) expect(write(storage, id, got)).toBe(true);
        expect(read(storage, id)).toEqual(got);
      }),
    );
  });

  it('another program kept something else under the name: the default, and writing replaces it', () => {
    storage.items.set(KEY_NAMES.choirSession.name, '<xml>not ours</xml>');
    expect(read(storage, 'choirSession')).toEqual(NEW_SESSION);
    write(storage, 'choirSession', { ...NEW_SESSION, lanes: false });
    expect(read(storage, 'choirSession')).toEqual({ ...NEW_SESSION, lanes: false });
  });
});

describe('values kept under earlier keys', () => {
  /** A key whose shape changed twice: a bare count, then {count}, now {count, unit}. */
  const names = { name: 'test.tally.v3', earlier: ['test.tally', 'test.tally.v2'] };
  const tally = {
    schema: z.object({ count: z.int(), unit: z.string() }),
    fallback: { count: 0, unit: 'bells' },
    migrations: {
      'test.tally': (older: unknown) => ({ count: older }),
      'test.tally.v2': (older: unknown) => ({ ...(older as object), unit: 'bells' }),
    },
  };

  it('the oldest shape is lifted through every step, kept under the current key, the old one removed', () => {
    storage.items.set('test.tally', '7');
    expect(readKey(storage, names, tally)).toEqual({ count: 7, unit: 'bells' });
    expect(JSON.parse(storage.items.get('test.tally.v3') ?? 'null')).toEqual({ count: 7, unit: 'bells' });
    expect(storage.items.has('test.tally')).toBe(false);
  });

  it('a middle shape takes only the steps after it', () => {
    storage.items.set('test.tally.v2', JSON.stringify({ count: 3 }));
    expect(readKey(storage, names, tally)).toEqual({ count: 3, unit: 'bells' });
  });

  it('the current key wins over any earlier one', () => {
    storage.items.set('test.tally', '7');
    storage.items.set('test.tally.v3', JSON.stringify({ count: 2, unit: 'chimes' }));
    expect(readKey(storage, names, tally)).toEqual({ count: 2, unit: 'chimes' });
  });

  it('an earlier value that does not lift gives the default and stays where it was', () => {
    storage.items.set('test.tally', '"seven"');
    expect(readKey(storage, names, tally)).toEqual(tally.fallback);
    expect(storage.items.get('test.tally')).toBe('"seven"');
  });

  it('a migration that throws on garbage gives the default', () => {
    const throwing = {
      ...tally,
      migrations: {
        ...tally.migrations,
        'test.tally': () => {
          throw new TypeError('no');
        },
      },
    };
    storage.items.set('test.tally', '7');
    expect(readKey(storage, names, throwing)).toEqual(tally.fallback);
  });
});

describe('removing', () => {
  it('remove forgets the value', () => {
    write(storage, 'choirs', { choirs: [], activeId: 'c-1' });
    remove(storage, 'choirs');
    expect(read(storage, 'choirs')).toEqual(KEPT.choirs.fallback);
    expect(storage.items.size).toBe(0);
  });
});
