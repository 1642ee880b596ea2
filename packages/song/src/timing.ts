/** Beats and seconds at a tempo in beats (quarter notes) per minute. */
export function beatsToSeconds(beats: number, bpm: number): number {
  return (beats * 60) / bpm;
}

export function secondsToBeats(seconds: number, bpm: number): number {
  return (seconds * bpm) / 60;
}

/** Transposing by octaves, as the Octave Transpose setting does when a note sounds. */
export function transposePitch(pitchId: number, octaves: number): number {
  return pitchId + octaves * 12;
}
