import { createDefaultSong, type Song } from '@ringalong/song';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { HEIGHT, TestEditor, WIDTH } from '../../../test/test-editor.ts';

type Action =
  | { kind: 'click'; x: number; y: number; shift: boolean }
  | { kind: 'drag'; x: number; y: number; dx: number; dy: number; shift: boolean }
  | { kind: 'key'; key: string; ctrl: boolean }
  /** Space: play or pause. */
  | { kind: 'space' }
  /** The audio clock moves on; with `frame`, an animation frame follows (playback reads the clock). */
  | { kind: 'time'; seconds: number; frame: boolean };

const point = { x: fc.integer({ min: 0, max: WIDTH }), y: fc.integer({ min: 0, max: HEIGHT }) };
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('click' as const), ...point, shift: fc.boolean() }),
  fc.record({
    kind: fc.constant('drag' as const),
    ...point,
    dx: fc.integer({ min: -400, max: 400 }),
    dy: fc.integer({ min: -200, max: 200 }),
    shift: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('key' as const),
    key: fc.constantFrom('a', 'c', 'v', 'z', 'y', 'Delete', 'Backspace'),
    ctrl: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('space' as const) }),
  fc.record({
    kind: fc.constant('time' as const),
    seconds: fc.integer({ min: 0, max: 200 }).map((tenths) => tenths / 10),
    frame: fc.boolean(),
  }),
);

function perform(ed: TestEditor, act: Action): void {
  if (act.kind === 'click') ed.click(act.x, act.y, { shift: act.shift });
  else if (act.kind === 'drag') ed.drag(act.x, act.y, act.x + act.dx, act.y + act.dy, { shift: act.shift });
  else if (act.kind === 'key') ed.key(act.key, { ctrlKey: act.ctrl });
  else if (act.kind === 'space') ed.key(' ');
  else if (act.frame) ed.frame(act.seconds);
  else ed.audio.advance(act.seconds);
}

function checkSong(song: Song): void {
  for (const stave of song.staves) {
    for (let i = 0; i < stave.notes.length; i++) {
      const beat = stave.notes[i]!.beat;
      expect(beat).toBeGreaterThanOrEqual(0);
      if (i > 0) expect(beat).toBeGreaterThan(stave.notes[i - 1]!.beat);
    }
  }
}

test('whatever the user does, playing or not, notes stay sorted, single and at or after beat 0, the view stays inside the song, and undo walks back to the start', async () => {
  fc.assert(
    fc.property(fc.boolean(), fc.array(action, { maxLength: 30 }), (editMode, actions) => {
      const ed = new TestEditor({ editMode, snapPeriod: 0.5 });
      const start = ed.song;
      for (const act of actions) {
        perform(ed, act);
        checkSong(ed.song);
        const { from, to } = ed.controller.positionRange();
        expect(ed.controller.position).toBeGreaterThanOrEqual(from);
        expect(ed.controller.position).toBeLessThanOrEqual(to);
        // Every song the app was told about is the one the editor holds at that moment.
        if (ed.edits.length > 0) expect(ed.edits.at(-1)).toBe(ed.song);
      }
      if (!editMode) expect(ed.song).toBe(start);
      for (let i = 0; i < actions.length; i++) ed.controller.undo();
      if (actions.length <= 50) expect(ed.song).toBe(start);
    }),
    { numRuns: 150 },
  );
});

test('every note added by a click is on the snapping grid', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(1, 0.5, 0.25),
      fc.array(fc.record(point), { minLength: 1, maxLength: 20 }),
      (snapPeriod, clicks) => {
        const ed = new TestEditor({ snapPeriod: snapPeriod as 1 | 0.5 | 0.25 }, createDefaultSong());
        for (const { x, y } of clicks) ed.click(x, y);
        for (const stave of ed.song.staves) {
          for (const note of stave.notes)
            expect(note.beat / snapPeriod).toBe(Math.round(note.beat / snapPeriod));
        }
      },
    ),
  );
});
