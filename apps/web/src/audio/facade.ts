import type { PlaybackStats } from './playback';
import type { AudioEngine, BellVoice, PlaybackOptions, ScheduledNote } from './types';

/** The real engine as the facade drives it; playbackStats feeds the benchmarks. */
export type LoadedEngine = AudioEngine & { playbackStats?(): PlaybackStats | null };

export interface FacadeOptions {
  /** Called synchronously inside unlock(), so the context starts within the user's gesture. */
  readonly createContext: () => AudioContext;
  /** Fetches the engine's chunk (engine, voices, scheduler, loader) and builds it on `context`. */
  readonly loadEngine: (context: AudioContext) => Promise<LoadedEngine>;
}

/** Same window as the engine's own: a preview this soon after the click still makes sense. */
const EARLY_PREVIEW_MS = 1000;

interface PendingRun {
  readonly notes: readonly ScheduledNote[];
  readonly fromSongTime: number;
  readonly transposeSemitones: number;
}

/**
 * What the page holds before the engine's code has arrived: the gesture-bound AudioContext and
 * the calls made meanwhile (voice, mute, a playback start, the unlocking click's preview), handed
 * to the real engine once its chunk has loaded. Afterwards every call goes straight through.
 */
export class LazyAudioEngine implements AudioEngine {
  private engine: LoadedEngine | null = null;
  private unlocking: Promise<void> | null = null;
  private voice: BellVoice = 'sampled';
  private muted = false;
  private run: PendingRun | null = null;
  private earlyPreview: { pitchId: number; transposeSemitones: number; at: number } | null = null;

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
    return this.engine?.isReady() ?? false;
  }

  preview(pitchId: number, transposeSemitones = 0): void {
    if (this.engine) this.engine.preview(pitchId, transposeSemitones);
    else this.earlyPreview = { pitchId, transposeSemitones, at: performance.now() };
  }

  startPlayback(notes: readonly ScheduledNote[], fromSongTime: number, options: PlaybackOptions): void {
    this.muted = options.muted;
    if (this.engine) this.engine.startPlayback(notes, fromSongTime, options);
    else this.run = { notes, fromSongTime, transposeSemitones: options.transposeSemitones };
  }

  stopPlayback(): void {
    this.run = null;
    this.engine?.stopPlayback();
  }

  finishPlayback(): void {
    this.run = null;
    this.engine?.finishPlayback();
  }

  songTime(): number | null {
    if (this.engine) return this.engine.songTime();
    // Like the engine before its bells are in: a queued run waits at its start.
    return this.run?.fromSongTime ?? null;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.engine?.setMuted(muted);
  }

  setVoice(voice: BellVoice): void {
    this.voice = voice;
    this.engine?.setVoice(voice);
  }

  /** Scheduling figures of the current run (benchmarks and tests); null before the engine is in. */
  playbackStats(): PlaybackStats | null {
    return this.engine?.playbackStats?.() ?? null;
  }

  private async start(context: AudioContext): Promise<void> {
    const engine = await this.options.loadEngine(context);
    const ready = engine.unlock();
    engine.setVoice(this.voice);
    const run = this.run;
    this.run = null;
    if (run)
      engine.startPlayback(run.notes, run.fromSongTime, {
        transposeSemitones: run.transposeSemitones,
        muted: this.muted,
      });
    else engine.setMuted(this.muted);
    const early = this.earlyPreview;
    this.earlyPreview = null;
    if (early && performance.now() - early.at < EARLY_PREVIEW_MS) {
      engine.preview(early.pitchId, early.transposeSemitones);
    }
    this.engine = engine;
    await ready;
  }
}
