/**
 * A part's notes laid out as a score: measures from the song's time signatures, notes split at
 * barlines (tied), simultaneous notes of one length as chords, and as many voices per staff as
 * overlapping lengths need (a grand staff: treble from middle C up, bass below).
 */
import { bars, heardNotes, type Song, type Stave, type Technique, type TimeSignature } from '@ringalong/song';

/** A note (or the part of one) inside one measure; times in divisions from the song's start. */
export interface PlacedNote {
  readonly pitch: number;
  readonly start: number;
  readonly end: number;
  /** Continues from the measure before / into the next one. */
  readonly tiedFrom: boolean;
  readonly tiedOn: boolean;
  /** Only on the note's first part. */
  readonly technique?: Technique;
  /** Only on the note's first part. */
  readonly accent?: true;
}

/** Notes struck together and ending together, in one voice. */
export interface Chord {
  readonly start: number;
  readonly end: number;
  readonly notes: readonly PlacedNote[];
}

export interface Voice {
  readonly staff: 1 | 2;
  readonly chords: readonly Chord[];
}

export interface Measure {
  readonly number: number;
  readonly start: number;
  readonly end: number;
  readonly timeSignature: TimeSignature;
  readonly voices: readonly Voice[];
}

/** Below written middle C: the bass staff. */
const TREBLE_FROM = 60;

interface Span {
  readonly pitch: number;
  readonly start: number;
  readonly end: number;
  readonly technique?: Technique;
  readonly accent?: true;
}

function spansOf(staves: readonly Stave[], divisions: number): Span[] {
  const spans: Span[] = [];
  for (const stave of staves) {
    for (const note of heardNotes(stave)) {
      const start = Math.round(note.beat * divisions);
      const end = Math.max(start + 1, Math.round((note.beat + note.length) * divisions));
      spans.push({
        pitch: stave.pitchId,
        start,
        end,
        ...(note.technique ? { technique: note.technique } : {}),
        ...(note.accent ? { accent: note.accent } : {}),
      });
    }
  }
  return spans.sort((a, b) => a.start - b.start || a.pitch - b.pitch);
}

/** Chords, each in the first voice of its staff free by its start. */
function voicesOf(notes: readonly PlacedNote[]): Voice[] {
  const chords = new Map<string, PlacedNote[]>();
  for (const note of notes) {
    const key = `${note.pitch >= TREBLE_FROM ? 1 : 2}/${note.start}/${note.end}`;
    chords.set(key, [...(chords.get(key) ?? []), note]);
  }
  const voices: { staff: 1 | 2; chords: Chord[]; free: number }[] = [];
  const sorted = [...chords.values()].sort((a, b) => a[0]!.start - b[0]!.start || a[0]!.end - b[0]!.end);
  for (const members of sorted) {
    const { start, end, pitch } = members[0]!;
    const staff = pitch >= TREBLE_FROM ? 1 : 2;
    let voice = voices.find((v) => v.staff === staff && v.free <= start);
    if (!voice) {
      voice = { staff, chords: [], free: 0 };
      voices.push(voice);
    }
    voice.chords.push({ start, end, notes: members });
    voice.free = end;
  }
  // Each staff shows at least one voice, resting when it has nothing to play.
  for (const staff of [1, 2] as const) {
    if (!voices.some((v) => v.staff === staff)) voices.push({ staff, chords: [], free: 0 });
  }
  return voices.sort((a, b) => a.staff - b.staff).map(({ staff, chords: list }) => ({ staff, chords: list }));
}

/** The part's measures: every bar of the song up to its last note's end (at least one). */
export function layoutPart(
  song: Song,
  staves: readonly Stave[],
  divisions: number,
  endBeat: number,
): Measure[] {
  const spans = spansOf(staves, divisions);
  const songBars = bars(song, endBeat);
  return songBars.map((bar, i) => {
    const start = Math.round(bar.start * divisions);
    const end = Math.round((bar.start + bar.length) * divisions);
    const inside: PlacedNote[] = [];
    for (const span of spans) {
      if (span.end <= start || span.start >= end) continue;
      const first = span.start >= start;
      inside.push({
        pitch: span.pitch,
        start: Math.max(start, span.start),
        end: Math.min(end, span.end),
        tiedFrom: !first,
        tiedOn: span.end > end,
        ...(first && span.technique ? { technique: span.technique } : {}),
        ...(first && span.accent ? { accent: span.accent } : {}),
      });
    }
    return { number: i + 1, start, end, timeSignature: bar.timeSignature, voices: voicesOf(inside) };
  });
}
