/**
 * Steady motion handed to the compositor: while the song plays at its tempo, the moving layers
 * slide on by themselves (Web Animations on `transform`, in whole-pixel steps), and the page's
 * main thread has nothing to change, so its frames commit nothing: no layer update, no wait for
 * the compositor thread. The stage checks the audio clock every frame and starts again when the
 * two part by more than a pixel or two.
 */

/** One element's slide, as translateX in CSS pixels. */
export interface Slide {
  readonly element: HTMLElement;
  readonly from: number;
  readonly to: number;
}

export class Glide {
  private animations: Animation[] = [];

  get running(): boolean {
    return this.animations.length > 0;
  }

  /** From `startTime` (the document timeline's, as an animation frame's timestamp) for `duration` ms. */
  start(slides: readonly Slide[], ratio: number, duration: number, startTime: number): void {
    this.stop();
    for (const slide of slides) {
      const steps = Math.round(Math.abs(slide.to - slide.from) * ratio);
      if (steps === 0) continue;
      const animation = slide.element.animate(
        [{ transform: `translateX(${slide.from}px)` }, { transform: `translateX(${slide.to}px)` }],
        { duration, easing: `steps(${steps}, end)`, fill: 'forwards' },
      );
      // Half a step early: each pixel is taken when the motion is half-way to it, so the picture
      // is never more than half a pixel from the clock (rounded, as a settled frame is), not up
      // to a whole pixel behind.
      animation.startTime = startTime - duration / steps / 2;
      this.animations.push(animation);
    }
  }

  stop(): void {
    for (const animation of this.animations) animation.cancel();
    this.animations = [];
  }
}

/**
 * Whole pixels an animation of `steps` steps over `duration` ms, started half a step early, has
 * taken `elapsed` ms after its nominal start.
 */
export function stepsTaken(steps: number, duration: number, elapsed: number): number {
  const at = elapsed + duration / steps / 2;
  if (at <= 0) return 0;
  if (at >= duration) return steps;
  return Math.floor((at / duration) * steps);
}
