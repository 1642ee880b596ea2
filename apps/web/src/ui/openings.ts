import { useState } from 'react';

/**
 * How many times `visible` has turned true. A dialog keys its content by it, so each opening
 * mounts the content fresh and its state starts again from its initial values (no effect that
 * resets state after the first picture).
 */
export function useOpenings(visible: boolean): number {
  const [seen, setSeen] = useState({ visible, openings: visible ? 1 : 0 });
  if (seen.visible === visible) return seen.openings;
  // React's way to follow a prop: set state while rendering, it renders again at once.
  const next = { visible, openings: seen.openings + (visible ? 1 : 0) };
  setSeen(next);
  return next.openings;
}
