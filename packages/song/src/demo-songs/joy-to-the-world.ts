/** Antioch (Lowell Mason after Handel, 1839), in C and 2/4: the descending scale fits the 8 Note Set. */
import { songFromScore } from './notation.ts';

const prepareHimRoom = 'C5 e, B4 e, A4 e, G4 e | G4 e., F4 s, E4 e';

export const JOY_TO_THE_WORLD = songFromScore({
  title: 'Joy to the World',
  timeSignature: '2/4',
  voices: [
    [
      'C5 q, B4 e., A4 s',
      'G4 q., F4 e',
      'E4 q, D4 q',
      'C4 q., G4 e',
      'A4 q., A4 e',
      'B4 q., B4 e',
      'C5 q., C5 e',
      `${prepareHimRoom}, C5 e`,
      `${prepareHimRoom}, E4 e`,
      'E4 e, E4 e, E4 e, E4 s, F4 s',
      'G4 q., F4 s, E4 s',
      'D4 e, D4 e, D4 e, D4 s, E4 s',
      'F4 q., E4 s, D4 s',
      'C4 e, C5 q, A4 e',
      'G4 e., F4 s, E4 e, F4 e',
      'E4 q, D4 q',
      'C4 h',
    ].join(' | '),
  ],
});
