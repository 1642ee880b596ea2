import { DEFAULT_PREFERENCES } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { JOIN_MARGIN_MS } from '../together/synced-start.ts';
import type { LeadRequest } from '../together/transport-link.ts';

const song = songWith({ 60: [0, 1, 2, 3, 4, 5, 6, 7] });
const player = { editMode: false, bpm: 120, warmupBeats: 4, countIn: true, practiceTempo: 100 };

describe('a device that follows the room', () => {
  test('plays the leader’s run from the instant the room planned, with the leader’s tempo', () => {
    const ed = new TestEditor(player, song);
    ed.controller.playback.following = true;
    const heardAt = performance.now() + 400;
    ed.controller.playback.follow({
      playing: true,
      fromBeat: 0,
      loop: null,
      prefs: { ...DEFAULT_PREFERENCES, ...player, practiceTempo: 50 },
      heardAt,
    });
    const run = ed.audio.started.at(-1)!;
    expect(run.options.heardAt).toBe(heardAt);
    // Counted in from the song's start: four clicks at 60 bpm (half of 120) before beat 0.
    expect(run.fromSongTime).toBe(-4);
    expect(run.notes.slice(0, 2).map((n) => n.time)).toEqual([0, 1]);
    expect(ed.controller.playback.state).toBe('playing');
    expect(ed.controller.session.transport.practiceTempo).toBe(50);
  });

  test('joining late, starts where the room is by now', () => {
    const ed = new TestEditor(player, song);
    const heardAt = performance.now() - 2000;
    ed.controller.playback.follow({
      playing: true,
      fromBeat: 0,
      loop: null,
      prefs: { ...DEFAULT_PREFERENCES, ...player },
      heardAt,
    });
    const run = ed.audio.started.at(-1)!;
    // 2 s late and a moment more to start in: the run from -2 s (the count-in at 120 bpm) goes on from there.
    const late = (run.options.heardAt! - heardAt) / 1000;
    expect(late).toBeGreaterThanOrEqual(2 + JOIN_MARGIN_MS / 1000);
    expect(run.fromSongTime).toBeCloseTo(-2 + late, 9);
  });

  test('its own Play, Stop and seeks do nothing; the leader’s stop stops it', () => {
    const ed = new TestEditor(player, song);
    const playback = ed.controller.playback;
    playback.following = true;
    playback.play();
    expect(ed.audio.started).toHaveLength(0);
    const prefs = { ...DEFAULT_PREFERENCES, ...player };
    playback.follow({ playing: true, fromBeat: 0, loop: null, prefs, heardAt: performance.now() });
    playback.stop();
    playback.seek(4);
    expect(playback.state).toBe('playing');
    playback.follow({ playing: false, fromBeat: 4, loop: null, prefs, heardAt: performance.now() });
    expect(playback.state).toBe('stopped');
    expect(ed.controller.position).toBe(4);
    expect(ed.audio.ended).toEqual(['stopped']);
  });
});

describe('the device that leads the room', () => {
  function leading() {
    const ed = new TestEditor(player, song);
    const sent: { request: LeadRequest; heardAt: number }[] = [];
    let planned = 0;
    ed.controller.playback.lead = {
      plan: () => {
        planned = performance.now() + 350;
        return planned;
      },
      send: (request, heardAt) => sent.push({ request, heardAt }),
    };
    return { ed, sent, planned: () => planned };
  }

  test('tells the room of a Play first, and starts it itself at the planned instant', () => {
    const { ed, sent, planned } = leading();
    ed.controller.playback.play();
    // From the warm-up with the count-in: the room's beat 0, counted in from the same instant.
    expect(sent).toEqual([{ request: { kind: 'start', playing: true, fromBeat: 0 }, heardAt: planned() }]);
    const run = ed.audio.started.at(-1)!;
    expect(run.options.heardAt).toBe(planned());
    expect(run.fromSongTime).toBe(-2);
  });

  test('a Play in a warm-up without a count-in: the room starts at beat 0, as much later', () => {
    const { ed, sent, planned } = leading();
    ed.prefs = { ...ed.prefs, countIn: false };
    ed.controller.playback.play();
    // Four silent warm-up beats at 120 bpm: beat 0 is heard 2 s after this device's start.
    expect(sent[0]).toEqual({
      request: { kind: 'start', playing: true, fromBeat: 0 },
      heardAt: planned() + 2000,
    });
  });

  test('a pause or stop goes to the room as a stop where the music rests', () => {
    const { ed, sent } = leading();
    ed.controller.playback.play();
    ed.controller.playback.stop();
    expect(sent.at(-1)?.request).toEqual({ kind: 'stop', playing: false, fromBeat: -4 });
    // A stop when already stopped tells nobody.
    ed.controller.playback.stop();
    expect(sent).toHaveLength(2);
  });

  test('a loop set while playing goes to the room and takes over without a silence', () => {
    const { ed, sent } = leading();
    ed.controller.playback.play();
    ed.controller.playback.setLoop({ on: true, from: 1, to: 2, speedUp: 0 });
    expect(sent.at(-1)?.request.kind).toBe('loop');
    const run = ed.audio.started.at(-1)!;
    // It starts a moment from now, not at the planned instant 350 ms ahead.
    expect(run.options.heardAt!).toBeLessThan(sent.at(-1)!.heardAt);
    expect(run.options.loop).toBeDefined();
  });
});
