/**
 * A compact, readable melody notation for the demo songs, so each tune reads like a lead sheet.
 *
 *   'E4 q, E4 q, F4 q, G4 q | G4 q, F4 q, E4 q, D4 q'
 *
 * Bars are split by `|`, events by `,`. An event is a pitch (scientific notation: C4 is MIDI 60,
 * sharps `#`, flats `b`), several pitches joined by `+` to ring together, or `r` for a rest,
 * followed by a length: w h q e s (whole, half, quarter, eighth, sixteenth), `.` for dotted.
 * Lengths are in quarter-note beats and are the notes' ringing times (a handbell rings for its
 * written value and is then damped). A rest after a note lets the note ring on through it, so a
 * held or tied note is written as the note and then rests; a song with rests that are silences
 * would need an explicit damp, which these tunes do not.
 *
 * Every bar must fill its time signature exactly (the last may be shorter), which catches
 * transcription slips.
 */
import {
  barLength,
  exportSong,
  KEY_NAMES,
  type Note,
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

/** The strikes of one voice: [beat, pitch, length] triples, a length running on through the rests after it. */
export function strikesOf(voice: string, beatsPerBar: number): [number, number, number][] {
  const strikes: [number, number, number][] = [];
  let ringing: [number, number, number][] = [];
  const bars = voice.split('|').map((bar) => bar.trim());
  let start = 0;
  for (const [index, bar] of bars.entries()) {
    let beat = start;
    for (const event of bar.split(',').map((e) => e.trim())) {
      const [pitches, length, ...extra] = event.split(/\s+/);
      if (!pitches || !length || extra.length > 0)
        throw new Error(`Bar ${index + 1}: cannot read '${event}'`);
      const beats = lengthOf(length);
      if (pitches === 'r') {
        for (const strike of ringing) strike[2] += beats;
      } else {
        ringing = pitches.split('+').map((name): [number, number, number] => [beat, pitchOf(name), beats]);
        strikes.push(...ringing);
      }
      beat += beats;
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
  const notesByPitch = new Map<number, Note[]>();
  for (const voice of score.voices) {
    for (const [beat, pitch, length] of strikesOf(voice, beatsPerBar)) {
      notesByPitch.set(pitch, [...(notesByPitch.get(pitch) ?? []), { beat, length }]);
    }
  }
  const draft: Song = {
    version: SONG_VERSION,
    meta: { title: score.title },
    staves: [...notesByPitch].map(([pitchId, notes]) => ({ pitchId, instrument: 'handbell', notes })),
    timeSignatures: [{ beat: 0, numerator: signature.numerator, denominator: signature.denominator }],
  };
  const parsed = parseSong(exportSong(draft, score.title));
  if (!parsed.ok) throw new Error(`${score.title}: ${parsed.error}`);
  return parsed.song;
}
