import { createDefaultSong, type Song } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { cursorWords, lengthWords, notesWords, placeWords } from './cursor-words.ts';

const waltz: Song = { ...createDefaultSong(), timeSignatures: [{ beat: 0, numerator: 3, denominator: 4 }] };
const c5 = { pitchId: 72, instrument: 'handbell' as const };

describe('the words the composer says', () => {
  test('lengths by their names, others in beats', () => {
    expect([0.5, 1, 1.5, 2, 3, 4].map(lengthWords)).toEqual([
      'eighth note',
      'quarter note',
      'dotted quarter note',
      'half note',
      'dotted half note',
      'whole note',
    ]);
    expect(lengthWords(5)).toBe('5 beats');
  });

  test('a place is a bar and a beat in it, counted from 1 in the bar’s own time signature', () => {
    expect(placeWords(waltz, 0)).toBe('Bar 1 beat 1');
    expect(placeWords(waltz, 4)).toBe('Bar 2 beat 2');
    expect(placeWords(waltz, 7.5)).toBe('Bar 3 beat 2.5');
  });

  test('the cursor on a note names its bell, length and technique; on nothing, its bell and empty', () => {
    expect(cursorWords(waltz, 4, c5, { beat: 4, length: 1, technique: 'martellato' })).toBe(
      'Bar 2 beat 2, C5, quarter note, martellato',
    );
    expect(cursorWords(waltz, 4, c5, { beat: 4, length: 2, technique: 'lv', accent: true })).toBe(
      'Bar 2 beat 2, C5, half note, let vibrate, accent',
    );
    expect(cursorWords(waltz, 4, { ...c5, instrument: 'handchime' }, undefined)).toBe(
      'Bar 2 beat 2, C5 chime, empty',
    );
  });

  test('changes count their notes', () => {
    expect(notesWords(1, 'added')).toBe('Note added');
    expect(notesWords(4, 'deleted')).toBe('4 notes deleted');
  });
});
