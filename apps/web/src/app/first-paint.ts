/**
 * index.html paints the header and the Song Library before any script runs. The header sits in
 * #root, which the app's first render replaces with the same markup; the library
 * (#first-paint-library) stays on top of the app's own until that shows its list, then goes.
 */
const LIBRARY_ID = 'first-paint-library';

/** Removes the page's own library; the app's library, or the app without it, is what remains. */
export function endFirstPaint(): void {
  document.getElementById(LIBRARY_ID)?.remove();
}
