/**
 * Whether this browser kept the choir in the player on from an earlier visit: then the dialog
 * layer and the choir's code load at start, so playback follows the choir as it was left without
 * opening its panel again. Small and without imports: the start-up code asks it.
 */
export const CHOIR_SESSION_KEY = 'ringalong.choirPlayer';

export function choirKeptOn(): boolean {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(CHOIR_SESSION_KEY) ?? 'null');
    // The session's `on` is true unless the user switched it off.
    return typeof kept === 'object' && kept !== null && (kept as { on?: unknown }).on !== false;
  } catch {
    return false;
  }
}
