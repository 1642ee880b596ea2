import { DEFAULT_PREFERENCES } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { assignedSong, THREE } from '../../../test/choir.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { choirRows } from './rows.ts';
import { NEW_SESSION } from './session.ts';
import { choirView } from './view.ts';

const player = () => new TestEditor({ editMode: false, lineSortMode: 'pitch' }, assignedSong());
const pitches = (ed: TestEditor) => ed.controller.rows().map((row) => row.pitchId);

describe('the player with a choir', () => {
  test('without a choir view, rows and playback are as without a choir', () => {
    const ed = player();
    expect(pitches(ed)).toEqual([69, 67, 65, 64, 62, 60]);
    ed.controller.playback.play();
    expect(ed.audio.started[0]?.options).toMatchObject({ transposeSemitones: 12, muted: false });
    expect(ed.audio.started[0]?.options.rowGains).toBeUndefined();
    expect(ed.controller.frame().choir).toBeNull();
  });

  test('a ringer marked absent while playing: the run goes on with their rows rung at full, those here silent', () => {
    const ed = player();
    ed.controller.setChoirView(choirView(ed.song, THREE, NEW_SESSION), choirRows);
    ed.controller.playback.play();
    const first = ed.audio.started.at(-1)!.options.rowGains!;
    expect(first.get('64:handbell')).toBe(0);
    expect(first.get('69:handbell')).toBe(1);
    ed.controller.setChoirView(choirView(ed.song, THREE, { ...NEW_SESSION, absent: ['ben'] }), choirRows);
    expect(ed.audio.started).toHaveLength(2);
    const gains = ed.audio.started.at(-1)!.options.rowGains!;
    expect(Object.fromEntries(gains)).toMatchObject({ '64:handbell': 1, '65:handbell': 1, '60:handbell': 0 });
  });

  test('lanes per ringer in table order (treble on top), rows in pitch order within each, nobody’s last; named in the frame', () => {
    const ed = player();
    ed.prefs = { ...DEFAULT_PREFERENCES, editMode: false, lineSortMode: 'mostPlayed' };
    ed.controller.setChoirView(choirView(ed.song, THREE, { ...NEW_SESSION, iAm: 'ben' }), choirRows);
    expect(pitches(ed)).toEqual([67, 65, 64, 62, 60, 69]);
    const picture = ed.controller.frame().choir!;
    expect(picture.lanes).toEqual([
      { name: 'Cat', first: 0, count: 1 },
      { name: 'Ben', first: 1, count: 2 },
      { name: 'Ann', first: 3, count: 2 },
      { name: null, first: 5, count: 1 },
    ]);
    // 'I am Ben': his rows highlighted, the others dimmed.
    expect(picture.focus).toEqual([false, true, true, false, false, false]);
    // The same picture frame after frame (the layers are drawn again only when it changes).
    expect(ed.controller.frame().choir).toBe(picture);
  });

  test('lanes off: the listener’s order stays; the composer always shows rows by pitch', () => {
    const ed = player();
    ed.controller.setChoirView(
      choirView(ed.song, THREE, { ...NEW_SESSION, lanes: false, iAm: 'cat' }),
      choirRows,
    );
    expect(pitches(ed)).toEqual([69, 67, 65, 64, 62, 60]);
    expect(ed.controller.frame().choir?.focus).toEqual([false, true, false, false, false, false]);
    ed.controller.setChoirView(choirView(ed.song, THREE, NEW_SESSION), choirRows);
    ed.prefs = { ...ed.prefs, editMode: true };
    expect(pitches(ed)).toEqual([69, 67, 65, 64, 62, 60]);
    expect(ed.controller.frame().choir).toBeNull();
  });

  test('a song without an assignment for the choir: no choir view at all', () => {
    const song = { ...assignedSong(), assignments: [] };
    expect(choirView(song, THREE, NEW_SESSION)).toBeNull();
    expect(choirView(assignedSong(), THREE, { ...NEW_SESSION, on: false })).toBeNull();
  });
});
