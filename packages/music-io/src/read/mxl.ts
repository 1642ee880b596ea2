/**
 * Compressed MusicXML (.mxl): a zip whose META-INF/container.xml names the score. Read with
 * fflate's streaming unzip, fed a few kilobytes at a time, so the inflated bytes are counted as
 * they come out and a zip bomb is stopped at MAX_INFLATED_BYTES whatever sizes the zip declares.
 */
import { Unzip, UnzipInflate } from 'fflate';
import { SaxesParser } from 'saxes';
import { formatSize, MAX_INFLATED_BYTES } from './limits.ts';
import { fail } from './read-error.ts';

const CONTAINER = 'META-INF/container.xml';
const STEP = 4096;

function rootfile(container: Uint8Array | undefined): string | undefined {
  if (!container) return undefined;
  let path: string | undefined;
  try {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      const fullPath = tag.attributes['full-path'];
      if (tag.name === 'rootfile' && path === undefined && typeof fullPath === 'string') path = fullPath;
    });
    parser.write(new TextDecoder().decode(container)).close();
  } catch {
    return path;
  }
  return path;
}

function join(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The score's bytes inside an .mxl file. */
export function unzipScore(bytes: Uint8Array): Uint8Array {
  const files = new Map<string, { chunks: Uint8Array[]; done: boolean }>();
  let inflated = 0;
  let tooBig = false;
  let damaged = false;
  const unzip = new Unzip((file) => {
    if (!/\.(xml|musicxml)$/i.test(file.name)) return;
    if (file.compression !== 0 && file.compression !== 8) {
      damaged = true;
      return;
    }
    const entry = { chunks: [] as Uint8Array[], done: false };
    files.set(file.name, entry);
    file.ondata = (error, data, final) => {
      if (error || tooBig) {
        damaged ||= Boolean(error);
        return;
      }
      inflated += data.length;
      if (inflated > MAX_INFLATED_BYTES) {
        tooBig = true;
        file.terminate();
        return;
      }
      entry.chunks.push(data);
      entry.done = final;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !tooBig && !damaged; at += STEP) {
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
    }
  } catch {
    damaged = true;
  }
  if (tooBig) {
    fail(
      `This compressed MusicXML file unpacks to more than ${formatSize(MAX_INFLATED_BYTES)}, so it is not read (it may be a zip bomb).`,
    );
  }
  const named = rootfile(files.get(CONTAINER)?.done ? join(files.get(CONTAINER)?.chunks ?? []) : undefined);
  const path = named ?? [...files.keys()].find((name) => !name.startsWith('META-INF/'));
  const score = path === undefined ? undefined : files.get(path);
  if (score?.done) return join(score.chunks);
  if (damaged || score) fail('This compressed MusicXML file is damaged or cut short, so it cannot be read.');
  return fail('This zip file holds no MusicXML score.');
}
