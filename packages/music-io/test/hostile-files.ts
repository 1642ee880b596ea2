/** Hostile and broken files for the tests, made in memory. */
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { type MidiData, writeMidi } from 'midi-file';

export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A minimal MusicXML score around the given measures of part P1. */
export function score(
  measures: string,
  partList = '<score-part id="P1"><part-name>Bells</part-name></score-part>',
): string {
  return `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list>${partList}</part-list><part id="P1">${measures}</part></score-partwise>`;
}

export const ONE_NOTE =
  '<measure number="1"><attributes><divisions>1</divisions></attributes><note><pitch><step>C</step><octave>4</octave></pitch><duration>4</duration></note></measure>';

/** Billion laughs: ten entities each ten times the one before, used in the body. */
export function billionLaughs(): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?><!DOCTYPE score-partwise [${entities.join('')}]>${score(ONE_NOTE)
    .replace(/^<\?xml[^>]*>/, '')
    .replace('<part-name>Bells', '<part-name>&lol9;')}`;
}

export function externalEntity(): string {
  return `<?xml version="1.0"?><!DOCTYPE score-partwise [<!ENTITY secret SYSTEM "file:///etc/passwd">]><score-partwise><work><work-title>&secret;</work-title></work></score-partwise>`;
}

export function deeplyNested(levels: number): string {
  return `<score-partwise>${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}</score-partwise>`;
}

/** A zip of a container and a "score" that inflates to `megabytes` MB from a few tens of KB. */
export function zipBomb(megabytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const container = new ZipDeflate('META-INF/container.xml', { level: 9 });
  zip.add(container);
  container.push(
    strToU8('<container><rootfiles><rootfile full-path="score.xml"/></rootfiles></container>'),
    true,
  );
  const bomb = new ZipDeflate('score.xml', { level: 9 });
  zip.add(bomb);
  const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
  bomb.push(strToU8('<score-partwise>'));
  for (let i = 0; i < megabytes; i++) bomb.push(megabyte);
  bomb.push(strToU8('</score-partwise>'), true);
  zip.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function mxlOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

export function midi(data: MidiData): Uint8Array {
  return new Uint8Array(writeMidi(data));
}

/** One track, one note, at the given delta ticks from the start. */
export function oneNoteMidi(ticksPerBeat: number, delta: number): Uint8Array {
  return midi({
    header: { format: 0, numTracks: 1, ticksPerBeat },
    tracks: [
      [
        { deltaTime: delta, type: 'noteOn', channel: 0, noteNumber: 60, velocity: 90 },
        { deltaTime: ticksPerBeat, type: 'noteOff', channel: 0, noteNumber: 60, velocity: 0 },
        { deltaTime: 0, meta: true, type: 'endOfTrack' },
      ],
    ],
  });
}

/**
 * One track of `notes` quarter notes on middle C, written by hand with running status (a note-on
 * of velocity 0 ends each): a million notes in 7 MB, built in milliseconds.
 */
export function manyNoteMidi(notes: number): Uint8Array {
  const events = [0x00, 0x90, 60, 90, 0x60, 60, 0];
  for (let i = 1; i < notes; i++) events.push(0x00, 60, 90, 0x60, 60, 0);
  events.push(0x00, 0xff, 0x2f, 0x00);
  const head = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0, 96];
  const length = events.length;
  const track = [
    0x4d,
    0x54,
    0x72,
    0x6b,
    length >>> 24,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
  ];
  return Uint8Array.from([...head, ...track, ...events]);
}
