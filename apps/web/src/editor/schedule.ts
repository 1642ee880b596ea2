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
      notes.push(scheduledNote);
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
