/**
 * The player (the editor's canvas in view mode) measured from a screenshot's pixels, in the page:
 * each row's name in the indent right of the hit point (its ink's height and its contrast against
 * its plate) and the notes on each row left of the hit point (their height and their contrast
 * against the ground), WCAG 2. Passed to `page.evaluate` whole, so it imports nothing and closes
 * over nothing.
 */
export interface PlayerShot {
  /** The screenshot, base64 PNG. */
  readonly png: string;
  /** The editor canvas on the page, CSS px (the screenshot is at device pixel ratio 1). */
  readonly canvas: { x: number; y: number; width: number; height: number };
  readonly rows: number;
}

export interface PlayerPixels {
  readonly labels: readonly { row: number; ink: number; contrast: number }[];
  readonly notes: readonly { row: number; size: number; contrast: number }[];
}

export async function measurePlayer(shot: PlayerShot): Promise<PlayerPixels> {
  // Decoded here rather than fetched: the app's content security policy allows no data: fetches.
  const bytes = Uint8Array.from(atob(shot.png), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'image/png' });
  const bitmap = await createImageBitmap(blob);
  const surface = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = surface.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  const { width, height } = bitmap;
  const data = ctx.getImageData(0, 0, width, height).data;
  const colour = (x: number, y: number) => {
    const i = (Math.round(y) * width + Math.round(x)) * 4;
    return (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
  };
  const lum = (c: number) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f((c >> 16) & 255) + 0.7152 * f((c >> 8) & 255) + 0.0722 * f(c & 255);
  };
  const contrast = (a: number, b: number) => {
    const [la, lb] = [lum(a), lum(b)];
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  };
  const commonest = (colours: number[]) => {
    const counts = new Map<number, number>();
    for (const c of colours) counts.set(c, (counts.get(c) ?? 0) + 1);
    let best = colours[0]!;
    for (const [c, n] of counts) if (n > (counts.get(best) ?? 0)) best = c;
    return best;
  };
  const { canvas, rows } = shot;
  // The layout of the player (coords.ts): rows share the height less 50 px above and 100 below;
  // the hit point 150 px from the right, the names 24 px into the indent.
  const slot = (canvas.height - 150) / rows;
  const hitX = canvas.x + canvas.width - 150;
  // A name's font: 80% of the dot, itself 40% of the slot (at most 45 px), from 9 to 22 px (staves.ts).
  const font = Math.max(9, Math.min(22, Math.min(45, 0.4 * slot) * 0.8));
  const labels: PlayerPixels['labels'][number][] = [];
  const notes: PlayerPixels['notes'][number][] = [];
  for (let row = 0; row < rows; row++) {
    const y = canvas.y + 50 + slot * (row + 0.5);
    const top = Math.ceil(y - slot / 2 + 1);
    const bottom = Math.floor(y + slot / 2 - 1);
    // The name on its plate (the plate's colour just left of the name): only the plate's height,
    // notes past the hit point slide on under it.
    const x0 = hitX + 22;
    const x1 = Math.min(canvas.x + canvas.width - 4, Math.round(hitX + 24 + font * 2.4));
    const plate = colour(hitX + 21, y);
    let inkTop = -1;
    let inkBottom = -1;
    let ink = plate;
    for (let py = Math.round(y - font / 2 - 1); py <= Math.round(y + font / 2 + 1); py++)
      for (let px = x0; px < x1; px++) {
        const c = colour(px, py);
        if (contrast(c, plate) < 1.5) continue;
        if (inkTop < 0) inkTop = py;
        inkBottom = py;
        if (contrast(c, plate) > contrast(ink, plate)) ink = c;
      }
    if (inkTop >= 0) labels.push({ row, ink: inkBottom - inkTop + 1, contrast: contrast(ink, plate) });
    // The notes: the heads' colour is the commonest one on the row's middle line that stands out
    // from the ground (a length's tail is paler, a barline grey); each head is a run of columns
    // holding it, as tall as its tallest column (a column through its letter is cut short).
    const line: number[] = [];
    for (let px = canvas.x + 2; px < hitX - 12; px++) line.push(colour(px, y));
    const ground = commonest(line);
    const strong = line.filter((c) => contrast(c, ground) >= 3);
    if (strong.length > 0) {
      const head = commonest(strong);
      const near = (c: number) =>
        Math.abs(((c >> 16) & 255) - ((head >> 16) & 255)) +
          Math.abs(((c >> 8) & 255) - ((head >> 8) & 255)) +
          Math.abs((c & 255) - (head & 255)) <
        30;
      let tallest = 0;
      let run = 0;
      for (let i = 0; i <= line.length; i++) {
        const x = canvas.x + 2 + i;
        if (i < line.length && near(line[i]!)) {
          let up = y;
          while (up > top && near(colour(x, up - 1))) up--;
          let down = y;
          while (down < bottom && near(colour(x, down + 1))) down++;
          tallest = Math.max(tallest, down - up + 1);
          run++;
        } else {
          // A head is about as wide as tall; a tail's run is long and thin.
          if (run >= 4 && tallest >= run * 0.7 && tallest >= 4)
            notes.push({ row, size: tallest, contrast: contrast(head, ground) });
          tallest = 0;
          run = 0;
        }
      }
    }
  }
  return { labels, notes };
}

/** The ink height (CSS px) of `text` in bold system-ui at `font` px, drawn in the page. */
export function inkOf({ text, font }: { text: string; font: number }): number {
  const canvas = document.createElement('canvas');
  canvas.width = font * 4;
  canvas.height = font * 2;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${font}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 4, font);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let first = -1;
  let last = -1;
  for (let y = 0; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++)
      if (data[(y * canvas.width + x) * 4]! > 60) {
        if (first < 0) first = y;
        last = y;
        break;
      }
  return last - first + 1;
}
