/** Music in and out: files read into pieces, pieces shaped into songs, songs written to files. */
export type {
  MusicFormat,
  Piece,
  PieceNote,
  PiecePart,
  PieceTempo,
  PieceTimeSignature,
  ReadOutcome,
  TuneChoice,
} from './piece.ts';
export { type ReadOptions, readMusic } from './read/index.ts';
export { MAX_INPUT_BYTES } from './read/limits.ts';
export * from './shape/index.ts';
export { type MidiOptions, type MidiTracks, writeMidi } from './write/midi.ts';
export { type MusicXmlOptions, TEXT_MARKS, writeMusicXml } from './write/musicxml.ts';
export type { PitchChoice } from './write/rows.ts';
