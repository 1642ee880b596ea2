/** MIDI pitch to frequency in equal temperament (A4 = 440 Hz), the tuning handbells are cast to. */
export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The pitch a stave sounds at: transpose moves the sound, clamped to the MIDI range bells are mapped to. */
export function soundingPitch(pitchId: number, transposeSemitones = 0): number {
  return Math.min(127, Math.max(0, pitchId + transposeSemitones));
}
