/**
 * MIDI messages as step entry reads them: a key down (note on with a velocity), a key up (note off,
 * or note on at velocity 0, as many keyboards send), the sustain pedal (controller 64) down or up.
 * Everything else (clock, pitch bend, other controllers) is nothing to us.
 */
export type MidiEvent =
  | { readonly kind: 'down'; readonly pitch: number }
  | { readonly kind: 'up'; readonly pitch: number }
  | { readonly kind: 'pedal'; readonly down: boolean };

const NOTE_OFF = 0x80;
const NOTE_ON = 0x90;
const CONTROL = 0xb0;
const SUSTAIN = 64;

export function readMidi(data: ArrayLike<number>): MidiEvent | null {
  const [status = 0, first = 0, second = 0] = Array.from(data);
  const kind = status & 0xf0;
  if (kind === NOTE_ON && second > 0) return { kind: 'down', pitch: first };
  if (kind === NOTE_ON || kind === NOTE_OFF) return { kind: 'up', pitch: first };
  if (kind === CONTROL && first === SUSTAIN) return { kind: 'pedal', down: second >= 64 };
  return null;
}
