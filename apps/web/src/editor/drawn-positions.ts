/**
 * A test seam: when a journey puts an array at `globalThis.ringalongDrawn`, each picture drawn
 * while playing (the canvas's and Ring along's) adds the beat it shows at the hit point, so a
 * journey reads in the page how the pictures moved (in steps under 'reduce motion') without
 * timing anything itself. Nothing is kept otherwise.
 */
export interface DrawnPosition {
  readonly view: 'canvas' | 'ringAlong';
  readonly position: number;
}

export function recordDrawn(view: DrawnPosition['view'], position: number): void {
  const drawn = (globalThis as { ringalongDrawn?: DrawnPosition[] }).ringalongDrawn;
  if (Array.isArray(drawn)) drawn.push({ view, position });
}
