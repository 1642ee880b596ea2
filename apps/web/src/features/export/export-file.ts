/**
 * A song as a file to download. The writers and the audio renderer are loaded only here, when
 * the user exports, so none of their code (nor @tonejs/midi) is in any earlier download.
 */
import type { Preferences, Song } from '@ringalong/song';

export type ExportFormat = 'midi' | 'musicxml' | 'wav';

export interface ExportChoice {
  readonly format: ExportFormat;
  /** MIDI: a track per row or per instrument. */
  readonly tracks: 'row' | 'instrument';
  /** MIDI: the pitches the song holds, or an octave above, as the bells sound. */
  readonly pitches: 'written' | 'sounding';
}

export interface ExportControl {
  readonly signal?: AbortSignal;
  /** Audio only: the share rendered, 0 to 1. */
  readonly onProgress?: (done: number) => void;
}

const EXTENSIONS: Record<ExportFormat, string> = { midi: 'mid', musicxml: 'musicxml', wav: 'wav' };
const TYPES: Record<ExportFormat, string> = {
  midi: 'audio/midi',
  musicxml: 'application/vnd.recordare.musicxml+xml',
  wav: 'audio/wav',
};

/** Characters file systems refuse, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f/\\?%*:|"<>]/g;

/** The download's name: the song's title made safe for a file system, and the format's extension. */
export function fileName(title: string, format: ExportFormat): string {
  const base = title.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return `${base || 'Song'}.${EXTENSIONS[format]}`;
}

/** The file's bytes for the song with this title, at the user's tempo, octave setting and room. */
export async function exportSong(
  song: Song,
  title: string,
  prefs: Preferences,
  choice: ExportChoice,
  control: ExportControl = {},
): Promise<Blob> {
  const titled: Song = { ...song, meta: { ...song.meta, title } };
  const type = TYPES[choice.format];
  if (choice.format === 'wav') {
    const [{ renderSong, renderSettingsOf }, { encodeWav }] = await Promise.all([
      import('../../music-io/render-audio.ts'),
      import('../../music-io/wav.ts'),
    ]);
    const { buffer, start, end } = await renderSong(titled, renderSettingsOf(prefs), control);
    return new Blob([encodeWav(buffer, start, end)], { type });
  }
  const { writeMidi, writeMusicXml } = await import('@ringalong/music-io');
  if (choice.format === 'midi') {
    const bytes = writeMidi(titled, { bpm: prefs.bpm, tracks: choice.tracks, pitches: choice.pitches });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  }
  return new Blob([writeMusicXml(titled, { bpm: prefs.bpm })], { type });
}

/** Hands the file to the browser's downloads. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
