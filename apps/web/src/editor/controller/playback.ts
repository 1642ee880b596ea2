/**
 * Playing, paused or stopped. While playing, the position comes from the audio clock each frame
 * (`audio.songTime()`), never from a timer, so what is drawn is what is heard.
 */
import { type Preferences, type Song, secondsToBeats } from '@ringalong/song';
import type { AudioEngine } from '../../audio/types.ts';
import type { Viewport } from '../coords.ts';
import type { SeekRange } from '../layout.ts';
import type { RunPlan } from '../rehearsal/count-in.ts';
import type { LoopSettings } from '../rehearsal/loop-settings.ts';
import * as planner from '../rehearsal/plan.ts';
import { sceneOf } from '../scene.ts';
import { playbackOptions } from '../schedule.ts';
import type { EditorSession } from '../session.ts';
import { syncedStart } from '../together/synced-start.ts';
import type { FollowedRun, LeadRequest, RoomLead } from '../together/transport-link.ts';
import type { EditorHost, PlaybackState } from '../types.ts';

/**
 * What playback reads and moves (the controller): the song, the preferences, the position, the
 * audio engine and the session model, whose transport playback keeps.
 */
export interface PlaybackHost {
  readonly song: Song;
  readonly prefs: Preferences;
  readonly position: number;
  readonly audio: AudioEngine;
  readonly session: EditorSession;
  readonly host: Pick<EditorHost, 'onPlaybackChange'>;
  /** The choir in the player: per row, the gain its strikes get; null without a choir. */
  readonly rowGains: ReadonlyMap<string, number> | null;
  setPosition(beat: number): void;
  positionRange(): SeekRange;
  viewport(): Viewport;
  changed(): void;
}

/**
 * The position is written only through `EditorController.setPosition`, clamped to the song's range
 * like every other write; the end of the song is found on the audio clock itself (`clockBeat`),
 * which runs on past the last beat, and a schedule made again starts from the clock too.
 */
export class Playback {
  /** The tempo the running schedule was made with: the audio clock counts seconds at that tempo. */
  #scheduledBpm = 100;
  #plan: RunPlan | null = null;
  /** The tempo heard now (bpm): the practice tempo, or the loop pass's. */
  bpm = 100;
  /** The big count shown now ('1', '2', ...) during a count-in, else null. */
  count: string | null = null;

  /**
   * Rehearsing together, on the device that leads: each start and stop goes to the room first,
   * which answers when this device is to hear it (ahead, on the shared clock); null otherwise.
   */
  lead: RoomLead | null = null;
  /** Rehearsing together, on a device that follows: its own Play, Stop and seeks do nothing. */
  following = false;

  constructor(private readonly editor: PlaybackHost) {}

  get state(): PlaybackState {
    return this.editor.session.transport.state;
  }

  get playing(): boolean {
    return this.state === 'playing';
  }

  /** The passage looped (the session's; never stored with the song); null until one is chosen. */
  get loop(): LoopSettings | null {
    return this.editor.session.transport.loop;
  }

  play(): void {
    if (this.playing || this.following) return;
    const editor = this.editor;
    const range = editor.positionRange();
    // Pressing play at the end starts over rather than stopping at once.
    if (editor.position >= sceneOf(editor.song).lastBeat) editor.setPosition(range.from);
    // A fresh Play on a bar's start is counted in from there.
    editor.session.setTransport({ startBeat: editor.position });
    this.#start(editor.position, undefined, true, 'start');
    this.#setState('playing');
  }

  /**
   * Plays (or stops) as the room's leader asked: the run planned from the same beat, tempo and
   * loop as on every other device, heard from `run.heardAt` (or, arriving late, from where the
   * room is by now). A run replacing one under way starts at once, so nothing falls silent.
   */
  follow(run: FollowedRun): void {
    const editor = this.editor;
    editor.session.setTransport({
      loop: run.loop,
      practiceTempo: run.prefs.practiceTempo,
      countIn: run.prefs.countIn,
    });
    if (!run.playing) {
      if (this.playing) editor.audio.stopPlayback();
      editor.setPosition(run.fromBeat);
      editor.session.setTransport({ startBeat: null });
      this.count = null;
      this.#setState('stopped');
      return;
    }
    const continuous = this.playing;
    editor.setPosition(run.fromBeat);
    editor.session.setTransport({ startBeat: run.fromBeat });
    this.#start(run.fromBeat, undefined, true, undefined, { ...run, continuous });
    this.#setState('playing');
  }

  /** A loop set, changed or switched: playing goes on with it, stopped moves to its lead-in. */
  setLoop(loop: LoopSettings): void {
    if (this.following) return;
    this.editor.session.setTransport({ loop });
    if (this.playing) this.songReplaced('loop');
    else if (this.state === 'stopped') this.stop();
    this.editor.changed();
  }

  /** The loop's beats while it is on (the seeker's handles), else null. */
  get span(): { start: number; end: number } | null {
    return this.loop?.on ? planner.loopSpan(this.editor.song, this.loop) : null;
  }

  /** A press at `x` on the seeker near a loop handle: the drag that moves it, else null. */
  grab(x: number): ((x: number) => void) | null {
    const editor = this.editor;
    const playback = this;
    const handles = {
      get song() {
        return editor.song;
      },
      get loop() {
        return playback.loop;
      },
      viewport: () => editor.viewport(),
      positionRange: () => editor.positionRange(),
      setLoop: (loop: LoopSettings) => playback.setLoop(loop),
    };
    return planner.grabHandle(handles, x);
  }

  /** From the loop's lead-in again (the song's when no loop is on); playing goes on playing. */
  restart(): void {
    const playing = this.playing;
    this.stop();
    if (playing) this.play();
  }

  pause(): void {
    if (!this.playing || this.following) return;
    this.editor.setPosition(this.#clockBeat());
    this.#tellRoom({ kind: 'stop', playing: false, fromBeat: this.editor.position });
    this.editor.audio.stopPlayback();
    this.count = null;
    this.#setState('paused');
  }

  stop(): void {
    if (this.following) return;
    const editor = this.editor;
    if (this.playing) editor.audio.stopPlayback();
    editor.setPosition(planner.restBeat(editor.song, editor.prefs, this.loop));
    if (this.state !== 'stopped') this.#tellRoom({ kind: 'stop', playing: false, fromBeat: editor.position });
    editor.session.setTransport({ startBeat: null });
    this.count = null;
    this.#setState('stopped');
  }

  /** Moves the play position to `beat` (clamped to the song); a playing song plays on from there. */
  seek(beat: number): void {
    if (this.following) return;
    this.editor.setPosition(beat);
    if (this.playing) {
      this.editor.audio.stopPlayback();
      this.#start(this.editor.position, undefined, false, 'seek');
    } else this.#setState('paused');
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /**
   * Once per animation frame: read the audio clock, stop by ourselves past the last beat. The
   * last notes are left to ring out; only Stop and Pause silence the bells. `shownAt`
   * (performance.now() ms) is when the frame will be on screen: the picture shows the song time
   * heard then, the device's calibrated offset later still.
   */
  tick(shownAt?: number): boolean {
    if (!this.playing) return false;
    const beat = this.#clockBeat(shownAt);
    const time = this.#clockTime(shownAt);
    // Before its start (a run that took over a moment early, rehearsing together) nothing is counted.
    const plan = this.#plan;
    this.count = time === null || !plan || time < plan.from ? null : plan.countAt(time);
    if (!this.#plan?.loop && beat > sceneOf(this.editor.song).lastBeat) {
      this.editor.audio.finishPlayback();
      this.stop();
      return false;
    }
    this.editor.setPosition(beat);
    return true;
  }

  /** The song or the tempo, transpose or sound changed while playing: schedule again from here. */
  songReplaced(kind: LeadRequest['kind'] = 'tempo'): void {
    if (!this.playing) return;
    if (this.#followed) {
      // Rehearsing together: the run is the leader's; a new sound or choir view replays it from now.
      this.#start(this.#followed.fromBeat, undefined, true, undefined, {
        ...this.#followed,
        continuous: true,
      });
      return;
    }
    const time = this.editor.audio.songTime();
    const beat = this.#clockBeat();
    this.editor.setPosition(beat);
    // From the clock, not the clamped view: past a new end nothing rings again, and the next frame stops.
    this.#start(beat, time === null ? 0 : this.#plan?.passAt(time), false, kind);
  }

  /** The run the room's leader asked for, while following it. */
  #followed: FollowedRun | null = null;

  /** Leading a room, tells it of a stop (it takes effect here at once); the instant it planned. */
  #tellRoom(request: LeadRequest): number | null {
    const lead = this.lead;
    if (!lead) return null;
    const heardAt = lead.plan();
    lead.send(request, heardAt);
    return heardAt;
  }

  /**
   * A run from `fromBeat` at the practice tempo (`pass`: a loop's pass a replaced run goes on from).
   * Leading a room, the room is told first (`kind`) and the run starts when it planned, from the
   * beat this run reaches by then; following one, `followed` is the leader's run.
   */
  #start(
    fromBeat: number,
    pass?: number,
    countHere = false,
    kind?: LeadRequest['kind'],
    followed?: FollowedRun & { continuous: boolean },
  ): void {
    const editor = this.editor;
    let startAt = followed?.heardAt ?? null;
    let continuous = followed?.continuous ?? false;
    let from = fromBeat;
    const lead = !followed && kind ? this.lead : null;
    if (lead) {
      startAt = lead.plan();
      // A change while playing (tempo, loop) takes over, without a gap, where the music is by then.
      continuous = kind === 'tempo' || kind === 'loop';
      if (continuous) from = this.#beatLeavingAt(startAt);
    }
    this.#followed = followed ?? null;
    const prefs = followed?.prefs ?? editor.prefs;
    const loop = followed ? followed.loop : this.loop;
    const bpm = (prefs.bpm * prefs.practiceTempo) / 100;
    // In a room every device plans the run alike: as if Play were pressed on its beat.
    const together = startAt !== null;
    const plan = planner.planRun(editor.song, prefs, loop, from, together ? 0 : pass, countHere || together);
    if (lead && kind && startAt !== null) {
      // The room's beats start at 0: a start in the warm-up goes as beat 0 with the instant its
      // own run (counted in, or not) starts at, so every device's run lines up with this one.
      const roomBeat = Math.max(0, from);
      const theirs = roomBeat === from ? plan : planner.planRun(editor.song, prefs, loop, roomBeat, 0, true);
      lead.send({ kind, playing: true, fromBeat: roomBeat }, startAt + (theirs.from - plan.from) * 1000);
    }
    this.#plan = plan;
    this.#scheduledBpm = this.bpm = bpm;
    // The choir in the player: each row rung at its gain (none: every row full, as without a choir).
    const rowGains = editor.rowGains;
    const base = rowGains ? { ...playbackOptions(prefs), rowGains } : playbackOptions(prefs);
    const options = { ...base, loop: plan.loop, clicks: plan.clicks };
    if (startAt === null) {
      editor.audio.startPlayback(plan.notes, plan.from, options);
      return;
    }
    const start = syncedStart(plan, startAt, performance.now(), undefined, continuous);
    editor.audio.startPlayback(plan.notes, start.fromSongTime, { ...options, heardAt: start.heardAt });
  }

  /** The beat the running schedule sends to the speakers at the performance.now() instant `at`. */
  #beatLeavingAt(at: number): number {
    const time = this.editor.audio.songTime(at);
    if (time === null) return this.editor.position;
    return this.#plan ? this.#plan.beatAt(time) : secondsToBeats(time, this.#scheduledBpm);
  }

  /** The run seconds the audio clock has reached (heard when the frame is shown), or null with no clock. */
  #clockTime(shownAt?: number): number | null {
    const offset = this.editor.prefs.deviceOffsetMs;
    return this.editor.audio.songTime(shownAt === undefined ? undefined : shownAt - offset);
  }

  /** The beat the audio clock has reached (the position as it stands when no clock runs). */
  #clockBeat(shownAt?: number): number {
    const time = this.#clockTime(shownAt);
    if (time === null) return this.editor.position;
    if (!this.#plan) return secondsToBeats(time, this.#scheduledBpm);
    this.bpm = this.#plan.bpmAt(time);
    return this.#plan.beatAt(time);
  }

  #setState(state: PlaybackState): void {
    const changed = state !== this.state;
    this.editor.session.setTransport({ state, positionSource: state === 'playing' ? 'clock' : 'view' });
    this.editor.changed();
    if (changed) this.editor.host.onPlaybackChange(state);
  }
}
