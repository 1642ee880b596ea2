/** Reading a song: counts, lookups and note identity. Nothing here changes a song. */
import { DEFAULT_STAVE_PITCHES, DEFAULT_TITLE } from './constants.ts';
import { type Note, type NoteRef, SONG_VERSION, type Song, type Stave } from './types.ts';

export function createDefaultSong(): Song {
  return {
    version: SONG_VERSION,
    meta: { title: DEFAULT_TITLE },
    staves: DEFAULT_STAVE_PITCHES.map((pitchId) => ({ pitchId, notes: [] })),
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

/** The earliest note beat, or undefined when the song has no notes. */
export function firstBeat(song: Song): number | undefined {
  let first: number | undefined;
  for (const stave of song.staves) {
    const head = stave.notes[0];
    if (head && (first === undefined || head.beat < first)) first = head.beat;
  }
  return first;
}

export function noteKey(ref: NoteRef): string {
  return `${ref.pitchId}:${ref.beat}`;
}

export function parseNoteKey(key: string): NoteRef {
  const colon = key.indexOf(':');
  return { pitchId: Number(key.slice(0, colon)), beat: Number(key.slice(colon + 1)) };
}

/** Every note of the song, stave by stave (ascending pitch), each stave in beat order. */
export function allNoteRefs(song: Song): NoteRef[] {
  const refs: NoteRef[] = [];
  for (const stave of song.staves) {
    for (const note of stave.notes) refs.push({ pitchId: stave.pitchId, beat: note.beat });
  }
  return refs;
}

/** Index of the stave for a pitch in `song.staves`, or -1 when the song has no such bell. */
export function staveIndex(song: Song, pitchId: number): number {
  return song.staves.findIndex((stave) => stave.pitchId === pitchId);
}

export function findStave(song: Song, pitchId: number): Stave | undefined {
  return song.staves.find((stave) => stave.pitchId === pitchId);
}

/**
 * Index of the first note at or after `beat` in beat-sorted notes (notes.length when none is).
 * Binary search, so the renderer can cull a long stave to the visible window cheaply.
 */
export function firstNoteAtOrAfter(notes: readonly Note[], beat: number): number {
  let low = 0;
  let high = notes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (notes[mid]!.beat < beat) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function hasNote(song: Song, ref: NoteRef): boolean {
  const stave = findStave(song, ref.pitchId);
  if (!stave) return false;
  const index = firstNoteAtOrAfter(stave.notes, ref.beat);
  return stave.notes[index]?.beat === ref.beat;
}

/** Beat-sorted notes without duplicates, from beats in any order. */
export function notesFromBeats(beats: Iterable<number>): Note[] {
  const sorted = [...new Set(beats)].sort((a, b) => a - b);
  return sorted.map((beat) => ({ beat }));
}

/**
 * A song whose staves are replaced where `changes` has an entry (pitchId -> new notes).
 * Untouched staves keep their identity, so callers and renderers can compare by reference.
 */
export function withStaveNotes(song: Song, changes: ReadonlyMap<number, readonly Note[]>): Song {
  if (changes.size === 0) return song;
  const staves = song.staves.map((stave) => {
    const notes = changes.get(stave.pitchId);
    return notes === undefined ? stave : { ...stave, notes };
  });
  return { ...song, staves };
}
