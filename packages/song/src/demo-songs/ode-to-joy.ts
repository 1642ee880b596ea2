/** Beethoven, Symphony No. 9 (1824), the choral theme, in C with a root bass of C and G. */
import { songFromScore } from './notation.ts';

const verse = ['E4 q, E4 q, F4 q, G4 q', 'G4 q, F4 q, E4 q, D4 q', 'C4 q, C4 q, D4 q, E4 q'];

export const ODE_TO_JOY = songFromScore({
  title: 'Ode to Joy',
  timeSignature: '4/4',
  voices: [
    [
      ...verse,
      'E4 q., D4 e, D4 h',
      ...verse,
      'D4 q., C4 e, C4 h',
      'D4 q, D4 q, E4 q, C4 q',
      'D4 q, E4 e, F4 e, E4 q, C4 q',
      'D4 q, E4 e, F4 e, E4 q, D4 q',
      'C4 q, D4 q, G3 h',
      ...verse,
      'D4 q., C4 e, C4 h',
    ].join(' | '),
    [
      'C3 w | G2 w | C3 w | G2 w',
      'C3 w | G2 w | C3 w | G2 h, C3 h',
      'G2 w | G2 h, C3 h | G2 w | C3 h, G2 h',
      'C3 w | G2 w | C3 w | G2 h, C3 h',
    ].join(' | '),
  ],
});
