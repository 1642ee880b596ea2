import { rowKey } from '@ringalong/song';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignedSong, THREE } from '../../test/choir.ts';
import type { FakeAudio } from '../../test/fake-audio.ts';
import { testStore } from '../../test/store-harness.ts';
import { NEW_SESSION } from '../editor/choir/session.ts';
import { UNSAVED_CHANGES_PROMPT } from './reactions.ts';

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
    // The choir's flows and the kept session's reader (the store's server chunk) and the choir
    // view's drawing (the editor's chunk) arrive first: a wide hang guard, for a loaded machine.
    await vi.waitFor(() => expect(state().choir.status).toBe('ready'), { timeout: 15_000 });
    const audio = state().deps.audio as FakeAudio;
    await vi.waitFor(
      () => {
        doc.editor.play();
        doc.editor.stop();
        expect(playedGains(audio)).toBeDefined();
      },
      { timeout: 15_000 },
    );
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

  it('I am opens my part (Ring along of that ringer’s rows alone) with no dialog opened; I am no one closes it', async () => {
    const { store, state, doc } = testStore();
    doc.load(assignedSong());
    expect(await state().saveChoir(THREE)).toBe(true);
    state().setActiveChoir(THREE.id);
    doc.session.setChoir({ ...NEW_SESSION, iAm: 'ben' });
    await vi.waitFor(() => expect(state().dialogs.ringAlong.display).toBe(true), { timeout: 15_000 });
    const { rows, groups, part } = doc.editor.ringAlongRows();
    expect(part).toBe('Ben');
    expect(rows.map((r) => r.pitchId)).toEqual([65, 64]);
    expect(groups).toEqual([{ name: 'Ben', first: 0, count: 2 }]);
    doc.session.setChoir({ ...NEW_SESSION, iAm: null });
    await vi.waitFor(() => expect(state().dialogs.ringAlong.display).toBe(false));
    // Without I am, Ring along shows every row by ringer in table order (treble on top).
    expect(doc.editor.ringAlongRows().groups?.map((g) => g.name)).toEqual(['Cat', 'Ben', 'Ann', null]);
    // In the composer, I am changes no view.
    state().setPreferences({ editMode: true });
    doc.session.setChoir({ ...NEW_SESSION, iAm: 'ann' });
    await nextFrame();
    expect(state().dialogs.ringAlong.display).toBe(false);
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

describe('leaving the page', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    return event;
  };

  it('asks first only while changes are unsaved, with nothing of the app drawn', () => {
    const { store, doc, state } = testStore();
    expect(leave().defaultPrevented).toBe(false);
    doc.setTitle('Unsaved');
    expect(state().saveRequired).toBe(true);
    expect(leave().defaultPrevented).toBe(true);
    expect(UNSAVED_CHANGES_PROMPT).toBe('You have unsaved changes. Are you sure you want to leave?');
    store.setState({ saveRequired: false });
    expect(leave().defaultPrevented).toBe(false);
    store.stopReactions();
  });
});
