import { rowKey } from '@ringalong/song';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignedSong, THREE } from '../../test/choir.ts';
import type { FakeAudio } from '../../test/fake-audio.ts';
import { testStore } from '../../test/store-harness.ts';
import { NEW_SESSION } from '../editor/choir/session.ts';

const row = (pitchId: number) => rowKey({ pitchId, instrument: 'handbell' });
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The gains the last Play handed the audio engine, per row. */
function playedGains(audio: FakeAudio): ReadonlyMap<string, number> | undefined {
  return audio.started.at(-1)?.options.rowGains;
}

describe('the choir in the player after a reload', () => {
  beforeEach(() => window.localStorage.clear());

  it('rings the absent ringer’s rows and silences a muted row with no dialog ever opened', async () => {
    // An earlier visit: a choir made and chosen, Ann away today, the row nobody holds muted.
    const before = testStore();
    expect(await before.state().saveChoir(THREE)).toBe(true);
    before.state().setActiveChoir(THREE.id);
    before.doc.session.setChoir({ ...NEW_SESSION, absent: ['ann'], rowModes: { [row(69)]: 'muted' } });
    await nextFrame();
    before.store.stopReactions();

    // The reload: a new store and document over the same storage; nothing is opened.
    const { store, state, doc } = testStore();
    doc.load(assignedSong());
    await vi.waitFor(() => expect(state().choir.status).toBe('ready'));
    const audio = state().deps.audio as FakeAudio;
    await vi.waitFor(() => {
      doc.editor.play();
      doc.editor.stop();
      expect(playedGains(audio)).toBeDefined();
    });
    doc.editor.play();

    const gains = playedGains(audio);
    // Ann is away: the computer rings her rows.
    expect(gains?.get(row(60))).toBe(1);
    expect(gains?.get(row(62))).toBe(1);
    // Ben and Cat are here: their rows are theirs to ring.
    expect(gains?.get(row(64))).toBe(0);
    expect(gains?.get(row(67))).toBe(0);
    // Nobody holds A4, which the computer would ring, but it was muted.
    expect(gains?.get(row(69))).toBe(0);
    expect(Object.values(state().dialogs).every((dialog) => !dialog.display)).toBe(true);
    store.stopReactions();
  });

  it('plays every row full when the choir was never chosen in this browser', async () => {
    const { store, state, doc } = testStore();
    doc.load(assignedSong());
    doc.editor.play();
    expect(playedGains(state().deps.audio as FakeAudio)).toBeUndefined();
    expect(state().choir.status).toBe('idle');
    store.stopReactions();
  });
});
