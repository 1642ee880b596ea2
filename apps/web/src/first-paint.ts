/**
 * index.html paints the header and the Song Library before any script runs. The header sits in
 * #root, which the app's first render replaces with the same markup; the library
 * (#first-paint-library) stays on top of the app's own until that shows its list, then goes.
 *
 * The picture does nothing by itself (it is inert), but index.html keeps where the last click on
 * it landed: once the app's library is there, the same spot holds the same control, and the app
 * presses it, so a song opened on a slow phone before the app was ready still opens.
 */
const LIBRARY_ID = 'first-paint-library';
/** A click older than this when the app takes over is let go: the user has moved on. */
export const EARLY_CLICK_WINDOW_MS = 5000;

interface EarlyClick {
  readonly x: number;
  readonly y: number;
  /** performance.now() of the click. */
  readonly at: number;
}

declare global {
  interface Window {
    ringalongEarlyClick?: EarlyClick;
  }
}

/** Removes the page's own library; the app's library, or the app without it, is what remains. */
export function endFirstPaint(): void {
  const picture = document.getElementById(LIBRARY_ID);
  if (!picture) return;
  picture.remove();
  const click = window.ringalongEarlyClick;
  delete window.ringalongEarlyClick;
  if (!click || performance.now() - click.at > EARLY_CLICK_WINDOW_MS) return;
  // After React has finished this commit and the page has its final layout.
  setTimeout(() => pressAt(click), 0);
}

/** The app's library control at the spot, pressed (a button) or focused (a field). */
function pressAt(click: EarlyClick): void {
  const control = document
    .elementFromPoint(click.x, click.y)
    ?.closest<HTMLElement>('[role="dialog"] button, [role="dialog"] input');
  if (!control || control.closest('[data-first-paint]')) return;
  if (control instanceof HTMLButtonElement) {
    if (!control.disabled) control.click();
  } else if (control instanceof HTMLInputElement && control.type === 'checkbox') control.click();
  else control.focus();
}
