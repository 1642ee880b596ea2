/** Which paper to offer first: US Letter where it is the usual size, A4 everywhere else. */
import type { PaperName } from './layout.ts';

const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR']);

/** The paper for a BCP 47 language tag such as 'en-US' (its region decides; no region means A4). */
export function defaultPaper(language: string | undefined): PaperName {
  const region = language?.split('-').find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
  return region && LETTER_REGIONS.has(region.toUpperCase()) ? 'letter' : 'a4';
}
