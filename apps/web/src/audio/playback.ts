import { CLICK_SECONDS } from './click-voice';
import {
  type Anchor,
  anchorAt,
  contextTimeOf,
  type DueNote,
  dueNotes,
  firstIndexAtOrAfter,
  LOOKAHEAD_SECONDS,
  MAX_LATENESS_SECONDS,
  songTimeOf,
} from './scheduler';
import type { Click, PlaybackLoop, ScheduledNote } from './types';

/** The audio clock and its steady ticker (Tone's worker-driven context tick). */
export interface AudioClock {
  readonly currentTime: number;
  onTick(listener: () => void): () => void;
}

export interface PlaybackStats {
  /** Notes handed to Web Audio so far. */
  scheduled: number;
  /** Notes whose start time had already passed when the scheduler reached them. */
  late: number;
  /** Late notes left silent because playing them would be audibly out of time. */
  dropped: number;
  /**
   * The closest call: the least time between the ticker handing a note over and its start, in
   * seconds (the batch handed over at Play has the start delay by design and is left out).
   */
  tightestLead: number;
  /** Main-thread milliseconds spent handing notes over to Web Audio. */
  handOverMs: number;
}

/** A stretch of the run: its notes are timed from `start` (run seconds) and end by `end`. */
interface Segment {
  readonly notes: readonly ScheduledNote[];
  readonly start: number;
  readonly end: number;
  /** 0 for the run's own notes, then the loop's passes. */
  readonly pass: number;
}

/**
 * One run of playback: on every tick, the notes starting within the lookahead window are handed
 * to `sound` in one batch, each at its exact audio-clock time. With a loop, the passes follow
 * each other on the same clock, so a pass's first notes are handed over before the seam like
 * any others: no gap, and each note once.
 */
export class Playback {
  #anchor: Anchor;
  readonly stats: PlaybackStats = {
    scheduled: 0,
    late: 0,
    dropped: 0,
    tightestLead: Number.POSITIVE_INFINITY,
    handOverMs: 0,
  };
  private segment: Segment;
  /** The segment before the current one (an unmute may land just before the seam). */
  private previous: Segment | null = null;
  private cursor: number;
  private clickCursor: number;
  /** The passes' own count-in clicks, in run seconds, as each pass is reached. */
  private readonly passClicks: Click[] = [];
  private passClickCursor = 0;
  private stopTicking: (() => void) | null;

  constructor(
    notes: readonly ScheduledNote[],
    fromSongTime: number,
    private readonly clock: AudioClock,
    private readonly sound: (note: ScheduledNote, when: number) => void,
    private readonly loop?: PlaybackLoop,
    private readonly clicks: readonly Click[] = [],
    /** A click to sound at `when` (audio clock), `late` seconds after its time (0: on time). */
    private readonly click: (click: Click, when: number, late: number) => void = () => {},
    /** Where the run sits on the audio clock (a start planned ahead); absent: as soon as it can. */
    anchor?: Anchor,
  ) {
    this.#anchor = anchor ?? anchorAt(clock.currentTime, fromSongTime);
    const from = this.anchor.songTime;
    this.segment = { notes, start: 0, end: loop ? loop.end : Number.POSITIVE_INFINITY, pass: 0 };
    this.cursor = firstIndexAtOrAfter(notes, from);
    this.clickCursor = firstClickAtOrAfter(clicks, from);
    this.stopTicking = clock.onTick(() => this.fill());
    this.fill(false);
  }

  /** Where the run sits on the audio clock. */
  get anchor(): Anchor {
    return this.#anchor;
  }

  /**
   * The notes not handed over yet sound `seconds` sooner on the audio clock (negative: later):
   * the output fell that far behind it (a run planned on a room's clock follows the output).
   */
  moveSooner(seconds: number): void {
    this.#anchor = { contextTime: this.#anchor.contextTime - seconds, songTime: this.#anchor.songTime };
  }

  /** Hand over again every note from `contextTime` on: after unmuting, the ones skipped while muted. */
  rescheduleFrom(contextTime: number): void {
    const time = songTimeOf(this.anchor, contextTime);
    if (this.previous && time < this.segment.start) {
      this.segment = this.previous;
      this.previous = null;
    }
    this.cursor = firstIndexAtOrAfter(this.segment.notes, time - this.segment.start);
    this.clickCursor = firstClickAtOrAfter(this.clicks, time);
    this.passClickCursor = firstClickAtOrAfter(this.passClicks, time);
    this.stopTicking ??= this.clock.onTick(() => this.fill());
    this.fill(false);
  }

  stop(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private fill(fromTicker = true): void {
    const started = performance.now();
    const now = this.clock.currentTime;
    const horizon = now + LOOKAHEAD_SECONDS;
    for (;;) {
      const segment = this.segment;
      const endsAt = contextTimeOf(this.anchor, segment.end);
      const { due, next } = dueNotes(
        segment.notes,
        this.cursor,
        this.segmentAnchor(segment),
        Math.min(horizon, endsAt),
      );
      this.cursor = next;
      this.handOver(due, now, fromTicker);
      if (!this.loop || endsAt >= horizon) break;
      this.previous = segment;
      const pass = this.loop.pass(segment.pass + 1);
      this.segment = {
        notes: pass.notes,
        start: segment.end,
        end: segment.end + pass.seconds,
        pass: segment.pass + 1,
      };
      // A run that starts passes into its loop (a device joining late) hands over from there.
      this.cursor = firstIndexAtOrAfter(pass.notes, this.anchor.songTime - segment.end);
      for (const click of pass.clicks ?? [])
        this.passClicks.push({ ...click, time: segment.end + click.time });
      // A pass of no length would never end: the loop stops there.
      if (pass.seconds <= 0) break;
    }
    this.clickCursor = this.sendClicks(this.clicks, this.clickCursor, now, horizon);
    this.passClickCursor = this.sendClicks(this.passClicks, this.passClickCursor, now, horizon);
    this.stats.handOverMs += performance.now() - started;
    if (!this.loop && this.cursor >= this.segment.notes.length && this.clickCursor >= this.clicks.length)
      this.stop();
  }

  /** Hands over the clicks from `cursor` due before `horizon`; the cursor after them. */
  private sendClicks(clicks: readonly Click[], cursor: number, now: number, horizon: number): number {
    let next = cursor;
    while (next < clicks.length) {
      const click = clicks[next]!;
      const when = contextTimeOf(this.anchor, click.time);
      if (when >= horizon) break;
      next++;
      // A click found late (the main thread was busy) still sounds, at once, unless it would
      // come after its own length: a count-in missing a beat is worse than one a little late.
      if (when >= now) this.click(click, when, 0);
      else if (now - when < CLICK_SECONDS) this.click(click, now, now - when);
    }
    return next;
  }

  /** The anchor a segment's own note times are read against. */
  private segmentAnchor(segment: Segment): Anchor {
    if (segment.pass === 0) return this.anchor;
    return { contextTime: contextTimeOf(this.anchor, segment.start), songTime: 0 };
  }

  private handOver(due: readonly DueNote[], now: number, fromTicker: boolean): void {
    for (const { note, when } of due) {
      this.stats.scheduled++;
      if (fromTicker) this.stats.tightestLead = Math.min(this.stats.tightestLead, when - now);
      if (when >= now) {
        this.sound(note, when);
        continue;
      }
      this.stats.late++;
      if (now - when <= MAX_LATENESS_SECONDS) this.sound(note, now);
      else this.stats.dropped++;
    }
  }
}

function firstClickAtOrAfter(clicks: readonly Click[], time: number): number {
  const index = clicks.findIndex((click) => click.time >= time);
  return index < 0 ? clicks.length : index;
}
