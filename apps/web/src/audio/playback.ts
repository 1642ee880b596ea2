import {
  type Anchor,
  anchorAt,
  dueNotes,
  firstIndexAtOrAfter,
  LOOKAHEAD_SECONDS,
  MAX_LATENESS_SECONDS,
  songTimeOf,
} from './scheduler';
import type { ScheduledNote } from './types';

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

/**
 * One run of playback: on every tick, the notes starting within the lookahead window are handed
 * to `sound` in one batch, each at its exact audio-clock time.
 */
export class Playback {
  readonly anchor: Anchor;
  readonly stats: PlaybackStats = {
    scheduled: 0,
    late: 0,
    dropped: 0,
    tightestLead: Number.POSITIVE_INFINITY,
    handOverMs: 0,
  };
  private cursor: number;
  private stopTicking: (() => void) | null;

  constructor(
    private readonly notes: readonly ScheduledNote[],
    fromSongTime: number,
    private readonly clock: AudioClock,
    private readonly sound: (note: ScheduledNote, when: number) => void,
  ) {
    this.anchor = anchorAt(clock.currentTime, fromSongTime);
    this.cursor = firstIndexAtOrAfter(notes, fromSongTime);
    this.stopTicking = clock.onTick(() => this.fill());
    this.fill(false);
  }

  /** Hand over again every note from `contextTime` on: after unmuting, the ones skipped while muted. */
  rescheduleFrom(contextTime: number): void {
    this.cursor = firstIndexAtOrAfter(this.notes, songTimeOf(this.anchor, contextTime));
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
    const { due, next } = dueNotes(this.notes, this.cursor, this.anchor, now + LOOKAHEAD_SECONDS);
    this.cursor = next;
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
    this.stats.handOverMs += performance.now() - started;
    if (this.cursor >= this.notes.length) this.stop();
  }
}
