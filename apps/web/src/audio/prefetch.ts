/**
 * The first sound's downloads, fetched ahead: the engine's and Tone.js's chunks, in idle time
 * once the user starts to interact (a pointer moves or presses, a finger touches, a key goes
 * down). Nothing is run and no AudioContext is made: audio still starts only in unlock(), inside
 * the first gesture, which then finds the code here. The bells themselves are synthesized in the
 * browser (bell-render.ts): there is nothing else to download.
 */

import { onFirstIntent } from '../first-intent.ts';

/** `<meta name="ringalong-sound-chunks">`: the built engine's and Tone.js's chunks (vite.config.ts). */
const CHUNKS_META = 'meta[name="ringalong-sound-chunks"]';

/** Fetches the sound chunks' code (without running it), once. */
export function prefetchSound(): void {
  const chunks = document.querySelector(CHUNKS_META)?.getAttribute('content')?.split(' ') ?? [];
  for (const href of chunks) {
    if (!href || document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Calls prefetchSound in idle time after the user's first sign of interaction; returns a stop. */
export function prefetchSoundOnIntent(): () => void {
  return onFirstIntent(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetchSound, { timeout: 1000 });
    else setTimeout(prefetchSound, 0);
  });
}
