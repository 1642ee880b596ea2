/** Reading a canvas back in a real browser, and what a CSS colour looks like once painted. */
export type Rgb = readonly [number, number, number];

export function pixelAt(canvas: HTMLCanvasElement, x: number, y: number): Rgb {
  const data = canvas.getContext('2d')!.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
  return [data[0]!, data[1]!, data[2]!];
}

/** The colour the canvas itself paints for a CSS colour (so tests need not convert hsl by hand). */
export function painted(css: string): Rgb {
  const swatch = document.createElement('canvas');
  swatch.width = 1;
  swatch.height = 1;
  const ctx = swatch.getContext('2d')!;
  ctx.fillStyle = css;
  ctx.fillRect(0, 0, 1, 1);
  const data = ctx.getImageData(0, 0, 1, 1).data;
  return [data[0]!, data[1]!, data[2]!];
}

export function near(a: Rgb, b: Rgb, tolerance = 3): boolean {
  return a.every((value, i) => Math.abs(value - b[i]!) <= tolerance);
}

/** How many device pixels along a row, starting left of `fromX`, have exactly this colour in one run. */
export function runLength(
  canvas: HTMLCanvasElement,
  fromX: number,
  toX: number,
  y: number,
  colour: Rgb,
): number {
  const ctx = canvas.getContext('2d')!;
  const width = Math.ceil(toX - fromX);
  const data = ctx.getImageData(Math.floor(fromX), Math.floor(y), width, 1).data;
  let longest = 0;
  let run = 0;
  for (let i = 0; i < width; i++) {
    const here: Rgb = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!];
    run = near(here, colour, 1) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
