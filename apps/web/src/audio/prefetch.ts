/**
 * The first sound's downloads, fetched ahead: the six bells and the engine's and Tone.js's chunks,
 * in idle time once the user starts to interact (a pointer moves or presses, a finger touches, a
 * key goes down). Nothing is played or decoded and no AudioContext is made: audio still starts
 * only in unlock(), inside the first gesture, which then finds the bytes here and only decodes.
 * Fetching right after first paint instead would add about 350 KB to the start-up download.
 */
import { SAMPLE_FILES } from './sample-files';

/** The user starts to interact. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/** `<meta name="ringalong-sound-chunks">`: the built engine's and Tone.js's chunks (vite.config.ts). */
const CHUNKS_META = 'meta[name="ringalong-sound-chunks"]';

const fetched = new Map<string, Promise<ArrayBuffer>>();

function fetchBytes(url: string): Promise<ArrayBuffer> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.arrayBuffer();
  });
}

/**
 * A sample's bytes: the ones fetched ahead when they arrived, else a fresh fetch. Each call gets
 * its own copy, since decoding takes the bytes over.
 */
export function sampleBytes(url: string): Promise<ArrayBuffer> {
  const ahead = fetched.get(url);
  if (!ahead) return fetchBytes(url);
  return ahead.then(
    (bytes) => bytes.slice(0),
    () => {
      fetched.delete(url);
      return fetchBytes(url);
    },
  );
}

/** Fetches the bells' bytes and the sound chunks' code (without running it), once. */
export function prefetchSound(samplesBaseUrl: string): void {
  for (const file of Object.values(SAMPLE_FILES)) {
    const url = samplesBaseUrl + file;
    if (fetched.has(url)) continue;
    const bytes = fetchBytes(url);
    bytes.catch(() => undefined);
    fetched.set(url, bytes);
  }
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
export function prefetchSoundOnIntent(samplesBaseUrl: string): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  };
  const prefetch = () => prefetchSound(samplesBaseUrl);
  function start() {
    stop();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetch, { timeout: 1000 });
    else setTimeout(prefetch, 0);
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
