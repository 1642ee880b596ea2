/**
 * Where code loaded on first use comes from when its users cannot import its chunk. A rehearsal
 * room's code (the store's, store/together.ts) travels in the dialogs' chunk with the room's panel
 * and join form, and the encoders (music-io/load-encoders.ts, used by Export and the store's
 * Export all) in the music files' chunk with Import music and Print: each chunk is loaded by one
 * `import()` in the shell (dialog-parts.ts, music-files.ts), which the store and music-io must not
 * import. The MIDI keyboard (midi-source.ts) is in the dialogs' chunk too, whose dialogs use the
 * actions that load it: imported there, the chunk would import itself. Called once at start
 * (main.tsx), before anything is loaded; the tests' setup calls it too.
 */
import { encodersFrom } from '../music-io/load-encoders.ts';
import { roomCodeFrom } from '../store/together.ts';
import { loadDialogs } from './dialog-parts.ts';
import { midiCodeFrom } from './midi-source.ts';
import { loadMusicFiles } from './music-files.ts';

export function connectChunkSources(): void {
  roomCodeFrom(() => loadDialogs().then((chunk) => chunk.rooms));
  midiCodeFrom(loadDialogs);
  encodersFrom(() => loadMusicFiles().then((chunk) => chunk.encoders));
}
