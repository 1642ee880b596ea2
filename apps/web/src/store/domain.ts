/**
 * The few domain rules the store applies, all from @ringalong/song. Kept in one place so the
 * flows read as the spec does and never carry their own copy of a rule.
 */
import {
  canCancel,
  exportSong,
  firstCharacters,
  isCanceled,
  isSubscribed,
  isUpgraded,
  keptTitle,
  type PlanObject,
  remixTitle,
  type Song,
  sanitizeDisplayName,
  TITLE_MAX,
} from '@ringalong/song';

export interface PlanFlags {
  readonly subscribed: boolean;
  readonly canceled: boolean;
  readonly upgraded: boolean;
  readonly canCancel: boolean;
}

export function planFlags(plan: PlanObject | null, now: Date): PlanFlags {
  if (!plan) return { subscribed: false, canceled: false, upgraded: false, canCancel: false };
  return {
    subscribed: isSubscribed(plan, now),
    canceled: isCanceled(plan, now),
    upgraded: isUpgraded(plan, now),
    canCancel: canCancel(plan, now),
  };
}

/** The song as it travels to the server: sanitized title, bell_count, eight_note_compatible. */
export const songForServer = (song: Song, title: string): Song => exportSong(song, title);

export { remixTitle };

/** What 'Save a copy' appends, so the copy and the original read apart in Your Songs. */
export const COPY_SUFFIX = ' Copy';

/**
 * The title of a copy saved after a conflict: the title as it will be stored, shortened so that
 * ' Copy' still fits in the 60 characters. An empty title falls back to the original's.
 */
export function copyTitle(title: string, originalTitle: string): string {
  const base = keptTitle(title) || keptTitle(originalTitle);
  if (!base) return COPY_SUFFIX.trim();
  return `${firstCharacters(base, TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

export const cleanDisplayName = (name: string): string => sanitizeDisplayName(name);
