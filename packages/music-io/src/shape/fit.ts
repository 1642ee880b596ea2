/**
 * Import's 'Fit to bells', by the same fit as the Bell Menu's Fit to our bells (`fitToBells` in
 * the song package): the piece is shaped as chosen, then every transposition is considered and
 * the key kept unless only a new key puts the notes on the chosen bells. Import applies the
 * transposition it finds; folding doubled octaves and moving single rows is left to the Bell
 * Menu's fit after import.
 */
import { fitToBells, isPitchId } from '@ringalong/song';
import type { Piece } from '../piece.ts';
import { chosenSet, inBellSet } from './bell-sets.ts';
import type { ShapeOptions } from './options.ts';
import { shapePiece } from './shape.ts';

/** The transposition (semitones, the option's value) that fits the piece onto the chosen bells. */
export function fitTransposition(piece: Piece, options: ShapeOptions): number {
  const base = options.transpose ?? 0;
  const song = shapePiece(piece, options).song;
  if (!song) return base;
  const set = chosenSet(options);
  const pitches = Array.from({ length: 128 }, (_, p) => p).filter((p) => isPitchId(p) && inBellSet(set, p));
  return base + fitToBells(song, { bells: pitches, chimes: options.merge ? [] : pitches }).transpose;
}
