/**
 * A song as a file to download. The writers and the audio renderer are loaded only here, when
 * the user exports, so none of their code (nor @tonejs/midi) is in any earlier download.
 */
import { noteCount, type Preferences, type Song } from '@ringalong/song';
import { loadEncoders } from '../../music-io/load-encoders.ts';

export type ExportFormat = 'midi' | 'musicxml' | 'wav' | 'ogg';

export interface ExportChoice {
  readonly format: ExportFormat;
  /** MIDI: a track per row or per instrument. */
  readonly tracks: 'row' | 'instrument';
  /** MIDI: the pitches the song holds, or an octave above, as the bells sound. */
  readonly pitches: 'written' | 'sounding';
}

export interface ExportControl {
  readonly signal?: AbortSignal;
  /** Audio only: a gain per row (`rowKey`), 0 not struck: the choir's sound, or a practice mix. */
  readonly rowGains?: ReadonlyMap<string, number> | null;
  /** Audio only: the share rendered, 0 to 1. */
  readonly onProgress?: (done: number) => void;
}

const EXTENSIONS: Record<ExportFormat, string> = {
  midi: 'mid',
  musicxml: 'musicxml',
  wav: 'wav',
  ogg: 'ogg',
};
const TYPES: Record<ExportFormat, string> = {
  midi: 'audio/midi',
  musicxml: 'application/vnd.recordare.musicxml+xml',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

/** An export this browser cannot make: the message says what to do instead. */
export class ExportRefused extends Error {}

/** Of an audio export's progress, the share the render takes; the rest is encoding. */
const RENDER_SHARE = { wav: 1, ogg: 0.85 } as const;

/** Characters file systems refuse, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f/\\?%*:|"<>]/g;

/**
 * The download's name: the song's title made safe for a file system (and, for a practice mix, the
 * ringer's name after it), and the format's extension.
 */
export function fileName(title: string, format: ExportFormat, practiceFor?: string): string {
  const named = practiceFor ? `${title} (${practiceFor} practice)` : title;
  const base = named.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
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
  if (choice.format === 'wav' || choice.format === 'ogg') {
    if (noteCount(song) === 0)
      throw new ExportRefused('This song has no notes yet, so there is nothing to hear.');
    const share = RENDER_SHARE[choice.format];
    const { renderSong, renderSettingsOf, canEncodeOpus, encodeWav, encodeOggOpus } = await loadEncoders();
    if (choice.format === 'ogg' && !(await canEncodeOpus(2))) {
      throw new ExportRefused("This browser can't make Ogg Opus files. Choose Audio (WAV) instead.");
    }
    const settings = { ...renderSettingsOf(prefs), rowGains: control.rowGains ?? null };
    const { buffer, start, end } = await renderSong(titled, settings, {
      signal: control.signal,
      onProgress: (done) => control.onProgress?.(done * share),
    });
    if (choice.format === 'wav') return new Blob([encodeWav(buffer, start, end)], { type });
    const bytes = await encodeOggOpus(buffer, start, end, {
      signal: control.signal,
      onProgress: (done) => control.onProgress?.(share + done * (1 - share)),
    });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  }
  const { writeMidi, writeMusicXml } = await loadEncoders();
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
