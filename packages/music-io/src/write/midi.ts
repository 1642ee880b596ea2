/**
 * A song as a Standard MIDI File, type 1, written with @tonejs/midi: a tempo, the song's time
 * signatures and every note with its length and its velocity (the song's dynamics, hairpins and
 * accents: midi-dynamics.ts), on one track per row or one per instrument.
 */

import {
  hasExpression,
  heardNotes,
  type Instrument,
  keyFifths,
  type Song,
  type Stave,
  songBellName,
} from '@ringalong/song';
import { velocityOf } from '../midi-dynamics.ts';
import { Midi } from '../midi-lib.ts';
import { type PitchChoice, SOUNDING_SEMITONES } from './rows.ts';

export type MidiTracks = 'row' | 'instrument';

export interface MidiOptions {
  /** Quarter notes per minute (the song holds none; the player's tempo is passed in). */
  readonly bpm: number;
  /** One track per row ('Handbell C4'), or one per instrument ('Handbells', 'Handchimes'). */
  readonly tracks: MidiTracks;
  /** The pitches the song holds (the default), or an octave above, as the bells sound. */
  readonly pitches?: PitchChoice;
}

/** Ticks per quarter note (@tonejs/midi's fixed resolution). */
export const MIDI_PPQ = 480;
/** General MIDI Tubular Bells (program 15, counted from 1): the nearest GM sound to a handbell. */
const BELL_PROGRAM = 14;
/** Channel 10 (9 from 0) is percussion in General MIDI: never used for bells. */
const DRUM_CHANNEL = 9;
const VELOCITY = 0.8;
/** The major keys by fifths from -7 (Cb) to 7 (C#), as MIDI's key signature and @tonejs/midi name them. */
const MAJOR_KEYS = ['Cb', 'Gb', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#'];

const INSTRUMENT_NAMES: Record<Instrument, string> = { handbell: 'Handbells', handchime: 'Handchimes' };
const ROW_NAMES: Record<Instrument, string> = { handbell: 'Handbell', handchime: 'Handchime' };

function channelOf(track: number): number {
  const channel = track % 15;
  return channel >= DRUM_CHANNEL ? channel + 1 : channel;
}

function groups(song: Song, tracks: MidiTracks): { name: string; staves: Stave[] }[] {
  if (tracks === 'row') {
    return song.staves.map((stave) => ({
      name: `${ROW_NAMES[stave.instrument]} ${songBellName(song, stave.pitchId)}`,
      staves: [stave],
    }));
  }
  const all = (['handbell', 'handchime'] as const).map((instrument) => ({
    name: INSTRUMENT_NAMES[instrument],
    staves: song.staves.filter((stave) => stave.instrument === instrument),
  }));
  const used = all.filter((group) => group.staves.length > 0);
  // A song without rows still gets its (empty) handbell track.
  return used.length > 0 ? used : all.slice(0, 1);
}

const ticksOf = (beats: number) => Math.round(beats * MIDI_PPQ);

/** The song's MIDI file bytes. Rows without notes still get their track when written per row. */
export function writeMidi(song: Song, options: MidiOptions): Uint8Array {
  const midi = new Midi();
  midi.header.name = song.meta.title;
  midi.header.setTempo(options.bpm);
  const fifths = keyFifths(song);
  if (fifths !== 0) midi.header.keySignatures = [{ key: MAJOR_KEYS[fifths + 7]!, scale: 'major', ticks: 0 }];
  midi.header.timeSignatures = song.timeSignatures.map((ts) => ({
    ticks: ticksOf(ts.beat),
    timeSignature: [ts.numerator, ts.denominator],
  }));
  midi.header.update();
  const shift = options.pitches === 'sounding' ? SOUNDING_SEMITONES : 0;
  // A song with dynamics or accents is written at their velocities; one without, all at one.
  const expressive = hasExpression(song);
  for (const [i, group] of groups(song, options.tracks).entries()) {
    const track = midi.addTrack();
    track.name = group.name;
    track.channel = channelOf(i);
    track.instrument.number = BELL_PROGRAM;
    for (const stave of group.staves) {
      const midiPitch = Math.min(127, Math.max(0, stave.pitchId + shift));
      for (const note of heardNotes(stave)) {
        const ticks = ticksOf(note.beat);
        const durationTicks = Math.max(1, ticksOf(note.beat + note.length) - ticks);
        const velocity = expressive ? velocityOf(song, note) / 127 : VELOCITY;
        track.addNote({ midi: midiPitch, ticks, durationTicks, velocity });
      }
    }
  }
  const bytes = midi.toArray();
  if (fifths !== 0) {
    // @tonejs/midi writes a key signature's sharps or flats as its own index, not as MIDI's signed
    // byte (F major came out as 13 sharps): set the byte of the one key signature written.
    for (let i = 14; i + 4 < bytes.length; i++) {
      if (bytes[i] === 0xff && bytes[i + 1] === 0x59 && bytes[i + 2] === 0x02) {
        bytes[i + 3] = fifths & 0xff;
        bytes[i + 4] = 0;
        break;
      }
    }
  }
  return bytes;
}
