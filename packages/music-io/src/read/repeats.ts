/**
 * The order measures are played in, repeats written out: forward and backward repeats (with
 * `times`) and first/second endings. Jumps (D.C., D.S., coda) are not followed.
 */
import { MAX_PLAYED_MEASURES } from './limits.ts';
import type { Barlines } from './musicxml-measures.ts';
import { fail } from './read-error.ts';

/** Each measure's ending numbers, from the measure that starts an ending to the one that ends it. */
function endings(barlines: readonly Barlines[]): (number[] | undefined)[] {
  const out: (number[] | undefined)[] = [];
  let open: number[] | undefined;
  for (const marks of barlines) {
    if (marks.endingStart) open = marks.endingStart;
    out.push(open);
    if (marks.endingEnd) open = undefined;
  }
  return out;
}

export function playOrder(barlines: readonly Barlines[]): number[] {
  const inEnding = endings(barlines);
  const order: number[] = [];
  const taken = new Map<number, number>();
  let start = 0;
  let pass = 1;
  let index = 0;
  let jumped = false;
  while (index < barlines.length) {
    const marks = barlines[index] as Barlines;
    const numbers = inEnding[index];
    if (marks.forwardRepeat && !jumped) {
      start = index;
      pass = 1;
    }
    jumped = false;
    if (!numbers && index > 0 && inEnding[index - 1]) pass = 1;
    if (numbers && !numbers.includes(pass)) {
      index++;
      continue;
    }
    order.push(index);
    if (order.length > MAX_PLAYED_MEASURES) {
      fail(
        `This file's repeats play more than ${MAX_PLAYED_MEASURES} measures, which is more than can be imported.`,
      );
    }
    if (marks.backwardRepeat !== undefined) {
      const done = (taken.get(index) ?? 0) + 1;
      if (done < marks.backwardRepeat) {
        taken.set(index, done);
        pass = done + 1;
        index = start;
        jumped = true;
        continue;
      }
      taken.delete(index);
      start = index + 1;
    }
    index++;
  }
  return order;
}
