import { expect, test } from 'vitest';
import { createMasterBus, MASTER_DELAY_SECONDS } from './master-bus';

const RATE = 48000;
const AT = 0.1;

/** Where a click sent into `route` at AT seconds first leaves the master bus, in samples. */
async function onsetThrough(route: 'input' | 'directInput', room: boolean): Promise<number> {
  const context = new OfflineAudioContext(1, RATE / 2, RATE);
  const bus = createMasterBus(context);
  bus.setRoom(room);
  bus.output.connect(context.destination);
  const click = context.createBuffer(1, 1, RATE);
  click.getChannelData(0)[0] = 0.5;
  const source = context.createBufferSource();
  source.buffer = click;
  source.connect(bus[route]);
  source.start(AT);
  const out = (await context.startRendering()).getChannelData(0);
  return out.findIndex((sample) => Math.abs(sample) > 1e-6);
}

test('a preview leaves the master bus at once; playback after the limiter lookahead', async () => {
  const start = Math.round(AT * RATE);
  expect(await onsetThrough('directInput', false)).toBe(start);
  expect(await onsetThrough('input', false)).toBeGreaterThanOrEqual(
    start + Math.round(MASTER_DELAY_SECONDS * RATE) - 1,
  );
  // With the room on, the preview's dry sound is still first out.
  expect(await onsetThrough('directInput', true)).toBe(start);
});

test("a preview passes at the bells' level, untouched (as a single bell does through playback)", async () => {
  const level = async (route: 'input' | 'directInput') => {
    const context = new OfflineAudioContext(1, RATE / 2, RATE);
    const bus = createMasterBus(context);
    bus.output.connect(context.destination);
    const tone = context.createBuffer(1, RATE / 5, RATE);
    const data = tone.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / RATE);
    const source = context.createBufferSource();
    source.buffer = tone;
    source.connect(bus[route]);
    source.start(AT);
    const out = (await context.startRendering()).getChannelData(0);
    const from = Math.round((AT + 0.05) * RATE);
    let peak = 0;
    for (let i = from; i < from + RATE / 20; i++) peak = Math.max(peak, Math.abs(out[i]!));
    return peak;
  };
  // Half scale, as every strike: 0.3 in, 0.15 out.
  expect(await level('directInput')).toBeCloseTo(0.15, 4);
});
