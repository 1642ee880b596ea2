import { describe, expect, test } from 'vitest';
import { connectMidi, type MidiAccessLike, type MidiInputLike } from './access.ts';
import { StepEntry } from './step-entry.ts';

const on = (pitch: number, velocity = 90) => [0x90, pitch, velocity];
const off = (pitch: number) => [0x80, pitch, 0];
const pedal = (down: boolean) => [0xb0, 64, down ? 127 : 0];

function entry(composer = true) {
  const done: string[] = [];
  const step = new StepEntry({
    composer: () => composer,
    place: (pitch) => done.push(`place ${pitch}`),
    advance: () => done.push('advance'),
    preview: (pitch) => done.push(`preview ${pitch}`),
    nextLength: () => done.push('length'),
  });
  return { done, send: (data: number[]) => step.message(data) };
}

describe('step entry from a MIDI keyboard', () => {
  test('each key places its note; the cursor moves on once the key is up', () => {
    const { done, send } = entry();
    send(on(60));
    send(off(60));
    send(on(62));
    // A note on at velocity 0 is a key up, as many keyboards send it.
    send(on(62, 0));
    expect(done).toEqual(['place 60', 'advance', 'place 62', 'advance']);
  });

  test('keys held down together are one chord: every note placed, one move on when the last is up', () => {
    const { done, send } = entry();
    send(on(60));
    send(on(64));
    send(off(60));
    send(on(67));
    send(off(64));
    send(off(67));
    expect(done).toEqual(['place 60', 'place 64', 'place 67', 'advance']);
  });

  test('the sustain pedal, pressed, steps the length once per press', () => {
    const { done, send } = entry();
    send(pedal(true));
    send(pedal(true));
    send(pedal(false));
    send(pedal(true));
    expect(done).toEqual(['length', 'length']);
  });

  test('in the player a key only sounds its bell', () => {
    const { done, send } = entry(false);
    send(on(72));
    send(off(72));
    expect(done).toEqual(['preview 72']);
  });
});

describe('the Web MIDI boundary', () => {
  test('without Web MIDI it says so, and nothing is asked of the browser', async () => {
    expect(await connectMidi(undefined, () => undefined)).toEqual({ kind: 'unsupported' });
  });

  test('a refusal is told with its reason', async () => {
    const refused = await connectMidi(
      () => Promise.reject(new Error('SecurityError')),
      () => undefined,
    );
    expect(refused).toEqual({ kind: 'refused', reason: 'SecurityError' });
  });

  test('every input’s messages come through, until stopped', async () => {
    const input: MidiInputLike = { name: 'Virtual keys', onmidimessage: null };
    const access: MidiAccessLike = {
      inputs: new Map([['a', input]]),
      onstatechange: null,
    };
    const got: number[][] = [];
    const connection = await connectMidi(
      () => Promise.resolve(access),
      (data) => got.push([...data]),
    );
    if (connection.kind !== 'connected') throw new Error('not connected');
    expect(connection.inputs()).toEqual(['Virtual keys']);
    input.onmidimessage?.({ data: new Uint8Array(on(60)) });
    connection.stop();
    expect(input.onmidimessage).toBeNull();
    expect(got).toEqual([on(60)]);
  });
});
