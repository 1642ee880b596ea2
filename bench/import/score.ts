/**
 * The benchmark's score: the chorale fixture (MuseScore's MusicXML export, four parts of 32
 * notes over 12 measures) with every part's measures repeated until it holds at least NOTES
 * notes: real exporter markup (layout, beams, stems, directions), as a publisher's file has.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const FIXTURE = join(import.meta.dirname, '../../packages/music-io/test/fixtures/old-hundredth.musicxml');
const FIXTURE_NOTES = 128;

export async function benchmarkScore(notes: number): Promise<{ bytes: Uint8Array; copies: number }> {
  const text = await readFile(FIXTURE, 'utf8');
  const copies = Math.ceil(notes / FIXTURE_NOTES);
  const repeated = text.replace(
    /(<part id="[^"]+">)([\s\S]*?)(\s*<\/part>)/g,
    (_all, open: string, body: string, close: string) => {
      // The first measure carries the attributes (divisions, key, time); later copies drop them.
      const later = body.replace(/<attributes>[\s\S]*?<\/attributes>/, '');
      return open + body + later.repeat(copies - 1) + close;
    },
  );
  return { bytes: new TextEncoder().encode(repeated), copies };
}
