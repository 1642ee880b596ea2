/**
 * Reads a music file the user picked or dropped, off the main thread: the size is checked before
 * a byte is read, the bytes go to a Web Worker running readMusic, and a worker still busy after
 * READ_TIME_LIMIT_MS is ended with a message. Import it only from Import music's chunk
 * (app/import-music.chunk.tsx): the readers and their libraries must stay out of the start-up JavaScript.
 */
import type { ReadOutcome } from '@ringalong/music-io';
import { sizeRefusal } from '@ringalong/music-io/limits';
import type { ReadRequest } from './read-worker.ts';

export const READ_TIME_LIMIT_MS = 10_000;

export interface ReadFileOptions {
  /** The X: number of the tune to read from an ABC file that holds several. */
  readonly tune?: number;
  /** Aborting ends the worker and rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** For tests: a shorter limit than READ_TIME_LIMIT_MS. */
  readonly timeLimitMs?: number;
}

const STOPPED = `Reading this file took more than ${READ_TIME_LIMIT_MS / 1000} seconds, so it was stopped. The file may be damaged or too complex.`;
const CRASHED = 'This file could not be read: the reader stopped unexpectedly.';

export async function readMusicFile(file: File, options: ReadFileOptions = {}): Promise<ReadOutcome> {
  const tooBig = sizeRefusal(file.size);
  if (tooBig) return { kind: 'error', message: tooBig };
  options.signal?.throwIfAborted();
  const bytes = new Uint8Array(await file.arrayBuffer());
  options.signal?.throwIfAborted();
  const worker = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ReadOutcome>((resolve, reject) => {
    const end = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      worker.terminate();
    };
    const finish = (outcome: ReadOutcome) => {
      end();
      resolve(outcome);
    };
    const abort = () => {
      end();
      reject(options.signal?.reason);
    };
    const timer = setTimeout(
      () => finish({ kind: 'error', message: STOPPED }),
      options.timeLimitMs ?? READ_TIME_LIMIT_MS,
    );
    options.signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<ReadOutcome>) => finish(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ kind: 'error', message: CRASHED });
    };
    worker.onmessageerror = () => finish({ kind: 'error', message: CRASHED });
    const request: ReadRequest = {
      name: file.name,
      bytes,
      ...(options.tune === undefined ? {} : { tune: options.tune }),
    };
    worker.postMessage(request, [bytes.buffer]);
  });
}
