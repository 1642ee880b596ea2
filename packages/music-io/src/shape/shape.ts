/**
 * A read piece shaped into the editor's song: the chosen parts on handbell (and handchime) rows,
 * the file's bars as the editor's signatures, one tempo, and every change the user should know.
 * Pure: the import preview calls it again on every choice.
 */
import {
  BPM_RANGE,
  clampBpm,
  DEFAULT_TITLE,
  keptTitle,
  MAX_BEAT,
  MAX_NOTE_LENGTH,
  NOTE_LIMIT,
  rowName,
  SONG_VERSION,
  type Song,
  TIME_SIGNATURES_OFFERED,
  type TimeSignature,
  transposedFifths,
} from '@ringalong/song';
import type { Piece } from '../piece.ts';
import { type BellSet, chosenSet, inBellSet } from './bell-sets.ts';
import { placeExpression } from './expression.ts';
import { chosenParts, pitchShift, QUANTIZE_CHOICES, type ShapeOptions } from './options.ts';
import { type PlacingCounts, placeNotes } from './place.ts';
import {
  barIndexAt,
  chooseSignature,
  type FileBar,
  fileBarLength,
  fileBars,
  type SignatureChoice,
  signatureLabel,
} from './signatures.ts';
import { beats, count, figure, transposition } from './words.ts';

export interface NeededRow {
  readonly pitchId: number;
  readonly instrument: 'handbell' | 'handchime';
  /** As bells-used charts name it: 'F#5', 'C4 chime'. */
  readonly name: string;
  readonly count: number;
  /** On the chosen bells. */
  readonly onSet: boolean;
}

export interface ShapedPiece {
  /** The song to put in the editor; null when the piece cannot come in (`refusal` says why). */
  readonly song: Song | null;
  readonly refusal: string | null;
  readonly title: string;
  /** The tempo preference to set: the file's first tempo, within 40 to 180. */
  readonly bpm: number;
  /** Everything the user should know, the reader's remarks first. */
  readonly changes: readonly string[];
  /** The rows the song needs, low to high, with their note counts. */
  readonly rows: readonly NeededRow[];
  /** Notes the chosen bells cannot ring (kept or, by choice, left out). */
  readonly outside: number;
  readonly noteCount: number;
  /** The file's bars, as it numbers them, and those brought in. */
  readonly bars: { readonly first: number; readonly last: number };
  readonly window: { readonly from: number; readonly to: number };
  /** Over the note limit: the bars from `from` that fit, when at least one does. */
  readonly fit: { readonly fromBar: number; readonly toBar: number } | null;
}

const OFFERED = TIME_SIGNATURES_OFFERED.map((ts) => ts.label).join(', ');
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

interface Meter {
  readonly changes: string[];
  readonly refusal: string | null;
  readonly signatures: TimeSignature[];
  readonly pad: number;
}

/** The editor's signatures for the file's in the window, and the rest a pickup bar needs. */
function meter(piece: Piece, bars: readonly FileBar[], from: FileBar, end: number): Meter {
  const inWindow = [
    from.signature,
    ...piece.timeSignatures.filter((ts) => ts.beat > from.start && ts.beat < end),
  ];
  const changes: string[] = [];
  const chosen: { beat: number; choice: SignatureChoice }[] = [];
  const told = new Set<string>();
  for (const ts of inWindow) {
    const label = signatureLabel(ts);
    const bar = bars[barIndexAt(bars, Math.max(ts.beat, from.start))]!.number;
    const choice = chooseSignature(ts);
    if (!choice) {
      const refusal = `The time signature ${label} (bar ${bar}) has no near match among ${OFFERED}: the song cannot hold it.`;
      return { changes, refusal, signatures: [], pad: 0 };
    }
    chosen.push({ beat: Math.max(ts.beat, from.start), choice });
    if (told.has(label) || (choice.exact && choice.bars === 1)) continue;
    told.add(label);
    const as = signatureLabel(choice);
    if (!choice.exact) {
      changes.push(
        `${label} (from bar ${bar}) is not offered: the song uses ${as}, so its bar lines no longer fall where the file's do`,
      );
    } else if (choice.bars < 1) {
      changes.push(`${label} (from bar ${bar}) is written as ${as}: two bars of the file make one`);
    } else {
      changes.push(
        `${label} (from bar ${bar}) is written as ${as}: each bar of the file makes ${choice.bars}`,
      );
    }
  }
  let pad = 0;
  if (from.number === 0 && chosen[0]) {
    const bar = fileBarLength(chosen[0].choice);
    pad = Math.ceil(from.length / bar) * bar - from.length;
    if (pad > 0) {
      changes.push(
        `The pickup bar (${beats(from.length)}) became a whole first bar, with ${beats(pad)} of rest at its start`,
      );
    }
  }
  const signatures: TimeSignature[] = [];
  for (const { beat, choice } of chosen) {
    const at = beat === from.start ? 0 : beat - from.start + pad;
    const previous = signatures.at(-1);
    const same =
      previous && previous.numerator === choice.numerator && previous.denominator === choice.denominator;
    if (at > MAX_BEAT || (same && (at - previous.beat) % fileBarLength(previous) === 0)) continue;
    signatures.push({ beat: at, numerator: choice.numerator, denominator: choice.denominator });
  }
  return { changes, refusal: null, signatures, pad };
}

/** The tempo of the window's start, within the player's range, and what the user should know. */
function tempo(piece: Piece, start: number, end: number, changes: string[]): number {
  const first = piece.tempos.filter((t) => t.beat <= start).at(-1) ?? piece.tempos[0];
  const given = first && Number.isFinite(first.bpm) && first.bpm > 0 ? first.bpm : 120;
  const bpm = clampBpm(given);
  if (given < BPM_RANGE.min || given > BPM_RANGE.max) {
    changes.push(
      `The tempo, ${figure(given)} bpm, is outside ${BPM_RANGE.min}–${BPM_RANGE.max}: the song plays at ${bpm} bpm`,
    );
  }
  const later = piece.tempos.filter((t) => t.beat > start && t.beat < end && t.bpm !== first?.bpm);
  if (later.length > 0) {
    const list = [...new Set(later.map((t) => figure(t.bpm)))].slice(0, 5).join(', ');
    changes.push(
      `The file changes tempo ${count(later.length, 'time')} (to ${list} bpm); the song keeps one tempo, ${bpm} bpm`,
    );
  }
  return bpm;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function titleOf(piece: Piece, fileName: string | undefined, changes: string[]): string {
  const given = piece.title.trim();
  if (given) {
    const kept = keptTitle(given);
    if (kept && kept !== given)
      changes.push(`The title became "${kept}" (letters, digits and spaces, at most 60 characters)`);
    if (kept) return kept;
  }
  // 'old-hundredth.musicxml' is 'Old Hundredth': the separators of file names are spaces in titles,
  // and a word written all in lower case (as file names often are) starts with a capital.
  const words = (fileName ?? '').replace(/\.[^.]*$/, '').split(/[-_.\s]+/);
  const fromName = keptTitle(
    words.map((word) => (word === word.toLowerCase() ? capitalised(word) : word)).join(' '),
  );
  if (fromName) {
    if (!given) changes.push('The file gives no title: the song is named after the file');
    return fromName;
  }
  return DEFAULT_TITLE;
}

function placingChanges(c: PlacingCounts, set: BellSet, leaveOutside: boolean, period: number): string[] {
  const changes: string[] = [];
  const snap = QUANTIZE_CHOICES.find((q) => q.value === period)?.label ?? beats(period);
  if (c.snapped > 0) changes.push(`${count(c.snapped, 'note')} snapped to the nearest ${snap}`);
  if (c.outsideMidi > 0)
    changes.push(`${count(c.outsideMidi, 'note')} fell outside C-1–G9 and were left out`);
  if (c.outsideSet > 0 && leaveOutside)
    changes.push(`${count(c.outsideSet, 'note')} outside ${set.label} were left out`);
  if (c.shortened > 0)
    changes.push(
      `${count(c.shortened, 'note')} longer than ${MAX_NOTE_LENGTH} beats rang ${MAX_NOTE_LENGTH} beats`,
    );
  if (c.coincided > 0) {
    changes.push(
      `${count(c.coincided, 'note')} struck a bell already struck at that moment and became one with it (the longer kept)`,
    );
  }
  if (c.pastEnd > 0) changes.push(`${count(c.pastEnd, 'note')} after beat ${MAX_BEAT} were left out`);
  return changes;
}

/** The bars from `from` whose notes together stay within the note limit; null when not even one. */
function fittingBars(perBar: ReadonlyMap<number, number>, from: number, to: number) {
  let total = 0;
  let last: number | null = null;
  for (let bar = from; bar <= to; bar++) {
    total += perBar.get(bar) ?? 0;
    if (total > NOTE_LIMIT) break;
    last = bar;
  }
  return last === null ? null : { fromBar: from, toBar: last };
}

export function shapePiece(piece: Piece, options: ShapeOptions = {}): ShapedPiece {
  const changes: string[] = [...piece.remarks];
  const bars = fileBars(piece);
  const first = bars[0]!.number;
  const last = bars.at(-1)!.number;
  const from = clamp(Math.round(options.fromBar ?? first), first, last);
  const to = clamp(Math.round(options.toBar ?? last), from, last);
  const fromBar = bars[from - first]!;
  const toBar = bars[to - first]!;
  const end = to === last ? Number.POSITIVE_INFINITY : toBar.start + toBar.length;
  if (from !== first || to !== last) changes.push(`Only bars ${from}–${to} of ${first}–${last} come in`);

  const title = titleOf(piece, options.fileName, changes);
  const bpm = tempo(piece, fromBar.start, end, changes);
  const shift = pitchShift(options);
  if (options.convention === 'sounding')
    changes.push("Written an octave below the file's (sounding) pitches");
  if ((options.transpose ?? 0) !== 0) changes.push(`Transposed ${transposition(options.transpose ?? 0)}`);
  const parts = chosenParts(piece, options);
  if (options.merge && parts.some((part) => part.instrument === 'handchime')) {
    changes.push('Handchime parts ring on handbell rows');
  }

  const m = meter(piece, bars, fromBar, end);
  changes.push(...m.changes);
  const set = chosenSet(options);
  const period = options.quantize && options.quantize > 0 ? options.quantize : 0;
  const placed = placeNotes({
    parts,
    shift,
    merge: options.merge ?? false,
    set,
    leaveOutside: options.leaveOutside ?? false,
    period,
    start: fromBar.start,
    end,
    songBeat: (beat) => beat - fromBar.start + m.pad,
    barOf: (beat) => bars[barIndexAt(bars, beat)]!.number,
  });
  changes.push(...placingChanges(placed.counts, set, options.leaveOutside ?? false, period));

  const rows: NeededRow[] = placed.staves.map((stave) => ({
    pitchId: stave.pitchId,
    instrument: stave.instrument,
    name: rowName(stave),
    count: stave.notes.length,
    onSet: inBellSet(set, stave.pitchId),
  }));
  const noteCount = rows.reduce((sum, row) => sum + row.count, 0);
  let refusal = m.refusal;
  let fit: ShapedPiece['fit'] = null;
  if (!refusal && noteCount > NOTE_LIMIT) {
    fit = fittingBars(placed.perBar, from, to);
    const choose = fit ? `untick parts, or bring in bars ${fit.fromBar}–${fit.toBar}` : 'untick parts';
    refusal = `${noteCount} notes: a song holds at most ${NOTE_LIMIT}. To bring it in, ${choose}.`;
  } else if (!refusal && noteCount === 0) {
    refusal =
      parts.length === 0
        ? 'Nothing to bring in: tick at least one part.'
        : `Nothing to bring in: the ticked parts have no notes in bars ${from}–${to} that the song can hold.`;
  }
  let song: Song | null = refusal
    ? null
    : { version: SONG_VERSION, meta: { title }, staves: placed.staves, timeSignatures: m.signatures };
  if (song && piece.keyFifths !== undefined) {
    // The key moves with the notes; C major (no sharps or flats) is what a song without a key is.
    const fifths = transposedFifths(piece.keyFifths, shift);
    if (fifths !== 0) song = { ...song, key: { fifths } };
  }
  if (song) {
    const expressed = placeExpression(song, piece.expression, {
      start: fromBar.start,
      end,
      songBeat: (beat) => beat - fromBar.start + m.pad,
      period,
    });
    song = expressed.song;
    changes.push(...expressed.changes);
  }
  return {
    song,
    refusal,
    title,
    bpm,
    changes,
    rows,
    outside: placed.counts.outsideSet,
    noteCount,
    bars: { first, last },
    window: { from, to },
    fit,
  };
}
