/** Preparing a song for saving (spec sections 3, 4 and 5): title rules, meta, remix titles. */
import { firstCharacters } from './characters.ts';
import { DEFAULT_TITLE, REMIX_SUFFIX, TITLE_MAX } from './constants.ts';
import type { Song } from './types.ts';

/** Everything but letters, digits and spaces, in any script: a title such as "Für Elise" keeps its ü. */
const NOT_TITLE_CHARACTER = /[^\p{L}\p{N} ]/gu;

/** A random whole number from min to max inclusive. */
export function randomWhole(min: number, max: number, random: () => number): number {
  const value = min + Math.floor(random() * (max - min + 1));
  return Math.min(max, Math.max(min, value));
}

/** The part of a title that sanitizeTitle keeps; '' when nothing is left. */
export function keptTitle(title: string): string {
  const clean = title.replace(/\s/g, ' ').replace(NOT_TITLE_CHARACTER, '').trim();
  return firstCharacters(clean, TITLE_MAX).trimEnd();
}

/**
 * Trimmed, only letters, digits and spaces, at most 60 characters (code points). An empty result becomes
 * 'New Song' plus a random six-digit number, so untitled songs stay distinguishable in a library.
 * Other whitespace (tabs, new lines) counts as a space rather than vanishing and gluing words.
 */
export function sanitizeTitle(title: string, random: () => number = Math.random): string {
  const kept = keptTitle(title);
  return kept.length > 0 ? kept : `${DEFAULT_TITLE} ${randomWhole(100000, 999999, random)}`;
}

/** The song as it is sent to the server: sanitized title, the 8-note flag always false, the bell count. */
export function exportSong(song: Song, title: string, random: () => number = Math.random): Song {
  return {
    ...song,
    meta: {
      title: sanitizeTitle(title, random),
      eight_note_compatible: false,
      bell_count: song.staves.length,
    },
  };
}

/**
 * Saving someone else's song makes a copy; if its title was left unchanged it gets ' Remix'.
 * The original title is shortened when needed so the suffix survives the 60-character limit.
 */
export function remixTitle(title: string, originalTitle: string): string {
  if (title !== originalTitle) return title;
  return `${firstCharacters(title, TITLE_MAX - REMIX_SUFFIX.length).trimEnd()}${REMIX_SUFFIX}`;
}
