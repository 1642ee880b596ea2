/**
 * Which reader a file needs, told by its content (the first bytes), with the name's extension as
 * a hint only for the message when the content is none of ours.
 */
import { fail } from './read-error.ts';

export type FileKind = 'midi' | 'musicxml' | 'mxl' | 'abc';

const NAMES: Record<string, string> = {
  mid: 'MIDI',
  midi: 'MIDI',
  musicxml: 'MusicXML',
  xml: 'MusicXML',
  mxl: 'compressed MusicXML (.mxl)',
  abc: 'ABC',
};

const startsWith = (bytes: Uint8Array, ascii: string): boolean =>
  [...ascii].every((char, i) => bytes[i] === char.charCodeAt(0));

function looksBinary(head: Uint8Array): boolean {
  return head.includes(0);
}

export function detectKind(name: string, bytes: Uint8Array): FileKind {
  if (startsWith(bytes, 'MThd')) return 'midi';
  if (startsWith(bytes, 'PK\x03\x04')) return 'mxl';
  const head = bytes.subarray(0, 4096);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && !looksBinary(head)) {
    const text = new TextDecoder()
      .decode(head)
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (text.startsWith('<')) return 'musicxml';
    if (/^X:/m.test(text) || (/\.abc$/i.test(name) && /^K:/m.test(text))) return 'abc';
  } else if (utf16) {
    return 'musicxml';
  }
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const claimed = NAMES[extension];
  if (claimed)
    fail(`This file is named .${extension} but isn't a ${claimed} file: its content is something else.`);
  return fail("This file isn't a MIDI, MusicXML or ABC file.");
}
