/**
 * The MusicXML the staff view and the staff print hand to the engraver: the song (or a ringer's
 * rows of it) as the export writes it (`writeMusicXml`: passages as words with their R above the
 * staff, dynamics and hairpins below, rehearsal letters, accents, the key, the time signatures),
 * plus what engravers leave out: they draw no `<handbell>` technique and no `<other-technical>`
 * text, so marked notes also get their mark as words above them, as handbell scores print them.
 * And a part whose notes all stand on one staff of the writer's grand staff is engraved on that
 * one staff (`one-staff.ts`): a grand staff is for songs that need both clefs.
 */
import { TEXT_MARKS, writeMusicXml } from '@ringalong/music-io';
import { type RowRef, rowKey, type Song, type Technique } from '@ringalong/song';
import { oneStaffWhereEnough } from './one-staff.ts';

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
  shake: 'Sk',
  'singing bell': 'S.B.',
  vibrato: 'vib.',
  'brush damp': 'B.D.',
  'ring touch': 'R.T.',
};
const WORDS_OF = new Map<string, string>(Object.entries(TECHNIQUE_WORDS));
/** How `<other-technical>` writes the text marks (`TEXT_MARKS` of the writer). */
for (const [technique, mark] of Object.entries(TEXT_MARKS))
  WORDS_OF.set(mark, TECHNIQUE_WORDS[technique as Technique]);

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

/** A `<direction>` above the staff: `words` with a dashed line starting, or the line's stop. */
function direction(
  doc: XMLDocument,
  staff: string | null,
  words: string | null,
  dashes: 'start' | 'stop' | null,
) {
  const element = doc.createElement('direction');
  element.setAttribute('placement', 'above');
  if (words) {
    const type = doc.createElement('direction-type');
    const text = doc.createElement('words');
    text.setAttribute('font-style', 'italic');
    text.textContent = words;
    type.append(text);
    element.append(type);
  }
  if (dashes) {
    const type = doc.createElement('direction-type');
    const line = doc.createElement('dashes');
    line.setAttribute('type', dashes);
    line.setAttribute('number', String(DASHES_NUMBER));
    type.append(line);
    element.append(type);
  }
  if (staff) {
    const on = doc.createElement('staff');
    on.textContent = staff;
    element.append(on);
  }
  return element;
}

/** The writer's own lines use no number this high. */
const DASHES_NUMBER = 6;

/** Notes struck one after another in one voice with one technique: marked once, with a dashed line. */
interface Run {
  readonly words: string;
  readonly staff: string | null;
  readonly first: Element;
  last: Element;
  count: number;
}

/** The last element of a note's chord (the note itself when it has none after it). */
function chordEnd(note: Element): Element {
  let end = note;
  while (end.nextElementSibling?.tagName === 'note' && child(end.nextElementSibling, 'chord')) {
    end = end.nextElementSibling;
  }
  return end;
}

function markRun(doc: XMLDocument, run: Run): void {
  const many = run.count > 1;
  run.first.before(direction(doc, run.staff, run.words, many ? 'start' : null));
  if (many) chordEnd(run.last).after(direction(doc, run.staff, null, 'stop'));
}

/**
 * Adds the technique words over marked notes: once over a run of notes struck in one voice with
 * the same technique, with a dashed line to the run's last note ('Mart. - - -', as handbell
 * scores print it; words over each note would stack up), or over the one note.
 */
export function withTechniqueWords(doc: XMLDocument): void {
  for (const part of [...doc.getElementsByTagName('part')]) {
    const runs = new Map<string, Run>();
    const end = (voice: string) => {
      const run = runs.get(voice);
      if (run) markRun(doc, run);
      runs.delete(voice);
    };
    for (const note of [...part.getElementsByTagName('note')]) {
      // A chord's other notes and a tie's continuation say nothing of their own.
      if (child(note, 'chord')) continue;
      if (child(note, 'tie')?.getAttribute('type') === 'stop') continue;
      const staff = child(note, 'staff')?.textContent ?? null;
      const voice = `${staff}/${child(note, 'voice')?.textContent ?? '1'}`;
      const words = child(note, 'rest') ? null : techniqueWords(note);
      const run = runs.get(voice);
      if (run && words === run.words) {
        run.last = note;
        run.count += 1;
        continue;
      }
      end(voice);
      if (words) runs.set(voice, { words, staff, first: note, last: note, count: 1 });
    }
    for (const voice of [...runs.keys()]) end(voice);
  }
}

/** The MusicXML to engrave: the whole song, or a part of it when `rows` are given. */
export function engravingXml(song: Song, bpm: number, rows?: readonly RowRef[]): string {
  const written = writeMusicXml(rows ? songOfRows(song, rows) : song, { bpm });
  const doc = new DOMParser().parseFromString(written, 'application/xml');
  withTechniqueWords(doc);
  oneStaffWhereEnough(doc);
  return new XMLSerializer().serializeToString(doc);
}
