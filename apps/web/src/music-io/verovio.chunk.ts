/**
 * Verovio, the engraving library (some 2.3 MB gzipped, its WebAssembly inside): loaded only when
 * a staff view or a staff print first draws (`engrave.ts` loads this through `load-once.ts`).
 * Instantiating the WebAssembly is what needs the policy's 'wasm-unsafe-eval'.
 */

import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';

export async function createToolkit(): Promise<VerovioToolkit> {
  return new VerovioToolkit(await createVerovioModule());
}

export type { VerovioToolkit };
