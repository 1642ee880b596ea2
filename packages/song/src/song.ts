/** Reading a song: counts, lookups and note identity. Nothing here changes a song. */
import { DEFAULT_STAVE_PITCHES, DEFAULT_TITLE } from './constants.ts';
import { partitionPoint } from './search.ts';
import {
  INSTRUMENTS,
  type Instrument,
  type Note,
  type NoteRef,
  type RowRef,
  SONG_VERSION,
  type Song,
  type Stave,
} from './types.ts';

export function createDefaultSong(): Song {
  return {
    version: SONG_VERSION,
    meta: { title: DEFAULT_TITLE },
    staves: DEFAULT_STAVE_PITCHES.map((pitchId) => ({ pitchId, instrument: 'handbell', notes: [] })),
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  };
}

export function noteCount(song: Song): number {
  let count = 0;
  for (const stave of song.staves) count += stave.notes.length;
  return count;
}

/** The highest note beat in the song; 0 when it has no notes. */
export function lastBeat(song: Song): number {
  let last = 0;
  for (const stave of song.staves) {
    const final = stave.notes[stave.notes.length - 1];
    if (final && final.beat > last) last = final.beat;
  }
  return last;
}

/**
 * A row's notes with each length cut at the row's next strike: the re-strike damps the ring, so
 * the overlap is never heard (and a score cannot hold one pitch overlapping itself in one part).
 */
export function heardNotes(stave: Stave): Note[] {
  return stave.notes.map((note, i) => {
    const next = stave.notes[i + 1];
    if (!next || note.beat + note.length <= next.beat) return note;
    return { ...note, length: next.beat - note.beat };
  });
}

/**
 * Where the song ends: the latest beat a note is heard to (its length, cut at its row's next
 * strike); 0 for a song without notes. The printed score, the MusicXML writer and anything else
 * that asks where the music stops read it here.
 */
export function songEnd(song: Song): number {
  let end = 0;
  for (const stave of song.staves) {
    for (const note of heardNotes(stave)) end = Math.max(end, note.beat + note.length);
  }
  return end;
}

/** The earliest note beat, or undefined when the song has no notes. */
export function firstBeat(song: Song): number | undefined {
  let first: number | undefined;
  for (const stave of song.staves) {
    const head = stave.notes[0];
    if (head && (first === undefined || head.beat < first)) first = head.beat;
  }
  return first;
}

function isInstrument(value: string): value is Instrument {
  return (INSTRUMENTS as readonly string[]).includes(value);
}

/** A row's key for maps and sets: '60:handbell'. */
export function rowKey(row: RowRef): string {
  return `${row.pitchId}:${row.instrument}`;
}

export function sameRow(a: RowRef, b: RowRef): boolean {
  return a.pitchId === b.pitchId && a.instrument === b.instrument;
}

/** Stave order: by pitch, then handbell before handchime. Negative when `a` comes first. */
export function compareRows(a: RowRef, b: RowRef): number {
  return a.pitchId - b.pitchId || INSTRUMENTS.indexOf(a.instrument) - INSTRUMENTS.indexOf(b.instrument);
}

/** A note's key in a selection: '60:handbell:1.5'. */
export function noteKey(ref: NoteRef): string {
  return `${ref.pitchId}:${ref.instrument}:${ref.beat}`;
}

/**
 * The note a key names. Keys of the one-row-per-pitch days ('60:1.5') name the handbell row, so
 * a selection kept from before still means the same notes.
 */
export function parseNoteKey(key: string): NoteRef {
  const parts = key.split(':');
  const [pitch, middle, last] = parts;
  if (parts.length === 3 && middle !== undefined && isInstrument(middle)) {
    return { pitchId: Number(pitch), instrument: middle, beat: Number(last) };
  }
  return { pitchId: Number(pitch), instrument: 'handbell', beat: Number(middle) };
}

/** Every note of the song, stave by stave (in stave order), each stave in beat order. */
export function allNoteRefs(song: Song): NoteRef[] {
  const refs: NoteRef[] = [];
  for (const stave of song.staves) {
    for (const note of stave.notes) {
      refs.push({ pitchId: stave.pitchId, instrument: stave.instrument, beat: note.beat });
    }
  }
  return refs;
}

/** Index of the row's stave in `song.staves`, or -1 when the song has no such row. */
export function staveIndex(song: Song, row: RowRef): number {
  return song.staves.findIndex((stave) => sameRow(stave, row));
}

export function findStave(song: Song, row: RowRef): Stave | undefined {
  return song.staves.find((stave) => sameRow(stave, row));
}

/** The note a ref names, or undefined. */
export function findNote(song: Song, ref: NoteRef): Note | undefined {
  const stave = findStave(song, ref);
  if (!stave) return undefined;
  const note = stave.notes[firstNoteAtOrAfter(stave.notes, ref.beat)];
  return note?.beat === ref.beat ? note : undefined;
}

/**
 * Index of the first note at or after `beat` in beat-sorted notes (notes.length when none is).
 * Binary search, so the renderer can cull a long stave to the visible window cheaply.
 */
export function firstNoteAtOrAfter(notes: readonly { readonly beat: number }[], beat: number): number {
  return partitionPoint(notes.length, (i) => notes[i]!.beat >= beat);
}

export function hasNote(song: Song, ref: NoteRef): boolean {
  return findNote(song, ref) !== undefined;
}

/** Beat-sorted notes, one per beat (the first given for a beat wins), from notes in any order. */
export function sortedNotes(notes: Iterable<Note>): Note[] {
  const byBeat = new Map<number, Note>();
  for (const note of notes) if (!byBeat.has(note.beat)) byBeat.set(note.beat, note);
  return [...byBeat.values()].sort((a, b) => a.beat - b.beat);
}

/**
 * A song whose staves are replaced where `changes` has an entry (rowKey -> new notes).
 * Untouched staves keep their identity, so callers and renderers can compare by reference.
 */
export function withStaveNotes(song: Song, changes: ReadonlyMap<string, readonly Note[]>): Song {
  if (changes.size === 0) return song;
  const staves = song.staves.map((stave) => {
    const notes = changes.get(rowKey(stave));
    return notes === undefined ? stave : { ...stave, notes };
  });
  return { ...song, staves };
}
