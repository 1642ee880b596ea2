/** Bells: names, the bell menu's picker and presets, applying a selection, row colours. */
import {
  DEFAULT_PITCH,
  EIGHT_NOTE_SET,
  KEY_NAMES,
  type KeyName,
  MAJOR_INTERVALS,
  MINOR_INTERVALS,
  PICKER_MAX_EXCLUSIVE,
  PICKER_MIN,
  PRESET_MAX_INCLUSIVE,
  type PresetMode,
  type ScaleFlavour,
} from './constants.ts';
import { compareRows, findStave } from './song.ts';
import type { Instrument, RowRef, Song, Stave } from './types.ts';

export const MIDI_MIN = 0;
export const MIDI_MAX = 127;

/** Scientific pitch notation, as bell sets are labelled: MIDI 60 is C4. */
export function bellName(pitchId: number): string {
  const octave = Math.floor(pitchId / 12) - 1;
  return `${KEY_NAMES[((pitchId % 12) + 12) % 12]}${octave}`;
}

/** A row's name for ringers: the written bell name, and 'chime' after it on a handchime row. */
export function rowName(row: { readonly pitchId: number; readonly instrument: Instrument }): string {
  return row.instrument === 'handchime' ? `${bellName(row.pitchId)} chime` : bellName(row.pitchId);
}

export const BELLS: readonly { readonly id: number; readonly name: string }[] = Array.from(
  { length: MIDI_MAX + 1 },
  (_, id) => ({ id, name: bellName(id) }),
);

export function isPitchId(value: number): boolean {
  return Number.isInteger(value) && value >= MIDI_MIN && value <= MIDI_MAX;
}

/** The piano roll's keys, 55 up to but not including 80. */
export function pickerPitches(): number[] {
  return Array.from({ length: PICKER_MAX_EXCLUSIVE - PICKER_MIN }, (_, i) => PICKER_MIN + i);
}

/** The bells a preset selects: a key and scale across 55..80 inclusive, or the 8 Note Set. */
export function presetPitches(mode: PresetMode, key: KeyName, flavour: ScaleFlavour): number[] {
  const inRange = (pitch: number) => pitch >= PICKER_MIN && pitch <= PRESET_MAX_INCLUSIVE;
  if (mode === 'eightNote') return EIGHT_NOTE_SET.filter(inRange);
  const tonic = KEY_NAMES.indexOf(key);
  const intervals = flavour === 'major' ? MAJOR_INTERVALS : MINOR_INTERVALS;
  const pitches: number[] = [];
  for (let pitch = PICKER_MIN; pitch <= PRESET_MAX_INCLUSIVE; pitch++) {
    if (intervals.includes((((pitch - tonic) % 12) + 12) % 12)) pitches.push(pitch);
  }
  return pitches;
}

/** The pitches a bell-menu selection turns on, sorted; none selected means the default bell. */
export function selectedPitches(selection: Readonly<Record<number, boolean>>): number[] {
  const pitches = Object.entries(selection)
    .filter(([, on]) => on)
    .map(([pitch]) => Number(pitch))
    .filter(isPitchId)
    .sort((a, b) => a - b);
  return pitches.length > 0 ? pitches : [DEFAULT_PITCH];
}

/**
 * The Bell Menu's Done: the song's rows of `instrument` (handbell unless named) become exactly
 * the selected pitches; rows of the other instrument stay as they are. Kept rows keep their
 * notes (and stave identity); removed rows lose theirs; new rows start empty. Same song when the
 * rows do not change. An empty selection means the default bell for handbells, and no rows for
 * handchimes.
 */
export function applyBellSelection(
  song: Song,
  selection: Readonly<Record<number, boolean>>,
  instrument: Instrument = 'handbell',
): Song {
  // No bell selected means the default bell (the spec); no chime selected means no chime rows.
  const pitches =
    instrument === 'handbell' || Object.values(selection).some(Boolean) ? selectedPitches(selection) : [];
  const existing = new Map(
    song.staves.filter((stave) => stave.instrument === instrument).map((stave) => [stave.pitchId, stave]),
  );
  const chosen: Stave[] = pitches.map(
    (pitchId) => existing.get(pitchId) ?? { pitchId, instrument, notes: [] },
  );
  const others = song.staves.filter((stave) => stave.instrument !== instrument);
  const staves = [...chosen, ...others].sort(compareRows);
  const unchanged = staves.length === song.staves.length && staves.every((s, i) => s === song.staves[i]);
  return unchanged ? song : { ...song, staves };
}

/**
 * Adds an empty row, for example a handchime row beside the handbell of the same pitch. Same
 * song when the row is already there or the pitch is not a MIDI note number.
 */
export function addStave(song: Song, row: RowRef): Song {
  if (!isPitchId(row.pitchId) || findStave(song, row)) return song;
  const stave: Stave = { pitchId: row.pitchId, instrument: row.instrument, notes: [] };
  return { ...song, staves: [...song.staves, stave].sort(compareRows) };
}

/** A bell-menu selection map with the song's rows of `instrument` (handbell unless named) switched on. */
export function selectionFromSong(song: Song, instrument: Instrument = 'handbell'): Record<number, boolean> {
  return Object.fromEntries(
    song.staves.filter((stave) => stave.instrument === instrument).map((stave) => [stave.pitchId, true]),
  );
}

/** Note and row colour: hue steps of 20 degrees, so neighbouring rows never look alike. */
export function rowColor(index: number): string {
  return `hsl(${(((index * 20) % 360) + 360) % 360}, 83%, 58%)`;
}

/** True when every bell is one of the 8 Note Set (and there is at least one bell). */
export function isEightNoteCompatible(pitchIds: readonly number[]): boolean {
  return pitchIds.length > 0 && pitchIds.every((pitch) => EIGHT_NOTE_SET.includes(pitch));
}
