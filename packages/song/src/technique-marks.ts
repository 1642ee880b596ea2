/**
 * How a technique is marked on a note, wherever a note is drawn (the canvas, the printed score):
 * a short mark handbell scores use, and whether it is one of the martellato family, drawn as a
 * downward triangle (with a letter for its kind).
 */
import type { Technique } from './types.ts';

export interface TechniqueMark {
  readonly text: string;
  readonly mart: boolean;
}

export const TECHNIQUE_MARKS: Readonly<Record<Technique, TechniqueMark>> = {
  lv: { text: 'LV', mart: false },
  martellato: { text: '', mart: true },
  'martellato lift': { text: 'L', mart: true },
  'muted martellato': { text: 'M', mart: true },
  'hand martellato': { text: 'H', mart: true },
  'thumb damp': { text: 'TD', mart: false },
  damp: { text: 'Dp', mart: false },
  echo: { text: 'E', mart: false },
  gyro: { text: 'G', mart: false },
  'mallet lift': { text: 'ML', mart: false },
  'mallet table': { text: 'MT', mart: false },
  'pluck lift': { text: 'Pl', mart: false },
  swing: { text: 'Sw', mart: false },
  shake: { text: 'Sk', mart: false },
  'singing bell': { text: 'SB', mart: false },
  vibrato: { text: 'Vb', mart: false },
  'brush damp': { text: 'BD', mart: false },
  'ring touch': { text: 'RT', mart: false },
};

/**
 * The words a passage opens with, as publishers print them before its dashed line to the 'R':
 * 'LV', 'T.D.', 'Mart.', 'Mallet', 'Pluck'; other techniques by their note mark.
 */
export function passageText(technique: Technique): string {
  switch (technique) {
    case 'lv':
      return 'LV';
    case 'thumb damp':
      return 'T.D.';
    case 'martellato':
      return 'Mart.';
    case 'mallet lift':
    case 'mallet table':
      return 'Mallet';
    case 'pluck lift':
      return 'Pluck';
    default:
      return TECHNIQUE_MARKS[technique].text || 'Mart.';
  }
}
