/**
 * ABC through abcjs: the tune book lists the tunes (X: numbers and titles); the chosen tune is
 * turned into MIDI by abcjs's own synth (repeats and endings played out, ties merged, key
 * changes applied) and read by the MIDI reader.
 */
import abcjs, { type TuneObject } from 'abcjs';
import type { Piece, ReadOutcome } from '../piece.ts';
import { counted, MAX_ABC_ENDING, MAX_READ_BEATS, MAX_READ_NOTES } from './limits.ts';
import { readMidi } from './midi.ts';
import { fail } from './read-error.ts';

const REPEAT = /:\||\|:|\[[1-9]|\|[1-9]/;

/** The written tune, measured before abcjs plays it out: its notes, its length and its endings. */
interface Measured {
  notes: number;
  beats: number;
  ending: number;
}

function measure(tune: TuneObject): Measured {
  const sum: Measured = { notes: 0, beats: 0, ending: 0 };
  const voiceBeats: number[] = [];
  for (const line of tune.lines) {
    for (const staff of line.staff ?? []) {
      (staff.voices ?? []).forEach((voice, v) => {
        for (const element of voice) {
          const item = element as {
            el_type?: string;
            duration?: number;
            pitches?: unknown[];
            rest?: unknown;
            startEnding?: string;
          };
          if (item.el_type === 'note') {
            if (!item.rest) sum.notes += Math.max(1, item.pitches?.length ?? 1);
            // abcjs counts durations in whole notes.
            voiceBeats[v] = (voiceBeats[v] ?? 0) + Math.max(0, (item.duration ?? 0) * 4);
          }
          if (item.el_type === 'bar' && typeof item.startEnding === 'string') {
            for (const number of item.startEnding.match(/\d+/g) ?? []) {
              sum.ending = Math.max(sum.ending, Number(number));
            }
          }
        }
      });
    }
  }
  sum.beats = Math.max(0, ...voiceBeats.map((beats) => beats || 0));
  return sum;
}

/**
 * Refuses, in words that say what is too big, a tune abcjs would take too long to play out (it
 * writes every tick of a note 99999999 units long, and every pass of an ending numbered 99999999),
 * before it is asked to.
 */
function refuseTooMuch(tune: TuneObject, number: number): void {
  const { notes, beats, ending } = measure(tune);
  if (ending > MAX_ABC_ENDING) {
    fail(
      `Tune ${number} of this ABC file has an ending numbered ${counted(ending)}; Ringalong reads endings numbered up to ${MAX_ABC_ENDING}.`,
    );
  }
  if (beats > MAX_READ_BEATS) {
    fail(
      `Tune ${number} of this ABC file lasts ${counted(Math.round(beats))} beats; Ringalong reads at most ${counted(MAX_READ_BEATS)}.`,
    );
  }
  if (notes > MAX_READ_NOTES) {
    fail(
      `Tune ${number} of this ABC file has ${counted(notes)} notes; Ringalong reads at most ${counted(MAX_READ_NOTES)}.`,
    );
  }
}

export function readAbc(text: string, tune?: number): ReadOutcome {
  const book = new abcjs.TuneBook(text);
  const tunes = book.tunes.map((t, index) => ({
    number: Number(t.id) || index + 1,
    title: t.title?.trim() ?? '',
    abc: t.abc,
  }));
  if (tunes.length === 0) fail('This ABC file holds no tunes (no X: line).');
  if (tunes.length > 1 && tune === undefined) {
    return { kind: 'tunes', tunes: tunes.map(({ number, title }) => ({ number, title })) };
  }
  const chosen = tune === undefined ? tunes[0] : tunes.find((t) => t.number === tune);
  if (!chosen) return fail(`This ABC file has no tune number ${tune}.`);
  const [parsed] = abcjs.parseOnly(chosen.abc);
  if (parsed) refuseTooMuch(parsed, chosen.number);
  const midi = abcjs.synth.getMidiFile(chosen.abc, { midiOutputType: 'binary', chordsOff: true }) as unknown;
  const bytes = Array.isArray(midi) ? midi[0] : midi;
  if (!(bytes instanceof Uint8Array) || bytes.length === 0)
    fail(`Tune ${chosen.number} of this ABC file holds no notes.`);
  let piece: Piece;
  try {
    piece = readMidi(bytes, 'abc');
  } catch {
    return fail(`Tune ${chosen.number} of this ABC file holds no notes that can be read.`);
  }
  const pickup = parsed ? parsed.getPickupLength() : 0;
  // abcjs writes one MIDI track per voice, in the order the staves list them.
  const voices = (parsed?.lines.find((line) => line.staff)?.staff ?? []).flatMap((staff) => {
    const titles = (staff as { title?: unknown }).title;
    return Array.from({ length: staff.voices?.length ?? 0 }, (_, i) =>
      Array.isArray(titles) ? String(titles[i] ?? '') : '',
    );
  });
  const parts = piece.parts.map((part, i) => ({
    ...part,
    id: `voice ${i + 1}`,
    name:
      voices.length === piece.parts.length && voices[i]
        ? (voices[i] as string)
        : piece.parts.length > 1
          ? `Voice ${i + 1}`
          : 'Melody',
  }));
  const body = chosen.abc
    .split('\n')
    .filter((line) => !/^[A-Za-z]:/.test(line) && !line.startsWith('%'))
    .join('\n');
  // The tune's key signature (K:), counted from the accidentals abcjs lists for it.
  const accidentals = parsed?.getKeySignature().accidentals ?? [];
  const sharps = accidentals.filter((a) => a.acc === 'sharp').length;
  const flats = accidentals.filter((a) => a.acc === 'flat').length;
  const keyFifths = sharps > 0 ? sharps : -flats;
  return {
    kind: 'piece',
    piece: {
      ...piece,
      ...(parsed ? { keyFifths } : {}),
      parts,
      title: chosen.title,
      pickupBeats: pickup > 0 ? pickup * 4 : 0,
      remarks: [...piece.remarks, ...(REPEAT.test(body) ? ['Repeats written out'] : [])],
    },
  };
}
