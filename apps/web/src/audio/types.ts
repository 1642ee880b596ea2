/**
 * The audio engine's public face. Only src/audio imports `tone`; everything else talks to it
 * through this interface. Tone.js is loaded lazily (on or just before the first interaction),
 * never on the page's critical path.
 *
 * Times called "song seconds" are on the song's own timeline: beat * 60 / bpm, negative during
 * the warm-up lead-in. The engine maps them onto the audio clock when playback starts.
 */
import type { Instrument, Technique } from '@ringalong/song';

export interface ScheduledNote {
  /** Song seconds at which the note crosses the hit point. Sorted ascending. */
  readonly time: number;
  /** The stave's pitch (MIDI); the engine adds the transpose itself. */
  readonly pitchId: number;
  /**
   * Song seconds the note rings before it is damped (its written length); absent: it rings until
   * the next strike of its row or its own decay. 'lv' ignores it.
   */
  readonly duration?: number;
  readonly technique?: Technique;
  /** The row's instrument; absent: a handbell. */
  readonly instrument?: Instrument;
  /** How hard it is struck against mf (the score's dynamic, hairpins and accents); absent: 1. */
  readonly velocity?: number;
}

/** One pass of a looped passage: its notes timed in seconds from the pass's start, and its length. */
export interface LoopPass {
  readonly notes: readonly ScheduledNote[];
  readonly seconds: number;
  /** A count-in before the pass's notes (seconds from the pass's start), sorted by time. */
  readonly clicks?: readonly Click[];
}

/**
 * A passage played over and over on the audio clock. The run's own notes play until `end` (run
 * seconds: notes at or after it are left out), then pass 1 starts there, pass 2 where pass 1
 * ends, and so on, each pass's notes handed over ahead across the seam like any other.
 */
export interface PlaybackLoop {
  readonly end: number;
  /** Pass `index` (1, 2, ...); asked for in order, once the pass before it is handed over. */
  pass(index: number): LoopPass;
}

/** A count-in click at run seconds `time`; `accent` on the first beat of a bar. */
export interface Click {
  readonly time: number;
  readonly accent: boolean;
}

export interface PlaybackOptions {
  /** Octave transpose in semitones (-24 to 36): changes the sound, not the rows. */
  readonly transposeSemitones: number;
  readonly muted: boolean;
  /** Loop a passage (rehearsal): the run never ends by itself. */
  readonly loop?: PlaybackLoop;
  /** Count-in clicks, sorted by time. */
  readonly clicks?: readonly Click[];
  /**
   * The choir in the player: per row ('pitch:instrument', the song's `rowKey`), the gain its
   * strikes get (1 full, between a quiet guide, 0 not struck). Rows not named ring at full.
   */
  readonly rowGains?: ReadonlyMap<string, number>;
  /**
   * Rehearsing together: the performance.now() instant (ms) the listener is to hear the run's
   * `fromSongTime` (a start planned on the room's shared clock), instead of as soon as it can.
   * A start already past begins further on in the song, in step; the run never holds for its bells.
   */
  readonly heardAt?: number;
}

/** The calibration's clicks, under way. */
export interface ClickTrack {
  /** When each click leaves the speakers, in performance.now() milliseconds. */
  heardAt(): number[];
  /** Silences the clicks still to come. */
  stop(): void;
}

/** What a ready engine does; `AudioEngine` adds getting ready, which only the facade does. */
export interface PlayingEngine {
  /**
   * Sound one pitch now (Bell Menu keys, a note added by click) at the context's current time.
   * Previews ignore setMuted (that is the playback's Sound switch); callers that want silence
   * with sound off simply do not call it. Asked for before the engine is ready (often by the very
   * click that unlocks audio), it sounds once the bells are in if that is within a second.
   */
  preview(pitchId: number, transposeSemitones?: number, instrument?: Instrument): void;
  /**
   * Play `notes` from `fromSongTime` on: every note is scheduled on the audio clock with a
   * lookahead (never a timer per note). Replaces any playback under way.
   */
  startPlayback(notes: readonly ScheduledNote[], fromSongTime: number, options: PlaybackOptions): void;
  /**
   * Stop sounding and scheduling (Stop, Pause, a new run): ringing bells fade over the release.
   * songTime() returns null afterwards.
   */
  stopPlayback(): void;
  /**
   * The song has ended by itself: stop scheduling and the clock (songTime() returns null), but let
   * the bells already struck ring out rather than choking the last chord.
   */
  finishPlayback(): void;
  /**
   * The song time the listener hears now, read from the audio clock and compensated for output
   * latency; null when no playback runs. The renderer calls this once per animation frame with
   * `at`, the performance.now() instant (ms) its frame will be on screen, so the picture shows
   * the song time heard then; absent: now.
   */
  songTime(at?: number): number | null;
  /**
   * How long sound takes from the audio clock to leaving this device's output (ms): the output
   * timestamp's gap behind the clock, or `outputLatency` (`baseLatency`) where the browser gives
   * no timestamp. Null until audio runs. A rehearsal room reports it, with the tap calibration.
   */
  outputDelayMs(): number | null;
  /**
   * Sound on/off during playback: muting drops the notes scheduled ahead and fades ringing ones
   * over the release while the clock (and so songTime) keeps running; unmuting sounds the notes
   * from now on.
   */
  setMuted(muted: boolean): void;
  /** A light room reverb in or out (off until asked; Song Settings' 'Room sound'). */
  setRoom(on: boolean): void;
  /** `count` clicks `spacingSeconds` apart on the audio clock, the first a second from now (calibration). */
  clickTrack(count: number, spacingSeconds: number): Promise<ClickTrack>;
}

/**
 * The page's engine (`getAudioEngine()`): getting ready is its own work, so every call above may
 * come before it is, and is kept until then.
 */
export interface AudioEngine extends PlayingEngine {
  /** Start audio on the first user interaction and play the very quiet warm-up note (C4, 0.01 s). Idempotent. */
  unlock(): Promise<void>;
  /** True once unlock() has finished and the engine can play. */
  isReady(): boolean;
  /**
   * Renders the bells `notes` need as soon as the engine is in, without starting audio (no
   * gesture needed): a song just opened gets its bells while the user reaches for Play, so the
   * first Play's lead-in has no rendering to cover. Resolves once they are in.
   */
  prepareAhead(notes: readonly ScheduledNote[], transposeSemitones: number): Promise<void>;
}
