/**
 * Franz Xaver Gruber (1818), in C. Written in 3/4 with the 6/8 lengths doubled, so it sits
 * well at the player's default tempo; the bass rings the chord root at every bar.
 */
import { songFromScore } from './notation.ts';

const silentNight = 'G4 q., A4 e, G4 q | E4 h.';
const motherAndChild = 'A4 h, A4 q | C5 q., B4 e, A4 q | G4 q., A4 e, G4 q | E4 h.';

export const SILENT_NIGHT = songFromScore({
  title: 'Silent Night',
  timeSignature: '3/4',
  voices: [
    [
      silentNight,
      silentNight,
      'D5 h, D5 q | B4 h.',
      'C5 h, C5 q | G4 h.',
      motherAndChild,
      motherAndChild,
      'D5 h, D5 q | F5 q., D5 e, B4 q',
      'C5 h. | E5 h.',
      'C5 q., G4 e, E4 q | G4 q., F4 e, D4 q',
      'C4 h.',
    ].join(' | '),
    ['C3', 'C3', 'G2', 'C3', 'F3', 'C3', 'F3', 'C3', 'G2', 'C3', 'G2', 'C3']
      .flatMap((root) => [`${root} h.`, `${root} h.`])
      .slice(0, 23)
      .join(' | '),
  ],
});
