/**
 * What makes a file, loaded when the first file is made (load-encoders.ts): the offline render of
 * the bells, the WAV and Ogg Opus encoders, the MIDI and MusicXML writers (Export), and the zip of
 * songs (Export all, import an archive). In the music files' chunk (app/music-files.chunk.tsx).
 */
export { writeMidi, writeMusicXml } from '@ringalong/music-io';
export { canEncodeOpus, encodeOggOpus } from './ogg.ts';
export { renderSettingsOf, renderSong } from './render-audio.ts';
export { readSongArchive, writeSongArchive } from './song-archive.ts';
export { encodeWav } from './wav.ts';
