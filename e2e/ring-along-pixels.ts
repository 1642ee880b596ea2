/**
 * Ring along measured from its pixels, in the page: where the hit line is, each name's ink
 * height and colour, each note head's size and colour, and their contrast against the ground
 * (WCAG 2). Passed to `page.evaluate` whole, so it imports nothing and closes over nothing.
 */
export interface RingPixels {
  readonly width: number;
  readonly height: number;
  /** The first column's hit line. */
  readonly hitX: number;
  /** Every column's hit line (rows too many for one column stand in two or three, side by side). */
  readonly hitLines: readonly number[];
  readonly background: readonly [number, number, number];
  /** Per name: its ink's height (CSS px), its colour (the most contrasting pixel: its edges are blends) and contrast. */
  readonly labels: readonly { y: number; ink: number; colour: string; contrast: number }[];
  /** Per note head: its size (CSS px), colour and contrast. */
  readonly notes: readonly { x: number; y: number; size: number; colour: string; contrast: number }[];
  /** Every colour of the hit line and the bar numbers, with its contrast. */
  readonly hitLineContrast: number;
}

export function measureRingAlong(selector: string): RingPixels {
  const canvas = document.querySelector<HTMLCanvasElement>(selector);
  if (!canvas) throw new Error(`no canvas ${selector}`);
  const ratio = canvas.width / canvas.getBoundingClientRect().width;
  const { width, height } = canvas;
  const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
  const at = (x: number, y: number) => (y * width + x) * 4;
  const key = (i: number) => (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
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
  const css = (c: number) => `#${c.toString(16).padStart(6, '0')}`;
  const bg = key(at(2, height - 2));
  // The hit lines: the pixel columns most often pure white (4 px wide each); one per column of rows.
  // Note heads crossing a line cover parts of it while the song plays, so a line counts at half the
  // whitest one's length (names, the only other white, fill well under a sixth of a column).
  const whites: number[] = [];
  for (let x = 0; x < width; x++) {
    let white = 0;
    for (let y = 0; y < height; y += 2) if (key(at(x, y)) === 0xffffff) white++;
    whites.push(white);
  }
  const best = Math.max(...whites);
  const lines: number[] = [];
  for (let x = 0; x < width; x++)
    if (whites[x]! >= 0.5 * best && (lines.length === 0 || x - lines[lines.length - 1]! > 8 * ratio))
      lines.push(x);
  const hitX = lines[0] ?? 0;
  // The columns of rows share the width equally: each from its left edge to the next one's.
  const edges = lines.map((_, i) => Math.round((i * width) / lines.length));
  const labels: RingPixels['labels'][number][] = [];
  const notes: RingPixels['notes'][number][] = [];
  const seen = new Uint8Array(width * height);
  const blobs: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const stack: number[] = [];
  for (const [column, line] of lines.entries()) {
    const columnEnd = edges[column + 1] ?? width;
    // Names: right of the hit line and the widest note's half, in bands of lines with ink.
    const labelFrom = Math.min(columnEnd - 1, line + Math.round(56 * ratio));
    let bandStart = -1;
    const counts = new Map<number, number>();
    for (let y = 0; y <= height; y++) {
      let ink = false;
      if (y < height)
        for (let x = labelFrom; x < columnEnd; x++) {
          const c = key(at(x, y));
          if (c !== bg) {
            ink = true;
            counts.set(c, (counts.get(c) ?? 0) + 1);
          }
        }
      if (ink && bandStart < 0) bandStart = y;
      if (!ink && bandStart >= 0) {
        // The band's own colour: the one furthest from the ground (the edges are blends with it).
        let colour = bg;
        for (const c of counts.keys()) if (contrast(c, bg) > contrast(colour, bg)) colour = c;
        if (y - bandStart >= 4)
          labels.push({
            y: (bandStart + y) / 2 / ratio,
            ink: (y - bandStart) / ratio,
            colour: css(colour),
            contrast: contrast(colour, bg),
          });
        counts.clear();
        bandStart = -1;
      }
    }
    // Note heads: blobs of one colour left of the hit line, about as wide as tall.
    const left = edges[column]!;
    const right = Math.max(left, line - Math.round(40 * ratio));
    for (let y = 0; y < height; y++)
      for (let x = left; x < right; x++) {
        const p = y * width + x;
        if (seen[p]) continue;
        const c = key(p * 4);
        seen[p] = 1;
        if (c === bg || c === 0xffffff) continue;
        let [x0, x1, y0, y1, n] = [x, x, y, y, 0];
        stack.push(p);
        while (stack.length > 0) {
          const q = stack.pop()!;
          const [qx, qy] = [q % width, Math.floor(q / width)];
          n++;
          x0 = Math.min(x0, qx);
          x1 = Math.max(x1, qx);
          y0 = Math.min(y0, qy);
          y1 = Math.max(y1, qy);
          for (const r of [q - 1, q + 1, q - width, q + width]) {
            if (r < 0 || r >= width * height || seen[r]) continue;
            const rx = r % width;
            if (rx < left || rx >= right || Math.abs(rx - qx) > 1) continue;
            if (key(r * 4) !== c) continue;
            seen[r] = 1;
            stack.push(r);
          }
        }
        const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
        if (w >= 8 && h >= 8) blobs.push({ x0, x1, y0, y1 });
        // A disc fills about 3/4 of its box (pi/4), less the letter on it; tails and barlines are
        // thin, and a tail's piece as long as it is thick (cut by the view's edge or a head) fills all of its box.
        const disc = n > 0.45 * w * h && n < 0.9 * w * h;
        if (w >= 8 && h >= 8 && Math.abs(w - h) <= 2 && disc && x0 > left && x1 < right - 1)
          notes.push({
            x: (x0 + x1) / 2 / ratio,
            y: (y0 + y1) / 2 / ratio,
            size: Math.max(w, h) / ratio,
            colour: css(c),
            contrast: contrast(c, bg),
          });
      }
  }
  // The inside of a letter's loop (the 'D' on a note) is a blob of the head's colour too: drop
  // blobs within another's box, the head's, even one cut by the view's edge (not itself measured).
  const within = (a: RingPixels['notes'][number], b: (typeof blobs)[number]) => {
    const [x, y] = [a.x * ratio, a.y * ratio];
    const size = a.size * ratio;
    return x > b.x0 && x < b.x1 && y > b.y0 && y < b.y1 && b.x1 - b.x0 + 1 > size && b.y1 - b.y0 + 1 > size;
  };
  const heads = notes.filter((a) => !blobs.some((b) => within(a, b)));
  return {
    width: width / ratio,
    height: height / ratio,
    hitX: hitX / ratio,
    hitLines: lines.map((x) => x / ratio),
    background: [(bg >> 16) & 255, (bg >> 8) & 255, bg & 255],
    labels,
    notes: heads,
    hitLineContrast: contrast(0xffffff, bg),
  };
}
