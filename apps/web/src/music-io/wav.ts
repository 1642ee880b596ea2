/** Audio as a WAV file: 16-bit PCM, interleaved, little-endian (RIFF/WAVE, format 1). */

const HEADER_BYTES = 44;

/** Frames `start` to `end` of `buffer` as WAV bytes, each sample rounded to 16 bits and clamped. */
export function encodeWav(buffer: AudioBuffer, start = 0, end = buffer.length): Uint8Array<ArrayBuffer> {
  const frames = end - start;
  const channels = buffer.numberOfChannels;
  const data = Array.from({ length: channels }, (_, c) => buffer.getChannelData(c));
  const blockAlign = channels * 2;
  const dataBytes = frames * blockAlign;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, buffer.sampleRate, true);
  view.setUint32(28, buffer.sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  const samples = new Int16Array(bytes.buffer, HEADER_BYTES, frames * channels);
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < channels; c++) {
      const value = Math.round(data[c]![start + i]! * 32767);
      samples[i * channels + c] = Math.max(-32768, Math.min(32767, value));
    }
  }
  return bytes;
}
