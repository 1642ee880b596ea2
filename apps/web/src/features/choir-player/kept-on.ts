/**
 * Whether this browser kept the choir in the player on from an earlier visit: then the dialog
 * layer and the choir's code load at start, so playback follows the choir as it was left without
 * opening its panel again. Small, without zod: the start-up code asks it.
 */
import { browserStorage, peek } from '../../persistence/index.ts';

export function choirKeptOn(): boolean {
  const kept = peek(browserStorage(), 'choirSession');
  // The session's `on` is true unless the user switched it off.
  return typeof kept === 'object' && kept !== null && (kept as { on?: unknown }).on !== false;
}
