/**
 * Writes our handbell samples: `npx tsx scripts/samples/generate.ts`. Deterministic, so a re-run
 * leaves the committed files unchanged.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_RATE, synthesizeBell } from './model';
import { encodeWav } from './wav';

/** The six bells the app loads from /samples/, by MIDI pitch. */
export const SAMPLE_NOTES = { A3: 57, C4: 60, F4: 65, A4: 69, C5: 72, F5: 77 } as const;

export const frequencyOf = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

export function bellWav(midi: number): Uint8Array {
  return encodeWav(synthesizeBell(frequencyOf(midi), midi), SAMPLE_RATE);
}

const outputDir = join(import.meta.dirname, '../../apps/web/public/samples');

if (process.argv[1] === import.meta.filename) {
  let total = 0;
  for (const [name, midi] of Object.entries(SAMPLE_NOTES)) {
    const bytes = bellWav(midi);
    writeFileSync(join(outputDir, `${name}.wav`), bytes);
    total += bytes.length;
    console.log(`${name}.wav  ${bytes.length} bytes`);
  }
  console.log(`total ${total} bytes`);
}
