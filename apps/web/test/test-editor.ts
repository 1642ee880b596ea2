/**
 * A headless driver for the editor: the real controller and pointer tools, fed synthetic
 * pointer and key events, with a host that records what the app would be told.
 */
import {
  createDefaultSong,
  DEFAULT_PREFERENCES,
  type Instrument,
  type Preferences,
  type Song,
  type TimeSignature,
} from '@ringalong/song';
import { EditorController } from '../src/editor/controller/controller.ts';
import { handleKey, type KeyInput } from '../src/editor/controller/keyboard.ts';
import { beatToX, rowCenterY } from '../src/editor/coords.ts';
import { loadComposerGestures, PointerTool } from '../src/editor/tools/pointer-tool.ts';
import type { EditorHost, PlaybackState } from '../src/editor/types.ts';
import { FakeAudio } from './fake-audio.ts';

// The composer's gestures arrive at the first sign of interaction, the bar numbers' presses with the
// layers at start: a test drives a user who is past both.
await loadComposerGestures();
await import('../src/editor/render/bar-labels.ts');

export const WIDTH = 1000;
export const HEIGHT = 600;

export class TestEditor {
  prefs: Preferences;
  readonly audio = new FakeAudio();
  readonly edits: Song[] = [];
  readonly playbackChanges: PlaybackState[] = [];
  readonly barMenus: { barStart: number; currentTimeSig: TimeSignature }[] = [];
  bellMenus = 0;
  saves = 0;
  /** Each refusal at the note limit: how many notes did not go in. */
  readonly noteLimits: number[] = [];
  /** Each time martellato was set on handchime notes: how many. */
  readonly chimeMartellatos: number[] = [];
  readonly controller: EditorController;
  readonly tool: PointerTool;

  constructor(prefs: Partial<Preferences> = {}, song: Song = createDefaultSong()) {
    this.prefs = { ...DEFAULT_PREFERENCES, editMode: true, ...prefs };
    const host: EditorHost = {
      getPreferences: () => this.prefs,
      onSongEdited: (edited) => this.edits.push(edited),
      onPlaybackChange: (state) => this.playbackChanges.push(state),
      onOpenBarMenu: (data) => this.barMenus.push(data),
      onOpenBellMenu: () => this.bellMenus++,
      onSaveRequested: () => this.saves++,
      onNoteLimit: (notAdded) => this.noteLimits.push(notAdded),
      onChimeMartellato: (notes) => this.chimeMartellatos.push(notes),
    };
    this.controller = new EditorController(host, this.audio, song);
    this.controller.setSize(WIDTH, HEIGHT);
    this.tool = new PointerTool(this.controller);
  }

  get song(): Song {
    return this.controller.song;
  }

  beats(pitchId: number, instrument: Instrument = 'handbell'): number[] {
    return (
      this.song.staves
        .find((s) => s.pitchId === pitchId && s.instrument === instrument)
        ?.notes.map((n) => n.beat) ?? []
    );
  }

  /** Where a note on this pitch (and instrument's row) at this beat is drawn now. */
  at(pitchId: number, beat: number, instrument: Instrument = 'handbell'): { x: number; y: number } {
    const vp = this.controller.viewport();
    const row = this.controller.rows().findIndex((r) => r.pitchId === pitchId && r.instrument === instrument);
    if (row < 0) throw new Error(`no row for pitch ${pitchId}`);
    return { x: beatToX(vp, beat), y: rowCenterY(vp, row) };
  }

  down(x: number, y: number, options: { shift?: boolean; id?: number } = {}): this {
    this.tool.down(options.id ?? 1, { x, y, shiftKey: options.shift ?? false });
    return this;
  }

  move(x: number, y: number, options: { shift?: boolean; id?: number } = {}): this {
    this.tool.move(options.id ?? 1, { x, y, shiftKey: options.shift ?? false });
    return this;
  }

  up(x: number, y: number, options: { shift?: boolean; id?: number } = {}): this {
    this.tool.up(options.id ?? 1, { x, y, shiftKey: options.shift ?? false });
    return this;
  }

  click(x: number, y: number, options: { shift?: boolean } = {}): this {
    return this.down(x, y, options).up(x, y, options);
  }

  /** Press, move in steps, release. */
  drag(x0: number, y0: number, x1: number, y1: number, options: { shift?: boolean } = {}): this {
    this.down(x0, y0, options);
    for (let step = 1; step <= 4; step++) {
      this.move(x0 + ((x1 - x0) * step) / 4, y0 + ((y1 - y0) * step) / 4, options);
    }
    return this.up(x1, y1, options);
  }

  /** A key press; returns whether the editor took it (and so prevented the browser's action). */
  key(key: string, options: Partial<Omit<KeyInput, 'key'>> = {}): boolean {
    return handleKey(this.controller, {
      key,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      bodyFocused: true,
      spaceFree: true,
      typing: false,
      ...options,
    });
  }

  /** One animation frame after the audio clock moved on by `seconds`. */
  frame(seconds: number): boolean {
    this.audio.advance(seconds);
    return this.controller.playback.tick();
  }
}
