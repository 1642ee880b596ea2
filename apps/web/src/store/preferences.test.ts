import { expect, it } from 'vitest';
import type { FakeAudio } from '../../test/fake-audio.ts';
import { testStore } from '../../test/store-harness.ts';

function playedTranspose(store: ReturnType<typeof testStore>): number | undefined {
  const audio = store.state().deps.audio as FakeAudio;
  store.doc.editor.play();
  store.doc.editor.stop();
  return audio.started.at(-1)?.options.transposeSemitones;
}

it('sounds the song an octave above written by default, as handbells do', () => {
  const store = testStore();
  expect(store.state().preferences.soundOctaveAbove).toBe(true);
  expect(playedTranspose(store)).toBe(12);
});

it('keeps "sound as written" once chosen, through edit mode, a new song and transpose changes', () => {
  const store = testStore();
  const { state } = store;
  state().setPreferences({ soundOctaveAbove: false });
  expect(playedTranspose(store)).toBe(0);
  state().toggleEditMode();
  state().newSong();
  state().setPreferences({ octaveTranspose: 1 });
  expect(state().preferences.soundOctaveAbove).toBe(false);
  expect(playedTranspose(store)).toBe(12);
  state().setPreferences({ soundOctaveAbove: true });
  expect(playedTranspose(store)).toBe(24);
});
