/**
 * Rehearsal runs: what the audio engine is handed for a Play at the practice tempo, with a
 * passage looped and the count-in heard, and how the clock's seconds map back to beats. Loaded
 * on first intent (not on the start-up path); until it is in, `controller/playback.ts` plays the
 * plain run of `count-in.ts` (the song with its count-in, no loop).
 */
import { barLength, bars, barsEnd, type Preferences, type Song, timeSignatureAt } from '@ringalong/song';
import type { LoopPass, PlaybackLoop, ScheduledNote } from '../../audio/types.ts';
import type { Viewport } from '../coords.ts';
import { type SeekRange, seekerBeatAtX, seekerXForBeat } from '../layout.ts';
import { sceneOf } from '../scene.ts';
import { scheduledNotes } from '../schedule.ts';
import { countInClicks, countLabel, EPSILON, plainRun, type RunPlan } from './count-in.ts';
import type { LoopSettings } from './loop-settings.ts';

export type { RunPlan } from './count-in.ts';
export type { LoopSettings } from './loop-settings.ts';

/** Bars in the song (at least one). */
export function barCount(song: Song): number {
  return bars(song, sceneOf(song).lastBeat).length;
}

/** The beats a loop covers: from the start of bar `from` to the end of bar `to` (1-based, inclusive). */
export function loopBeats(song: Song, loop: LoopSettings): { start: number; end: number } {
  const count = barCount(song);
  const from = Math.min(Math.max(1, Math.round(loop.from)), count);
  const to = Math.min(Math.max(from, Math.round(loop.to)), count);
  return { start: barsEnd(song, 0, from - 1), end: barsEnd(song, 0, to) };
}

/** The practice tempo of pass `pass`: each pass `speedUp` % faster, up to the written tempo. */
export function passPercent(prefs: Preferences, loop: LoopSettings | null, pass: number): number {
  const start = prefs.practiceTempo;
  if (!loop?.speedUp || start >= 100) return start;
  return Math.min(100, start + pass * loop.speedUp);
}

/**
 * The run for a Play from `fromBeat`. Without a loop: the song from there at the practice tempo.
 * With one: a Play outside the passage and its lead-in (the warm-up beats before the loop's first
 * bar, silent but for the count-in) starts at the lead-in; then the passage plays pass after pass, `firstPass`
 * counting on from a run replaced while playing (so speed-up keeps its tempo).
 */
export function planRun(
  song: Song,
  prefs: Preferences,
  loop: LoopSettings | null,
  fromBeat: number,
  firstPass = 0,
  countHere = false,
): RunPlan {
  const bpmOf = (pass: number) => (prefs.bpm * passPercent(prefs, loop, pass)) / 100;
  const bpm = bpmOf(firstPass);
  const secondsOf = (beat: number) => (beat * 60) / bpm;
  const all = scheduledNotes(song, bpm);
  const counting = prefs.countIn;

  if (!loop?.on) return plainRun(song, prefs, bpm, fromBeat, all, countHere);

  const { start, end } = loopBeats(song, loop);
  const leadIn = start - prefs.warmupBeats;
  // Inside the passage or its lead-in, a Play goes on from there; anywhere else, from the lead-in.
  const from = fromBeat >= leadIn && fromBeat < end ? fromBeat : leadIn;
  const barBeats = barLength(timeSignatureAt(song, start));
  const [first, last] = [start, end].map((beat) => indexAt(all, secondsOf(beat)));
  // A bar's count before each pass after the first, when asked for: silent but for its clicks.
  const countBeats = loop.countEachPass ? barBeats : 0;
  const passes: (LoopPass & { startsAt: number; bpm: number; count: number })[] = [];
  const loopEnd = secondsOf(end);
  const playbackLoop: PlaybackLoop = {
    end: loopEnd,
    pass(index) {
      while (passes.length < index) {
        const passBpm = bpmOf(firstPass + passes.length + 1);
        const count = (countBeats * 60) / passBpm;
        const notes = passNotes(song, passBpm, start, end).map((note) =>
          count > 0 ? { ...note, time: note.time + count } : note,
        );
        const seconds = count + ((end - start) * 60) / passBpm;
        const startsAt = passes.at(-1) ? passes.at(-1)!.startsAt + passes.at(-1)!.seconds : loopEnd;
        const clicks =
          count > 0 ? countInClicks(0, countBeats, barBeats, (beat) => (beat * 60) / passBpm) : undefined;
        passes.push({ notes, seconds, startsAt, bpm: passBpm, count, ...(clicks ? { clicks } : {}) });
      }
      return passes[index - 1]!;
    },
  };
  const passOf = (time: number) => {
    if (time < loopEnd) return 0;
    let index = 1;
    while (time >= playbackLoop.pass(index).seconds + passes[index - 1]!.startsAt) index++;
    return index;
  };
  return {
    notes: all.slice(first, last),
    from: secondsOf(from),
    loop: playbackLoop,
    clicks: counting && from < start ? countInClicks(from, start, barBeats, secondsOf) : [],
    beatAt(time) {
      const index = passOf(time);
      if (index === 0) return (time * bpm) / 60;
      const pass = passes[index - 1]!;
      // Held on the loop's first bar while its count goes (the ringers see where they come in).
      return start + (Math.max(0, time - pass.startsAt - pass.count) * pass.bpm) / 60;
    },
    passAt: (time) => firstPass + passOf(time),
    bpmAt: (time) => {
      const index = passOf(time);
      return index === 0 ? bpm : passes[index - 1]!.bpm;
    },
    countAt: (time) => {
      const index = passOf(time);
      if (index > 0) {
        const pass = passes[index - 1]!;
        const into = time - pass.startsAt;
        return into < pass.count ? countLabel(countBeats - (into * pass.bpm) / 60, barBeats) : null;
      }
      const beat = (time * bpm) / 60;
      return counting && beat < start && beat >= leadIn ? countLabel(start - beat, barBeats) : null;
    },
  };
}

/** Index of the first note at or after `time`. */
function indexAt(notes: readonly ScheduledNote[], time: number): number {
  const index = notes.findIndex((note) => note.time >= time - EPSILON);
  return index < 0 ? notes.length : index;
}

/** The notes of one pass at `bpm`: those in [start, end) beats, timed from the pass's start. */
function passNotes(song: Song, bpm: number, start: number, end: number): ScheduledNote[] {
  const offset = (start * 60) / bpm;
  const all = scheduledNotes(song, bpm);
  return all
    .slice(indexAt(all, offset), indexAt(all, (end * 60) / bpm))
    .map((note) => ({ ...note, time: note.time - offset }));
}

/** Where Stop leaves the position: the lead-in of the loop when one is on, else of the song. */
export function restBeat(song: Song, prefs: Preferences, loop: LoopSettings | null): number {
  return (loop?.on ? loopBeats(song, loop).start : 0) - prefs.warmupBeats;
}

const spans = new WeakMap<Song, { loop: LoopSettings; span: { start: number; end: number } }>();

/** The loop's beats as the seeker shows them: the same object while the song and loop stay. */
export function loopSpan(song: Song, loop: LoopSettings): { start: number; end: number } {
  const kept = spans.get(song);
  if (kept?.loop === loop) return kept.span;
  const span = loopBeats(song, loop);
  spans.set(song, { loop, span });
  return span;
}

/** What a loop handle's drag reads and moves: the song, the view and the loop of the session. */
export interface LoopHandles {
  readonly song: Song;
  readonly loop: LoopSettings | null;
  viewport(): Viewport;
  positionRange(): SeekRange;
  setLoop(loop: LoopSettings): void;
}

/** How near (CSS pixels) a press must land to a loop handle on the seeker to take it: a fingertip. */
const HANDLE_REACH = 20;

/**
 * A press on the seeker near one of the loop's handles takes it: the returned drag moves that
 * end of the loop to the bar line nearest the pointer (From to a bar's start, To to a bar's end).
 * Null when the press is not near a handle, and the seeker scrubs as usual.
 */
export function grabHandle(editor: LoopHandles, x: number): ((x: number) => void) | null {
  const loop = editor.loop;
  if (!loop?.on) return null;
  const song = editor.song;
  const vp = editor.viewport();
  const range = editor.positionRange();
  const { start, end } = loopBeats(song, loop);
  const [toStart, toEnd] = [start, end].map((beat) => Math.abs(seekerXForBeat(vp, range, beat) - x)) as [
    number,
    number,
  ];
  const which = toStart <= toEnd ? 'from' : 'to';
  if (Math.min(toStart, toEnd) > HANDLE_REACH) return null;
  const all = bars(song, sceneOf(song).lastBeat);
  return (at) => {
    const beat = seekerBeatAtX(vp, range, at);
    const edge = (bar: (typeof all)[number]) => (which === 'from' ? bar.start : bar.start + bar.length);
    let nearest = 0;
    all.forEach((bar, i) => {
      if (Math.abs(edge(bar) - beat) < Math.abs(edge(all[nearest]!) - beat)) nearest = i;
    });
    const current = editor.loop ?? loop;
    const bar = nearest + 1;
    const next =
      which === 'from'
        ? { ...current, from: Math.min(bar, current.to) }
        : { ...current, to: Math.max(bar, current.from) };
    if (next.from !== current.from || next.to !== current.to) editor.setLoop(next);
  };
}
