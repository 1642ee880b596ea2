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
};
