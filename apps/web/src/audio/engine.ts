import { loadRig, type Rig } from './loader';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { midiToFrequency, soundingPitch } from './pitch';
import { Playback, type PlaybackStats } from './playback';
import { heardContextTime, heardSongTime } from './scheduler';
import type { PlaybackOptions, PlayingEngine, ScheduledNote } from './types';
import type { Strike, Tone } from './voice';

export interface EngineOptions {
  /** The `tone` module, already imported (its own chunk, off the page's critical path). */
  readonly tone: Tone;
  /** Where A3.wav ... F5.wav are served. */
  readonly samplesBaseUrl: string;
  /**
   * The page's AudioContext, made and resumed inside the user's gesture by the facade (Safari
   * resumes audio only there). Without it the engine plays on Tone's current context, as offline
   * renders in tests do.
   */
  readonly context?: AudioContext;
}

/** Very quiet: the warm-up only wakes the audio path so the first real note is not late. */
const WARM_UP = { pitch: 60, seconds: 0.01, velocity: 0.01 } as const;
const PRUNE_AT = 128;

/**
 * Starts Tone on the context, decodes the bells and strikes the warm-up: the engine it returns
 * is ready. Waiting for it, and keeping what is asked meanwhile, is the facade's work.
 */
export async function startEngine(options: EngineOptions): Promise<ToneAudioEngine> {
  const rig = await loadRig(options.tone, options.context, options.samplesBaseUrl);
  const now = rig.context.currentTime;
  const warmUp = rig.voice.strike(midiToFrequency(WARM_UP.pitch), now, WARM_UP.velocity);
  warmUp.cancel(now + WARM_UP.seconds);
  return new ToneAudioEngine(rig);
}

interface Run {
  readonly notes: readonly ScheduledNote[];
  readonly fromSongTime: number;
  readonly transposeSemitones: number;
  session: Playback | null;
  /** Strikes that may still sound, so stop and mute can silence them. */
  strikes: Strike[];
  pruneAt: number;
}

/** Plays on a ready rig: previews, runs of playback, mute and the song time being heard. */
export class ToneAudioEngine implements PlayingEngine {
  private muted = false;
  private run: Run | null = null;

  constructor(private readonly rig: Rig) {}

  preview(pitchId: number, transposeSemitones = 0): void {
    const frequency = midiToFrequency(soundingPitch(pitchId, transposeSemitones));
    // The context's own time, not Tone.now(): that adds Tone's 0.1 s lookahead to every click.
    this.rig.voice.strike(frequency, this.rig.context.currentTime, 1);
  }

  startPlayback(notes: readonly ScheduledNote[], fromSongTime: number, options: PlaybackOptions): void {
    this.stopPlayback();
    this.muted = options.muted;
    this.run = {
      notes,
      fromSongTime,
      transposeSemitones: options.transposeSemitones,
      session: null,
      strikes: [],
      pruneAt: PRUNE_AT,
    };
    this.begin(this.rig, this.run);
  }

  stopPlayback(): void {
    const run = this.run;
    this.run = null;
    if (!run) return;
    run.session?.stop();
    this.silence(run);
  }

  finishPlayback(): void {
    const run = this.run;
    this.run = null;
    if (!run) return;
    run.session?.stop();
    // Only notes handed over ahead that have not started yet are taken back.
    const now = this.rig.context.currentTime;
    for (const strike of run.strikes) if (strike.start > now) strike.cancel(now);
  }

  songTime(): number | null {
    const run = this.run;
    if (!run) return null;
    if (!run.session) return run.fromSongTime;
    const raw = this.rig.context.rawContext as Partial<AudioContext>;
    const leaving = heardContextTime({
      currentTime: this.rig.context.currentTime,
      latency: raw.outputLatency ?? raw.baseLatency ?? 0,
      timestamp: raw.getOutputTimestamp?.(),
      performanceNow: performance.now(),
    });
    // What leaves the context now went into the master bus its lookahead earlier.
    return heardSongTime(run.session.anchor, leaving - MASTER_DELAY_SECONDS);
  }

  setMuted(muted: boolean): void {
    const wasMuted = this.muted;
    this.muted = muted;
    const run = this.run;
    if (!run?.session || muted === wasMuted) return;
    if (muted) this.silence(run);
    else run.session.rescheduleFrom(this.rig.context.currentTime);
  }

  /** Scheduling figures of the current run (benchmarks and tests). */
  playbackStats(): PlaybackStats | null {
    return this.run?.session?.stats ?? null;
  }

  private begin(rig: Rig, run: Run): void {
    run.session = new Playback(run.notes, run.fromSongTime, rig.clock, (note, when) => {
      if (this.muted) return;
      const frequency = midiToFrequency(soundingPitch(note.pitchId, run.transposeSemitones));
      run.strikes.push(rig.voice.strike(frequency, when, 1));
      if (run.strikes.length >= run.pruneAt) {
        const now = rig.context.currentTime;
        run.strikes = run.strikes.filter((strike) => strike.end > now);
        run.pruneAt = Math.max(PRUNE_AT, 2 * run.strikes.length);
      }
    });
  }

  private silence(run: Run): void {
    const now = this.rig.context.currentTime;
    for (const strike of run.strikes) strike.cancel(now);
    run.strikes = [];
  }
}
