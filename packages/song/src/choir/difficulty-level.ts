/**
 * A difficulty level in words: the scale of `difficulty.ts` (1-7; 1-2 Easy, 3-4 Medium, 5-7
 * Difficult) without the grading, so that a view showing a level already graded (the library's
 * cards) loads these few lines and not the grading.
 */
export const DIFFICULTY_WORDS = ['Easy', 'Medium', 'Difficult'] as const;
export type DifficultyWord = (typeof DIFFICULTY_WORDS)[number];

export interface Difficulty {
  /** 1 (easiest) to 7. */
  readonly level: number;
  readonly word: DifficultyWord;
}

export const DIFFICULTY_LEVEL_MAX = 7;

/** 'Easy (level 2)'. */
export const difficultyWords = (d: Difficulty): string => `${d.word} (level ${d.level})`;

export const wordOfLevel = (level: number): DifficultyWord =>
  level <= 2 ? 'Easy' : level <= 4 ? 'Medium' : 'Difficult';

/** 'Level 3 · Medium': a level as the library's card shows it. */
export const levelWords = (level: number): string => `Level ${level} · ${wordOfLevel(level)}`;
