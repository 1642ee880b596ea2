import { writeMusicXml } from '@ringalong/music-io';
import { rowKey } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { staffPiece } from '../../test/staff-piece.ts';
import { engravingXml } from './engraving-xml.ts';

const song = staffPiece();
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

/** Each direction's placement and what it says, in score order. */
function directions(doc: Document): string[] {
  return [...doc.querySelectorAll('direction')].map((d) => {
    const type = d.getElementsByTagName('direction-type')[0]?.firstElementChild;
    const said =
      type?.tagName === 'dynamics'
        ? type.firstElementChild?.tagName
        : (type?.getAttribute('type') ?? type?.textContent);
    return `${d.getAttribute('placement')} ${type?.tagName} ${said}`;
  });
}

describe('the MusicXML handed to the engraver', () => {
  it('holds the passages, dynamics, hairpin, letters and key as the writer writes them', () => {
    const doc = parse(engravingXml(song, 100));
    const said = directions(doc);
    // Passages open with their words above the staff and close with R; dynamics and the hairpin below.
    expect(said.filter((d) => d.includes('words') && !d.endsWith('Mart.'))).toEqual([
      'above words LV',
      'above words R',
      'above words T.D.',
      'above words R',
    ]);
    expect(said.filter((d) => d.includes('dynamics'))).toEqual(['below dynamics p', 'below dynamics f']);
    expect(said.filter((d) => d.includes('wedge'))).toEqual(['below wedge crescendo', 'below wedge stop']);
    expect(said.filter((d) => d.includes('rehearsal'))).toEqual(['above rehearsal A', 'above rehearsal B']);
    expect(doc.querySelector('key fifths')?.textContent).toBe('-1');
    expect(doc.querySelectorAll('measure')).toHaveLength(8);
    expect(doc.querySelectorAll('note accent').length).toBeGreaterThan(0);
  });

  it('is the writer’s MusicXML with only the technique words added: once over a run, with a dashed line to its end', () => {
    const written = parse(writeMusicXml(song, { bpm: 100 }));
    const engraved = parse(engravingXml(song, 100));
    const added = [...engraved.querySelectorAll('direction')].filter(
      (d) =>
        d.getElementsByTagName('words')[0]?.getAttribute('font-style') === 'italic' ||
        d.getElementsByTagName('dashes')[0]?.getAttribute('number') === '6',
    );
    // Four martellato quarter notes in bar 7: 'Mart.' over the first, a line on to the fourth.
    const said = added.map((d) =>
      [...d.getElementsByTagName('direction-type')].map((t) => {
        const e = t.firstElementChild;
        return e?.tagName === 'words' ? e.textContent : `${e?.tagName} ${e?.getAttribute('type')}`;
      }),
    );
    expect(said).toEqual([['Mart.', 'dashes start'], ['dashes stop']]);
    const technique = (d: Element | null | undefined) => d?.getElementsByTagName('handbell')[0]?.textContent;
    expect(technique(added[0]?.nextElementSibling)).toBe('martellato');
    const beforeStop = added[1]?.previousElementSibling;
    expect(technique(beforeStop)).toBe('martellato');
    const measure = added[1]?.parentElement;
    expect(
      [...(measure?.getElementsByTagName('handbell') ?? [])].filter((h) => h.textContent === 'martellato'),
    ).toHaveLength(4);
    for (const d of added) d.remove();
    const serialize = (doc: Document) => new XMLSerializer().serializeToString(doc);
    expect(serialize(engraved)).toBe(serialize(written));
  });

  it("for a ringer's part: only their rows' notes, with every passage and dynamic kept", () => {
    const rows = song.staves
      .filter((s) => s.pitchId >= 77)
      .map(({ pitchId, instrument }) => ({ pitchId, instrument }));
    const doc = parse(engravingXml(song, 100, rows));
    const theirs = song.staves.filter((s) => rows.some((r) => rowKey(r) === rowKey(s)));
    const notes = [...doc.querySelectorAll('note')].filter((n) => !n.querySelector('rest'));
    const struck = notes.filter((n) => !n.querySelector('tie[type="stop"]'));
    expect(struck).toHaveLength(theirs.reduce((sum, s) => sum + s.notes.length, 0));
    expect(directions(doc).filter((d) => /words (LV|T\.D\.|R)$/.test(d))).toHaveLength(4);
    expect(directions(doc).filter((d) => d.includes('dynamics'))).toHaveLength(2);
  });

  /** Where each measure's time goes: never before its start, and to its end (4 quarters). */
  function measureSpans(doc: Document): { lowest: number; end: number }[] {
    return [...doc.getElementsByTagName('measure')].map((measure) => {
      let at = 0;
      let lowest = 0;
      let end = 0;
      for (const element of [...measure.children]) {
        const duration = Number(element.getElementsByTagName('duration')[0]?.textContent ?? 0);
        if (element.tagName === 'backup') at -= duration;
        if (element.tagName === 'forward') at += duration;
        if (element.tagName === 'note' && !element.getElementsByTagName('chord')[0]) at += duration;
        lowest = Math.min(lowest, at);
        end = Math.max(end, at);
      }
      return { lowest, end };
    });
  }
  const rowsWhere = (keep: (pitch: number) => boolean) =>
    song.staves.filter((s) => keep(s.pitchId)).map(({ pitchId, instrument }) => ({ pitchId, instrument }));

  it.each([
    ['high bells', (pitch: number) => pitch >= 77, 'G'],
    ['low bells', (pitch: number) => pitch < 58, 'F'],
  ] as const)(
    'a part of %s is engraved on its one staff, in its clef, every bar whole',
    (_name, keep, sign) => {
      const rows = rowsWhere(keep);
      const doc = parse(engravingXml(song, 100, rows));
      expect(doc.getElementsByTagName('staves')).toHaveLength(0);
      expect(
        [...doc.getElementsByTagName('clef')].map((c) => c.getElementsByTagName('sign')[0]?.textContent),
      ).toEqual([sign]);
      expect(doc.getElementsByTagName('backup')).toHaveLength(0);
      expect(measureSpans(doc)).toEqual(Array.from({ length: 8 }, () => ({ lowest: 0, end: 4 })));
      const pitched = [...doc.getElementsByTagName('note')].filter((n) => !n.getElementsByTagName('rest')[0]);
      const struck = pitched.filter((n) => n.getElementsByTagName('tie')[0]?.getAttribute('type') !== 'stop');
      const theirs = song.staves.filter((s) => keep(s.pitchId));
      expect(struck).toHaveLength(theirs.reduce((sum, s) => sum + s.notes.length, 0));
    },
  );

  it('the whole three-octave song keeps its grand staff, treble and bass', () => {
    const doc = parse(engravingXml(song, 100));
    expect(doc.getElementsByTagName('staves')[0]?.textContent).toBe('2');
    expect(
      [...doc.getElementsByTagName('clef')].map((c) => c.getElementsByTagName('sign')[0]?.textContent),
    ).toEqual(['G', 'F']);
    expect(measureSpans(doc).every((span) => span.lowest === 0 && span.end === 4)).toBe(true);
  });
});
