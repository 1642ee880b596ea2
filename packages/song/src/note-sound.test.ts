import { describe, expect, it } from 'vitest';
import { addStave, applyBellSelection } from './bells.ts';
import { pasteNotes } from './clipboard.ts';
import { copyNotes } from './copy-paste.ts';
import { setNoteLengths, setNoteTechnique } from './note-sound.ts';
import { addNote, deleteNotes, moveNotes } from './notes.ts';
import { selectAll } from './selection.ts';
import { findNote, noteKey, parseNoteKey } from './song.ts';
import { bell, songWith } from './test-songs.ts';
import type { NoteRef } from './types.ts';

const chime = (pitchId: number, beat: number): NoteRef => ({ pitchId, instrument: 'handchime', beat });
/** A bell row and a chime row of C4 with notes on the same beats, and a bell row of E4. */
const song = songWith({ 60: [0, 2], 64: [1] }, undefined, { 60: [0, 2] });

describe('note lengths and techniques', () => {
  it('sets the length of the named notes only, on their own row', () => {
    const after = setNoteLengths(song, [bell(60, 0), bell(64, 1)], 3.5);
    expect(findNote(after, bell(60, 0))?.length).toBe(3.5);
    expect(findNote(after, bell(64, 1))?.length).toBe(3.5);
    expect(findNote(after, chime(60, 0))?.length).toBe(1);
    expect(findNote(after, bell(60, 2))?.length).toBe(1);
  });

  it('refuses a length that is not above 0, not finite or over 64 beats, and changes nothing when nothing changes', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 64.5]) {
      expect(setNoteLengths(song, [bell(60, 0)], bad)).toBe(song);
    }
    expect(setNoteLengths(song, [bell(60, 0)], 1)).toBe(song);
    expect(setNoteLengths(song, [bell(61, 0)], 2)).toBe(song);
  });

  it('sets and clears a technique, leaving no technique key behind', () => {
    const marked = setNoteTechnique(song, [chime(60, 2)], 'martellato');
    expect(findNote(marked, chime(60, 2))).toEqual({ beat: 2, length: 1, technique: 'martellato' });
    expect(findNote(marked, bell(60, 2))).toEqual({ beat: 2, length: 1 });
    const plain = setNoteTechnique(marked, [chime(60, 2)], undefined);
    expect(findNote(plain, chime(60, 2))).toEqual({ beat: 2, length: 1 });
    expect(Object.keys(findNote(plain, chime(60, 2))!)).toEqual(['beat', 'length']);
    expect(setNoteTechnique(song, [bell(60, 0)], 'knock' as never)).toBe(song);
    expect(setNoteTechnique(marked, [chime(60, 2)], 'martellato')).toBe(marked);
  });
});

describe('rows of one pitch on two instruments', () => {
  it('adds, moves and deletes notes on the named row only', () => {
    const added = addNote(song, chime(60, 1), 0.5, 0.75);
    expect(findNote(added, chime(60, 1))).toEqual({ beat: 1, length: 0.75 });
    expect(findNote(added, bell(60, 1))).toBeUndefined();
    expect(addNote(song, chime(60, 1), 0.5, 0)).toBe(song);
    expect(addNote(song, chime(64, 1), 0.5)).toBe(song);

    const withTechnique = setNoteTechnique(setNoteLengths(song, [chime(60, 0)], 3), [chime(60, 0)], 'lv');
    const { song: moved, moved: landed } = moveNotes(withTechnique, [chime(60, 0)], 1, 0.5);
    expect(landed).toEqual([chime(60, 1)]);
    expect(findNote(moved, chime(60, 1))).toEqual({ beat: 1, length: 3, technique: 'lv' });
    expect(findNote(moved, bell(60, 0))).toEqual({ beat: 0, length: 1 });

    const deleted = deleteNotes(song, [chime(60, 0)]);
    expect(findNote(deleted, chime(60, 0))).toBeUndefined();
    expect(findNote(deleted, bell(60, 0))).toBeDefined();
  });

  it('keys notes by row, and reads keys of the one-row-per-pitch days as handbell notes', () => {
    expect(noteKey(chime(60, 1.5))).not.toBe(noteKey(bell(60, 1.5)));
    expect(parseNoteKey(noteKey(chime(60, 1.5)))).toEqual(chime(60, 1.5));
    expect(parseNoteKey('60:1.5')).toEqual(bell(60, 1.5));
    expect(selectAll(song).size).toBe(5);
  });

  it('copies and pastes notes with their row, length and technique', () => {
    const marked = setNoteTechnique(setNoteLengths(song, [chime(60, 2)], 4), [chime(60, 2)], 'swing');
    const clip = copyNotes(marked, new Set([noteKey(chime(60, 2)), noteKey(bell(64, 1))]));
    expect(clip).toEqual([
      { beat: 0, pitchId: 64, instrument: 'handbell', length: 1 },
      { beat: 1, pitchId: 60, instrument: 'handchime', length: 4, technique: 'swing' },
    ]);
    const { song: after, pasted } = pasteNotes(marked, JSON.parse(JSON.stringify(clip)), 10, 0.5);
    expect(findNote(after, chime(60, 11))).toEqual({ beat: 11, length: 4, technique: 'swing' });
    expect(findNote(after, bell(60, 11))).toBeUndefined();
    expect(pasted).toEqual([bell(64, 10), chime(60, 11)]);
  });

  it('pastes clipboard text from before lengths onto handbell rows, with the migration rule', () => {
    const old = [
      { beat: 0, pitchId: 60 },
      { beat: 0.5, pitchId: 60 },
      { beat: 0, pitchId: 64 },
    ];
    const { song: after } = pasteNotes(song, old, 8, 0.5);
    expect(findNote(after, bell(60, 8))).toEqual({ beat: 8, length: 0.5 });
    expect(findNote(after, bell(60, 8.5))).toEqual({ beat: 8.5, length: 2 });
    expect(findNote(after, bell(64, 8))).toEqual({ beat: 8, length: 2 });
    expect(findNote(after, chime(60, 8))).toBeUndefined();
  });

  it('adds a chime row beside a bell row, once, in stave order', () => {
    const bells = songWith({ 60: [0], 64: [] });
    const withChime = addStave(bells, { pitchId: 60, instrument: 'handchime' });
    expect(withChime.staves.map((s) => `${s.pitchId}:${s.instrument}`)).toEqual([
      '60:handbell',
      '60:handchime',
      '64:handbell',
    ]);
    expect(withChime.staves[0]).toBe(bells.staves[0]);
    expect(addStave(withChime, { pitchId: 60, instrument: 'handchime' })).toBe(withChime);
    expect(addStave(bells, { pitchId: 128, instrument: 'handchime' })).toBe(bells);
  });

  it('the Bell Menu changes the rows of its instrument and keeps the others', () => {
    const after = applyBellSelection(song, { 64: true, 67: true });
    expect(after.staves.map((s) => `${s.pitchId}:${s.instrument}`)).toEqual([
      '60:handchime',
      '64:handbell',
      '67:handbell',
    ]);
    const noChimes = applyBellSelection(song, {}, 'handchime');
    expect(noChimes.staves.map((s) => `${s.pitchId}:${s.instrument}`)).toEqual([
      '60:handbell',
      '64:handbell',
    ]);
  });
});
