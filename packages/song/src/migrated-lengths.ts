/**
 * The length rule of the song migration (migrate.ts), which pasting a clipboard copied before
 * notes had lengths also applies: apart from the migration so copy and paste loads without it.
 */
import { MIGRATED_MAX_LENGTH, MIN_NOTE_LENGTH } from './constants.ts';

/**
 * The length rule for notes written before notes had one: each rings until the next strike on
 * its row, at most MIGRATED_MAX_LENGTH (2) beats, and a row's last note rings 2 beats. This is
 * how old playback sounded: a strike rang a 1.2 s sample (2 beats at the default 100 bpm) until
 * the same bell struck again. A length is never past the next note on the row, except that it is
 * at least MIN_NOTE_LENGTH (strikes closer than that ring that long).
 * Takes a row's beats in any order (duplicates allowed) and gives each distinct beat its length.
 */
export function migratedLengths(beats: Iterable<number>): Map<number, number> {
  const sorted = [...new Set(beats)].sort((a, b) => a - b);
  return new Map(
    sorted.map((beat, i) => {
      const next = sorted[i + 1];
      return [
        beat,
        next === undefined
          ? MIGRATED_MAX_LENGTH
          : Math.max(MIN_NOTE_LENGTH, Math.min(MIGRATED_MAX_LENGTH, gap(beat, next))),
      ];
    }),
  );
}

const bits = new Float64Array(1);
const word = new BigInt64Array(bits.buffer);

/** The largest length with beat + length <= next (next - beat can round up past it), always above 0. */
function gap(beat: number, next: number): number {
  let length = next - beat;
  while (beat + length > next) {
    bits[0] = length;
    word[0]! -= 1n;
    if (!(bits[0]! > 0)) break;
    length = bits[0]!;
  }
  return length;
}
