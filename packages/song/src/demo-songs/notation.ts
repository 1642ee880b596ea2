/**
 * A compact, readable melody notation for the demo songs, so each tune reads like a lead sheet.
 *
 *   'E4 q, E4 q, F4 q, G4 q | G4 q, F4 q, E4 q, D4 q'
 *
 * Bars are split by `|`, events by `,`. An event is a pitch (scientific notation: C4 is MIDI 60,
 * sharps `#`, flats `b`), several pitches joined by `+` to ring together, or `r` for a rest,
 * followed by a length: w h q e s (whole, half, quarter, eighth, sixteenth), `.` for dotted.
 * Lengths are in quarter-note beats. Handbells ring on after they are struck, so a held or tied
 * note is written as the note and then rests.
 *
 * Every bar must fill its time signature exactly (the last may be shorter), which catches
 * transcription slips.
 */
import {
  barLength,
  exportSong,
  KEY_NAMES,
  parseSong,
  SONG_VERSION,
  type Song,
  TIME_SIGNATURES_OFFERED,
  type TimeSignatureLabel,
} from '../index.ts';

const LENGTHS: Readonly<Record<string, number>> = { w: 4, h: 2, q: 1, e: 0.5, s: 0.25 };
const PITCH = /^([A-G])(#|b)?(-?\d)$/;

export function pitchOf(name: string): number {
  const match = PITCH.exec(name);
  if (!match) throw new Error(`Not a pitch: '${name}'`);
  const [, letter, accidental, octave] = match;
  const step = KEY_NAMES.indexOf(letter as (typeof KEY_NAMES)[number]);
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return (Number(octave) + 1) * 12 + step + shift;
}

function lengthOf(token: string): number {
  const dotted = token.endsWith('.');
  const base = LENGTHS[dotted ? token.slice(0, -1) : token];
  if (base === undefined) throw new Error(`Not a note length: '${token}'`);
  return dotted ? base * 1.5 : base;
}

/** The strikes of one voice: [beat, pitch] pairs. */
export function strikesOf(voice: string, beatsPerBar: number): [number, number][] {
  const strikes: [number, number][] = [];
  const bars = voice.split('|').map((bar) => bar.trim());
  let start = 0;
  for (const [index, bar] of bars.entries()) {
    let beat = start;
    for (const event of bar.split(',').map((e) => e.trim())) {
      const [pitches, length, ...extra] = event.split(/\s+/);
      if (!pitches || !length || extra.length > 0)
        throw new Error(`Bar ${index + 1}: cannot read '${event}'`);
      if (pitches !== 'r') for (const name of pitches.split('+')) strikes.push([beat, pitchOf(name)]);
      beat += lengthOf(length);
    }
    const filled = beat - start;
    const last = index === bars.length - 1;
    if (last ? filled > beatsPerBar : filled !== beatsPerBar) {
      throw new Error(`Bar ${index + 1} holds ${filled} beats, not ${beatsPerBar}: '${bar}'`);
    }
    start += beatsPerBar;
  }
  return strikes;
}

export interface Score {
  readonly title: string;
  readonly timeSignature: TimeSignatureLabel;
  /** The melody first, then any harmony or bass voices; all start at beat 0. */
  readonly voices: readonly string[];
}

/** A valid, normalized song from a score: one stave per bell used, nothing else. */
export function songFromScore(score: Score): Song {
  const signature = TIME_SIGNATURES_OFFERED.find((ts) => ts.label === score.timeSignature)!;
  const beatsPerBar = barLength(signature);
  const beatsByPitch = new Map<number, number[]>();
  for (const voice of score.voices) {
    for (const [beat, pitch] of strikesOf(voice, beatsPerBar)) {
      beatsByPitch.set(pitch, [...(beatsByPitch.get(pitch) ?? []), beat]);
    }
  }
  const draft: Song = {
    version: SONG_VERSION,
    meta: { title: score.title },
    staves: [...beatsByPitch].map(([pitchId, beats]) => ({
      pitchId,
      notes: beats.map((beat) => ({ beat })),
    })),
    timeSignatures: [{ beat: 0, numerator: signature.numerator, denominator: signature.denominator }],
  };
  const parsed = parseSong(exportSong(draft, score.title));
  if (!parsed.ok) throw new Error(`${score.title}: ${parsed.error}`);
  return parsed.song;
}
