import { type Song, setDynamic, setHairpin, setKey, setNoteAccent, setPassage } from '@ringalong/song';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { PrintView } from './PrintView.tsx';

afterEach(cleanup);

/** Eight bars of notes on B-flat and C, with an LV passage, a p, a crescendo to f and an accent. */
function marked(): Song {
  const plain = songWith({});
  const notes = (beats: number[]) => beats.map((beat) => ({ beat, length: 1 }));
  let song: Song = {
    ...plain,
    staves: [
      { pitchId: 70, instrument: 'handbell', notes: notes([0, 2, 4, 6, 8, 10, 12, 14]) },
      { pitchId: 72, instrument: 'handbell', notes: notes([1, 3, 5, 7]) },
    ],
  };
  song = setPassage(song, 0, 4, 'lv');
  song = setPassage(song, 8, 12, 'thumb damp');
  song = setDynamic(song, 0, 'p');
  song = setDynamic(song, 8, 'f');
  song = setHairpin(song, 4, 8, 'crescendo');
  song = setNoteAccent(song, [{ pitchId: 72, instrument: 'handbell', beat: 3 }], true);
  return setKey(song, -1);
}

describe('the printed score shows the marks as publishers print them', () => {
  it("passages as their words and an R, dynamics as letters, a hairpin's wedge, '>' over an accented head", () => {
    const { container } = render(
      <PrintView song={marked()} title="Carol" onClose={() => undefined} print={() => undefined} />,
    );
    const passages = [...container.querySelectorAll('[data-passage]')];
    expect(passages.map((p) => p.querySelector('text')?.textContent)).toEqual(['LV', 'T.D.']);
    expect(container.querySelectorAll('[data-r]')).toHaveLength(2);
    expect([...container.querySelectorAll('[data-dynamic]')].map((d) => d.textContent)).toEqual(['p', 'f']);
    const dynamic = container.querySelector('[data-dynamic]')!;
    expect(dynamic.getAttribute('font-style')).toBe('italic');
    expect(dynamic.getAttribute('font-weight')).toBe('700');
    expect(
      [...container.querySelectorAll('[data-hairpin]')].map((h) => h.getAttribute('data-hairpin')),
    ).toEqual(['crescendo']);
    expect(container.querySelectorAll('[data-accent]')).toHaveLength(1);
    // The rows are spelled by the key: B-flat in F major.
    expect(container.querySelector('[data-row="Bb4"]')).not.toBeNull();
    expect(container.querySelector('[data-row="A#4"]')).toBeNull();
  });

  it('a song without marks prints no mark bands', () => {
    const { container } = render(
      <PrintView
        song={songWith({ 60: [0] })}
        title="Plain"
        onClose={() => undefined}
        print={() => undefined}
      />,
    );
    expect(
      container.querySelectorAll('[data-passage], [data-dynamic], [data-hairpin], [data-accent]'),
    ).toHaveLength(0);
  });
});
