import { isEightNoteCompatible, noteCount, type Song } from '@ringalong/song';

/** Stored columns derived from a song document, so search never has to read the document. */
export function songColumns(song: Song) {
  return {
    title: song.meta.title,
    bellCount: song.staves.length,
    noteCount: noteCount(song),
    eightNote: isEightNoteCompatible(song.staves.map((stave) => stave.pitchId)),
  };
}
