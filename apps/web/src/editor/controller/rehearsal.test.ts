import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { seekerTrack, seekerXForBeat } from '../layout.ts';

/** Four bars of 4/4 with a note on every beat (row 60), sixteen beats. */
const everyBeat = () => songWith({ 60: Array.from({ length: 16 }, (_, beat) => beat) });

describe('practice tempo', () => {
  test('60 % plays every note later and longer in seconds, and the song keeps its written bpm', () => {
    const ed = new TestEditor({ editMode: false, bpm: 120, warmupBeats: 0, practiceTempo: 60 }, everyBeat());
    const song = ed.controller.song;
    ed.controller.playback.play();
    const [run] = ed.audio.started;
    // 120 bpm at 60 % is 72 bpm: a beat lasts 5/6 s, so beat 3 sounds at 2.5 s and rings 5/6 s.
    expect(run?.notes[3]).toMatchObject({ time: 2.5, duration: expect.closeTo(5 / 6, 9) });
    expect(ed.prefs.bpm).toBe(120);
    expect(ed.controller.song).toBe(song);
    // The picture follows the clock at the practice tempo: 5 s in is beat 6.
    ed.frame(5);
    expect(ed.controller.position).toBeCloseTo(6, 9);
  });
});

describe('count-in', () => {
  test('a click on each warm-up beat, the first of its bar accented, and the big count in step', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 6 }, everyBeat());
    ed.controller.playback.play();
    expect(ed.audio.started[0]?.options.clicks).toEqual([
      { time: -6, accent: false },
      { time: -5, accent: false },
      { time: -4, accent: true },
      { time: -3, accent: false },
      { time: -2, accent: false },
      { time: -1, accent: false },
    ]);
    const counts: (string | null | undefined)[] = [];
    for (let i = 0; i < 7; i++) {
      ed.frame(i === 0 ? 0.5 : 1);
      counts.push(ed.controller.frame().count);
    }
    expect(counts).toEqual(['3', '4', '1', '2', '3', '4', null]);
  });

  test('paused during the count-in, the big count goes', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, everyBeat());
    ed.controller.playback.play();
    ed.frame(1.5);
    expect(ed.controller.frame().count).toBe('2');
    ed.controller.playback.pause();
    expect(ed.controller.frame().count).toBeNull();
  });

  test('from a bar: Play after going to bar 3 counts in the warm-up beats before it, silent but for the clicks', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, everyBeat());
    ed.controller.playback.seek(8);
    ed.controller.playback.play();
    const run = ed.audio.started[0]!;
    expect(run.fromSongTime).toBe(4);
    expect(run.options.clicks).toEqual([
      { time: 4, accent: true },
      { time: 5, accent: false },
      { time: 6, accent: false },
      { time: 7, accent: false },
    ]);
    // The lead-in's own notes (beats 4 to 7) are not struck: the bar is where the choir comes in.
    expect(run.notes[0]?.time).toBe(8);
    // The clock runs from the lead-in's start (4 s): 1.5 s in is beat 5.5, the count's '2', and
    // the picture holds on bar 3 meanwhile, where the choir comes in.
    ed.frame(1.5);
    expect(ed.controller.frame().count).toBe('2');
    expect(ed.controller.position).toBe(8);
    ed.frame(3);
    expect(ed.controller.frame().count).toBeNull();
    expect(ed.controller.position).toBeCloseTo(8.5, 9);
  });

  test('a Play that resumes mid-bar goes straight on, and a run replaced while playing is not counted again', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, everyBeat());
    ed.controller.playback.seek(9.5);
    ed.controller.playback.play();
    expect(ed.audio.started[0]?.options.clicks).toEqual([]);
    expect(ed.audio.started[0]?.fromSongTime).toBe(9.5);
    ed.controller.playback.stop();
    ed.controller.playback.seek(8);
    ed.controller.playback.play();
    ed.frame(10);
    ed.controller.playback.songReplaced();
    expect(ed.audio.started.at(-1)?.options.clicks).toEqual([]);
  });

  test('off: no clicks and no count', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4, countIn: false }, everyBeat());
    ed.controller.playback.play();
    ed.frame(0.5);
    expect(ed.audio.started[0]?.options.clicks).toEqual([]);
    expect(ed.controller.frame().count).toBeNull();
  });
});

describe('a looped passage', () => {
  const loopBars23 = { on: true, from: 2, to: 3, speedUp: 0 };

  test('stopped, switching a loop on moves to its lead-in; Play counts in and plays only bars 2-3', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, everyBeat());
    const playback = ed.controller.playback;
    playback.setLoop(loopBars23);
    expect(ed.controller.position).toBe(0);
    playback.play();
    const run = ed.audio.started[0]!;
    expect(run.fromSongTime).toBe(0);
    expect(run.notes.map((note) => note.time)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(run.options.clicks?.map((click) => click.time)).toEqual([0, 1, 2, 3]);
    expect(run.options.loop?.end).toBe(12);
    expect(run.options.loop?.pass(1)).toMatchObject({
      notes: run.notes.map((n) => ({ ...n, time: n.time - 4 })),
      seconds: 8,
    });
  });

  test('the position wraps from the end of bar 3 to the start of bar 2 and never stops by itself', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, everyBeat());
    const playback = ed.controller.playback;
    playback.setLoop(loopBars23);
    playback.play();
    ed.frame(11.5);
    expect(ed.controller.position).toBeCloseTo(11.5, 9);
    ed.frame(1);
    expect(ed.controller.position).toBeCloseTo(4.5, 9);
    // Ten passes later it is still playing, inside the passage.
    ed.frame(80);
    expect(playback.state).toBe('playing');
    expect(ed.controller.position).toBeCloseTo(4.5, 9);
  });

  test('speed up each pass: +5 % a pass from 80 % up to the written tempo', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 0, practiceTempo: 80 }, everyBeat());
    const playback = ed.controller.playback;
    playback.setLoop({ on: true, from: 1, to: 1, speedUp: 5 });
    playback.play();
    const loop = ed.audio.started[0]!.options.loop!;
    const seconds = [1, 2, 3, 4, 5, 6].map((pass) => loop.pass(pass).seconds);
    // A 4-beat bar at 60 bpm x 85 %, 90 %, 95 %, 100 %, then it stays at 100 %.
    expect(seconds).toEqual([4 / 0.85, 4 / 0.9, 4 / 0.95, 4, 4, 4].map((s) => expect.closeTo(s, 9)));
    // Note lengths shrink with the tempo too.
    expect(loop.pass(1).notes[1]).toMatchObject({
      time: expect.closeTo(1 / 0.85, 9),
      duration: expect.closeTo(1 / 0.85, 9),
    });
    // The picture keeps to each pass's tempo: half-way through pass 2 is beat 2.
    ed.frame(4 / 0.8 + 4 / 0.85 + 2 / 0.9);
    expect(ed.controller.position).toBeCloseTo(2, 9);
    expect(playback.bpm).toBeCloseTo(54, 9);
  });

  test('restart goes back to the lead-in of the loop and keeps playing; stop rests there', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 2 }, everyBeat());
    const playback = ed.controller.playback;
    playback.setLoop(loopBars23);
    playback.play();
    ed.frame(6);
    playback.restart();
    expect(playback.state).toBe('playing');
    expect(ed.audio.started.at(-1)?.fromSongTime).toBe(2);
    playback.stop();
    expect(ed.controller.position).toBe(2);
  });

  test('switching the loop off while playing goes on through the song from where it is', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 0 }, everyBeat());
    const playback = ed.controller.playback;
    playback.setLoop(loopBars23);
    playback.play();
    ed.frame(6);
    playback.setLoop({ ...loopBars23, on: false });
    const run = ed.audio.started.at(-1)!;
    expect(run.options.loop).toBeUndefined();
    expect(run.fromSongTime).toBeCloseTo(10, 9);
    expect(run.notes).toHaveLength(16);
  });

  test('a loop of bars 30-40 does not follow into another song: an 8-bar song opened plays whole', () => {
    const long = songWith({ 60: Array.from({ length: 160 }, (_, beat) => beat) });
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 0 }, long);
    const playback = ed.controller.playback;
    playback.setLoop({ on: true, from: 30, to: 40, speedUp: 0 });
    playback.play();
    expect(ed.audio.started[0]?.notes[0]?.time).toBe(116);
    const eightBars = songWith({ 60: Array.from({ length: 32 }, (_, beat) => beat) });
    ed.controller.loadSong(eightBars, { resetHistory: true });
    expect(playback.loop).toBeNull();
    expect(playback.span).toBeNull();
    expect(ed.controller.position).toBeCloseTo(0, 9);
    playback.play();
    const run = ed.audio.started.at(-1)!;
    expect(run.options.loop).toBeUndefined();
    expect(run.fromSongTime).toBeCloseTo(0, 9);
    expect(run.notes).toHaveLength(32);
  });
});

describe('the loop handles on the seeker', () => {
  test('dragging the From handle moves the loop start bar by bar; away from the handles the seeker scrubs', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 0 }, everyBeat());
    const playback = ed.controller.playback;
    playback.setLoop({ on: true, from: 2, to: 3, speedUp: 0 });
    expect(ed.controller.frame().loop).toEqual({ start: 4, end: 12 });
    const vp = ed.controller.viewport();
    const range = ed.controller.positionRange();
    const y = seekerTrack(vp).y + seekerTrack(vp).height / 2;
    // From the handle at bar 2's start to bar 1's start.
    ed.drag(seekerXForBeat(vp, range, 4), y, seekerXForBeat(vp, range, 0.3), y);
    expect(playback.loop).toMatchObject({ from: 1, to: 3 });
    // The To handle (end of bar 3) to the end of bar 4.
    ed.drag(seekerXForBeat(vp, range, 12), y, seekerXForBeat(vp, range, 15.8), y);
    expect(playback.loop).toMatchObject({ from: 1, to: 4 });
    // A press between the handles scrubs.
    ed.drag(seekerXForBeat(vp, range, 8), y, seekerXForBeat(vp, range, 9), y);
    expect(playback.loop).toMatchObject({ from: 1, to: 4 });
    expect(ed.controller.position).toBeCloseTo(9, 1);
  });
});
