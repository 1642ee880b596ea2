import type { Instrument } from '@ringalong/song';
import { startClicks } from './click-track';
import { type ClickBuffers, playClick, renderClicks } from './click-voice';
import { keepOutputAwake } from './keep-awake';
import { loadRig, type Rig } from './loader';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { logOutputFollowed, logOutputMapping } from './output-log';
import { mappingOf, OutputMapping, readingOn } from './output-mapping';
import { soundingPitch } from './pitch';
import { Playback, type PlaybackStats } from './playback';
import { bellsOf, type ClickRecord, ringNote, rowGainOf, type StrikeRecord, variationOf } from './ring';
import { anchorHeardAt, type ClockReading, heardAt, heardContextTime, heardSongTime } from './scheduler';
import type { ClickTrack, PlaybackOptions, PlayingEngine, ScheduledNote } from './types';
import type { Strike, Tone } from './voice';

export interface EngineOptions {
  /** The `tone` module, already imported (its own chunk, off the page's critical path). */
  readonly tone: Tone;
  /**
   * The page's AudioContext, made and resumed inside the user's gesture by the facade (Safari
   * resumes audio only there). Without it the engine plays on Tone's current context, as offline
   * renders in tests do.
   */
  readonly context?: AudioContext;
}

/** Very quiet: the warm-up only wakes the audio path so the first real note is not late. */
const WARM_UP_SECONDS = 0.01;
const PRUNE_AT = 128;

/**
 * Starts Tone on the context, builds the master bus and strikes the warm-up: the engine it
 * returns is ready, its bells rendered as songs and previews ask for them (`prepare`). Waiting
 * for it, and keeping what is asked meanwhile, is the facade's work.
 */
export async function startEngine(options: EngineOptions): Promise<ToneAudioEngine> {
  const rig = await loadRig(options.tone, options.context);
  rig.voice.warmUp(rig.context.currentTime, WARM_UP_SECONDS);
  return new ToneAudioEngine(rig, await renderClicks(rig.context.sampleRate));
}

interface Run {
  readonly notes: readonly ScheduledNote[];
  readonly fromSongTime: number;
  readonly transposeSemitones: number;
  readonly options: PlaybackOptions;
  session: Playback | null;
  /** Strikes that may still sound, so stop and mute can silence them. */
  strikes: Strike[];
  /** The last strike of each row (instrument and pitch): struck again, the bell is damped first. */
  readonly rows: Map<string, Strike>;
  pruneAt: number;
}

/** Plays on a ready rig: previews, runs of playback, mute and the song time being heard. */
export class ToneAudioEngine implements PlayingEngine {
  private muted = false;
  private run: Run | null = null;
  /** Stops the inaudible signal that keeps the output awake during a room's run. */
  private sleep: (() => void) | null = null;
  /** The output's mapping as a room's run follows it (output-mapping.ts), and the stop of that. */
  private readonly output = new OutputMapping();
  private stopFollowing: (() => void) | null = null;
  private readonly previews = new Map<string, Strike>();
  private previewCount = 0;

  constructor(
    private readonly rig: Rig,
    private readonly clicks: ClickBuffers,
  ) {}

  /** Renders the bells `notes` strike that are not in yet; null when all are (start at once). */
  prepare(notes: readonly ScheduledNote[], transposeSemitones = 0): Promise<void> | null {
    return this.rig.voice.prepare(bellsOf(notes, transposeSemitones));
  }

  preview(pitchId: number, transposeSemitones = 0, instrument: Instrument = 'handbell'): void {
    const midi = soundingPitch(pitchId, transposeSemitones);
    const bell = { midi, instrument };
    const sound = () => {
      // The context's own time, not Tone.now(): that adds Tone's 0.1 s lookahead to every click.
      const when = this.rig.context.currentTime;
      const key = `${instrument}/${midi}`;
      this.previews.get(key)?.damp(when);
      const variation = variationOf(pitchId, this.previewCount++);
      const strike = this.rig.voice.strike({ ...bell, when, velocity: 1, variation, direct: true });
      if (strike) this.previews.set(key, strike);
    };
    const preparing = this.rig.voice.prepare([bell]);
    if (preparing) preparing.then(sound, () => {});
    else sound();
  }

  startPlayback(notes: readonly ScheduledNote[], fromSongTime: number, options: PlaybackOptions): void {
    this.stopPlayback();
    this.muted = options.muted;
    this.run = {
      notes,
      fromSongTime,
      transposeSemitones: options.transposeSemitones,
      options,
      session: null,
      strikes: [],
      rows: new Map(),
      pruneAt: PRUNE_AT,
    };
    // A loop resumed inside its passage strikes notes before the run's start: their bells too.
    if (options.loop) void this.prepare(options.loop.pass(1).notes, options.transposeSemitones);
    // A run planned on a rehearsal room's clock: the output stays on the device (keep-awake.ts).
    if (options.heardAt !== undefined) this.sleep ??= keepOutputAwake(this.rig.context.rawContext);
    this.begin(this.rig, this.run);
  }

  stopPlayback(): void {
    const run = this.run;
    this.run = null;
    this.#letSleep();
    this.#unfollow();
    if (!run) return;
    run.session?.stop();
    this.silence(run);
  }

  finishPlayback(): void {
    const run = this.run;
    this.run = null;
    this.#letSleep();
    this.#unfollow();
    if (!run) return;
    run.session?.stop();
    // Only notes handed over ahead that have not started yet are taken back.
    const now = this.rig.context.currentTime;
    for (const strike of run.strikes) if (strike.start > now) strike.cancel(now);
  }

  songTime(at?: number): number | null {
    const run = this.run;
    if (!run) return null;
    if (!run.session) return run.fromSongTime;
    const reading = this.clockReading();
    // What leaves the context then went into the master bus its lookahead earlier.
    const leaving = heardContextTime(reading, at ?? reading.performanceNow);
    return heardSongTime(run.session.anchor, leaving - MASTER_DELAY_SECONDS);
  }

  outputDelayMs(): number | null {
    if (this.rig.context.state !== 'running') return null;
    const reading = this.clockReading();
    return Math.max(0, (reading.currentTime - heardContextTime(reading)) * 1000);
  }

  /** The audio clock and the output device's position, read now. */
  clockReading(): ClockReading {
    const raw = this.rig.context.rawContext as Partial<AudioContext>;
    const reading = {
      currentTime: this.rig.context.currentTime,
      latency: raw.outputLatency || raw.baseLatency || 0,
      timestamp: raw.getOutputTimestamp?.(),
      performanceNow: performance.now(),
    };
    // A room's run follows the output's mapping (and a benchmark sees each change of it).
    if (this.run?.options.heardAt !== undefined) {
      this.output.read(reading);
      logOutputMapping(reading);
    }
    return reading;
  }

  setMuted(muted: boolean): void {
    const wasMuted = this.muted;
    this.muted = muted;
    const run = this.run;
    if (!run?.session || muted === wasMuted) return;
    if (muted) this.silence(run);
    else run.session.rescheduleFrom(this.rig.context.currentTime);
  }

  async clickTrack(count: number, spacingSeconds: number): Promise<ClickTrack> {
    const raw = this.rig.context.rawContext as AudioContext;
    return startClicks(raw, count, spacingSeconds, () => this.clockReading());
  }

  /** Scheduling figures of the current run (benchmarks and tests). */
  playbackStats(): PlaybackStats | null {
    return this.run?.session?.stats ?? null;
  }

  /** A room's run no longer follows the output. */
  #unfollow(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.output.release();
  }

  /** The run ended: the output may go quiet again. */
  #letSleep(): void {
    this.sleep?.();
    this.sleep = null;
  }

  /** A light room reverb in or out; off at first. */
  setRoom(on: boolean): void {
    this.rig.setRoom(on);
  }

  private begin(rig: Rig, run: Run): void {
    const keep = (strike: Strike) => {
      run.strikes.push(strike);
      if (run.strikes.length >= run.pruneAt) {
        const now = rig.context.currentTime;
        run.strikes = run.strikes.filter((strike) => strike.end > now);
        run.pruneAt = Math.max(PRUNE_AT, 2 * run.strikes.length);
      }
    };
    const planned = run.options.heardAt;
    // A room's run is placed by the output's steady mapping, not by this one reading of it.
    const raw = planned === undefined ? undefined : this.clockReading();
    const reading = raw && readingOn(raw, this.output.place(mappingOf(raw)));
    if (reading && planned !== undefined) logOutputMapping(reading, planned);
    const anchor =
      reading && planned !== undefined
        ? anchorHeardAt(reading, planned, run.fromSongTime, MASTER_DELAY_SECONDS)
        : undefined;
    run.session = new Playback(
      run.notes,
      run.fromSongTime,
      rig.clock,
      (note, when) => {
        if (this.muted) return;
        // The choir in the player: a row rung by a person or muted is not struck, a guide softly.
        const gain = rowGainOf(run.options.rowGains, note);
        // Every note the run reaches, struck or silent (a ringer's device in a room sounds
        // nobody else's bells), when a test or benchmark puts an array there: when it was due.
        (globalThis as { ringalongPlanned?: StrikeRecord[] }).ringalongPlanned?.push({
          pitchId: note.pitchId,
          instrument: note.instrument ?? 'handbell',
          time: note.time,
          gain,
          at: performance.timeOrigin + heardAt(this.clockReading(), when + MASTER_DELAY_SECONDS),
        });
        if (gain <= 0) return;
        const strike = ringNote(rig.voice, run.rows, note, when, run.transposeSemitones, gain);
        if (!strike) return;
        keep(strike);
        const recorded = (globalThis as { ringalongStrikes?: StrikeRecord[] }).ringalongStrikes;
        recorded?.push({
          pitchId: note.pitchId,
          instrument: note.instrument ?? 'handbell',
          time: note.time,
          gain,
          at: performance.timeOrigin + heardAt(this.clockReading(), when + MASTER_DELAY_SECONDS),
        });
      },
      run.options.loop,
      run.options.clicks,
      (click, when, late) => {
        if (this.muted) return;
        keep(playClick(rig.output, this.clicks, when, click.accent));
        (globalThis as { ringalongClicks?: ClickRecord[] }).ringalongClicks?.push({
          time: click.time,
          accent: click.accent,
          late,
        });
      },
      anchor,
    );
    // And follows it: when the output falls behind the audio clock, the notes to come move with it.
    if (planned === undefined) return;
    this.stopFollowing?.();
    this.stopFollowing = rig.clock.onTick(() => {
      const reading = this.clockReading();
      const moved = this.output.follow();
      if (moved === 0 || this.run !== run) return;
      run.session?.moveSooner(moved / 1000);
      logOutputFollowed(reading, moved);
    });
  }

  private silence(run: Run): void {
    const now = this.rig.context.currentTime;
    for (const strike of run.strikes) strike.cancel(now);
    run.strikes = [];
    run.rows.clear();
  }
}
