/**
 * A song's note handed to the voice: the one way a note is struck, by playback on the page
 * (`engine.ts`) and by an offline export of the whole song (`music-io/render-audio.ts`), so the
 * file sounds as playback does.
 */
import { soundingPitch } from './pitch';
import type { ScheduledNote } from './types';
import type { Bell, Strike, Voice } from './voice';

/** The bells a list of notes strikes, each once. */
export function bellsOf(notes: readonly ScheduledNote[], transposeSemitones: number): Bell[] {
  const bells = new Map<string, Bell>();
  for (const note of notes) {
    const midi = soundingPitch(note.pitchId, transposeSemitones);
    const instrument = note.instrument ?? 'handbell';
    bells.set(`${instrument}/${midi}`, { midi, instrument });
  }
  return [...bells.values()];
}

/** A number in [0, 1) fixed by a strike's row and time: its small differences, the same every render. */
export function variationOf(pitchId: number, time: number): number {
  let h = Math.imul(pitchId + 1, 0x9e3779b1) ^ Math.imul(Math.round(time * 1000), 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

/**
 * Strikes `note` at `when` (audio clock): the row's bell still ringing is damped first, as a
 * ringer's shoulder does, and the new strike becomes the row's (`rows`, keyed by instrument and
 * pitch), at `velocity` (1 full; the choir's quiet guide less). Null when the note's bell is not
 * rendered yet.
 */
export function ringNote(
  voice: Voice,
  rows: Map<string, Strike>,
  note: ScheduledNote,
  when: number,
  transposeSemitones: number,
  velocity = 1,
): Strike | null {
  const instrument = note.instrument ?? 'handbell';
  const row = `${instrument}/${note.pitchId}`;
  rows.get(row)?.damp(when);
  const strike = voice.strike({
    midi: soundingPitch(note.pitchId, transposeSemitones),
    instrument,
    when,
    until: note.duration === undefined ? undefined : when + note.duration,
    technique: note.technique,
    velocity: velocity * (note.velocity ?? 1),
    variation: variationOf(note.pitchId, note.time),
  });
  if (strike) rows.set(row, strike);
  return strike;
}

/** A strike handed to the voice, as `globalThis.ringalongStrikes` records it when a test puts an array there. */
export interface StrikeRecord {
  readonly pitchId: number;
  readonly instrument: string;
  /** Song seconds. */
  readonly time: number;
  readonly gain: number;
  /** When it leaves the speakers, on the machine's clock (performance.timeOrigin + ms): benchmarks. */
  readonly at?: number;
}

/** A count-in click handed to the mixer, as `globalThis.ringalongClicks` records it when a test puts an array there. */
export interface ClickRecord {
  /** Song seconds. */
  readonly time: number;
  readonly accent: boolean;
  /** Audio-clock seconds after its time that it sounds (0 when handed over ahead, as it should be). */
  readonly late: number;
}

/** The gain a note's row gets (`PlaybackOptions.rowGains`); 1 when the row is not named. */
export function rowGainOf(gains: ReadonlyMap<string, number> | undefined, note: ScheduledNote): number {
  return gains?.get(`${note.pitchId}:${note.instrument ?? 'handbell'}`) ?? 1;
}
