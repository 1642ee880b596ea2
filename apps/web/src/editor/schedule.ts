/**
 * The notes of a song as the audio engine schedules them, and the engine's options from the
 * preferences: shared by playback, the rehearsal planner and the audio export.
 */
import {
  beatsToSeconds,
  hasExpression,
  noteSound,
  type Preferences,
  type Song,
  soundingTranspose,
} from '@ringalong/song';
import type { PlaybackOptions, ScheduledNote } from '../audio/types.ts';

/** A shaken bell is struck about twelve times a second for as long as the note is written. */
export const SHAKE_SECONDS = 1 / 12;

/** A shake's strikes: one every SHAKE_SECONDS over the note's length, each ringing until the next. */
function shakeStrikes(note: ScheduledNote): ScheduledNote[] {
  const seconds = note.duration ?? SHAKE_SECONDS;
  const count = Math.max(1, Math.round(seconds / SHAKE_SECONDS));
  const step = seconds / count;
  return Array.from({ length: count }, (_, i) => ({ ...note, time: note.time + i * step, duration: step }));
}

const scheduled = new WeakMap<Song, { bpm: number; notes: readonly ScheduledNote[] }>();

/**
 * Every note of the song in song seconds, sorted, as the audio engine wants them: when it is
 * struck, how long it rings (its length at this tempo, or to the R of an LV passage), its
 * technique (its own or its passage's), how hard (the dynamic, hairpins and accents; absent at mf)
 * and its row's instrument.
 */
export function scheduledNotes(song: Song, bpm: number): readonly ScheduledNote[] {
  const cached = scheduled.get(song);
  if (cached && cached.bpm === bpm) return cached.notes;
  const notes: ScheduledNote[] = [];
  const expressive = hasExpression(song);
  for (const stave of song.staves) {
    for (const note of stave.notes) {
      const sound = expressive ? noteSound(song, note) : note;
      const scheduledNote: ScheduledNote = {
        time: beatsToSeconds(note.beat, bpm),
        pitchId: stave.pitchId,
        duration: beatsToSeconds(sound.length, bpm),
        instrument: stave.instrument,
        ...(sound.technique ? { technique: sound.technique } : {}),
        ...('velocity' in sound && sound.velocity !== 1 ? { velocity: sound.velocity } : {}),
      };
      if (scheduledNote.technique === 'shake') notes.push(...shakeStrikes(scheduledNote));
      else notes.push(scheduledNote);
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
