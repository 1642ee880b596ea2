/**
 * Keeps a realtime AudioContext's output on the device while a run planned on a shared clock plays.
 * Chromium moves a context whose output has been silent for a while onto a timer-driven stand-in
 * sink, and back when sound comes: its clock and output timestamps then jump, and a device in a
 * rehearsal room (which strikes none of the other ringers' bells, so is mostly silent) drifts off
 * the planned instants. A constant of 2^-20 (about -120 dBFS, far below hearing) on the
 * destination keeps the output from ever being all zeros.
 */
const INAUDIBLE = 2 ** -20;

/** Starts the inaudible signal on `context` (a realtime context only); returns its stop. */
export function keepOutputAwake(context: BaseAudioContext): () => void {
  if (typeof AudioContext === 'undefined' || !(context instanceof AudioContext)) return () => {};
  const source = new ConstantSourceNode(context, { offset: INAUDIBLE });
  source.connect(context.destination);
  source.start();
  return () => {
    source.stop();
    source.disconnect();
  };
}
