import { describe, expect, it } from 'vitest';
import { TECHNIQUE_MARKS } from './technique-marks.ts';
import { TECHNIQUES } from './types.ts';

describe('technique marks', () => {
  it('tell every technique apart by its shape and letters alone', () => {
    const looks = TECHNIQUES.map(
      (t) => `${TECHNIQUE_MARKS[t].mart ? 'triangle' : 'head'}:${TECHNIQUE_MARKS[t].text}`,
    );
    expect(new Set(looks).size).toBe(TECHNIQUES.length);
  });

  it('mark every technique but martellato itself with letters, at most two', () => {
    for (const technique of TECHNIQUES) {
      const { text } = TECHNIQUE_MARKS[technique];
      expect(text.length).toBeLessThanOrEqual(2);
      if (technique !== 'martellato') expect(text.length).toBeGreaterThan(0);
    }
  });
});
