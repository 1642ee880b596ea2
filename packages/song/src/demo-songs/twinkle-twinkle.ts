/** Twinkle Twinkle Little Star (French melody 'Ah! vous dirai-je, maman', 1761), in C: 8 Note Set only. */
import { songFromScore } from './notation.ts';

const home = ['C4 q, C4 q, G4 q, G4 q', 'A4 q, A4 q, G4 h', 'F4 q, F4 q, E4 q, E4 q', 'D4 q, D4 q, C4 h'];
const upAbove = ['G4 q, G4 q, F4 q, F4 q', 'E4 q, E4 q, D4 h'];

export const TWINKLE_TWINKLE = songFromScore({
  title: 'Twinkle Twinkle Little Star',
  timeSignature: '4/4',
  voices: [[...home, ...upAbove, ...upAbove, ...home].join(' | ')],
});
