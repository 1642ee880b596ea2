import type { Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { type MidiEvent, parseMidi } from 'midi-file';
import { describe, expect, it } from 'vitest';
import { MIDI_PPQ, writeMidi } from './midi.ts';

const SONG: Song = {
  version: 5,
  meta: { title: 'Bells & Chimes' },
  staves: [
    {
      pitchId: 60,
      instrument: 'handbell',
      notes: [
        { beat: 0, length: 1 },
        { beat: 4, length: 2.5 },
      ],
    },
    // Rings past its re-strike at beat 2: the file holds what is heard, 2 beats.
    {
      pitchId: 64,
      instrument: 'handbell',
      notes: [
        { beat: 0, length: 3 },
        { beat: 2, length: 0.5, technique: 'lv' },
      ],
    },
    { pitchId: 72, instrument: 'handchime', notes: [{ beat: 1.5, length: 0.25 }] },
  ],
  timeSignatures: [
    { beat: 0, numerator: 4, denominator: 4 },
    { beat: 4, numerator: 6, denominator: 8 },
  ],
};

interface Heard {
  readonly track: string;
  readonly pitch: number;
  readonly beat: number;
  readonly length: number;
  readonly channel: number;
}

/** What an independent reader (midi-file) finds: tracks' names, notes, tempo and signatures. */
function read(bytes: Uint8Array) {
  const file = parseMidi(bytes);
  const notes: Heard[] = [];
  const tempos: number[] = [];
  const signatures: [number, number, number][] = [];
  const names: string[] = [];
  for (const events of file.tracks) {
    let ticks = 0;
    let name = '';
    const open = new Map<number, number>();
    for (const event of events as MidiEvent[]) {
      ticks += event.deltaTime;
      if (event.type === 'trackName') name = event.text;
      if (event.type === 'setTempo') tempos.push(60_000_000 / event.microsecondsPerBeat);
      if (event.type === 'timeSignature')
        signatures.push([ticks / MIDI_PPQ, event.numerator, event.denominator]);
      if (event.type === 'noteOn' && event.velocity > 0) open.set(event.noteNumber, ticks);
      if (event.type === 'noteOff' || (event.type === 'noteOn' && event.velocity === 0)) {
        const start = open.get(event.noteNumber)!;
        open.delete(event.noteNumber);
        notes.push({
          track: name,
          pitch: event.noteNumber,
          beat: start / MIDI_PPQ,
          length: (ticks - start) / MIDI_PPQ,
          channel: event.channel,
        });
      }
    }
    if (name) names.push(name);
  }
  const sorted = notes.sort((a, b) => a.beat - b.beat || a.pitch - b.pitch);
  return { format: file.header.format, names, notes: sorted, tempos, signatures };
}

describe('writeMidi', () => {
  it('writes a type 1 file with the tempo, the time signatures and one track per row', () => {
    const file = read(writeMidi(SONG, { bpm: 96, tracks: 'row' }));
    expect(file.format).toBe(1);
    expect(file.tempos).toEqual([96]);
    expect(file.signatures).toEqual([
      [0, 4, 4],
      [4, 6, 8],
    ]);
    expect(file.names).toEqual(['Bells & Chimes', 'Handbell C4', 'Handbell E4', 'Handchime C5']);
    expect(file.notes.map(({ track, pitch, beat, length }) => [track, pitch, beat, length])).toEqual([
      ['Handbell C4', 60, 0, 1],
      ['Handbell E4', 64, 0, 2],
      ['Handchime C5', 72, 1.5, 0.25],
      ['Handbell E4', 64, 2, 0.5],
      ['Handbell C4', 60, 4, 2.5],
    ]);
    // No bell lands on the General MIDI drum channel.
    expect(file.notes.every((note) => note.channel !== 9)).toBe(true);
  });

  it("names each row's track as the song's key spells it: Bb4 in F major, A#4 without a key", () => {
    const song = {
      ...SONG,
      staves: [{ pitchId: 70, instrument: 'handbell' as const, notes: [{ beat: 0, length: 1 }] }],
    };
    expect(read(writeMidi({ ...song, key: { fifths: -1 } }, { bpm: 96, tracks: 'row' })).names).toEqual([
      'Bells & Chimes',
      'Handbell Bb4',
    ]);
    expect(read(writeMidi(song, { bpm: 96, tracks: 'row' })).names).toEqual([
      'Bells & Chimes',
      'Handbell A#4',
    ]);
  });

  it('puts the chime rows on a track of their own when written per instrument', () => {
    const file = read(writeMidi(SONG, { bpm: 100, tracks: 'instrument' }));
    expect(file.names).toEqual(['Bells & Chimes', 'Handbells', 'Handchimes']);
    expect(file.notes.filter((n) => n.track === 'Handchimes').map((n) => n.pitch)).toEqual([72]);
    expect(file.notes.filter((n) => n.track === 'Handbells')).toHaveLength(4);
  });

  it('writes the sounding pitches, an octave above written, when asked', () => {
    const file = read(writeMidi(SONG, { bpm: 100, tracks: 'instrument', pitches: 'sounding' }));
    expect(file.notes.map((n) => n.pitch).sort((a, b) => a - b)).toEqual([72, 72, 76, 76, 84]);
  });

  it('holds every note of every demo song', () => {
    for (const song of DEMO_SONGS) {
      const file = read(writeMidi(song, { bpm: 100, tracks: 'row' }));
      const count = song.staves.reduce((sum, stave) => sum + stave.notes.length, 0);
      expect(file.notes).toHaveLength(count);
    }
  });
});
