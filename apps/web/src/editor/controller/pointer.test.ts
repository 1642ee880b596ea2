import { noteKey } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor, WIDTH } from '../../../test/test-editor.ts';
import { pencilAt } from '../tools/click.ts';

describe('composer clicks', () => {
  test('clicking empty space adds a note on that row at the snapped beat, sounds it and marks an edit', () => {
    const ed = new TestEditor();
    const { x, y } = ed.at(62, 2);
    ed.click(x + 10, y + 5);
    expect(ed.beats(62)).toEqual([2]);
    expect(ed.beats(60)).toEqual([]);
    // Sounded an octave above written, as handbells do (the default preference).
    expect(ed.audio.previews).toEqual([{ pitchId: 62, transposeSemitones: 12, instrument: 'handbell' }]);
    expect(ed.edits).toHaveLength(1);
  });

  test('the snapping period from the preferences decides the beat', () => {
    for (const [snapPeriod, expected] of [
      [1, 2],
      [0.5, 2.5],
      [0.25, 2.25],
    ] as const) {
      const ed = new TestEditor({ snapPeriod });
      const { x, y } = ed.at(60, 2.3);
      ed.click(x, y);
      expect(ed.beats(60)).toEqual([expected]);
    }
    const free = new TestEditor({ snapPeriod: 0 });
    const { x, y } = free.at(60, 2.3);
    free.click(x, y);
    expect(free.beats(60)[0]).toBeCloseTo(2.3, 6);
  });

  test('no note before beat 0, and none between or outside the rows', () => {
    const ed = new TestEditor();
    const before = ed.at(60, -1);
    ed.click(before.x, before.y);
    ed.click(ed.at(60, 2).x, 30);
    expect(ed.song.staves.every((s) => s.notes.length === 0)).toBe(true);
    expect(ed.edits).toHaveLength(0);
    expect(ed.audio.previews).toHaveLength(0);
  });

  test('at the note limit of 2000 a click adds nothing', () => {
    const full = songWith({ 67: Array.from({ length: 2000 }, (_, i) => 100 + i) });
    const ed = new TestEditor({}, full);
    const { x, y } = ed.at(60, 1);
    ed.click(x, y);
    expect(ed.beats(60)).toEqual([]);
    expect(ed.edits).toHaveLength(0);
    // The app is told, so it can say why nothing happened.
    expect(ed.noteLimits).toEqual([1]);
  });

  test('below the limit, or a click refused for another reason, reports no note limit', () => {
    const ed = new TestEditor({}, songWith({ 67: Array.from({ length: 1998 }, (_, i) => 100 + i) }));
    ed.click(ed.at(60, 1).x, ed.at(60, 1).y);
    ed.click(ed.at(60, -1).x, ed.at(60, -1).y);
    expect(ed.beats(60)).toEqual([1]);
    expect(ed.noteLimits).toEqual([]);
  });

  test('clicking a note deletes it', () => {
    const ed = new TestEditor({}, songWith({ 64: [1, 2] }));
    const { x, y } = ed.at(64, 1);
    ed.click(x + 4, y - 4);
    expect(ed.beats(64)).toEqual([2]);
    expect(ed.edits).toHaveLength(1);
  });

  test('shift-click toggles a note in and out of the selection without editing', () => {
    const ed = new TestEditor({}, songWith({ 64: [1] }));
    const { x, y } = ed.at(64, 1);
    ed.click(x, y, { shift: true });
    expect([...ed.controller.selection]).toEqual([noteKey({ pitchId: 64, instrument: 'handbell', beat: 1 })]);
    ed.click(x, y, { shift: true });
    expect(ed.controller.selection.size).toBe(0);
    expect(ed.beats(64)).toEqual([1]);
    expect(ed.edits).toHaveLength(0);
  });

  test('clicking empty space with a selection only deselects', () => {
    const ed = new TestEditor({}, songWith({ 64: [1] }));
    const note = ed.at(64, 1);
    ed.click(note.x, note.y, { shift: true });
    const empty = ed.at(60, 3);
    ed.click(empty.x, empty.y);
    expect(ed.controller.selection.size).toBe(0);
    expect(ed.beats(60)).toEqual([]);
    ed.click(empty.x, empty.y);
    expect(ed.beats(60)).toEqual([3]);
  });

  test("'Jump to Center when adding notes' brings the new note to the middle", () => {
    const ed = new TestEditor({ jumpToCenter: true });
    const { x, y } = ed.at(60, 8);
    ed.click(x, y);
    expect(ed.at(60, 8).x).toBeCloseTo(WIDTH / 2, 6);
    const still = new TestEditor({ jumpToCenter: false });
    still.click(x, y);
    expect(still.at(60, 8).x).toBeCloseTo(x, 6);
  });

  test('the player does not edit on click', () => {
    const ed = new TestEditor({ editMode: false });
    const { x, y } = ed.at(60, -1);
    ed.click(x, y);
    expect(ed.song.staves.every((s) => s.notes.length === 0)).toBe(true);
  });
});

describe('drags', () => {
  test('movement under 7 px is still a click; 7 px or more is a drag', () => {
    const ed = new TestEditor();
    const { x, y } = ed.at(60, 2);
    ed.down(x, y)
      .move(x + 4, y + 4)
      .up(x + 4, y + 4);
    expect(ed.beats(60)).toEqual([2]);
    const position = ed.controller.position;
    ed.down(x, y + 90)
      .move(x + 7, y + 90)
      .up(x + 7, y + 90);
    expect(ed.beats(62)).toEqual([]);
    expect(ed.controller.position).not.toBe(position);
  });

  test('composer: dragging left moves time forward, the beat under the pointer follows it', () => {
    const ed = new TestEditor();
    ed.controller.setPosition(0);
    const { x, y } = ed.at(60, 3);
    ed.drag(x, y, x - 144, y);
    expect(ed.controller.position).toBeCloseTo(2, 6);
    expect(ed.at(60, 3).x).toBeCloseTo(x - 144, 6);
  });

  test('player: dragging right moves time forward, toward the hit point on the right', () => {
    const ed = new TestEditor({ editMode: false }, songWith({ 60: [0, 4, 8] }));
    ed.controller.setPosition(0);
    const { x, y } = ed.at(60, 4);
    ed.drag(x, y, x + 72, y);
    expect(ed.controller.position).toBeCloseTo(1, 6);
  });

  test('dragging stops at the start of the warm-up and at the end', () => {
    const ed = new TestEditor({ editMode: false }, songWith({ 60: [0, 4] }));
    ed.drag(500, 200, 0, 200);
    expect(ed.controller.position).toBe(-4);
    ed.drag(0, 200, 1000, 200);
    expect(ed.controller.position).toBe(4);
  });

  test('Escape during a drag puts time back', () => {
    const ed = new TestEditor();
    const start = ed.controller.position;
    ed.down(600, 200).move(400, 200);
    expect(ed.controller.position).not.toBe(start);
    ed.tool.cancel();
    expect(ed.controller.position).toBe(start);
    expect(ed.tool.state.id).toBe('idle');
  });

  test('a second finger makes it a drag: two fingers scroll, they never add a note', () => {
    const ed = new TestEditor();
    const { x, y } = ed.at(60, 2);
    ed.down(x, y, { id: 1 }).down(x + 50, y, { id: 2 });
    ed.move(x - 72, y, { id: 1 }).move(x - 22, y, { id: 2 });
    ed.up(x - 72, y, { id: 1 }).up(x - 22, y, { id: 2 });
    expect(ed.beats(60)).toEqual([]);
    expect(ed.controller.position).toBeCloseTo(-3, 6);
  });

  test('pressing on the canvas pauses playback', () => {
    const ed = new TestEditor({}, songWith({ 60: [0, 8] }));
    ed.controller.playback.play();
    ed.frame(0.5);
    ed.down(600, 20);
    expect(ed.controller.playback.state).toBe('paused');
    expect(ed.playbackChanges).toEqual(['playing', 'paused']);
  });

  test('dragging a selected note moves the selection as one undo entry; Escape undoes the drag', () => {
    const ed = new TestEditor({}, songWith({ 60: [1], 62: [2] }));
    for (const [pitch, beat] of [
      [60, 1],
      [62, 2],
    ] as const) {
      const at = ed.at(pitch, beat);
      ed.click(at.x, at.y, { shift: true });
    }
    const grab = ed.at(60, 1);
    ed.drag(grab.x, grab.y, grab.x + 72, grab.y);
    expect(ed.beats(60)).toEqual([2]);
    expect(ed.beats(62)).toEqual([3]);
    expect(ed.edits).toHaveLength(1);
    ed.controller.undo();
    expect(ed.beats(60)).toEqual([1]);

    const again = ed.at(60, 1);
    ed.click(again.x, again.y, { shift: true });
    ed.down(again.x, again.y).move(again.x + 144, again.y);
    expect(ed.beats(60)).toEqual([3]);
    ed.tool.cancel();
    expect(ed.beats(60)).toEqual([1]);
    expect(ed.edits).toHaveLength(2);
  });
});

describe('box selection', () => {
  test('shift-drag on empty space draws a box and selects the notes inside it', () => {
    const ed = new TestEditor({}, songWith({ 60: [1, 2, 6], 62: [1.5], 67: [1] }));
    const a = ed.at(60, 0.5);
    const b = ed.at(62, 2.5);
    const top = Math.min(a.y, b.y) - 20;
    const bottom = Math.max(a.y, b.y) + 20;
    ed.down(a.x, top, { shift: true }).move(b.x, bottom, { shift: true });
    expect(ed.controller.box).toEqual({ x0: a.x, y0: top, x1: b.x, y1: bottom });
    ed.up(b.x, bottom, { shift: true });
    expect(ed.controller.box).toBeNull();
    expect([...ed.controller.selection].sort()).toEqual(
      [
        noteKey({ pitchId: 60, instrument: 'handbell', beat: 1 }),
        noteKey({ pitchId: 60, instrument: 'handbell', beat: 2 }),
        noteKey({ pitchId: 62, instrument: 'handbell', beat: 1.5 }),
      ].sort(),
    );
    expect(ed.edits).toHaveLength(0);
  });

  test('Escape drops the box and keeps the earlier selection', () => {
    const ed = new TestEditor({}, songWith({ 60: [1, 2] }));
    const note = ed.at(60, 1);
    ed.click(note.x, note.y, { shift: true });
    const from = ed.at(60, 1.5);
    ed.down(from.x, from.y - 20, { shift: true }).move(from.x + 100, from.y + 20, { shift: true });
    ed.tool.cancel();
    expect(ed.controller.box).toBeNull();
    expect([...ed.controller.selection]).toEqual([noteKey({ pitchId: 60, instrument: 'handbell', beat: 1 })]);
  });
});

describe('buttons and the seeker bar', () => {
  test('the pencil above a strong barline opens the Bar Menu for that bar', () => {
    const ed = new TestEditor();
    ed.click(ed.at(60, 4).x, 25);
    expect(ed.barMenus).toEqual([{ barStart: 4, currentTimeSig: { beat: 0, numerator: 4, denominator: 4 } }]);
    expect(ed.song.staves.every((s) => s.notes.length === 0)).toBe(true);
  });

  test('the plus/minus button opens the Bell Menu', () => {
    const ed = new TestEditor();
    ed.click(30, 25);
    expect(ed.bellMenus).toBe(1);
  });

  test('a fingertip just beside a drawn button still presses it (tablet)', () => {
    const ed = new TestEditor();
    // The pencil is drawn 28 px wide centred on the barline, from y 11 to 39.
    ed.click(ed.at(60, 4).x + 14 + 6, 39 + 6);
    expect(ed.barMenus.map((menu) => menu.barStart)).toEqual([4]);
    // The plus/minus button is drawn from x 12 to 56.
    ed.click(56 + 6, 25);
    expect(ed.bellMenus).toBe(1);
    // Well clear of any button, a press in the top band is no button press.
    ed.click(ed.at(60, 4).x + 14 + 20, 25);
    expect(ed.barMenus).toHaveLength(1);
    expect(ed.bellMenus).toBe(1);
  });

  test('between two close pencils the nearer one answers', () => {
    // Squeezed spacing: 4/4 bars 24 px apart, so the pencils' reaches overlap.
    const ed = new TestEditor({ dotSpacingComposer: 10 });
    const width = ed.at(60, 8).x - ed.at(60, 4).x;
    expect(width).toBeLessThan(28 + 2 * 8);
    // Asked of the pencils alone: squeezed, a bar's number reaches under them, and a press on a
    // number goes to its bar (transport.test.ts).
    expect(pencilAt(ed.controller, ed.at(60, 4).x + width / 2 - 3, 25)).toBe(4);
    expect(pencilAt(ed.controller, ed.at(60, 4).x + width / 2 + 3, 25)).toBe(8);
  });

  test('no buttons in the player', () => {
    const ed = new TestEditor({ editMode: false });
    ed.click(30, 25);
    expect(ed.bellMenus).toBe(0);
  });

  test('pressing the seeker bar jumps there and scrubbing follows the pointer', () => {
    const ed = new TestEditor({}, songWith({ 60: [0, 16] }));
    ed.down(WIDTH - 20, 550);
    expect(ed.controller.position).toBe(ed.controller.positionRange().to);
    ed.move(20, 550);
    expect(ed.controller.position).toBe(-4);
    ed.move(WIDTH / 2, 550).up(WIDTH / 2, 550);
    const { from, to } = ed.controller.positionRange();
    expect(ed.controller.position).toBeCloseTo((from + to) / 2, 6);
    expect(ed.edits).toHaveLength(0);
  });
});
