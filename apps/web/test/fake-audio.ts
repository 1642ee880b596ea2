/**
 * A stand-in for the audio engine at the seam (`AudioEngine`), with a clock the test moves by
 * hand, so playback can be driven frame by frame without sound.
 */
import type { Instrument } from '@ringalong/song';
import type { AudioEngine, ClickTrack, PlaybackOptions, ScheduledNote } from '../src/audio/types.ts';

export interface StartedPlayback {
  readonly notes: readonly ScheduledNote[];
  readonly fromSongTime: number;
  readonly options: PlaybackOptions;
}

export class FakeAudio implements AudioEngine {
  readonly previews: {
    pitchId: number;
    transposeSemitones: number | undefined;
    instrument?: Instrument | undefined;
  }[] = [];
  readonly started: StartedPlayback[] = [];
  /** How each run ended: 'stopped' silences the bells, 'finished' lets them ring out. */
  readonly ended: ('stopped' | 'finished')[] = [];
  muted = false;
  private origin: number | null = null;
  private elapsed = 0;
  private runningSince: number | null = null;

  async unlock(): Promise<void> {}

  isReady(): boolean {
    return true;
  }

  preview(pitchId: number, transposeSemitones?: number, instrument?: Instrument): void {
    this.previews.push({ pitchId, transposeSemitones, instrument });
  }

  startPlayback(notes: readonly ScheduledNote[], fromSongTime: number, options: PlaybackOptions): void {
    this.started.push({ notes, fromSongTime, options });
    this.origin = fromSongTime;
    this.elapsed = 0;
  }

  stopPlayback(): void {
    if (this.origin !== null) this.ended.push('stopped');
    this.origin = null;
  }

  finishPlayback(): void {
    if (this.origin !== null) this.ended.push('finished');
    this.origin = null;
  }

  /** The instants (performance.now() ms) the picture asked the song time for; undefined: now. */
  readonly askedAt: (number | undefined)[] = [];

  /** What the output delay reads (a test sets it; null: audio not running). */
  outputDelay: number | null = null;
  outputDelayMs(): number | null {
    return this.outputDelay;
  }

  songTime(at?: number): number | null {
    this.askedAt.push(at);
    if (this.origin === null) return null;
    // As the engine does: the time heard at `at` (a frame's time on screen), else now.
    const running =
      this.runningSince === null ? 0 : Math.max(0, (at ?? performance.now()) - this.runningSince) / 1000;
    return this.origin + this.elapsed + running;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  /** The notes whose bells were asked for ahead of a Play, newest last. */
  readonly preparedAhead: (readonly ScheduledNote[])[] = [];

  prepareAhead(notes: readonly ScheduledNote[]): Promise<void> {
    this.preparedAhead.push(notes);
    return Promise.resolve();
  }

  /** Whether the light room reverb was last asked for. */
  room = false;

  setRoom(on: boolean): void {
    this.room = on;
  }

  /** The calibration's click tracks asked for, and when each click is heard (performance.now() ms). */
  readonly clickTracks: { count: number; spacingSeconds: number; heardAt: number[]; stopped: boolean }[] = [];

  async clickTrack(count: number, spacingSeconds: number): Promise<ClickTrack> {
    const first = performance.now() + 1000;
    const track = {
      count,
      spacingSeconds,
      heardAt: Array.from({ length: count }, (_, i) => first + i * spacingSeconds * 1000),
      stopped: false,
    };
    this.clickTracks.push(track);
    return {
      heardAt: () => track.heardAt,
      stop: () => {
        track.stopped = true;
      },
    };
  }

  /** Let the audio clock run on. */
  advance(seconds: number): void {
    this.elapsed += seconds;
  }

  /** The clock keeps time by itself from now on, as a sound card's does, until `hold()`. */
  run(): void {
    this.runningSince ??= performance.now();
  }

  hold(): void {
    if (this.runningSince === null) return;
    this.elapsed += (performance.now() - this.runningSince) / 1000;
    this.runningSince = null;
  }
}
