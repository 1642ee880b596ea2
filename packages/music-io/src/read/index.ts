/**
 * readMusic: the bytes of a MIDI, MusicXML (plain or .mxl) or ABC file to a Piece, or the tunes
 * to choose from, or a message a person understands. Pure and synchronous; never throws.
 */
import type { ReadOutcome } from '../piece.ts';
import { readAbc } from './abc.ts';
import { detectKind } from './detect.ts';
import { formatSize, MAX_ABC_BYTES, sizeRefusal } from './limits.ts';
import { readMidi } from './midi.ts';
import { readMusicXml } from './musicxml.ts';
import { unzipScore } from './mxl.ts';
import { fail, ReadError } from './read-error.ts';
import { decodeText } from './text.ts';

export interface ReadOptions {
  /** The X: number of the tune to read from an ABC file that holds several. */
  readonly tune?: number;
}

function read(name: string, bytes: Uint8Array, options: ReadOptions): ReadOutcome {
  if (bytes.length === 0) return { kind: 'error', message: 'This file is empty.' };
  switch (detectKind(name, bytes)) {
    case 'midi':
      return { kind: 'piece', piece: readMidi(bytes) };
    case 'mxl':
      return { kind: 'piece', piece: readMusicXml(decodeText(unzipScore(bytes))) };
    case 'musicxml':
      return { kind: 'piece', piece: readMusicXml(decodeText(bytes)) };
    case 'abc':
      if (bytes.length > MAX_ABC_BYTES) {
        fail(
          `This ABC file is ${formatSize(bytes.length)}; Ringalong reads ABC files of at most ${formatSize(MAX_ABC_BYTES)}.`,
        );
      }
      return readAbc(decodeText(bytes), options.tune);
  }
}

export function readMusic(name: string, bytes: Uint8Array, options: ReadOptions = {}): ReadOutcome {
  const tooBig = sizeRefusal(bytes.length);
  if (tooBig) return { kind: 'error', message: tooBig };
  try {
    return read(name, bytes, options);
  } catch (error) {
    if (error instanceof ReadError) return { kind: 'error', message: error.message };
    if (error instanceof RangeError) {
      return {
        kind: 'error',
        message: 'This file asks for more memory than a browser tab can give, so it is not read.',
      };
    }
    return { kind: 'error', message: 'This file could not be read: it looks damaged.' };
  }
}
