import { describe, expect, it } from 'vitest';
import { embedPath, parseSongAddress, songPath, songSlug } from './address.ts';

describe('song addresses', () => {
  it('makes a readable slug from the title', () => {
    expect(songSlug('Ode to Joy (in G)')).toBe('ode-to-joy-in-g');
    expect(songSlug('  Café — Noël!  ')).toBe('cafe-noel');
    expect(songSlug('???')).toBe('');
  });

  it('keeps a long title’s slug short, cut at a word', () => {
    const slug = songSlug('the bells of the old town church ring out across the valley at dawn and dusk');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect('the bells of the old town church ring out across the valley'.replaceAll(' ', '-')).toContain(
      slug,
    );
  });

  it('reads back the song a path names, with or without its slug', () => {
    expect(parseSongAddress(songPath(12, 'Ode to Joy'))).toEqual({ kind: 'song', id: 12 });
    expect(parseSongAddress('/s/12')).toEqual({ kind: 'song', id: 12 });
    expect(parseSongAddress(songPath(7, '???'))).toEqual({ kind: 'song', id: 7 });
    expect(parseSongAddress(embedPath(9))).toEqual({ kind: 'embed', id: 9 });
  });

  it('names no song for other paths', () => {
    for (const path of [
      '/',
      '/s/',
      '/s/0',
      '/s/abc',
      '/s/12/x',
      '/embed/',
      '/embed/1-x',
      '/songs/12',
      '/s/-1',
    ])
      expect(parseSongAddress(path)).toBeNull();
  });
});
