import { describe, expect, it } from 'vitest';
import { defaultPaper } from './paper.ts';

describe('default paper', () => {
  it('is US Letter in the United States and Canada, A4 elsewhere and when unknown', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('de')).toBe('a4');
    expect(defaultPaper('zh-Hant-TW')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
  });
});
