/**
 * Strikes of synthesized bells: each strike plays the bell's rendered body and clang through
 * gains that carry its technique, its small variation and its damping (the bell is rendered
 * already placed on the tables, in stereo). Five or six nodes a strike, all plain Web Audio.
 */
import { type BellBuffers, renderBells, renderedBell } from './bell-render';
import { articulationOf, shapeCurve } from './techniques';
import { type Bell, RELEASE_SECONDS, type Strike, type Voice, type VoiceOutput } from './voice';

/** A damped bell is silent (below -70 dB) this many damping time constants after the damp. */
const SILENT_AFTER = 8;
/** A row's bell struck again: the ringing one is stopped this fast, under the new strike. */
const RESTRIKE_DAMP_SECONDS = 0.012;
/** The strike's brightness is tilted above this frequency, strike by strike (`strikeTilt`). */
const TILT_HZ = 2500;
/** How long a brush damp's swish lasts. */
const BRUSH_SECONDS = 0.12;

/**
 * How much brighter (dB above `TILT_HZ`) a strike's colour is than the rendered one: a clapper
 * never lands twice the same (+-2 dB), and a softer stroke is duller (6 dB for every 10 dB
 * softer, down to -12 dB), as on a real bell.
 */
export function strikeTilt(velocity: number, variation: number): number {
  const landing = 4 * (((variation * 3.71) % 1) - 0.5);
  const softer = 6 * Math.log10(Math.max(velocity, 1e-3));
  return Math.max(-12, softer) + landing;
}

export function createBellVoice(output: VoiceOutput): Voice {
  const { context } = output;
  const rate = context.sampleRate;
  const bellOf = (bell: Bell): BellBuffers | undefined => renderedBell(bell.midi, bell.instrument, rate);

  return {
    prepare(bells) {
      const missing = bells.filter((bell) => !bellOf(bell));
      if (missing.length === 0) return null;
      return renderBells(missing, rate).then(() => {});
    },

    warmUp(when, seconds) {
      const blip = context.createBuffer(1, Math.max(1, Math.round(seconds * rate)), rate);
      blip.getChannelData(0).fill(1e-4);
      const source = context.createBufferSource();
      source.buffer = blip;
      source.connect(output.lane(when, when + seconds).input);
      source.start(when);
    },

    strike(request): Strike | null {
      // The brush's swish where a brush damp ends the ring: band-passed noise for 0.12 s.
      const brushAt = (time: number, level: number, variation: number, into: AudioNode) => {
        const length = Math.round(BRUSH_SECONDS * rate);
        const noise = context.createBuffer(1, length, rate);
        const data = noise.getChannelData(0);
        let seed = Math.floor(variation * 2 ** 31) || 1;
        for (let i = 0; i < length; i++) {
          seed = (seed * 1103515245 + 12345) % 2 ** 31;
          const rise = Math.min(1, i / (0.02 * rate));
          data[i] = (seed / 2 ** 30 - 1) * rise * (1 - i / length);
        }
        const source = context.createBufferSource();
        source.buffer = noise;
        const band = context.createBiquadFilter();
        band.type = 'bandpass';
        band.frequency.value = 2500;
        band.Q.value = 0.7;
        const gain = context.createGain();
        gain.gain.value = level;
        source.connect(band).connect(gain).connect(into);
        source.start(time);
      };
      const bell = bellOf(request);
      if (!bell) return null;
      const { when } = request;
      const articulation = articulationOf(request.technique);
      // Small differences strike to strike: the ring within +-0.4 dB, the strike's colour +-3 dB.
      const body = request.velocity * articulation.body * (1 + 0.09 * (request.variation - 0.5));
      const clangVariation = ((request.variation * 7.31) % 1) - 0.5;
      const clang = request.velocity * articulation.clang * 10 ** ((6 * clangVariation) / 20);

      let ringEnd = articulation.letVibrate ? undefined : request.until;
      if (articulation.ringSeconds !== undefined) {
        ringEnd = Math.min(ringEnd ?? Number.POSITIVE_INFINITY, when + articulation.ringSeconds);
      }
      const natural = when + bell.body.duration;
      let end =
        ringEnd === undefined
          ? natural
          : Math.min(natural, ringEnd + SILENT_AFTER * articulation.dampSeconds);

      const bodySource = context.createBufferSource();
      bodySource.buffer = bell.body;
      const clangSource = context.createBufferSource();
      clangSource.buffer = bell.clang;
      // The envelope carries the body's level and the damping; the clang's gain is relative to it.
      const envelope = context.createGain();
      if (articulation.attackSeconds > 0) {
        envelope.gain.setValueAtTime(0, when);
        envelope.gain.linearRampToValueAtTime(body, when + articulation.attackSeconds);
      } else envelope.gain.value = body;
      if (ringEnd !== undefined) envelope.gain.setTargetAtTime(0, ringEnd, articulation.dampSeconds);
      const clangGain = context.createGain();
      clangGain.gain.value = clang / body;
      const tilt = context.createBiquadFilter();
      tilt.type = 'highshelf';
      tilt.frequency.value = TILT_HZ;
      tilt.gain.value = strikeTilt(request.velocity * articulation.clang, request.variation);
      if (articulation.shape) {
        // The bell's motion shapes its ring; the strike is over before it matters.
        const shape = context.createGain();
        shape.gain.setValueCurveAtTime(shapeCurve(articulation.shape, 1), when, articulation.shape.seconds);
        bodySource.connect(shape).connect(envelope);
      } else bodySource.connect(envelope);
      clangSource.connect(tilt).connect(clangGain).connect(envelope);
      const lane = output.lane(when, end, request.direct);
      envelope.connect(lane.input);
      const sources = [bodySource, clangSource];
      let ended = false;
      bodySource.onended = () => {
        ended = true;
        envelope.disconnect();
      };
      if (articulation.brush && ringEnd !== undefined)
        brushAt(ringEnd, articulation.brush * request.velocity, request.variation, lane.input);
      bodySource.start(when);
      clangSource.start(when);
      for (const source of sources) source.stop(end);

      const fadeFrom = (time: number, seconds: number, silentAfter: number) => {
        if (ended || time >= end) return;
        if (time <= when) {
          ended = true;
          for (const source of sources) source.stop();
          envelope.disconnect();
          lane.endsBy(time);
          return;
        }
        envelope.gain.cancelScheduledValues(time);
        envelope.gain.setTargetAtTime(0, time, seconds);
        end = Math.min(end, time + silentAfter);
        for (const source of sources) source.stop(end);
        lane.endsBy(end);
      };
      return {
        start: when,
        get end() {
          return end;
        },
        cancel: (time) => fadeFrom(time, RELEASE_SECONDS / 6, RELEASE_SECONDS),
        damp: (time) => fadeFrom(time, RESTRIKE_DAMP_SECONDS, SILENT_AFTER * RESTRIKE_DAMP_SECONDS),
      };
    },
  };
}
