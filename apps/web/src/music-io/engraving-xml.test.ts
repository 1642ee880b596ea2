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
});
