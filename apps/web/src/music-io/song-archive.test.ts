import { createDefaultSong, type Song } from '@ringalong/song';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MANIFEST, readSongArchive, writeSongArchive } from './song-archive.ts';

const withNotes = (title: string): Song => {
  const song = createDefaultSong();
  const staves = song.staves.map((stave, i) =>
    i < 2 ? { ...stave, notes: [{ beat: i, length: 1 }] } : stave,
  );
  return { ...song, meta: { ...song.meta, title }, staves } as Song;
};

describe('song archive', () => {
  it('holds each song as JSON and MusicXML, and reads back the same songs', () => {
    const songs = [
      { id: 4, title: 'Morning Peal', song: withNotes('Morning Peal') },
      { id: 9, title: 'Evening Hymn', song: withNotes('Evening Hymn') },
    ];
    const bytes = writeSongArchive(songs, 96, new Date('2026-11-28T08:00:00Z'));
    const names = Object.keys(unzipSync(bytes)).sort();
    expect(names).toEqual([
      ARCHIVE_MANIFEST,
      'songs/4-Morning Peal.json',
      'songs/4-Morning Peal.musicxml',
      'songs/9-Evening Hymn.json',
      'songs/9-Evening Hymn.musicxml',
    ]);
    expect(strFromU8(unzipSync(bytes)['songs/4-Morning Peal.musicxml']!)).toContain('<score-partwise');
    const read = readSongArchive(bytes);
    expect(read.archiveRefused).toBeNull();
    expect(read.refused).toEqual([]);
    expect(read.songs.map((s) => s.song.meta.title)).toEqual(['Morning Peal', 'Evening Hymn']);
    expect(read.songs[0]!.song.staves).toEqual(songs[0]!.song.staves);
  });

  it('refuses a file that is not an archive it wrote, as a whole', () => {
    expect(readSongArchive(strToU8('not a zip at all')).archiveRefused).toMatch(/not a zip/);
    const foreign = zipSync({ 'songs/1-A.json': strToU8(JSON.stringify(withNotes('A'))) });
    expect(readSongArchive(foreign)).toMatchObject({
      archiveRefused: expect.stringMatching(/Export all/),
      songs: [],
    });
  });

  it('lists the files it does not import, and why, and imports the rest', () => {
    const good = writeSongArchive([{ id: 1, title: 'Good', song: withNotes('Good') }], 100, new Date());
    const files = unzipSync(good);
    files['songs/2-Broken.json'] = strToU8('{"staves": oops');
    files['songs/3-Wrong.json'] = strToU8(JSON.stringify({ version: 5, staves: 'none' }));
    files['songs/notes.txt'] = strToU8('hello');
    const read = readSongArchive(zipSync(files));
    expect(read.songs.map((s) => s.song.meta.title)).toEqual(['Good']);
    expect(read.refused).toEqual([
      { file: 'songs/2-Broken.json', reason: 'Not readable JSON' },
      { file: 'songs/3-Wrong.json', reason: expect.stringMatching(/^Invalid song/) },
      { file: 'songs/notes.txt', reason: 'Not a song file' },
    ]);
  });
});
