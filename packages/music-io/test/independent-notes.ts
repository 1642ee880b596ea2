/**
 * The independent reader the fixture tests compare against: the `midi-file` package's events
 * paired into notes by hand (a note-on opens a note, the next note-off of the same key and
 * channel closes the earliest open one). Used by the tests for the MIDI fixtures and by
 * make-expected.ts for the MIDI that MuseScore and abc2midi make of the other fixtures.
 */
import { parseMidi } from 'midi-file';

export interface ExpectedNote {
  readonly pitch: number;
  /** Quarter-note beats from the start of the file, rounded to 1e-6. */
  readonly beat: number;
  readonly length: number;
  readonly drum: boolean;
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

export function independentNotes(bytes: Uint8Array): ExpectedNote[] {
  const midi = parseMidi(bytes);
  const ticksPerBeat = midi.header.ticksPerBeat;
  if (!ticksPerBeat) throw new Error('SMPTE time is not used by the fixtures');
  const notes: ExpectedNote[] = [];
  for (const track of midi.tracks) {
    const open = new Map<string, number[]>();
    let tick = 0;
    for (const event of track) {
      tick += event.deltaTime;
      if (event.type !== 'noteOn' && event.type !== 'noteOff') continue;
      const key = `${event.channel} ${event.noteNumber}`;
      if (event.type === 'noteOn' && event.velocity > 0) {
        open.set(key, [...(open.get(key) ?? []), tick]);
        continue;
      }
      const [start, ...rest] = open.get(key) ?? [];
      if (start === undefined) continue;
      open.set(key, rest);
      notes.push({
        pitch: event.noteNumber,
        beat: round(start / ticksPerBeat),
        length: round((tick - start) / ticksPerBeat),
        drum: event.channel === 9,
      });
    }
  }
  return sortNotes(notes);
}

export function sortNotes<T extends { beat: number; pitch: number }>(notes: T[]): T[] {
  return notes.sort((a, b) => a.beat - b.beat || a.pitch - b.pitch);
}
