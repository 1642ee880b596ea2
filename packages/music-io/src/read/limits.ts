/** What a file may ask of the reader before it is refused. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;
/** The bytes a compressed MusicXML (.mxl) may inflate to, counted as they come out. */
export const MAX_INFLATED_BYTES = 30 * 1024 * 1024;
/** MusicXML nests about ten levels deep; far more is an attack or a broken file. */
export const MAX_XML_DEPTH = 100;
/** Measures played once repeats are written out (a 2000-note piece needs a few hundred). */
export const MAX_PLAYED_MEASURES = 20_000;
/**
 * Notes a file may hold to be read at all: ten songs' worth (a song holds 2000), so a longer piece
 * can still come in by choosing its bars or parts, while a file of a million notes is refused by
 * its count before the reader builds a single one.
 */
export const MAX_READ_NOTES = 20_000;
/** The latest beat a note may sit on, as in a song (about 41 hours at 40 bpm). */
export const MAX_READ_BEATS = 100_000;
/** ABC is text: a tune book of a thousand tunes is well under this. */
export const MAX_ABC_BYTES = 1024 * 1024;
/** ABC endings are numbered 1, 2, 3...; abcjs plays a section once per number up to the highest. */
export const MAX_ABC_ENDING = 16;

/** A count as people write it: 1,000,000. */
export const counted = (n: number): string => n.toLocaleString('en-US');

export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The message for a file refused by its size, before a byte of it is read. */
export function sizeRefusal(bytes: number): string | undefined {
  if (bytes <= MAX_INPUT_BYTES) return undefined;
  return `This file is ${formatSize(bytes)}; files over ${formatSize(MAX_INPUT_BYTES)} cannot be imported.`;
}
