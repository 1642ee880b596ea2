/**
 * What the composer says aloud (the live region) and what the text view writes: a place in the
 * song ('Bar 3 beat 2'), a note ('C5, quarter note, martellato'), a length ('dotted half note').
 * Short, plain words a screen reader reads quickly; every bell name through the song's key.
 */
import {
  barNumberAt,
  barStartAt,
  dynamicAt,
  type Note,
  type RowRef,
  type Song,
  songRowName,
  type Technique,
} from '@ringalong/song';

const LENGTH_NAMES: Readonly<Record<string, string>> = {
  '0.25': 'sixteenth note',
  '0.5': 'eighth note',
  '0.75': 'dotted eighth note',
  '1': 'quarter note',
  '1.5': 'dotted quarter note',
  '2': 'half note',
  '3': 'dotted half note',
  '4': 'whole note',
  '6': 'dotted whole note',
};

/** A number as words write it: at most three decimals, no trailing zeros. */
const figure = (value: number): string => String(Math.round(value * 1000) / 1000);

/** 'quarter note', 'dotted half note'; a length without a name: '5 beats'. */
export function lengthWords(length: number): string {
  return LENGTH_NAMES[figure(length)] ?? `${figure(length)} beat${length === 1 ? '' : 's'}`;
}

/** 'martellato', 'let vibrate'; undefined (a plain ring): ''. */
export function techniqueWords(technique: Technique | undefined): string {
  if (!technique) return '';
  return technique === 'lv' ? 'let vibrate' : technique;
}

/** 'Bar 3 beat 2' (beats counted in quarter notes from 1; 'beat 2.5' between two). */
export function placeWords(song: Song, beat: number): string {
  const inBar = beat - barStartAt(song, beat);
  return `Bar ${barNumberAt(song, beat)} beat ${figure(inBar + 1)}`;
}

/** A note without its place: 'C5, quarter note, martellato, accent'. */
export function noteWords(song: Song, row: RowRef, note: Note): string {
  return [
    songRowName(song, row),
    lengthWords(note.length),
    techniqueWords(note.technique),
    note.accent ? 'accent' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A note with its dynamic, as the text view lists it: 'C5, quarter note, martellato, mf'. */
export function noteWithDynamic(song: Song, row: RowRef, note: Note): string {
  return `${noteWords(song, row, note)}, ${dynamicAt(song, note.beat)}`;
}

/**
 * What the cursor is on: 'Bar 3 beat 2, C5, quarter note, martellato', or 'Bar 3 beat 2, C5, empty'
 * where no note starts.
 */
export function cursorWords(song: Song, beat: number, row: RowRef, note: Note | undefined): string {
  const place = placeWords(song, beat);
  return note ? `${place}, ${noteWords(song, row, note)}` : `${place}, ${songRowName(song, row)}, empty`;
}

/** 'Note added', '3 notes deleted': a count of notes and what happened to them. */
export function notesWords(count: number, what: string): string {
  return count === 1 ? `Note ${what}` : `${count} notes ${what}`;
}
