/**
 * Export's chunk: what makes the file, loaded when the first file is made: the offline render of
 * the bells, the WAV and Ogg Opus encoders, and the MIDI and MusicXML writers.
 */
export { writeMidi, writeMusicXml } from '@ringalong/music-io';
export { canEncodeOpus, encodeOggOpus } from '../../music-io/ogg.ts';
export { renderSettingsOf, renderSong } from '../../music-io/render-audio.ts';
export { encodeWav } from '../../music-io/wav.ts';
