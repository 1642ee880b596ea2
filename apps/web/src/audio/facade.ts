import type { Instrument } from '@ringalong/song';
import type { PlaybackStats } from './playback';
import { START_DELAY_SECONDS } from './scheduler';
import type { AudioEngine, ClickTrack, PlaybackOptions, PlayingEngine, ScheduledNote } from './types';

/**
 * The real engine as the facade drives it; playbackStats feeds the benchmarks. `prepare` renders
 * the bells some notes need and returns null when they are all in already.
 */
export type LoadedEngine = PlayingEngine & {
  playbackStats?(): PlaybackStats | null;
  prepare?(notes: readonly ScheduledNote[], transposeSemitones: number): Promise<void> | null;
};

export interface FacadeOptions {
  /** Called synchronously inside unlock(), so the context starts within the user's gesture. */
  readonly createContext: () => AudioContext;
  /**
   * Fetches the engine's chunk (engine, voice, scheduler, loader) and Tone.js, and starts the
   * engine on `context`: it resolves once the engine is ready (the bells come with `prepare`).
   */
  readonly loadEngine: (context: AudioContext) => Promise<LoadedEngine>;
}

/** A preview asked for this soon before the bells are ready still makes sense; later it would surprise. */
const EARLY_PREVIEW_MS = 1000;

interface PendingRun {
  readonly notes: readonly ScheduledNote[];
  readonly fromSongTime: number;
  readonly options: PlaybackOptions;
  /** performance.now() when Play was pressed: the lead-in runs from then on the page's clock. */
  readonly askedAt: number;
  /** The song time it may reach before the engine is ready: just before its first note or click. */
  readonly holdAt: number;
}

/**
 * A run asked for before the engine or its bells are ready starts its lead-in at once on the
 * page's clock, so the warm-up beats cover the time the bells take and the first note sounds on time.
 * It stops just short of its first note (the engine's start delay before it), so no note is ever
 * skipped: if the bells are later than that, the run waits there and the note sounds as soon as
 * they are in. A count-in's first click holds it the same way: a count-in is heard whole, so the
 * run waits at its first click (the whole start shifts by the time the bells take) rather than
 * skipping it.
 */
function pendingRun(
  notes: readonly ScheduledNote[],
  fromSongTime: number,
  options: PlaybackOptions,
): PendingRun {
  // A start planned on a shared clock runs from its own instant and never holds: the room goes on.
  if (options.heardAt !== undefined)
    return { notes, fromSongTime, options, askedAt: options.heardAt, holdAt: Number.POSITIVE_INFINITY };
  const first = notes.find((note) => note.time >= fromSongTime);
  const click = options.clicks?.find((click) => click.time >= fromSongTime);
  const holds = [first?.time, click?.time].filter((time) => time !== undefined);
  const holdAt =
    holds.length > 0
      ? Math.max(fromSongTime, Math.min(...holds) - START_DELAY_SECONDS)
      : Number.POSITIVE_INFINITY;
  return { notes, fromSongTime, options, askedAt: performance.now(), holdAt };
}

function pendingSongTime(run: PendingRun, at = performance.now()): number {
  return Math.min(run.holdAt, run.fromSongTime + Math.max(0, at - run.askedAt) / 1000);
}

/**
 * The one place that waits for audio to be ready: it holds the gesture-bound AudioContext and
 * the calls made before the engine is ready (mute, a playback start, the unlocking click's
 * preview), and hands them to the engine once its code has loaded and its bells are decoded.
 * Afterwards every call goes straight through.
 */
export class LazyAudioEngine implements AudioEngine {
  private engine: LoadedEngine | null = null;
  private unlocking: Promise<void> | null = null;
  private muted = false;
  private room = false;
  private run: PendingRun | null = null;
  private ahead: { notes: readonly ScheduledNote[]; transposeSemitones: number; done: () => void } | null =
    null;
  private earlyPreview: {
    pitchId: number;
    transposeSemitones: number;
    instrument: Instrument | undefined;
    at: number;
  } | null = null;

  constructor(private readonly options: FacadeOptions) {}

  unlock(): Promise<void> {
    if (!this.unlocking) {
      let context: AudioContext;
      try {
        context = this.options.createContext();
      } catch (error) {
        return Promise.reject(error);
      }
      context.resume().catch(() => {});
      this.unlocking = this.start(context).catch((error: unknown) => {
        // A later gesture may try again with a fresh context and a fresh engine.
        this.engine = null;
        this.unlocking = null;
        context.close().catch(() => {});
        throw error;
      });
    }
    return this.unlocking;
  }

  isReady(): boolean {
    return this.engine !== null;
  }

  preview(pitchId: number, transposeSemitones = 0, instrument?: Instrument): void {
    if (this.engine) this.engine.preview(pitchId, transposeSemitones, instrument);
    else this.earlyPreview = { pitchId, transposeSemitones, instrument, at: performance.now() };
  }

  startPlayback(notes: readonly ScheduledNote[], fromSongTime: number, options: PlaybackOptions): void {
    this.muted = options.muted;
    const engine = this.engine;
    const preparing = engine?.prepare?.(notes, options.transposeSemitones) ?? null;
    if (engine && !preparing) {
      this.run = null;
      engine.startPlayback(notes, fromSongTime, options);
      return;
    }
    engine?.stopPlayback();
    const run = pendingRun(notes, fromSongTime, options);
    this.run = run;
    if (engine && preparing)
      preparing.then(
        () => this.startPending(engine, run),
        () => {},
      );
  }

  /**
   * Renders the bells `notes` need (loading the engine first), so a Play that follows starts at
   * once. Offline renders wait for it, so every strike is handed over on the render's own clock.
   */
  async prepare(notes: readonly ScheduledNote[], transposeSemitones = 0): Promise<void> {
    await this.unlock();
    await this.engine?.prepare?.(notes, transposeSemitones);
  }

  prepareAhead(notes: readonly ScheduledNote[], transposeSemitones = 0): Promise<void> {
    if (this.engine) return this.engine.prepare?.(notes, transposeSemitones) ?? Promise.resolve();
    // Before the engine is in, only the latest song's bells are worth rendering.
    this.ahead?.done();
    return new Promise((done) => {
      this.ahead = { notes, transposeSemitones, done };
    });
  }

  stopPlayback(): void {
    this.run = null;
    this.engine?.stopPlayback();
  }

  finishPlayback(): void {
    this.run = null;
    this.engine?.finishPlayback();
  }

  outputDelayMs(): number | null {
    return this.engine?.outputDelayMs() ?? null;
  }

  songTime(at?: number): number | null {
    if (this.run) return pendingSongTime(this.run, at);
    return this.engine?.songTime(at) ?? null;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.engine?.setMuted(muted);
  }

  /** A light room reverb in or out (off at first); kept until the engine is in. */
  setRoom(on: boolean): void {
    this.room = on;
    this.engine?.setRoom(on);
  }

  async clickTrack(count: number, spacingSeconds: number): Promise<ClickTrack> {
    await this.unlock();
    return (this.engine as LoadedEngine).clickTrack(count, spacingSeconds);
  }

  /** Scheduling figures of the current run (benchmarks and tests); null before the engine is in. */
  playbackStats(): PlaybackStats | null {
    return this.engine?.playbackStats?.() ?? null;
  }

  private async start(context: AudioContext): Promise<void> {
    const engine = await this.options.loadEngine(context);
    if (this.room) engine.setRoom(true);
    const early = this.earlyPreview;
    this.earlyPreview = null;
    if (early && performance.now() - early.at < EARLY_PREVIEW_MS) {
      const bell = { time: 0, pitchId: early.pitchId, instrument: early.instrument };
      await engine.prepare?.([bell], early.transposeSemitones);
      engine.preview(early.pitchId, early.transposeSemitones, early.instrument);
    }
    const ahead = this.ahead;
    this.ahead = null;
    if (ahead) {
      // Under way before a pending run asks: the run's prepare waits for the same renders.
      const rendering = engine.prepare?.(ahead.notes, ahead.transposeSemitones) ?? Promise.resolve();
      rendering.then(ahead.done, ahead.done);
    }
    // A run asked for meanwhile starts once its bells are in; a newer one replaces it.
    let run = this.run;
    while (run) {
      await engine.prepare?.(run.notes, run.options.transposeSemitones);
      if (this.run === run) break;
      run = this.run;
    }
    this.engine = engine;
    if (run) this.startPending(engine, run);
    else engine.setMuted(this.muted);
  }

  private startPending(engine: LoadedEngine, run: PendingRun): void {
    if (this.run !== run) return;
    this.run = null;
    // A planned start is placed by the engine itself, further on if its instant has passed.
    const from = run.options.heardAt === undefined ? pendingSongTime(run) : run.fromSongTime;
    engine.startPlayback(run.notes, from, { ...run.options, muted: this.muted });
  }
}
