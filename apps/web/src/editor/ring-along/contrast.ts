/**
 * Contrast as WCAG 2 measures it, and a colour lightened just enough to reach a ratio against a
 * dark background: Ring along keeps each row's own colour (whichever colour scheme gave it) and
 * only lifts the ones too dark to read at 7:1.
 */
export type Rgb = readonly [number, number, number];

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of an sRGB colour (0 to 255 a channel). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `colour` mixed with white, as little as reaches `ratio` against `background` (darker than it). */
export function liftToContrast(colour: Rgb, background: Rgb, ratio: number): Rgb {
  const mix = (t: number): Rgb => colour.map((c) => Math.round(c + (255 - c) * t)) as unknown as Rgb;
  if (contrastRatio(colour, background) >= ratio) return colour;
  let [low, high] = [0, 1];
  for (let i = 0; i < 16; i++) {
    const middle = (low + high) / 2;
    if (contrastRatio(mix(middle), background) >= ratio) high = middle;
    else low = middle;
  }
  return mix(high);
}

export function toCss([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}
