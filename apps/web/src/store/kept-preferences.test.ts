import { DEFAULT_PREFERENCES } from '@ringalong/song';
import { beforeEach, expect, test, vi } from 'vitest';
import type { FakeAudio } from '../../test/fake-audio.ts';
import { testStore } from '../../test/store-harness.ts';
import { KEY_NAMES } from '../persistence/names.ts';

const PREFERENCES_KEY = KEY_NAMES.preferences.name;

beforeEach(() => {
  window.localStorage.clear();
});

/** What is kept once the writes under way are done. */
async function keptOnceWritten(expected: object) {
  await vi.waitFor(() =>
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject(expected),
  );
}

/** A page load: a fresh store over the same local storage, once its kept preferences are in. */
async function reload() {
  const store = testStore();
  await store.store.preferencesRead;
  return store;
}

test('a reload keeps every preference the user changed, the device offset too', async () => {
  const first = testStore();
  first.state().setPreferences({ bpm: 140, soundOn: false, warmupBeats: 8, deviceOffsetMs: 42 });
  first.state().setPreferences({ dotSpacingPlayer: 300, snapPeriod: 0.25, soundOctaveAbove: false });
  await keptOnceWritten({ dotSpacingPlayer: 300, deviceOffsetMs: 42 });
  const again = await reload();
  expect(again.state().preferences).toEqual({
    ...DEFAULT_PREFERENCES,
    bpm: 140,
    soundOn: false,
    warmupBeats: 8,
    deviceOffsetMs: 42,
    dotSpacingPlayer: 300,
    snapPeriod: 0.25,
    soundOctaveAbove: false,
  });
  // The editor plays with them: the kept tempo and warm-up, muted, sounding as written.
  again.doc.editor.play();
  const audio = again.state().deps.audio as FakeAudio;
  expect(audio.started.at(-1)?.options).toMatchObject({ transposeSemitones: 0, muted: true });
  // Eight warm-up beats at 140 bpm.
  expect(audio.started.at(-1)?.fromSongTime).toBeCloseTo((-8 * 60) / 140, 9);
});

test('kept data that is not JSON, or not an object, starts with the defaults', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  for (const text of ['{not json', '[1,2]', 'null', '42', '"bpm"']) {
    window.localStorage.setItem(PREFERENCES_KEY, text);
    const store = await reload();
    expect(store.state().preferences).toEqual(DEFAULT_PREFERENCES);
  }
  errors.mockRestore();
});

test('a bad or old field falls back to its default; the good fields beside it stay', async () => {
  window.localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({
      bpm: 'fast',
      warmupBeats: 8,
      octaveTranspose: 1.5,
      dotSpacingPlayer: 1e9,
      deviceOffsetMs: Number.NaN,
      snapPeriod: 0.3,
      lineSortMode: 'mostPlayed',
      editMode: 'yes',
      roomSound: true,
      retiredPreference: 7,
    }),
  );
  const store = await reload();
  expect(store.state().preferences).toEqual({
    ...DEFAULT_PREFERENCES,
    warmupBeats: 8,
    lineSortMode: 'mostPlayed',
    roomSound: true,
  });
  expect(store.state().preferences).not.toHaveProperty('retiredPreference');
});

test('the rehearsal, projector and colour choices come back after a reload, and only their own values', async () => {
  window.localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({ colorMode: 'highContrast', practiceTempo: 60, quietRows: 'hide', lookAheadSeconds: 8 }),
  );
  expect((await reload()).state().preferences).toMatchObject({
    colorMode: 'highContrast',
    practiceTempo: 60,
    quietRows: 'hide',
    lookAheadSeconds: 8,
  });
  window.localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({ colorMode: 'neon', practiceTempo: 400, quietRows: 'vanish', aheadBars: 2.5 }),
  );
  const { colorMode, practiceTempo, quietRows, aheadBars } = DEFAULT_PREFERENCES;
  expect((await reload()).state().preferences).toMatchObject({
    colorMode,
    practiceTempo,
    quietRows,
    aheadBars,
  });
});

test('a preference changed before the kept ones are read keeps its new value', async () => {
  window.localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({ ...DEFAULT_PREFERENCES, bpm: 70, warmupBeats: 2 }),
  );
  const store = testStore();
  store.state().setPreferences({ bpm: 150 });
  await store.store.preferencesRead;
  expect(store.state().preferences.bpm).toBe(150);
  expect(store.state().preferences.warmupBeats).toBe(2);
  // And what is kept now is what the user sees.
  await keptOnceWritten({ bpm: 150, warmupBeats: 2 });
});
