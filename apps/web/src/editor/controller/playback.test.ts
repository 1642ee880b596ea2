import { beatsToSeconds } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';

describe('playback', () => {
  test('play starts at the warm-up lead-in with every note scheduled in song seconds', () => {
    const ed = new TestEditor(
      { editMode: false, warmupBeats: 4, bpm: 120 },
      songWith({ 60: [2], 64: [0, 1] }),
    );
    ed.controller.playback.play();
    const [started] = ed.audio.started;
    expect(started?.fromSongTime).toBe(-2);
    // Each rings its length (one beat: half a second at 120 bpm) on its row's instrument.
    const bell = { duration: 0.5, instrument: 'handbell' };
    expect(started?.notes).toEqual([
      { time: 0, pitchId: 64, ...bell },
      { time: 0.5, pitchId: 64, ...bell },
      { time: 1, pitchId: 60, ...bell },
    ]);
    expect(started?.options).toMatchObject({ transposeSemitones: 12, muted: false });
    // The count-in is there from the first Play on, before the rehearsal planner has loaded:
    // a click on each warm-up beat, the first accented.
    expect(started?.options.clicks).toEqual([
      { time: -2, accent: true },
      { time: -1.5, accent: false },
      { time: -1, accent: false },
      { time: -0.5, accent: false },
    ]);
    expect(ed.playbackChanges).toEqual(['playing']);
  });

  test('the position each frame is read from the audio clock', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 2 }, songWith({ 60: [8] }));
    ed.controller.playback.play();
    ed.frame(0.5);
    expect(ed.controller.position).toBeCloseTo(-1.5, 9);
    ed.frame(3);
    expect(ed.controller.position).toBeCloseTo(1.5, 9);
  });

  test('a frame shows the song time heard when it is on screen, the calibrated device offset later still', () => {
    const ed = new TestEditor({ editMode: false, deviceOffsetMs: 40 }, songWith({ 60: [8] }));
    ed.controller.playback.play();
    ed.controller.playback.tick(1016);
    expect(ed.audio.askedAt.at(-1)).toBe(976);
    ed.prefs = { ...ed.prefs, deviceOffsetMs: -25 };
    ed.controller.playback.tick(2000);
    expect(ed.audio.askedAt.at(-1)).toBe(2025);
  });

  test('pause keeps the position and play resumes from it; stop returns to the warm-up start', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, songWith({ 60: [8] }));
    const playback = ed.controller.playback;
    playback.play();
    ed.frame(5);
    playback.pause();
    expect(ed.controller.position).toBeCloseTo(1, 9);
    ed.audio.advance(10);
    expect(ed.controller.position).toBeCloseTo(1, 9);
    playback.play();
    expect(ed.audio.started.at(-1)?.fromSongTime).toBeCloseTo(1, 9);
    playback.stop();
    expect(ed.controller.position).toBe(-4);
    expect(ed.playbackChanges).toEqual(['playing', 'paused', 'playing', 'stopped']);
    expect(ed.audio.songTime()).toBeNull();
  });

  test('stops by itself once time passes the last beat', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 1 }, songWith({ 60: [0, 2] }));
    ed.controller.playback.play();
    expect(ed.frame(2.9)).toBe(true);
    expect(ed.controller.playback.state).toBe('playing');
    expect(ed.frame(0.2)).toBe(false);
    expect(ed.controller.playback.state).toBe('stopped');
    expect(ed.playbackChanges).toEqual(['playing', 'stopped']);
    expect(ed.audio.songTime()).toBeNull();
  });

  test('the end of the song lets the last notes ring out; Stop and Pause silence them', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 1 }, songWith({ 60: [0, 2] }));
    const playback = ed.controller.playback;
    playback.play();
    ed.frame(3.1);
    expect(playback.state).toBe('stopped');
    playback.play();
    ed.frame(1);
    playback.pause();
    playback.play();
    playback.stop();
    expect(ed.audio.ended).toEqual(['finished', 'stopped', 'stopped']);
  });

  test('sound off still plays on the audio clock, muted; transpose changes the sound, not the rows', () => {
    const ed = new TestEditor(
      { editMode: false, soundOn: false, octaveTranspose: -2, soundOctaveAbove: false },
      songWith({ 60: [0], 67: [1] }),
    );
    const rows = ed.controller.rows();
    ed.controller.playback.play();
    expect(ed.audio.started[0]?.options).toMatchObject({ transposeSemitones: -24, muted: true });
    expect(ed.controller.rows()).toEqual(rows);
    ed.frame(1);
    expect(ed.controller.position).toBeGreaterThan(-4);
  });

  test('paused after the last beat, before the next frame, the view stays inside the song', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 1 }, songWith({ 60: [0, 2] }));
    const playback = ed.controller.playback;
    playback.play();
    ed.frame(2.9);
    ed.audio.advance(0.5);
    playback.pause();
    expect(playback.state).toBe('paused');
    expect(ed.controller.position).toBe(ed.controller.positionRange().to);
    playback.play();
    expect(ed.audio.started.at(-1)?.fromSongTime).toBe(-1);
  });

  test('a shorter warm-up while playing in it keeps the view inside the new lead-in; the bells carry on', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, songWith({ 60: [0, 2] }));
    ed.controller.playback.play();
    ed.frame(1);
    ed.prefs = { ...ed.prefs, warmupBeats: 2 };
    ed.controller.preferencesChanged();
    expect(ed.audio.started.at(-1)?.fromSongTime).toBeCloseTo(-3, 9);
    ed.frame(0.5);
    expect(ed.controller.position).toBe(-2);
    ed.frame(1);
    expect(ed.controller.position).toBeCloseTo(-1.5, 9);
  });

  test('notes deleted behind the end while playing: playback stops at the next frame without ringing a note again', () => {
    const ed = new TestEditor(
      { editMode: false, bpm: 60, warmupBeats: 1 },
      songWith({ 60: [0, 4], 64: [1] }),
    );
    ed.controller.playback.play();
    ed.frame(3);
    ed.controller.loadSong(songWith({ 60: [0], 64: [1] }));
    expect(ed.audio.started.at(-1)?.fromSongTime).toBeCloseTo(2, 9);
    expect(ed.controller.position).toBeLessThanOrEqual(ed.controller.positionRange().to);
    expect(ed.frame(0.01)).toBe(false);
    expect(ed.controller.playback.state).toBe('stopped');
    expect(ed.controller.position).toBe(-1);
  });

  test('an edit while playing schedules the changed song from where it is', () => {
    const ed = new TestEditor({ bpm: 60 }, songWith({ 60: [0, 8] }));
    ed.controller.playback.play();
    ed.frame(5);
    ed.controller.undo();
    ed.key('a', { ctrlKey: true });
    ed.key('Delete');
    expect(ed.audio.started).toHaveLength(2);
    expect(ed.audio.started[1]?.notes).toEqual([]);
    expect(ed.audio.started[1]?.fromSongTime).toBeCloseTo(1, 9);
  });

  test('a tempo change while playing keeps the beat under the hit point', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60 }, songWith({ 60: [0, 8] }));
    ed.controller.playback.play();
    ed.frame(6);
    ed.prefs = { ...ed.prefs, bpm: 120 };
    ed.controller.playback.songReplaced();
    expect(ed.controller.position).toBeCloseTo(2, 9);
    expect(ed.audio.started.at(-1)?.fromSongTime).toBeCloseTo(beatsToSeconds(2, 120), 9);
    ed.frame(0.5);
    expect(ed.controller.position).toBeCloseTo(3, 9);
  });

  test('player rows follow the chosen order; the composer always orders by pitch', () => {
    const song = songWith({ 60: [0, 1, 2], 64: [0] });
    const player = new TestEditor({ editMode: false, lineSortMode: 'mostPlayed' }, song);
    expect(
      player.controller
        .rows()
        .slice(0, 2)
        .map((row) => row.pitchId),
    ).toEqual([60, 64]);
    const composer = new TestEditor({ editMode: true, lineSortMode: 'mostPlayed' }, song);
    expect(composer.controller.rows().map((row) => row.pitchId)).toEqual([67, 65, 64, 62, 60]);
  });

  test('preference changes: sound off mutes, a new warm-up moves a stopped song to its lead-in start', () => {
    const ed = new TestEditor({ editMode: false, warmupBeats: 4 }, songWith({ 60: [0, 8] }));
    expect(ed.controller.position).toBe(-4);
    ed.prefs = { ...ed.prefs, warmupBeats: 2, soundOn: false };
    ed.controller.preferencesChanged();
    expect(ed.controller.position).toBe(-2);
    expect(ed.audio.muted).toBe(true);
    ed.controller.playback.play();
    expect(ed.audio.started[0]?.fromSongTime).toBeCloseTo(beatsToSeconds(-2, 100), 9);
    expect(ed.audio.started[0]?.options.muted).toBe(true);
  });

  test('Room sound puts the light room reverb in and takes it out again', () => {
    const ed = new TestEditor({ editMode: false }, songWith({ 60: [0] }));
    ed.prefs = { ...ed.prefs, roomSound: true };
    ed.controller.preferencesChanged();
    expect(ed.audio.room).toBe(true);
    ed.prefs = { ...ed.prefs, roomSound: false };
    ed.controller.preferencesChanged();
    expect(ed.audio.room).toBe(false);
  });

  test('a song opened afresh has its bells asked for ahead, at the pitch they will sound', () => {
    const ed = new TestEditor({ editMode: false });
    ed.controller.loadSong(songWith({ 64: [0, 2] }), { resetHistory: true });
    expect(ed.audio.preparedAhead.at(-1)?.map((note) => note.pitchId)).toEqual([64, 64]);
  });

  test('a song opened afresh waits, stopped, at the start of its lead-in', () => {
    const ed = new TestEditor({ editMode: false, warmupBeats: 3 });
    ed.controller.setPosition(0);
    ed.controller.loadSong(songWith({ 60: [0, 8] }), { resetHistory: true });
    expect(ed.controller.playback.state).toBe('stopped');
    expect(ed.controller.position).toBe(-3);
  });
});
