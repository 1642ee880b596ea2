/**
 * Standard MIDI Files (type 0 and 1) through @tonejs/midi: one part per track and, within a
 * track, per channel and program (so a type 0 file gives one part per channel); channel 10 is a
 * drum part. MIDI says nothing of pickups or repeats: what it plays is what it holds.
 */
import { NOTE_LIMIT } from '@ringalong/song';
import { dynamicsFromVelocities } from '../midi-dynamics.ts';
import { Midi } from '../midi-lib.ts';
import type { MusicFormat, Piece, PieceNote, PiecePart, PieceTempo, PieceTimeSignature } from '../piece.ts';
import { counted, MAX_READ_BEATS, MAX_READ_NOTES } from './limits.ts';
import { fail } from './read-error.ts';
import { signatureMarks, sortNotes, tempoMarks } from './timeline.ts';

/** Beyond this a note is surely a broken or hostile file (at 120 bpm, some fourteen hours). */
const MAX_BEAT = MAX_READ_BEATS;

/** A variable-length quantity at `at`: its value and where it ends. */
function varint(bytes: Uint8Array, at: number, end: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 4 && at < end; i++) {
    const byte = bytes[at++] as number;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) break;
  }
  return [value, at];
}

/**
 * The note-ons (velocity above 0) of every track, counted by walking the events without building
 * them: a file of a million notes is refused by this count in milliseconds, where parsing it
 * would take the reader's whole time limit. A malformed event ends the walk of its track (the
 * parser then says what is wrong).
 */
export function countMidiNotes(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tracks = view.getUint16(10);
  let count = 0;
  let at = 8 + view.getUint32(4);
  for (let track = 0; track < tracks && at + 8 <= bytes.length; track++) {
    const end = Math.min(bytes.length, at + 8 + view.getUint32(at + 4));
    let i = at + 8;
    let running = 0;
    while (i < end) {
      i = varint(bytes, i, end)[1];
      if (i >= end) break;
      let status = bytes[i] as number;
      if (status & 0x80) i++;
      else if (running) status = running;
      else break;
      if (status === 0xff) {
        const [length, next] = varint(bytes, i + 1, end);
        i = next + length;
      } else if (status === 0xf0 || status === 0xf7) {
        const [length, next] = varint(bytes, i, end);
        i = next + length;
      } else {
        running = status;
        const kind = status & 0xf0;
        if (kind === 0x90 && ((bytes[i + 1] as number) ?? 0) > 0) count++;
        i += kind === 0xc0 || kind === 0xd0 ? 1 : 2;
      }
    }
    at = end;
  }
  return count;
}

function header(bytes: Uint8Array): { format: number; ticksPerBeat: number } {
  if (bytes.length < 14) fail('This MIDI file is cut short: it ends inside its header.');
  const format = ((bytes[8] as number) << 8) | (bytes[9] as number);
  const division = ((bytes[12] as number) << 8) | (bytes[13] as number);
  if (format > 1) fail(`This is a MIDI file of type ${format}; only types 0 and 1 can be read.`);
  if (division & 0x8000)
    fail('This MIDI file counts time in SMPTE frames rather than beats, which cannot be read.');
  if (division === 0) fail('This MIDI file is damaged: it says a beat lasts 0 ticks.');
  return { format, ticksPerBeat: division };
}

/** Every track the header announces is there, whole: a cut-short file is refused, not half read. */
function checkChunks(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tracks = view.getUint16(10);
  let at = 8 + view.getUint32(4);
  for (let track = 1; track <= tracks; track++) {
    if (at + 8 > bytes.length)
      fail(`This MIDI file is cut short: it ends before track ${track} of ${tracks}.`);
    const length = view.getUint32(at + 4);
    if (at + 8 + length > bytes.length)
      fail(`This MIDI file is cut short: it ends inside track ${track} of ${tracks}.`);
    at += 8 + length;
  }
}

function parse(bytes: Uint8Array): Midi {
  try {
    return new Midi(bytes);
  } catch {
    return fail('This MIDI file is damaged or cut short, so it cannot be read.');
  }
}

export function readMidi(bytes: Uint8Array, format: MusicFormat = 'midi'): Piece {
  const { format: type, ticksPerBeat } = header(bytes);
  checkChunks(bytes);
  const held = countMidiNotes(bytes);
  if (held > MAX_READ_NOTES) {
    fail(
      `This ${format === 'abc' ? 'ABC tune' : 'MIDI file'} has ${counted(held)} notes; Ringalong reads at most ${counted(MAX_READ_NOTES)} (and a song holds ${counted(NOTE_LIMIT)}).`,
    );
  }
  const midi = parse(bytes);
  const remarks: string[] = [];
  const beat = (ticks: number): number => ticks / ticksPerBeat;

  const parts: PiecePart[] = [];
  const velocities = new Map<PieceNote, number>();
  midi.tracks.forEach((track, index) => {
    if (track.notes.length === 0) return;
    const drum = track.instrument.percussion;
    const notes: PieceNote[] = [];
    for (const note of track.notes) {
      const at = beat(note.ticks);
      if (!Number.isFinite(at) || at > MAX_BEAT || note.midi < 0 || note.midi > 127) {
        fail(`This MIDI file is damaged: it places a note at beat ${Math.round(at)}.`);
      }
      // A drum hit is often a note-on with its note-off at once: it still sounds, so give it a tick.
      const length = Math.max(beat(note.durationTicks), beat(1));
      const read: PieceNote = { pitch: note.midi, beat: at, length };
      velocities.set(read, Math.round(note.velocity * 127));
      notes.push(read);
    }
    const fallback = drum ? 'Drums' : type === 0 ? `Channel ${track.channel + 1}` : `Track ${index + 1}`;
    const name = track.name.trim() || fallback;
    // A track named for handchimes or handbells (as our own export names them) says what it is for.
    const instrument = drum
      ? undefined
      : /chime/i.test(name)
        ? 'handchime'
        : /hand\s?bell/i.test(name)
          ? 'handbell'
          : undefined;
    parts.push({
      id: String(index),
      name,
      notes: sortNotes(notes),
      drum,
      ...(instrument ? { instrument } : {}),
    });
  });
  if (parts.length === 0) fail('This MIDI file holds no notes.');

  const tempos: PieceTempo[] = [];
  for (const tempo of midi.header.tempos) {
    if (Number.isFinite(tempo.bpm) && tempo.bpm >= 1 && tempo.bpm <= 1000) {
      tempos.push({ beat: beat(tempo.ticks), bpm: Math.round(tempo.bpm * 100) / 100 });
    } else remarks.push(`A tempo of ${Math.round(tempo.bpm)} bpm was left out.`);
  }
  const timeSignatures: PieceTimeSignature[] = [];
  for (const mark of midi.header.timeSignatures) {
    const [numerator = 0, denominator = 0] = mark.timeSignature;
    if (numerator >= 1 && numerator <= 64 && [1, 2, 4, 8, 16, 32, 64].includes(denominator)) {
      timeSignatures.push({ beat: beat(mark.ticks), numerator, denominator });
    } else remarks.push(`A time signature of ${numerator}/${denominator} was left out.`);
  }
  const signatures = signatureMarks(timeSignatures);
  const keyFifths = firstKeySignature(bytes);
  // abcjs's MIDI stresses each bar's first beat by 10: not a dynamic or an accent of the tune's.
  const stress = format === 'abc' ? 10 : 0;
  const { parts: accented, expression } = dynamicsFromVelocities(parts, velocities, signatures, stress);
  return {
    format,
    // The first track's name is the sequence's in types 0 and 1 (Standard MIDI Files 1.0, meta
    // event 03); a type 2 file holds several sequences, and its first track's name is one of them.
    title: type === 2 ? '' : midi.header.name.trim(),
    parts: accented,
    tempos: tempoMarks(tempos),
    timeSignatures: signatures,
    pickupBeats: 0,
    remarks,
    ...(expression ? { expression } : {}),
    ...(keyFifths !== undefined ? { keyFifths } : {}),
  };
}

/**
 * The first key signature meta event (FF 59 02 sf mi) in the tracks: its sharps or flats (sf,
 * a signed byte). Read from the bytes: @tonejs/midi reads sf unsigned and loses every flat key.
 */
function firstKeySignature(bytes: Uint8Array): number | undefined {
  for (let i = 14; i + 4 < bytes.length; i++) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0x59 && bytes[i + 2] === 0x02) {
      const sf = (bytes[i + 3]! << 24) >> 24;
      return sf >= -7 && sf <= 7 ? sf : undefined;
    }
  }
  return undefined;
}
