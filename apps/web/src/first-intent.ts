/**
 * The user's first sign of interaction (a pointer moves or presses, a finger touches, a key goes
 * down): the moment to fetch code the next gesture may need (the sound engine, the clipboard),
 * after the first picture and off the page's start-up path.
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Calls `callback` once, at the first sign of interaction; returns a function that stops waiting. */
export function onFirstIntent(callback: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  };
  function start() {
    stop();
    callback();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
