/**
 * A piece of music as a file holds it, before it becomes a song: what every reader (MIDI,
 * MusicXML, ABC) returns and what the import preview shows. Times are in quarter-note beats from
 * the start of the file (the start of a pickup bar is beat 0); pitches are MIDI note numbers as
 * written in the file (no octave convention applied yet).
 */
import type { DynamicLevel, Hairpin, Instrument, Technique } from '@ringalong/song';

export type MusicFormat = 'midi' | 'musicxml' | 'abc';

export interface PieceNote {
  /** MIDI note number as the file writes it. */
  readonly pitch: number;
  /** Onset, in quarter-note beats from the start of the piece. */
  readonly beat: number;
  /** Sounding length in quarter-note beats (ties merged), greater than 0. */
  readonly length: number;
  /** A handbell technique the file marks on the note (MusicXML `<handbell>`, LV). */
  readonly technique?: Technique;
  /** An accent the file marks on the note. */
  readonly accent?: true;
}

/**
 * What the score marks over its notes rather than on one: dynamics, hairpins, technique passages
 * ('LV ... R') and rehearsal letters, on the file's timeline (beats as `PieceNote.beat`).
 */
export interface PieceExpression {
  readonly dynamics: readonly { readonly beat: number; readonly level: DynamicLevel }[];
  readonly hairpins: readonly {
    readonly from: number;
    readonly to: number;
    readonly kind: Hairpin['kind'];
  }[];
  readonly passages: readonly { readonly from: number; readonly to: number; readonly technique: Technique }[];
  readonly marks: readonly { readonly beat: number; readonly label: string }[];
}

export interface PiecePart {
  /** Stable within one piece: the track index, the MusicXML part id, the ABC voice. */
  readonly id: string;
  /** What the file calls it ('Soprano', 'Track 2', 'Handbells'); never empty. */
  readonly name: string;
  /** Sorted by beat, then pitch. */
  readonly notes: readonly PieceNote[];
  /** A percussion part (MIDI channel 10, a MusicXML percussion clef): off by default in the preview. */
  readonly drum: boolean;
  /** What the part is for, when the file says so: a handchime part comes in as chime rows. */
  readonly instrument?: Instrument;
}

export interface PieceTempo {
  readonly beat: number;
  /** Quarter notes per minute. */
  readonly bpm: number;
}

export interface PieceTimeSignature {
  readonly beat: number;
  readonly numerator: number;
  readonly denominator: number;
}

export interface Piece {
  readonly format: MusicFormat;
  /** The title the file gives, or '' when it gives none (the file name is used then). */
  readonly title: string;
  readonly parts: readonly PiecePart[];
  /** Sorted by beat; the first at beat 0 (a file without one gets 120 bpm, the MIDI default). */
  readonly tempos: readonly PieceTempo[];
  /** Sorted by beat; the first at beat 0 (4/4 when the file gives none). */
  readonly timeSignatures: readonly PieceTimeSignature[];
  /** Length of an incomplete first bar (an anacrusis) in beats; 0 when the first bar is whole. */
  readonly pickupBeats: number;
  /** What the reader did that the user should know ('Repeats written out', 'Grace notes left out'). */
  readonly remarks: readonly string[];
  /** The score's dynamics, hairpins, passages and rehearsal letters; absent when the format has none. */
  readonly expression?: PieceExpression;
  /** The key signature at the start (sharps positive, flats negative); absent when the file gives none. */
  readonly keyFifths?: number;
}

/** One tune of an ABC file that holds several: the preview lets the user pick one. */
export interface TuneChoice {
  /** The tune's X: number. */
  readonly number: number;
  readonly title: string;
}

/**
 * What reading a file gives: the piece, the tunes to choose from (an ABC file with several, read
 * again with the chosen number), or a message a person understands. Reading never throws.
 */
export type ReadOutcome =
  | { readonly kind: 'piece'; readonly piece: Piece }
  | { readonly kind: 'tunes'; readonly tunes: readonly TuneChoice[] }
  | { readonly kind: 'error'; readonly message: string };
