import { createDefaultSong, DEFAULT_PREFERENCES } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { ExportRefused, exportSong, fileName } from './export-file.ts';

describe('fileName', () => {
  it('names the file after the song with the format’s extension', () => {
    expect(fileName('Ode to Joy', 'midi')).toBe('Ode to Joy.mid');
    expect(fileName('Ode to Joy', 'musicxml')).toBe('Ode to Joy.musicxml');
    expect(fileName('Für Elise', 'wav')).toBe('Für Elise.wav');
  });

  it('leaves out what file systems refuse, and never gives a name without a stem', () => {
    expect(fileName('AC/DC: "Hells <Bells>"?', 'midi')).toBe('AC DC Hells Bells.mid');
    expect(fileName('..hidden', 'wav')).toBe('hidden.wav');
    expect(fileName(' \t ', 'musicxml')).toBe('Song.musicxml');
  });
});

describe('exportSong', () => {
  it('refuses audio of a song without notes, with a message', async () => {
    const empty = createDefaultSong();
    for (const format of ['wav', 'ogg'] as const) {
      await expect(
        exportSong(empty, 'Empty', DEFAULT_PREFERENCES, { format, tracks: 'row', pitches: 'written' }),
      ).rejects.toThrow(new ExportRefused('This song has no notes yet, so there is nothing to hear.'));
    }
  });
});
