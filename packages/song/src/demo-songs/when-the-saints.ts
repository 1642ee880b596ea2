/**
 * The spiritual, in C: 8 Note Set only. Each "Oh when the" is a pickup after a rest, and the
 * long "saints" and "number" ring on where the song book ties them.
 */
import { songFromScore } from './notation.ts';

const ohWhenThe = 'r q, C4 q, E4 q, F4 q';

export const WHEN_THE_SAINTS = songFromScore({
  title: 'When the Saints Go Marching In',
  timeSignature: '4/4',
  voices: [
    [
      ohWhenThe,
      'G4 w',
      ohWhenThe,
      'G4 w',
      ohWhenThe,
      'G4 h, E4 h',
      'C4 h, E4 h',
      'D4 w',
      'r q, E4 q, E4 q, D4 q',
      'C4 h., C4 q',
      'E4 h, G4 h',
      'G4 q, F4 h.',
      'r q, E4 q, F4 h',
      'G4 h, E4 h',
      'C4 h, D4 h',
      'C4 w',
    ].join(' | '),
  ],
});
