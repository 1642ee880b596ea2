/**
 * When a frame drawn now reaches the screen: an animation frame's picture is shown at the next
 * display refresh or so, one frame interval after its timestamp. The interval is learnt from the
 * frames themselves (60, 90, 120 Hz), ignoring gaps of a stalled or idle page.
 */
export class FrameTimes {
  private last = 0;
  /** Milliseconds between display refreshes (a moving average). */
  interval = 1000 / 60;

  /** The performance.now() instant the frame of `time` (a requestAnimationFrame timestamp) is seen. */
  shownAt(time: number): number {
    const gap = time - this.last;
    this.last = time;
    if (gap > 4 && gap < 50) this.interval += (gap - this.interval) / 8;
    return time + this.interval;
  }
}
