/**
 * New Britain (1829), in F with a bass line. The opening bar is the pickup: two beats of rest,
 * then "A-". The long "me" rings on through the rest before "I once was lost".
 */
import { songFromScore } from './notation.ts';

export const AMAZING_GRACE = songFromScore({
  title: 'Amazing Grace',
  timeSignature: '3/4',
  voices: [
    [
      'r h, C4 q',
      'F4 h, A4 e, F4 e',
      'A4 h, G4 q',
      'F4 h, D4 q',
      'C4 h, C4 q',
      'F4 h, A4 e, F4 e',
      'A4 h, G4 e, A4 e',
      'C5 h.',
      'r h, A4 q',
      'C5 h, A4 e, F4 e',
      'A4 h, G4 q',
      'F4 h, D4 q',
      'C4 h, C4 q',
      'F4 h, A4 e, F4 e',
      'A4 h, G4 q',
      'F4 h.',
    ].join(' | '),
    [
      'r h.',
      'F3 h.',
      'F3 h, C3 q',
      'D3 h, Bb2 q',
      'F3 h.',
      'F3 h.',
      'F3 h, C3 q',
      'C3 h.',
      'C3 h.',
      'F3 h.',
      'F3 h.',
      'Bb2 h.',
      'F3 h.',
      'D3 h.',
      'C3 h.',
      'F3 h.',
    ].join(' | '),
  ],
});
