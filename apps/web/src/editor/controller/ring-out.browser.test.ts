/**
 * The end of a song as a listener hears it: the editor's playback on the real audio engine,
 * rendered offline, its frame loop run from the audio clock's own ticker.
 */
import { beatsToSeconds, DEFAULT_PREFERENCES, type Preferences, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { expect, test } from 'vitest';
import { RATE, render } from '../../../test/audio-offline.ts';
import { MASTER_DELAY_SECONDS } from '../../audio/master-bus.ts';
import { START_DELAY_SECONDS } from '../../audio/scheduler.ts';
import { scheduledNotes } from '../schedule.ts';
import type { PlaybackState } from '../types.ts';
import { EditorController } from './controller.ts';

/** Below -40 dBFS a bell has stopped sounding for anyone in the room. */
const SILENCE_RMS = 0.01;

function rms(signal: Float32Array, fromSeconds: number, toSeconds: number): number {
  const from = Math.floor(fromSeconds * RATE);
  const to = Math.floor(toSeconds * RATE);
  let sum = 0;
  for (let i = from; i < to; i++) sum += signal[i]! ** 2;
  return Math.sqrt(sum / (to - from));
}

test('the last chord of a song rings on after playback has stopped by itself', async () => {
  const song: Song = DEMO_SONGS.find((s) => s.meta.title === 'Ode to Joy')!;
  // Sounding as written, so the bells made ahead below (at no transposition) are the ones played.
  const prefs: Preferences = { ...DEFAULT_PREFERENCES, editMode: false, soundOctaveAbove: false };
  const notes = scheduledNotes(song, prefs.bpm);
  const last = notes.at(-1)!.time;
  const lastChord = notes.filter((note) => note.time === last);
  expect(lastChord.length).toBeGreaterThan(1);

  const states: PlaybackState[] = [];
  let playedAt = 0;
  const lead = beatsToSeconds(prefs.warmupBeats, prefs.bpm);
  const seconds = 0.1 + START_DELAY_SECONDS + lead + last + 1.5;
  const rendered = await render({
    seconds,
    // The bells are made before the render starts, as for every offline render: made meanwhile,
    // on the page's clock, they could come in after the whole render had run.
    bells: notes,
    at: [
      [
        0.1,
        (engine, clock) => {
          const host = {
            getPreferences: () => prefs,
            onSongEdited: () => {},
            onPlaybackChange: (state: PlaybackState) => states.push(state),
            onOpenBarMenu: () => {},
            onOpenBellMenu: () => {},
            onSaveRequested: () => {},
          };
          const editor = new EditorController(host, engine, song);
          playedAt = clock.currentTime;
          editor.playback.play();
          // The page's frame loop, here on every tick of the audio clock.
          clock.onTick(() => editor.playback.tick());
        },
      ],
    ],
  });
  expect(states).toEqual(['playing', 'stopped']);

  const struck = playedAt + START_DELAY_SECONDS + lead + last + MASTER_DELAY_SECONDS;
  const aSecondLater = rms(rendered, struck + 1, struck + 1.1);
  // The same chord left to ring with nothing after it.
  const alone = await render({
    notes: lastChord.map((note) => ({ ...note, time: 0 })),
    from: -1,
    seconds: 3,
  });
  const aloneStruck = 1 + START_DELAY_SECONDS + MASTER_DELAY_SECONDS;
  const ringing = rms(alone, aloneStruck + 1, aloneStruck + 1.1);
  expect(aSecondLater).toBeGreaterThan(SILENCE_RMS);
  expect(aSecondLater).toBeGreaterThan(0.9 * ringing);
});
