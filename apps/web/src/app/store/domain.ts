/**
 * The few domain rules the store applies, all from @ringalong/song. Kept in one place so the
 * flows read as the spec does and never carry their own copy of a rule.
 */
import {
  canCancel,
  exportSong,
  isCanceled,
  isSubscribed,
  isUpgraded,
  type PlanObject,
  remixTitle,
  type Song,
  sanitizeDisplayName,
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

export const cleanDisplayName = (name: string): string => sanitizeDisplayName(name);
