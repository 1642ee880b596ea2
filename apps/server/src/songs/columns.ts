import { isEightNoteCompatible, noteCount, pieceDifficulty, type Song } from '@ringalong/song';

/** Stored columns derived from a song document, so search never has to read the document. */
export function songColumns(song: Song) {
  return {
    title: song.meta.title,
    bellCount: song.staves.length,
    noteCount: noteCount(song),
    // The 8 Note Set is a set of handbells: a song with a handchime row is not for it.
    eightNote:
      song.staves.every((stave) => stave.instrument === 'handbell') &&
      isEightNoteCompatible(song.staves.map((stave) => stave.pitchId)),
    // The library card's level, graded by the same pure function as Assign ringers and print.
    difficulty: pieceDifficulty(song).level,
  };
}
