/**
 * Audio as an Ogg Opus file, through mediabunny (MPL-2.0, kept up) and the browser's own Opus
 * encoder (WebCodecs): no encoder is downloaded, and this module, with mediabunny, loads only
 * when a user chooses the compressed format. Opus runs at 48 kHz: mediabunny resamples.
 */
import {
  AudioBufferSource,
  BufferTarget,
  canEncodeAudio,
  OggOutputFormat,
  Output,
  QUALITY_HIGH,
} from 'mediabunny';

const OPUS_RATE = 48_000;
/** Handed to the encoder a slice at a time, so progress shows and a Cancel is heard. */
const SLICE_SECONDS = 10;

export interface EncodeControl {
  readonly signal?: AbortSignal;
  /** The share encoded, 0 to 1. */
  readonly onProgress?: (done: number) => void;
}

/** Whether this browser can encode the file at all (WebCodecs with Opus). */
export function canEncodeOpus(channels: number): Promise<boolean> {
  return canEncodeAudio('opus', { numberOfChannels: channels, sampleRate: OPUS_RATE });
}

/** Frames `start` to `end` of `buffer` as Ogg Opus bytes (high quality, about 160 kbit/s stereo). */
export async function encodeOggOpus(
  buffer: AudioBuffer,
  start: number,
  end: number,
  control: EncodeControl = {},
): Promise<Uint8Array> {
  const output = new Output({ format: new OggOutputFormat(), target: new BufferTarget() });
  const source = new AudioBufferSource({
    codec: 'opus',
    quality: QUALITY_HIGH,
    transform: { sampleRate: OPUS_RATE },
  });
  output.addAudioTrack(source);
  await output.start();
  const sliceFrames = SLICE_SECONDS * buffer.sampleRate;
  for (let from = start; from < end; from += sliceFrames) {
    if (control.signal?.aborted) {
      await output.cancel();
      throw new DOMException('The export was cancelled.', 'AbortError');
    }
    const length = Math.min(sliceFrames, end - from);
    const slice = new AudioBuffer({
      length,
      sampleRate: buffer.sampleRate,
      numberOfChannels: buffer.numberOfChannels,
    });
    for (let c = 0; c < buffer.numberOfChannels; c++) {
      slice.copyToChannel(buffer.getChannelData(c).subarray(from, from + length), c);
    }
    await source.add(slice);
    control.onProgress?.((from + length - start) / (end - start));
  }
  await output.finalize();
  return new Uint8Array(output.target.buffer!);
}
