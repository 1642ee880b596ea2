/**
 * Playing, paused or stopped. While playing, the position comes from the audio clock each frame
 * (`audio.songTime()`), never from a timer, so what is drawn is what is heard.
 */
import {
  beatsToSeconds,
  type Preferences,
  type Song,
  secondsToBeats,
  soundingTranspose,
} from '@ringalong/song';
import type { PlaybackOptions, ScheduledNote } from '../../audio/types.ts';
import { sceneOf } from '../scene.ts';
import type { PlaybackState } from '../types.ts';
import type { EditorController } from './controller.ts';

const scheduled = new WeakMap<Song, { bpm: number; notes: readonly ScheduledNote[] }>();

/**
 * Every note of the song in song seconds, sorted, as the audio engine wants them: when it is
 * struck, how long it rings (its length at this tempo), its technique and its row's instrument.
 */
export function scheduledNotes(song: Song, bpm: number): readonly ScheduledNote[] {
  const cached = scheduled.get(song);
  if (cached && cached.bpm === bpm) return cached.notes;
  const notes: ScheduledNote[] = [];
  for (const stave of song.staves) {
    for (const note of stave.notes) {
      const scheduledNote: ScheduledNote = {
        time: beatsToSeconds(note.beat, bpm),
        pitchId: stave.pitchId,
        duration: beatsToSeconds(note.length, bpm),
        instrument: stave.instrument,
      };
      notes.push(note.technique ? { ...scheduledNote, technique: note.technique } : scheduledNote);
    }
  }
  notes.sort(
    (a, b) =>
      a.time - b.time ||
      a.pitchId - b.pitchId ||
      (a.instrument === b.instrument ? 0 : a.instrument === 'handbell' ? -1 : 1),
  );
  scheduled.set(song, { bpm, notes });
  return notes;
}

export function playbackOptions(prefs: Preferences): PlaybackOptions {
  return { transposeSemitones: soundingTranspose(prefs), muted: !prefs.soundOn };
}

/**
 * The position is written only through `EditorController.setPosition`, clamped to the song's range
 * like every other write; the end of the song is found on the audio clock itself (`clockBeat`),
 * which runs on past the last beat, and a schedule made again starts from the clock too.
 */
export class Playback {
  #state: PlaybackState = 'stopped';
  /** The tempo the running schedule was made with: the audio clock counts seconds at that tempo. */
  #scheduledBpm = 100;

  constructor(private readonly editor: EditorController) {}

  get state(): PlaybackState {
    return this.#state;
  }

  get playing(): boolean {
    return this.#state === 'playing';
  }

  play(): void {
    if (this.playing) return;
    const editor = this.editor;
    const range = editor.positionRange();
    // Pressing play at the end starts over rather than stopping at once.
    if (editor.position >= sceneOf(editor.song).lastBeat) editor.setPosition(range.from);
    this.#start(editor.position);
    this.#setState('playing');
  }

  pause(): void {
    if (!this.playing) return;
    this.editor.setPosition(this.#clockBeat());
    this.editor.audio.stopPlayback();
    this.#setState('paused');
  }

  stop(): void {
    if (this.playing) this.editor.audio.stopPlayback();
    this.editor.setPosition(-this.editor.prefs.warmupBeats);
    this.#setState('stopped');
  }

  /** Moves the play position to `beat` (clamped to the song); a playing song plays on from there. */
  seek(beat: number): void {
    this.editor.setPosition(beat);
    if (this.playing) {
      this.editor.audio.stopPlayback();
      this.#start(this.editor.position);
    } else this.#setState('paused');
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /**
   * Once per animation frame: read the audio clock, stop by ourselves past the last beat. The
   * last notes are left to ring out; only Stop and Pause silence the bells.
   */
  tick(): boolean {
    if (!this.playing) return false;
    const beat = this.#clockBeat();
    if (beat > sceneOf(this.editor.song).lastBeat) {
      this.editor.audio.finishPlayback();
      this.stop();
      return false;
    }
    this.editor.setPosition(beat);
    return true;
  }

  /** The song or the tempo, transpose or sound changed while playing: schedule again from here. */
  songReplaced(): void {
    if (!this.playing) return;
    const beat = this.#clockBeat();
    this.editor.setPosition(beat);
    // From the clock, not the clamped view: past a new end nothing rings again, and the next frame stops.
    this.#start(beat);
  }

  #start(fromBeat: number): void {
    const editor = this.editor;
    const prefs = editor.prefs;
    this.#scheduledBpm = prefs.bpm;
    editor.audio.startPlayback(
      scheduledNotes(editor.song, prefs.bpm),
      beatsToSeconds(fromBeat, prefs.bpm),
      playbackOptions(prefs),
    );
  }

  /** The beat the audio clock has reached (the position as it stands when no clock runs). */
  #clockBeat(): number {
    const time = this.editor.audio.songTime();
    return time === null ? this.editor.position : secondsToBeats(time, this.#scheduledBpm);
  }

  #setState(state: PlaybackState): void {
    const changed = state !== this.#state;
    this.#state = state;
    this.editor.changed();
    if (changed) this.editor.host.onPlaybackChange(state);
  }
}
