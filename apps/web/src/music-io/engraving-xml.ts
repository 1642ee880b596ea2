/**
 * The MusicXML the staff view and the staff print hand to the engraver: the song (or a ringer's
 * rows of it) as the export writes it (`writeMusicXml`: passages as words with their R above the
 * staff, dynamics and hairpins below, rehearsal letters, accents, the key, the time signatures),
 * plus what engravers leave out: they draw no `<handbell>` technique and no `<other-technical>`
 * text, so each such note also gets its mark as words above it, as handbell scores print them.
 */
import { writeMusicXml } from '@ringalong/music-io';
import { type RowRef, rowKey, type Song, type Technique } from '@ringalong/song';

/** A note's technique as handbell scores print it over the note. */
export const TECHNIQUE_WORDS: Readonly<Record<Technique, string>> = {
  damp: 'Damp',
  echo: 'Echo',
  gyro: 'Gyro',
  'hand martellato': 'H. Mart.',
  'mallet lift': 'Mallet lift',
  'mallet table': 'Mallet',
  martellato: 'Mart.',
  'martellato lift': 'Mart. lift',
  'muted martellato': 'Muted mart.',
  'pluck lift': 'Pl. lift',
  swing: 'Swing',
  lv: 'LV',
  'thumb damp': 'T.D.',
};
const WORDS_OF = new Map<string, string>(Object.entries(TECHNIQUE_WORDS));
/** How `<other-technical>` writes LV and thumb damp (`TEXT_MARKS` of the writer). */
WORDS_OF.set('LV', 'LV');
WORDS_OF.set('TD', 'T.D.');

/** The song with only these rows (a ringer's part); its marks, passages and dynamics kept. */
export function songOfRows(song: Song, rows: readonly RowRef[]): Song {
  const keep = new Set(rows.map(rowKey));
  return { ...song, staves: song.staves.filter((stave) => keep.has(rowKey(stave))) };
}

/** The first element named `name` inside `parent`, or null. */
const first = (parent: Element, name: string): Element | null => parent.getElementsByTagName(name)[0] ?? null;
/** A child element of `parent` named `name`, or null. */
const child = (parent: Element, name: string): Element | null =>
  [...parent.children].find((element) => element.tagName === name) ?? null;

/** The technique words a `<note>` element carries, or null. */
function techniqueWords(note: Element): string | null {
  const technical = first(note, 'technical');
  const mark = technical ? (first(technical, 'handbell') ?? first(technical, 'other-technical')) : null;
  return mark?.textContent ? (WORDS_OF.get(mark.textContent.trim()) ?? null) : null;
}

/** A `<direction>` of words above the staff, on the note's staff. */
function wordsDirection(doc: XMLDocument, words: string, staff: string | null): Element {
  const direction = doc.createElement('direction');
  direction.setAttribute('placement', 'above');
  const type = doc.createElement('direction-type');
  const text = doc.createElement('words');
  text.setAttribute('font-style', 'italic');
  text.textContent = words;
  type.append(text);
  direction.append(type);
  if (staff) {
    const on = doc.createElement('staff');
    on.textContent = staff;
    direction.append(on);
  }
  return direction;
}

/** Adds the technique words before each marked note (before its chord's first note). */
export function withTechniqueWords(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  for (const note of [...doc.getElementsByTagName('note')]) {
    const words = techniqueWords(note);
    if (!words) continue;
    let head: Element = note;
    while (child(head, 'chord') && head.previousElementSibling?.tagName === 'note') {
      head = head.previousElementSibling;
    }
    const staff = child(note, 'staff')?.textContent ?? null;
    head.before(wordsDirection(doc, words, staff));
  }
  return new XMLSerializer().serializeToString(doc);
}

/** The MusicXML to engrave: the whole song, or a part of it when `rows` are given. */
export function engravingXml(song: Song, bpm: number, rows?: readonly RowRef[]): string {
  return withTechniqueWords(writeMusicXml(rows ? songOfRows(song, rows) : song, { bpm }));
}
