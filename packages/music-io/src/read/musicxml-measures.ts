/**
 * One MusicXML part, measure by measure, as written (before repeats are played out): each
 * measure's notes with their offsets in quarter-note beats, its length, time signature, tempo
 * marks and barlines. Divisions, <backup>, <forward>, chords and voices are resolved here.
 */
import { TECHNIQUES, type Technique } from '@ringalong/song';
import { child, children, childText, type XmlElement } from './xml-tree.ts';

export interface WrittenNote {
  readonly pitch: number;
  /** Beats from the start of the measure. */
  readonly offset: number;
  readonly length: number;
  readonly tieStart: boolean;
  readonly tieStop: boolean;
  technique?: Technique;
  accent?: true;
}

/** A mark the score places between notes (a `<direction>`), at its beat in the measure. */
export type WrittenDirection =
  | { readonly offset: number; readonly kind: 'words'; readonly text: string }
  | { readonly offset: number; readonly kind: 'dynamic'; readonly level: string }
  | { readonly offset: number; readonly kind: 'wedge'; readonly type: string; readonly number: string }
  | { readonly offset: number; readonly kind: 'line'; readonly type: string; readonly number: string }
  | { readonly offset: number; readonly kind: 'rehearsal'; readonly label: string };

export interface Barlines {
  forwardRepeat: boolean;
  /** How many times the section is played when this measure ends with a backward repeat. */
  backwardRepeat?: number;
  /** The ending (volta) numbers this measure starts, and whether it closes the ending. */
  endingStart?: number[];
  endingEnd: boolean;
}

export interface WrittenMeasure {
  readonly notes: WrittenNote[];
  /** Beats reached in the measure (0 when it holds nothing). */
  length: number;
  time?: { numerator: number; denominator: number };
  readonly tempos: { offset: number; bpm: number }[];
  readonly barlines: Barlines;
  readonly implicit: boolean;
  graceNotes: number;
  /** D.C., D.S., coda or fine marks, which are not followed. */
  jumps: boolean;
  /** Words, dynamics, hairpins, passage lines and rehearsal letters, in the order written. */
  readonly directions: WrittenDirection[];
}

export interface WrittenPart {
  readonly measures: WrittenMeasure[];
  drum: boolean;
  handbellMarks: boolean;
}

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const BEAT_UNITS: Record<string, number> = {
  long: 16,
  breve: 8,
  whole: 4,
  half: 2,
  quarter: 1,
  eighth: 0.5,
  '16th': 0.25,
  '32nd': 0.125,
};
const LV_WORDS = /^\s*(l\.?\s*v\.?|let ring)\s*$/i;

/** The text marks handbell scores print (`<other-technical>`) for what `<handbell>` does not name. */
const TEXT_TECHNIQUES: readonly (readonly [RegExp, Technique])[] = [
  [/^t\.?\s*d\.?$|^thumb damp$/i, 'thumb damp'],
  [/^(sk\.?|shake|shk\.?)$/i, 'shake'],
  [/^(s\.?\s*b\.?|singing bell)$/i, 'singing bell'],
  [/^(vib\.?|vibrato)$/i, 'vibrato'],
  [/^(b\.?\s*d\.?|brush damp)$/i, 'brush damp'],
  [/^(r\.?\s*t\.?|ring touch)$/i, 'ring touch'],
];
const DYNAMIC_NAMES = new Set([
  'ppp',
  'pp',
  'p',
  'mp',
  'mf',
  'f',
  'ff',
  'fff',
  'sf',
  'sfz',
  'fp',
  'sfp',
  'fz',
  'rf',
  'rfz',
]);

/** The marks of one `<direction>` at `at` beats into the measure. */
function directionMarks(direction: XmlElement, at: number): WrittenDirection[] {
  const marks: WrittenDirection[] = [];
  for (const type of children(direction, 'direction-type')) {
    for (const item of type.children) {
      switch (item.name) {
        case 'words':
          if (item.text.trim()) marks.push({ offset: at, kind: 'words', text: item.text.trim() });
          break;
        case 'dynamics':
          for (const level of item.children) {
            if (DYNAMIC_NAMES.has(level.name)) marks.push({ offset: at, kind: 'dynamic', level: level.name });
          }
          break;
        case 'wedge':
          marks.push({
            offset: at,
            kind: 'wedge',
            type: item.attributes.type ?? '',
            number: item.attributes.number ?? '1',
          });
          break;
        case 'dashes':
        case 'bracket':
          marks.push({
            offset: at,
            kind: 'line',
            type: item.attributes.type ?? '',
            number: item.attributes.number ?? '1',
          });
          break;
        case 'rehearsal':
          if (item.text.trim()) marks.push({ offset: at, kind: 'rehearsal', label: item.text.trim() });
          break;
      }
    }
  }
  return marks;
}

function accented(note: XmlElement): boolean {
  return children(note, 'notations').some((n) =>
    children(n, 'articulations').some((a) => child(a, 'accent') || child(a, 'strong-accent')),
  );
}

const number = (text: string): number => (text === '' ? Number.NaN : Number(text));

function pitchOf(note: XmlElement, unpitched: Map<string, number>): number | undefined {
  const pitch = child(note, 'pitch');
  if (pitch) {
    const step = STEPS[childText(pitch, 'step').toUpperCase()];
    const octave = number(childText(pitch, 'octave'));
    const alter = number(childText(pitch, 'alter')) || 0;
    if (step === undefined || !Number.isFinite(octave)) return undefined;
    return (octave + 1) * 12 + step + Math.round(alter);
  }
  const drum = child(note, 'unpitched');
  if (!drum) return undefined;
  const instrument = child(note, 'instrument')?.attributes.id;
  const midi = instrument === undefined ? undefined : unpitched.get(instrument);
  if (midi !== undefined) return midi;
  const step = STEPS[childText(drum, 'display-step').toUpperCase()];
  const octave = number(childText(drum, 'display-octave'));
  return step === undefined || !Number.isFinite(octave) ? undefined : (octave + 1) * 12 + step;
}

function techniqueOf(note: XmlElement): Technique | undefined {
  for (const notations of children(note, 'notations')) {
    if (children(notations, 'tied').some((t) => t.attributes.type === 'let-ring')) return 'lv';
    for (const technical of children(notations, 'technical')) {
      const mark = childText(technical, 'handbell').toLowerCase();
      if ((TECHNIQUES as readonly string[]).includes(mark)) return mark as Technique;
      // The text marks handbell scores print for what <handbell> does not name (our writer's too).
      const text = childText(technical, 'other-technical').trim();
      if (LV_WORDS.test(text)) return 'lv';
      const marked = TEXT_TECHNIQUES.find(([words]) => words.test(text));
      if (marked) return marked[1];
    }
  }
  return undefined;
}

function ties(note: XmlElement, type: 'start' | 'stop'): boolean {
  if (children(note, 'tie').some((t) => t.attributes.type === type)) return true;
  return children(note, 'notations').some((n) => children(n, 'tied').some((t) => t.attributes.type === type));
}

function tempoOf(direction: XmlElement): number | undefined {
  const sound = child(direction, 'sound')?.attributes.tempo;
  if (sound !== undefined && Number(sound) > 0) return Number(sound);
  for (const type of children(direction, 'direction-type')) {
    const metronome = child(type, 'metronome');
    if (!metronome) continue;
    const unit = BEAT_UNITS[childText(metronome, 'beat-unit')];
    const perMinute = number(childText(metronome, 'per-minute'));
    if (unit === undefined || !(perMinute > 0)) continue;
    const dots = children(metronome, 'beat-unit-dot').length;
    return perMinute * unit * (2 - 0.5 ** dots);
  }
  return undefined;
}

function endingNumbers(text: string | undefined): number[] {
  return (text ?? '')
    .split(/[,\s]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The MIDI key of each unpitched instrument a part declares (<midi-unpitched> counts from 1). */
export function unpitchedKeys(scorePart: XmlElement | undefined): Map<string, number> {
  const keys = new Map<string, number>();
  for (const midi of scorePart ? children(scorePart, 'midi-instrument') : []) {
    const key = number(childText(midi, 'midi-unpitched'));
    if (midi.attributes.id && key >= 1 && key <= 128) keys.set(midi.attributes.id, key - 1);
  }
  return keys;
}

export function readPart(part: XmlElement, unpitched: Map<string, number>): WrittenPart {
  const result: WrittenPart = { measures: [], drum: false, handbellMarks: false };
  let divisions = 1;
  for (const measure of children(part, 'measure')) {
    const written: WrittenMeasure = {
      notes: [],
      length: 0,
      tempos: [],
      barlines: { forwardRepeat: false, endingEnd: false },
      implicit: measure.attributes.implicit === 'yes',
      graceNotes: 0,
      jumps: false,
      directions: [],
    };
    let position = 0;
    let lastOnset = 0;
    const advance = (by: number) => {
      position = Math.max(0, position + by);
      written.length = Math.max(written.length, position);
    };
    for (const item of measure.children) {
      switch (item.name) {
        case 'attributes': {
          const value = number(childText(item, 'divisions'));
          if (value > 0) divisions = value;
          const time = child(item, 'time');
          if (time) {
            const numerator = childText(time, 'beats')
              .split('+')
              .reduce((sum, n) => sum + Number(n), 0);
            const denominator = number(childText(time, 'beat-type'));
            if (numerator > 0 && denominator > 0) written.time = { numerator, denominator };
          }
          if (children(item, 'clef').some((c) => childText(c, 'sign') === 'percussion')) result.drum = true;
          break;
        }
        case 'note': {
          if (child(item, 'grace')) {
            written.graceNotes++;
            break;
          }
          const duration = number(childText(item, 'duration')) / divisions;
          const chord = child(item, 'chord') !== undefined;
          const onset = chord ? lastOnset : position;
          if (!chord) {
            lastOnset = position;
            advance(Number.isFinite(duration) ? duration : 0);
          }
          if (child(item, 'rest') || child(item, 'cue') || !(duration > 0)) break;
          if (child(item, 'unpitched')) result.drum = true;
          const pitch = pitchOf(item, unpitched);
          if (pitch === undefined || pitch < 0 || pitch > 127) break;
          if (
            children(item, 'notations').some((n) =>
              children(n, 'technical').some((t) => child(t, 'handbell')),
            )
          ) {
            result.handbellMarks = true;
          }
          const technique = techniqueOf(item);
          written.notes.push({
            pitch,
            offset: onset,
            length: duration,
            tieStart: ties(item, 'start'),
            tieStop: ties(item, 'stop'),
            ...(technique ? { technique } : {}),
            ...(accented(item) ? { accent: true as const } : {}),
          });
          break;
        }
        case 'backup':
        case 'forward': {
          const duration = number(childText(item, 'duration')) / divisions;
          if (Number.isFinite(duration)) advance(item.name === 'backup' ? -duration : duration);
          break;
        }
        case 'direction': {
          const bpm = tempoOf(item);
          if (bpm !== undefined) written.tempos.push({ offset: position, bpm });
          // A direction may sit before or after the point it marks (<offset>, in divisions).
          const shift = number(childText(item, 'offset')) / divisions;
          const at = Math.max(0, position + (Number.isFinite(shift) ? shift : 0));
          written.directions.push(...directionMarks(item, at));
          if (jumpsIn(child(item, 'sound'))) written.jumps = true;
          break;
        }
        case 'sound': {
          const bpm = Number(item.attributes.tempo);
          if (bpm > 0) written.tempos.push({ offset: position, bpm });
          if (jumpsIn(item)) written.jumps = true;
          break;
        }
        case 'barline':
          readBarline(item, written.barlines);
          break;
      }
    }
    result.measures.push(written);
  }
  return result;
}

function jumpsIn(sound: XmlElement | undefined): boolean {
  return ['dacapo', 'dalsegno', 'tocoda', 'fine'].some((name) => sound?.attributes[name] !== undefined);
}

function readBarline(barline: XmlElement, marks: Barlines): void {
  const repeat = child(barline, 'repeat');
  if (repeat?.attributes.direction === 'forward') marks.forwardRepeat = true;
  if (repeat?.attributes.direction === 'backward') {
    const times = Number(repeat.attributes.times);
    marks.backwardRepeat = Number.isInteger(times) && times >= 2 ? Math.min(times, 16) : 2;
  }
  const ending = child(barline, 'ending');
  if (ending?.attributes.type === 'start') marks.endingStart = endingNumbers(ending.attributes.number);
  if (ending?.attributes.type === 'stop' || ending?.attributes.type === 'discontinue') marks.endingEnd = true;
}
