/**
 * The calibration's click: a short tick on each beat, scheduled on the audio clock straight to
 * the speakers (not through the bells' limiter, so nothing but the device delays it), and the
 * page times at which each tick leaves the speakers.
 */
import { type ClockReading, heardAt } from './scheduler';
import type { ClickTrack } from './types';

/** The first tick this long after the start, so the user is ready. */
const LEAD_SECONDS = 1;
const TICK_SECONDS = 0.03;

export function startClicks(
  context: AudioContext,
  count: number,
  spacingSeconds: number,
  reading: () => ClockReading,
): ClickTrack {
  const first = context.currentTime + LEAD_SECONDS;
  const times = Array.from({ length: count }, (_, i) => first + i * spacingSeconds);
  const nodes = times.map((when, i) => {
    const tick = context.createOscillator();
    tick.frequency.value = i % 4 === 0 ? 1760 : 1320;
    const level = context.createGain();
    level.gain.setValueAtTime(0.5, when);
    level.gain.exponentialRampToValueAtTime(0.001, when + TICK_SECONDS);
    tick.connect(level).connect(context.destination);
    tick.start(when);
    tick.stop(when + TICK_SECONDS);
    return tick;
  });
  return {
    heardAt: () => {
      const now = reading();
      return times.map((when) => heardAt(now, when));
    },
    stop: () => {
      for (const node of nodes) node.stop();
    },
  };
}
