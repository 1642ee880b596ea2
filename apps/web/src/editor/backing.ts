/**
 * How many device pixels the canvas's backing store gets per CSS pixel. Every frame the browser
 * rasterizes and copies the whole store; on a large high-density screen without a GPU that copy
 * is what stalls the main thread, so very large stores are drawn at a lower ratio and scaled up.
 */

/** About a 1080p screen's worth: a 1280 x 720 view at ratio 2 is drawn at about 1.6. */
export const MAX_BACKING_PIXELS = 2_400_000;

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
