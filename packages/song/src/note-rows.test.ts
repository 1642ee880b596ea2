import { describe, expect, it } from 'vitest';
import { moveNotesByPitch } from './note-rows.ts';
import { setNoteTechnique } from './note-sound.ts';
import { findNote } from './song.ts';
import { bell, songWith } from './test-songs.ts';

describe('notes an octave up or down', () => {
  it('moves each note to the row an octave away, keeping its beat, length and technique', () => {
    const song = setNoteTechnique(songWith({ 60: [0, 1], 72: [] }), [bell(60, 1)], 'martellato');
    const { song: after, notes, moved } = moveNotesByPitch(song, [bell(60, 0), bell(60, 1)], 12);
    expect(moved).toBe(2);
    expect(notes).toEqual(expect.arrayContaining([bell(72, 0), bell(72, 1)]));
    expect(findNote(after, bell(60, 0))).toBeUndefined();
    expect(findNote(after, bell(72, 1))).toEqual({ beat: 1, length: 1, technique: 'martellato' });
  });

  it('leaves a note where the song lacks the row or the row is taken on its beat', () => {
    const song = songWith({ 60: [0, 1], 72: [1] });
    const { song: after, notes, moved } = moveNotesByPitch(song, [bell(60, 0), bell(60, 1)], 12);
    expect(moved).toBe(1);
    expect(notes).toEqual(expect.arrayContaining([bell(72, 0), bell(60, 1)]));
    expect(findNote(after, bell(60, 1))).toBeDefined();
    const none = moveNotesByPitch(song, [bell(60, 0)], -12);
    expect(none.song).toBe(song);
    expect(none.moved).toBe(0);
  });

  it('moves a run of octaves together without one blocking the next', () => {
    const song = songWith({ 48: [0], 60: [0], 72: [] });
    const { song: after, moved } = moveNotesByPitch(song, [bell(48, 0), bell(60, 0)], 12);
    expect(moved).toBe(2);
    expect(findNote(after, bell(48, 0))).toBeUndefined();
    expect(findNote(after, bell(60, 0))).toBeDefined();
    expect(findNote(after, bell(72, 0))).toBeDefined();
  });
});
