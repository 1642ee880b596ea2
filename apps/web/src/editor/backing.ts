/**
 * How many device pixels the picture's layers get per CSS pixel. The layers are drawn once and
 * moved by the compositor, so their size no longer costs every frame; it costs memory and the
 * time to draw a tile coming into view. Views beyond a 4K screen's worth of device pixels are
 * drawn at a lower ratio and scaled up.
 */

/** A 3840 x 2160 screen: a 1920 x 1080 view at ratio 2 is drawn at full sharpness. */
export const MAX_BACKING_PIXELS = 8_294_400;

export interface Backing {
  /** Device pixels per CSS pixel actually drawn. */
  readonly ratio: number;
  readonly width: number;
  readonly height: number;
}

/** Never below one device pixel per CSS pixel: the cap trades sharpness, never legibility. */
export function backingFor(cssWidth: number, cssHeight: number, dpr: number, maxPixels: number): Backing {
  const wanted = Math.max(1, dpr);
  const fits = Math.sqrt(maxPixels / Math.max(1, cssWidth * cssHeight));
  const ratio = Math.max(Math.min(1, wanted), Math.min(wanted, fits));
  return {
    ratio,
    width: Math.max(1, Math.round(cssWidth * ratio)),
    height: Math.max(1, Math.round(cssHeight * ratio)),
  };
}
