/** James Lord Pierpont (1857), the chorus, in C: 8 Note Set only. */
import { songFromScore } from './notation.ts';

const jingle = ['E4 q, E4 q, E4 h', 'E4 q, E4 q, E4 h', 'E4 q, G4 q, C4 q., D4 e', 'E4 w'];

export const JINGLE_BELLS = songFromScore({
  title: 'Jingle Bells',
  timeSignature: '4/4',
  voices: [
    [
      ...jingle,
      'F4 q, F4 q, F4 q., F4 e',
      'F4 q, E4 q, E4 q, E4 e, E4 e',
      'E4 q, D4 q, D4 q, E4 q',
      'D4 h, G4 h',
      ...jingle,
      'F4 q, F4 q, F4 q, F4 q',
      'F4 q, E4 q, E4 q, E4 e, E4 e',
      'G4 q, G4 q, F4 q, D4 q',
      'C4 w',
    ].join(' | '),
  ],
});
