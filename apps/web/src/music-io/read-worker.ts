/**
 * The Web Worker that reads a music file (readMusic is synchronous and a big or hostile file may
 * keep it busy: here it cannot freeze the tab). One request per worker: read-file.ts starts one
 * per file and ends it after the answer or the time limit.
 */
import type { ReadOutcome } from '@ringalong/music-io';
import { readMusic } from '@ringalong/music-io/read';

export interface ReadRequest {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly tune?: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null;
  postMessage(outcome: ReadOutcome): void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage(readMusic(data.name, data.bytes, data.tune === undefined ? {} : { tune: data.tune }));
};
