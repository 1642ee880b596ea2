/**
 * Stand-in until the readers land (issue 13's readers helper writes the real one, in a worker):
 * the same signature, and a clear message.
 */
import type { ReadOutcome } from '@ringalong/music-io';

export async function readMusicFile(
  file: File,
  _options: { tune?: number; signal?: AbortSignal } = {},
): Promise<ReadOutcome> {
  return {
    kind: 'error',
    message: `${file.name} cannot be read yet: the music readers are not in this build.`,
  };
}
