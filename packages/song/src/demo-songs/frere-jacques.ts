/** The French nursery round, in C, sung as a two-part round: the second voice enters at bar 3. */
import { songFromScore } from './notation.ts';

const tune = [
  'C4 q, D4 q, E4 q, C4 q',
  'C4 q, D4 q, E4 q, C4 q',
  'E4 q, F4 q, G4 h',
  'E4 q, F4 q, G4 h',
  'G4 e, A4 e, G4 e, F4 e, E4 q, C4 q',
  'G4 e, A4 e, G4 e, F4 e, E4 q, C4 q',
  'C4 q, G3 q, C4 h',
  'C4 q, G3 q, C4 h',
].join(' | ');

export const FRERE_JACQUES = songFromScore({
  title: 'Frere Jacques',
  timeSignature: '4/4',
  voices: [tune, `r w | r w | ${tune}`],
});
