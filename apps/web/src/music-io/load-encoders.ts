/**
 * The encoders and writers (encoders.ts) as their users load them (Export, Export all, import an
 * archive): one download on first use. They travel in the shell's music files chunk
 * (app/music-files.chunk.tsx, with Import music and Print), which this layer does not know: the
 * shell names the source once at start (`encodersFrom`, app/chunk-sources.ts).
 */
import { loadOnce } from '../load-once.ts';
import type * as EncodersModule from './encoders.ts';

export type Encoders = typeof EncodersModule;

let source: (() => Promise<Encoders>) | null = null;

/** Where the encoders come from (the shell's chunk); set once at start. */
export function encodersFrom(load: () => Promise<Encoders>): void {
  source = load;
}

export const loadEncoders = loadOnce(
  (): Promise<Encoders> =>
    source ? source() : Promise.reject(new Error('The encoders have no source (app/chunk-sources.ts)')),
);
