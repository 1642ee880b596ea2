/**
 * What a ringer's hands allow, by their skill setting (`Hands`): how many bells they hold at one
 * moment (more bells in their part means putting one down to pick up another: a bell change) and
 * how many may sound at one moment (never more: the assignment keeps to it).
 */
import type { Hands, Ringer } from './types.ts';

export interface HandsLimit {
  /** Bells in hand at one moment. */
  readonly hold: number;
  /** Bells sounding (in hand, not yet damped) at one moment. */
  readonly sound: number;
}

export const HANDS_LIMITS: Record<Hands, HandsLimit> = {
  'two-bells': { hold: 2, sound: 2 },
  weaving: { hold: 2, sound: 2 },
  shelley: { hold: 4, sound: 2 },
  'four-in-hand': { hold: 4, sound: 4 },
};

export const HANDS_WORDS: Record<Hands, string> = {
  'two-bells': 'Two bells (one per hand)',
  'four-in-hand': 'Four-in-hand',
  weaving: 'Weaving',
  shelley: 'Shelley',
};

export const DEFAULT_HANDS: Hands = 'two-bells';

export const handsOf = (ringer: Ringer): Hands => ringer.hands ?? DEFAULT_HANDS;
export const limitOf = (ringer: Ringer): HandsLimit => HANDS_LIMITS[handsOf(ringer)];

/** The smallest of both limits over these ringers (the default hands' when there are none). */
export function commonLimit(ringers: readonly Ringer[]): HandsLimit {
  if (ringers.length === 0) return HANDS_LIMITS[DEFAULT_HANDS];
  return {
    hold: Math.min(...ringers.map((r) => limitOf(r).hold)),
    sound: Math.min(...ringers.map((r) => limitOf(r).sound)),
  };
}
