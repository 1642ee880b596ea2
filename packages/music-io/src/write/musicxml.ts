/**
 * A song as MusicXML 4.0 (partwise), written as text: a handbell part, and a handchime part when
 * the song has chime rows, each on a grand staff with written pitches and the handbell octave
 * convention (`<transpose>` an octave up: they sound an octave above written, as MuseScore's
 * Hand Bells instrument has it), measures from the song's time signatures, ties across barlines,
 * chords, voices, rests, `<handbell>` techniques, the tempo and the title. LV and thumb damp,
 * which `<handbell>` does not name, are the text marks handbell scores print (`<other-technical>`
 * LV and TD): MusicXML 4's let-ring tie would say LV too, but MuseScore 3 reports it as an import
 * error and breaks a tie it meets on the same note.
 */
import {
  barLength,
  dynamicsOf,
  hairpinsOf,
  keyFifths,
  marksOf,
  passagesOf,
  type Song,
  type Stave,
  songEnd,
  spelling,
  TECHNIQUES,
  type Technique,
} from '@ringalong/song';
import { divisionsFor, type NoteValue, noteValues } from './note-values.ts';
import { type Chord, layoutPart, type Measure, type PlacedNote } from './score-layout.ts';

export interface MusicXmlOptions {
  /** Quarter notes per minute, written as the opening metronome mark. */
  readonly bpm: number;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or an attribute; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The common text marks (design/handbells.md) for the techniques `<handbell>` does not name. */
export const TEXT_MARKS: Partial<Record<Technique, string>> = {
  lv: 'LV',
  'thumb damp': 'TD',
  shake: 'Sk',
  'singing bell': 'SB',
  vibrato: 'vib.',
  'brush damp': 'BD',
  'ring touch': 'RT',
};
/** The techniques MusicXML's `<handbell>` element names as ours; the others are text marks. */
const HANDBELL_ELEMENT = new Set<Technique>(TECHNIQUES.filter((technique) => !TEXT_MARKS[technique]));

/** A written pitch, spelled by the key signature (B-flat in F major, F-sharp in G). */
function pitchXml(pitch: number, fifths: number): string {
  const { step, alter, octave } = spelling(pitch, fifths);
  const altered = alter !== 0 ? `<alter>${alter}</alter>` : '';
  return `<pitch><step>${step}</step>${altered}<octave>${octave}</octave></pitch>`;
}

function valueXml(value: NoteValue): string {
  const type = value.type ? `<type>${value.type}</type>` : '';
  const dots = '<dot/>'.repeat(value.dots);
  const triplet = value.triplet
    ? '<time-modification><actual-notes>3</actual-notes><normal-notes>2</normal-notes></time-modification>'
    : '';
  return `${type}${dots}${triplet}`;
}

function notationsXml(note: PlacedNote, tieFrom: boolean, tieOn: boolean, first: boolean): string {
  const parts: string[] = [];
  if (tieFrom) parts.push('<tied type="stop"/>');
  if (tieOn) parts.push('<tied type="start"/>');
  if (first && note.accent) parts.push('<articulations><accent/></articulations>');
  if (first && note.technique && HANDBELL_ELEMENT.has(note.technique)) {
    parts.push(`<technical><handbell>${note.technique}</handbell></technical>`);
  }
  const mark = first && note.technique ? TEXT_MARKS[note.technique] : undefined;
  if (mark) parts.push(`<technical><other-technical>${mark}</other-technical></technical>`);
  return parts.length > 0 ? `<notations>${parts.join('')}</notations>` : '';
}

function chordXml(chord: Chord, voice: number, staff: number, divisions: number, fifths: number): string {
  const values = noteValues(chord.end - chord.start, divisions);
  const out: string[] = [];
  for (const [i, value] of values.entries()) {
    const last = i === values.length - 1;
    for (const [j, note] of chord.notes.entries()) {
      const tieFrom = i > 0 || note.tiedFrom;
      const tieOn = !last || note.tiedOn;
      const ties = `${tieFrom ? '<tie type="stop"/>' : ''}${tieOn ? '<tie type="start"/>' : ''}`;
      out.push(
        `<note>${j > 0 ? '<chord/>' : ''}${pitchXml(note.pitch, fifths)}<duration>${value.duration}</duration>${ties}` +
          `<voice>${voice}</voice>${valueXml(value)}<staff>${staff}</staff>` +
          `${notationsXml(note, tieFrom, tieOn, i === 0 && !note.tiedFrom)}</note>`,
      );
    }
  }
  return out.join('\n');
}

function restXml(duration: number, voice: number, staff: number, divisions: number, whole: boolean): string {
  if (whole) {
    return `<note><rest measure="yes"/><duration>${duration}</duration><voice>${voice}</voice><staff>${staff}</staff></note>`;
  }
  return noteValues(duration, divisions)
    .map(
      (value) =>
        `<note><rest/><duration>${value.duration}</duration><voice>${voice}</voice>${valueXml(value)}<staff>${staff}</staff></note>`,
    )
    .join('\n');
}

function attributesXml(
  measure: Measure,
  previous: Measure | undefined,
  divisions: number,
  fifths: number,
): string {
  const ts = measure.timeSignature;
  const time = `<time><beats>${ts.numerator}</beats><beat-type>${ts.denominator}</beat-type></time>`;
  if (previous) {
    const before = previous.timeSignature;
    const same = before.numerator === ts.numerator && before.denominator === ts.denominator;
    return same ? '' : `<attributes>${time}</attributes>`;
  }
  return (
    `<attributes><divisions>${divisions}</divisions><key><fifths>${fifths}</fifths></key>${time}<staves>2</staves>` +
    '<clef number="1"><sign>G</sign><line>2</line></clef><clef number="2"><sign>F</sign><line>4</line></clef>' +
    '<transpose><diatonic>0</diatonic><chromatic>0</chromatic><octave-change>1</octave-change></transpose>' +
    '</attributes>'
  );
}

function tempoXml(bpm: number): string {
  const rounded = Math.round(bpm * 100) / 100;
  return (
    '<direction placement="above"><direction-type><metronome><beat-unit>quarter</beat-unit>' +
    `<per-minute>${rounded}</per-minute></metronome></direction-type><sound tempo="${rounded}"/></direction>`
  );
}

/**
 * The words a passage is written with, as handbell publishers print them ('LV ... R'); the
 * reader knows each (read/musicxml-expression.ts).
 */
export const PASSAGE_WORDS: Readonly<Record<Technique, string>> = {
  lv: 'LV',
  'thumb damp': 'T.D.',
  martellato: 'Mart.',
  'martellato lift': 'Mart. lift',
  'mallet table': 'Mallet',
  'pluck lift': 'Pluck',
  gyro: 'Gyro',
  swing: 'Swing',
  echo: 'Echo',
  damp: 'Damp',
  'hand martellato': 'Hand mart.',
  'muted martellato': 'Muted mart.',
  'mallet lift': 'Mallet lift',
  shake: 'Shake',
  'singing bell': 'S.B.',
  vibrato: 'Vib.',
  'brush damp': 'B.D.',
  'ring touch': 'R.T.',
};

/** MIDI-like loudness MusicXML's `<sound dynamics>` takes (percent of forte's 90). */
const SOUND_DYNAMICS = { pp: 36, p: 54, mp: 71, mf: 89, f: 106, ff: 124 } as const;

/** A direction at `time` (divisions from the song's start) inside `measure`. */
interface Direction {
  readonly time: number;
  readonly xml: string;
}

/** The song's dynamics, hairpins, passages and rehearsal letters as directions, at their times. */
function directionsOf(song: Song, divisions: number): Direction[] {
  const at = (beat: number) => Math.round(beat * divisions);
  const direction = (placement: 'above' | 'below', type: string, extra = '') =>
    `<direction placement="${placement}"><direction-type>${type}</direction-type>${extra}</direction>`;
  const out: Direction[] = [];
  for (const mark of marksOf(song)) {
    out.push({
      time: at(mark.beat),
      xml: direction('above', `<rehearsal>${escapeXml(mark.label)}</rehearsal>`),
    });
  }
  for (const passage of passagesOf(song)) {
    out.push({
      time: at(passage.from),
      xml: direction('above', `<words>${PASSAGE_WORDS[passage.technique]}</words>`),
    });
    out.push({ time: at(passage.to), xml: direction('above', '<words>R</words>') });
  }
  for (const mark of dynamicsOf(song)) {
    const sound = `<sound dynamics="${SOUND_DYNAMICS[mark.level]}"/>`;
    out.push({
      time: at(mark.beat),
      xml: direction('below', `<dynamics><${mark.level}/></dynamics>`, sound),
    });
  }
  for (const hairpin of hairpinsOf(song)) {
    out.push({
      time: at(hairpin.from),
      xml: direction('below', `<wedge type="${hairpin.kind}" number="1"/>`),
    });
    out.push({ time: at(hairpin.to), xml: direction('below', '<wedge type="stop" number="1"/>') });
  }
  // An R and the next passage's words at one time: the R first, so the old passage ends before the new begins.
  return out
    .map((d, i) => ({
      ...d,
      i,
      r: d.xml.includes('<words>R</words>') || d.xml.includes('type="stop"') ? 0 : 1,
    }))
    .sort((a, b) => a.time - b.time || a.r - b.r || a.i - b.i)
    .map(({ time, xml }) => ({ time, xml }));
}

/** The directions that fall in `measure` (the last measure also takes those at or after its end). */
function measureDirections(directions: readonly Direction[], measure: Measure, last: boolean): string {
  return directions
    .filter((d) => d.time >= measure.start && (d.time < measure.end || (last && d.time >= measure.end)))
    .map((d) => {
      const offset = Math.min(d.time, measure.end) - measure.start;
      return offset > 0
        ? d.xml.replace('</direction-type>', `</direction-type><offset>${offset}</offset>`)
        : d.xml;
    })
    .join('\n');
}

function measureXml(
  measure: Measure,
  previous: Measure | undefined,
  divisions: number,
  head: string,
  fifths: number,
): string {
  const body: string[] = [attributesXml(measure, previous, divisions, fifths), head];
  const staffVoices = new Map<number, number>();
  let at = measure.start;
  for (const voice of measure.voices) {
    const index = (staffVoices.get(voice.staff) ?? 0) + 1;
    staffVoices.set(voice.staff, index);
    // Voices 1-4 on the treble staff, 5-8 on the bass, as MuseScore numbers them.
    const number = (voice.staff - 1) * 4 + index;
    if (at > measure.start) body.push(`<backup><duration>${at - measure.start}</duration></backup>`);
    at = measure.start;
    if (voice.chords.length === 0) {
      body.push(restXml(measure.end - measure.start, number, voice.staff, divisions, true));
      at = measure.end;
      continue;
    }
    for (const chord of voice.chords) {
      if (chord.start > at) body.push(restXml(chord.start - at, number, voice.staff, divisions, false));
      body.push(chordXml(chord, number, voice.staff, divisions, fifths));
      at = chord.end;
    }
    // The first voice of a staff fills its measure; the others may stop after their last note.
    if (index === 1 && at < measure.end) {
      body.push(restXml(measure.end - at, number, voice.staff, divisions, false));
      at = measure.end;
    }
  }
  return `<measure number="${measure.number}">\n${body.filter(Boolean).join('\n')}\n</measure>`;
}

interface PartSpec {
  readonly id: string;
  readonly name: string;
  readonly staves: readonly Stave[];
}

/** The song's MusicXML text. Pitches are the written ones the song holds. */
export function writeMusicXml(song: Song, options: MusicXmlOptions): string {
  // Every bar up to the last note's end, and the first bar of the last time signature, so a
  // change of signature after the last note (bars made for notes yet to come) is kept too.
  const last = song.timeSignatures.at(-1);
  const marked = [
    ...dynamicsOf(song).map((mark) => mark.beat),
    ...marksOf(song).map((mark) => mark.beat),
    ...[...passagesOf(song), ...hairpinsOf(song)].flatMap((span) => [span.from, span.to]),
  ];
  const end = Math.max(songEnd(song), last ? last.beat + barLength(last) : 0, ...marked);
  const beats: number[] = [...song.timeSignatures.map((ts) => ts.beat), ...marked];
  for (const stave of song.staves)
    for (const note of stave.notes) beats.push(note.beat, note.beat + note.length);
  const divisions = divisionsFor(beats);
  const chimes = song.staves.filter((stave) => stave.instrument === 'handchime');
  const parts: PartSpec[] = [
    { id: 'P1', name: 'Handbells', staves: song.staves.filter((stave) => stave.instrument === 'handbell') },
    ...(chimes.length > 0 ? [{ id: 'P2', name: 'Handchimes', staves: chimes }] : []),
  ];
  const title = escapeXml(song.meta.title);
  const partList = parts
    .map(
      (part) =>
        `<score-part id="${part.id}"><part-name>${part.name}</part-name>` +
        `<score-instrument id="${part.id}-I1"><instrument-name>${part.name}</instrument-name></score-instrument>` +
        `<midi-instrument id="${part.id}-I1"><midi-program>15</midi-program></midi-instrument></score-part>`,
    )
    .join('\n');
  const directions = directionsOf(song, divisions);
  const body = parts.map((part, p) => {
    const measures = layoutPart(song, part.staves, divisions, end);
    const xml = measures.map((measure, i) => {
      const tempo = p === 0 && i === 0 ? tempoXml(options.bpm) : '';
      // Marks over the whole score go with the first part, as a score prints them once.
      const marks = p === 0 ? measureDirections(directions, measure, i === measures.length - 1) : '';
      const head = [tempo, marks].filter(Boolean).join('\n');
      return measureXml(measure, measures[i - 1], divisions, head, keyFifths(song));
    });
    return `<part id="${part.id}">\n${xml.join('\n')}\n</part>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">',
    '<score-partwise version="4.0">',
    `<work><work-title>${title}</work-title></work>`,
    '<identification><encoding><software>Ringalong</software></encoding></identification>',
    `<part-list>\n${partList}\n</part-list>`,
    ...body,
    '</score-partwise>',
    '',
  ].join('\n');
}
