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
export * from './shape/index.ts';
