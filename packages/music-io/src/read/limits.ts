/** What a file may ask of the reader before it is refused. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;
/** The bytes a compressed MusicXML (.mxl) may inflate to, counted as they come out. */
export const MAX_INFLATED_BYTES = 30 * 1024 * 1024;
/** MusicXML nests about ten levels deep; far more is an attack or a broken file. */
export const MAX_XML_DEPTH = 100;
/** Measures played once repeats are written out (a 2000-note piece needs a few hundred). */
export const MAX_PLAYED_MEASURES = 20_000;

export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The message for a file refused by its size, before a byte of it is read. */
export function sizeRefusal(bytes: number): string | undefined {
  if (bytes <= MAX_INPUT_BYTES) return undefined;
  return `This file is ${formatSize(bytes)}; files over ${formatSize(MAX_INPUT_BYTES)} cannot be imported.`;
}
