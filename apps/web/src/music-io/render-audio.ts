/**
 * A whole song rendered offline to audio by the same engine as playback: the same bells
 * (`bell-render.ts`), strikes (`ring.ts`, `bell-voice.ts`), mixer and master bus (with the room
 * when the user has it on), on a plain OfflineAudioContext (no Tone.js). Notes are handed to the
 * voice a chunk at a time while the render is suspended, so progress is reported and a Cancel
 * stops it between chunks.
 */
import { type Preferences, type Song, soundingTranspose } from '@ringalong/song';
import { ringLengthSeconds } from '../audio/bell-model';
import { createBellVoice } from '../audio/bell-voice';
import { createMasterBus } from '../audio/master-bus';
import { Mixer } from '../audio/mixer';
import { midiToFrequency, soundingPitch } from '../audio/pitch';
import { bellsOf, ringNote, rowGainOf } from '../audio/ring';
import { ROOM_RT60_SECONDS } from '../audio/room';
import type { ScheduledNote } from '../audio/types';
import type { Strike } from '../audio/voice';
import { scheduledNotes } from '../editor/schedule.ts';

export const EXPORT_SAMPLE_RATE = 44_100;
/** Audio handed over per chunk: a multiple of the 128-frame render quantum, about 10 s. */
const CHUNK_FRAMES = 128 * 3446;
/** After a damp the bell is silent within this (`bell-voice.ts`: 8 time constants of at most 30 ms). */
const DAMPED_TAIL_SECONDS = 0.25;
/**
 * Silence rendered before the first beat and left out of the file: the limiter, fresh at the
 * render's start, needs it to settle as it has on the page, where a strike at the very start
 * came out up to 0.19 louder or softer than the same strike later (measured; from 0.5 s on the
 * render equals playback to 5e-7).
 */
const LEAD_SECONDS = 0.5;
/** Kept after the last sound above the 16-bit floor, so a file does not end on a cut. */
const END_PADDING_SECONDS = 0.1;

export interface RenderSettings {
  /** Quarter notes per minute. */
  readonly bpm: number;
  /** Semitones the bells sound above their rows (`soundingTranspose` of the preferences). */
  readonly transposeSemitones: number;
  /** The light room reverb, as the Room sound preference has it. */
  readonly room: boolean;
  /**
   * The choir's sound: a gain per row (`rowKey`) on every strike of the row, 0 not struck (a muted
   * row, one a person rings), as playback has it; or a ringer's practice mix. Absent: every row full.
   */
  readonly rowGains?: ReadonlyMap<string, number> | null;
}

export interface RenderControl {
  /** The share of the song rendered so far, 0 to 1, after each chunk. */
  readonly onProgress?: (done: number) => void;
  /** Aborting stops the render at the next chunk; the render then rejects with an AbortError. */
  readonly signal?: AbortSignal;
}

export interface RenderedSong {
  /** Stereo at EXPORT_SAMPLE_RATE. */
  readonly buffer: AudioBuffer;
  /** The song's first frame (after the lead-in) and the end of what is worth keeping (its last sound, plus a little). */
  readonly start: number;
  readonly end: number;
}

/** The render settings a user's preferences give: their tempo, octave convention and room. */
export function renderSettingsOf(prefs: Preferences): RenderSettings {
  return { bpm: prefs.bpm, transposeSemitones: soundingTranspose(prefs), room: prefs.roomSound };
}

/** Seconds until everything a song strikes has fallen silent. */
function soundingEnd(notes: readonly ScheduledNote[], settings: RenderSettings): number {
  let end = 0;
  for (const note of notes) {
    const hz = midiToFrequency(soundingPitch(note.pitchId, settings.transposeSemitones));
    const natural = ringLengthSeconds(hz, note.instrument ?? 'handbell');
    const rings =
      note.technique === 'lv' || note.duration === undefined
        ? natural
        : Math.min(natural, note.duration + DAMPED_TAIL_SECONDS);
    end = Math.max(end, note.time + rings);
  }
  return end + (settings.room ? ROOM_RT60_SECONDS : 0) + END_PADDING_SECONDS;
}

/** The last frame louder than half a 16-bit step, plus a little: the rest is silence in the file. */
function lastSoundFrame(buffer: AudioBuffer): number {
  const floor = 0.5 / 32768;
  let last = 0;
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    const data = buffer.getChannelData(channel);
    for (let i = data.length - 1; i > last; i--) {
      if (Math.abs(data[i]!) > floor) {
        last = i;
        break;
      }
    }
  }
  return Math.min(buffer.length, last + 1 + Math.round(END_PADDING_SECONDS * buffer.sampleRate));
}

function abortError(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
}

/** Renders `song` whole, as playback would sound it from the first beat with these settings. */
export async function renderSong(
  song: Song,
  settings: RenderSettings,
  control: RenderControl = {},
): Promise<RenderedSong> {
  const { signal, onProgress } = control;
  const sampleRate = EXPORT_SAMPLE_RATE;
  if (signal?.aborted) throw abortError();
  const gains = settings.rowGains ?? undefined;
  const notes = scheduledNotes(song, settings.bpm).filter((note) => rowGainOf(gains, note) > 0);
  const length = Math.ceil((LEAD_SECONDS + soundingEnd(notes, settings)) * sampleRate);
  const context = new OfflineAudioContext({ numberOfChannels: 2, length, sampleRate });
  const master = createMasterBus(context);
  master.output.connect(context.destination);
  master.setRoom(settings.room);
  const mixer = new Mixer(context, master.input);
  const voice = createBellVoice({ context, lane: (start, end) => mixer.lane(start, end) });
  await voice.prepare(bellsOf(notes, settings.transposeSemitones));
  if (signal?.aborted) throw abortError();

  const rows = new Map<string, Strike>();
  let next = 0;
  /** Hands the voice every note struck before `until` (seconds). */
  const handOver = (until: number) => {
    for (; next < notes.length && LEAD_SECONDS + notes[next]!.time < until; next++) {
      const note = notes[next]!;
      const gain = rowGainOf(gains, note);
      ringNote(voice, rows, note, LEAD_SECONDS + note.time, settings.transposeSemitones, gain);
    }
  };
  const chunks = Math.ceil(length / CHUNK_FRAMES);
  handOver(CHUNK_FRAMES / sampleRate);
  let aborted = false;
  let onAbort = () => {};
  const stop = new Promise<never>((_, reject) => {
    onAbort = () => {
      aborted = true;
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  for (let k = 1; k < chunks; k++) {
    const at = (k * CHUNK_FRAMES) / sampleRate;
    context.suspend(at).then(() => {
      // Left suspended when cancelled: the render goes no further and is let go.
      if (aborted) return;
      onProgress?.(k / chunks);
      handOver(at + CHUNK_FRAMES / sampleRate);
      void context.resume();
    });
  }
  let buffer: AudioBuffer;
  try {
    buffer = await Promise.race([context.startRendering(), stop]);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  onProgress?.(1);
  const start = Math.round(LEAD_SECONDS * sampleRate);
  return { buffer, start, end: Math.max(start, lastSoundFrame(buffer)) };
}
