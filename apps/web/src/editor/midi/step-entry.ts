/**
 * Step entry from a MIDI keyboard: each key pressed places a note at the cursor; keys held down
 * together are a chord, placed on the same beat; when the last key of a chord comes up, the cursor
 * moves on a step (the snapping value). The sustain pedal, pressed, steps the length of new notes
 * to the next choice. In the player a key only sounds its bell. What is done with each is the
 * caller's (the app dispatches the registry's actions), so the keys, the text view and a MIDI
 * keyboard change the song the same way.
 */
import { type MidiEvent, readMidi } from './messages.ts';

export interface StepEntryOut {
  /** Whether the composer is showing (else the player: keys preview their bells). */
  composer(): boolean;
  /** A key went down in the composer: its note at the cursor. */
  place(pitch: number): void;
  /** The last key of a chord came up: the cursor moves on a step. */
  advance(): void;
  /** The player: the key's bell sounds. */
  preview(pitch: number): void;
  /** The sustain pedal went down: the next length of new notes. */
  nextLength(): void;
}

export class StepEntry {
  readonly #held = new Set<number>();
  #placed = false;
  #pedal = false;

  constructor(private readonly out: StepEntryOut) {}

  /** One MIDI message's bytes. */
  message(data: ArrayLike<number>): void {
    const event = readMidi(data);
    if (event) this.event(event);
  }

  event(event: MidiEvent): void {
    if (event.kind === 'pedal') {
      if (event.down && !this.#pedal) this.out.nextLength();
      this.#pedal = event.down;
      return;
    }
    if (event.kind === 'down') {
      if (this.#held.has(event.pitch)) return;
      this.#held.add(event.pitch);
      if (!this.out.composer()) {
        this.out.preview(event.pitch);
        return;
      }
      this.out.place(event.pitch);
      this.#placed = true;
      return;
    }
    if (!this.#held.delete(event.pitch)) return;
    if (this.#held.size === 0 && this.#placed) {
      this.#placed = false;
      if (this.out.composer()) this.out.advance();
    }
  }
}
