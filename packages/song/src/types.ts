/**
 * The song's vocabulary (spec sections 3 and 9). A song changes only through the named pure
 * operations of this package, each returning a new song; nothing here is mutated in place.
 */

import type { ChoirAssignment } from './choir/types.ts';

/** A position in time, counted in quarter-note beats from the start of the song. */
export type Beat = number;
/** A MIDI note number, 0 to 127. One stave (row) per pitch. */
export type PitchId = number;

/**
 * Handbell techniques, named as MusicXML's `<handbell>` element names them so that import and
 * export map one to one, plus 'lv' (let vibrate: ring until an R or the bell's own decay),
 * 'thumb damp', and (version 5) the text marks scores print for what `<handbell>` does not name:
 * shake (Sk), singing bell (SB), vibrato (vib.), brush damp (BD) and ring touch (RT). A note
 * without a technique is a plain ring, damped at the end of its length.
 */
export const TECHNIQUES = [
  'damp',
  'echo',
  'gyro',
  'hand martellato',
  'mallet lift',
  'mallet table',
  'martellato',
  'martellato lift',
  'muted martellato',
  'pluck lift',
  'swing',
  'lv',
  'thumb damp',
  'shake',
  'singing bell',
  'vibrato',
  'brush damp',
  'ring touch',
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** What a row (stave) is rung on: a handbell (the default) or a handchime. */
export const INSTRUMENTS = ['handbell', 'handchime'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

/**
 * A strike. `length` is the ringing time in beats (the written note value: ring, then damp at
 * its end), greater than 0 and at most MAX_NOTE_LENGTH. A length may reach past the next note on
 * its row: the re-strike damps the previous ring, so the overlap is simply not heard.
 */
export interface Note {
  readonly beat: Beat;
  readonly length: Beat;
  /** Absent for a plain ring. Never present with the value undefined, so songs compare by value. */
  readonly technique?: Technique;
  /** An accent ('>'): struck harder than the dynamic around it. Absent (never false) when not accented. */
  readonly accent?: true;
}

/** Which row: a pitch rung on a handbell or on a handchime. A song holds at most one row of each. */
export interface RowRef {
  readonly pitchId: PitchId;
  readonly instrument: Instrument;
}

export interface Stave extends RowRef {
  /** Sorted by beat, ascending, no two notes on one beat. */
  readonly notes: readonly Note[];
}

export interface TimeSignature {
  readonly beat: Beat;
  readonly numerator: number;
  readonly denominator: number;
}

export interface SongMeta {
  readonly title: string;
  readonly eight_note_compatible?: boolean;
  readonly bell_count?: number;
}

/**
 * A rehearsal mark ('from letter B'): a short label on the start of a bar. Stored with the song,
 * at most one a bar, sorted by beat.
 */
export interface RehearsalMark {
  readonly beat: Beat;
  readonly label: string;
}

/** Dynamic marks, softest to loudest, as scores print them. */
export const DYNAMIC_LEVELS = ['pp', 'p', 'mp', 'mf', 'f', 'ff'] as const;
export type DynamicLevel = (typeof DYNAMIC_LEVELS)[number];

/** A dynamic mark ('p', 'ff') under the score at a beat: in force until the next one. */
export interface DynamicMark {
  readonly beat: Beat;
  readonly level: DynamicLevel;
}

/** A hairpin: louder ('crescendo') or softer ('diminuendo') from `from` to `to` (from < to). */
export interface Hairpin {
  readonly from: Beat;
  readonly to: Beat;
  readonly kind: 'crescendo' | 'diminuendo';
}

/**
 * A passage marked once for many notes, as handbell scores print 'LV ... R', 'T.D. ... R' or
 * 'Mart. ... R': every note struck from `from` up to (not at) `to` is rung with `technique`
 * unless it has its own; an LV passage's notes ring on until its R at `to`, where all are damped.
 */
export interface Passage {
  readonly from: Beat;
  readonly to: Beat;
  readonly technique: Technique;
}

/** Bumped when the stored shape changes; `migrateSong` lifts older documents forward. */
export const SONG_VERSION = 5 as const;

export interface Song {
  readonly version: typeof SONG_VERSION;
  readonly meta: SongMeta;
  /** Sorted by pitchId, ascending, then handbell before handchime; one stave per (pitchId, instrument). */
  readonly staves: readonly Stave[];
  /** Sorted by beat, ascending; the first is at beat 0. */
  readonly timeSignatures: readonly TimeSignature[];
  /**
   * Rehearsal marks, sorted by beat, each on a bar start, one a bar. Absent when the song has
   * none (never present empty), so songs compare by value.
   */
  readonly marks?: readonly RehearsalMark[];
  /**
   * Each choir's sharing of the rows among its ringers (`choir/types.ts`), one per choir. Absent
   * when there are none (never present empty). Optional within version 3: a document without it
   * is as valid as before, so no migration step.
   */
  readonly assignments?: readonly ChoirAssignment[];
  /** Dynamic marks, sorted by beat, one a beat. Absent when there are none (never present empty). */
  readonly dynamics?: readonly DynamicMark[];
  /** Hairpins, sorted by `from`, none overlapping another. Absent when there are none. */
  readonly hairpins?: readonly Hairpin[];
  /** Technique passages, sorted by `from`, none overlapping another. Absent when there are none. */
  readonly passages?: readonly Passage[];
  /**
   * The key signature the score is written in (sharps positive, flats negative, -7 to 7), which
   * spells the bells' names: B-flat in F major. Absent: no key given, names with sharps.
   */
  readonly key?: { readonly fifths: number };
}

/** A note is identified by its row and beat: duplicates are never kept, so this is unique. */
export interface NoteRef extends RowRef {
  readonly beat: Beat;
}

/** Selected notes, keyed by `noteKey(ref)`. */
export type Selection = ReadonlySet<string>;

/** Clipboard entry: beat relative to the earliest selected note, with the note's row and sound. */
export interface ClipboardEntry {
  readonly beat: Beat;
  readonly pitchId: PitchId;
  readonly instrument: Instrument;
  readonly length: Beat;
  readonly technique?: Technique;
  readonly accent?: true;
}

/** Library entry and loaded-song metadata (spec section 3). */
export interface SongMetadata {
  readonly song_id: number;
  readonly title: string;
  readonly display_name: string;
  readonly user_id: number | null;
  readonly is_public: boolean;
  readonly is_demo: boolean;
  readonly bell_count: number;
  readonly view_count: number;
  /** Optimistic-concurrency revision: a save from a stale revision is refused. */
  readonly revision: number;
  /**
   * The piece's difficulty level, 1 to 7 (`pieceDifficulty`), graded by the server as the song is
   * saved; absent from an older server, null while a stored song is not graded yet.
   */
  readonly difficulty?: number | null;
}

export interface SearchCriteria {
  readonly text: string;
  readonly bellMin: number;
  readonly bellMax: number;
  readonly eightNote: boolean;
  readonly is_public: boolean;
}

export type LineSortMode = 'pitch' | 'mostPlayed';
/** Row colours: Classic (the spec's 'random', hue = row index x 20), by pitch class, or high contrast. */
export type ColorMode = 'random' | 'pitchClass' | 'highContrast';
/** Snapping period in beats: Quarter 1, 8th 0.5, 16th 0.25, none 0. */
export type SnapPeriod = 1 | 0.5 | 0.25 | 0;

export interface Preferences {
  readonly editMode: boolean;
  readonly soundOn: boolean;
  readonly lineSortMode: LineSortMode;
  readonly colorMode: ColorMode;
  readonly bpm: number;
  /** Pixels per second. */
  readonly dotSpacingPlayer: number;
  readonly dotSpacingComposer: number;
  readonly jumpToCenter: boolean;
  readonly octaveTranspose: number;
  /**
   * Handbells and handchimes sound an octave above written: when on, the app sounds every row an
   * octave above its (written) name, as the group's own bells do. Names stay written names.
   */
  readonly soundOctaveAbove: boolean;
  /** A light room reverb on the bells (off: ringers hear their own room, and damping stays crisp). */
  readonly roomSound: boolean;
  readonly warmupBeats: number;
  readonly snapPeriod: SnapPeriod;
  /** Practice tempo, a percentage of `bpm` (25 to 150): how fast playback runs; the song keeps its bpm. */
  readonly practiceTempo: number;
  /** The warm-up beats heard (a click each) and seen (a big count) before the first note. */
  readonly countIn: boolean;
  /** Ring along (the projector view): seconds of music shown before the hit point. */
  readonly lookAheadSeconds: number;
  /** Ring along: a row with no notes in this many bars ahead is quiet (dimmed or hidden). */
  readonly aheadBars: number;
  /** Ring along: what a quiet row does. */
  readonly quietRows: QuietRows;
  /**
   * How much later than the browser reports this device's sound is heard (ms, the tap-along
   * calibration's figure): the picture and the hit cue wait that much longer.
   */
  readonly deviceOffsetMs: number;
}

export type QuietRows = 'dim' | 'hide';

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

/**
 * The plan as the server sends it (`planObject`). Dates are ISO 8601 strings or null.
 * The subscription part is null-filled when the user has never subscribed.
 */
export interface PlanObject {
  readonly plan_id: string | null;
  readonly plan_type: string | null;
  readonly issued: string | null;
  readonly expired: string | null;
  readonly canceled: string | null;
  readonly created: string | null;
  readonly subscription_id: string | null;
  readonly status: SubscriptionStatus | null;
  readonly canceled_at: string | null;
  readonly ended_at: string | null;
  readonly current_period_end: string | null;
  readonly cancel_at_period_end: boolean;
}

export interface RowCallBell {
  readonly pitchId: PitchId;
  readonly instrument: Instrument;
  readonly name: string;
  readonly color: string;
  readonly count: number;
}

export interface Barline {
  readonly beat: Beat;
  /** 1 is the strongest (bar start), 3 the weakest. */
  readonly strength: 1 | 2 | 3;
  /** Pixels: 6, 3, 1 for strengths 1, 2, 3. */
  readonly width: number;
}
