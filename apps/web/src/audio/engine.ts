import { loadRig, type Rig } from './loader';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { midiToFrequency, soundingPitch } from './pitch';
import { Playback, type PlaybackStats } from './playback';
import { heardContextTime, heardSongTime } from './scheduler';
import type { AudioEngine, BellVoice, PlaybackOptions, ScheduledNote } from './types';
import type { Strike, Tone } from './voice';

export interface EngineOptions {
  /** Loads `tone`; a dynamic import so Tone.js stays off the page's critical path. */
  readonly loadTone: () => Promise<Tone>;
  /** Where A3.wav ... F5.wav are served. */
  readonly samplesBaseUrl: string;
  /**
   * Makes the page's AudioContext inside unlock()'s own call, so it is started within the user's
   * gesture although Tone.js arrives later (Safari resumes audio only there). Without it the
   * engine plays on Tone's current context, as offline renders in tests do.
   */
  readonly createContext?: () => AudioContext;
}

/** Very quiet: the warm-up only wakes the audio path so the first real note is not late. */
const WARM_UP = { pitch: 60, seconds: 0.01, velocity: 0.01 } as const;
/** An early preview still makes sense this soon after the click; later it would surprise. */
const EARLY_PREVIEW_MS = 1000;
const PRUNE_AT = 128;

interface Run {
  readonly notes: readonly ScheduledNote[];
  readonly fromSongTime: number;
  readonly transposeSemitones: number;
  session: Playback | null;
  /** Strikes that may still sound, so stop and mute can silence them. */
  strikes: Strike[];
  pruneAt: number;
}

export class ToneAudioEngine implements AudioEngine {
  private unlocking: Promise<void> | null = null;
  private rig: Rig | null = null;
  private voice: BellVoice = 'sampled';
  private muted = false;
  private run: Run | null = null;
  /** A preview asked for before the bells were ready (often the very click that unlocks audio). */
  private earlyPreview: { pitch: number; at: number } | null = null;

  constructor(private readonly options: EngineOptions) {}

  unlock(): Promise<void> {
    if (!this.unlocking) {
      let pageContext: AudioContext | undefined;
      try {
        pageContext = this.options.createContext?.();
      } catch (error) {
        return Promise.reject(error);
      }
      pageContext?.resume().catch(() => {});
      this.unlocking = this.load(pageContext).catch((error: unknown) => {
        this.unlocking = null;
        pageContext?.close().catch(() => {});
        throw error;
      });
    }
    return this.unlocking;
  }

  isReady(): boolean {
    return this.rig !== null;
  }

  preview(pitchId: number, transposeSemitones = 0): void {
    const rig = this.rig;
    if (!rig) {
      this.earlyPreview = { pitch: soundingPitch(pitchId, transposeSemitones), at: performance.now() };
      return;
    }
    const frequency = midiToFrequency(soundingPitch(pitchId, transposeSemitones));
    // The context's own time, not Tone.now(): that adds Tone's 0.1 s lookahead to every click.
    rig.voices[this.voice].strike(frequency, rig.context.currentTime, 1);
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
    if (this.rig) this.begin(this.rig, this.run);
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
    const now = this.rig?.context.currentTime ?? 0;
    for (const strike of run.strikes) if (strike.start > now) strike.cancel(now);
  }

  songTime(): number | null {
    const run = this.run;
    if (!run) return null;
    if (!run.session || !this.rig) return run.fromSongTime;
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
    if (!run?.session || !this.rig || muted === wasMuted) return;
    if (muted) this.silence(run);
    else run.session.rescheduleFrom(this.rig.context.currentTime);
  }

  setVoice(voice: BellVoice): void {
    this.voice = voice;
  }

  /** Scheduling figures of the current run (benchmarks and tests). */
  playbackStats(): PlaybackStats | null {
    return this.run?.session?.stats ?? null;
  }

  private async load(pageContext: AudioContext | undefined): Promise<void> {
    const tone = await this.options.loadTone();
    this.rig = await loadRig(tone, pageContext, this.options.samplesBaseUrl);
    const now = this.rig.context.currentTime;
    const warmUp = this.rig.voices.sampled.strike(midiToFrequency(WARM_UP.pitch), now, WARM_UP.velocity);
    warmUp.cancel(now + WARM_UP.seconds);
    const early = this.earlyPreview;
    this.earlyPreview = null;
    if (early && performance.now() - early.at < EARLY_PREVIEW_MS) this.preview(early.pitch);
    if (this.run) this.begin(this.rig, this.run);
  }

  private begin(rig: Rig, run: Run): void {
    run.session = new Playback(run.notes, run.fromSongTime, rig.clock, (note, when) => {
      if (this.muted) return;
      const frequency = midiToFrequency(soundingPitch(note.pitchId, run.transposeSemitones));
      run.strikes.push(rig.voices[this.voice].strike(frequency, when, 1));
      if (run.strikes.length >= run.pruneAt) {
        const now = rig.context.currentTime;
        run.strikes = run.strikes.filter((strike) => strike.end > now);
        run.pruneAt = Math.max(PRUNE_AT, 2 * run.strikes.length);
      }
    });
  }

  private silence(run: Run): void {
    const now = this.rig?.context.currentTime ?? 0;
    for (const strike of run.strikes) strike.cancel(now);
    run.strikes = [];
  }
}
