/**
 * Test support: the notes a MusicXML partwise file holds, read the plain way (positions from
 * durations, backup and forward, chords, ties merged), and the checks a strict reader makes on
 * every measure: no voice runs past its measure, the first voice of each staff fills it.
 */
import { child, childrenOf, type Element, parseXml, textOf } from './xml-tree.ts';

export interface ReadNote {
  readonly part: string;
  readonly pitch: number;
  readonly beat: number;
  readonly length: number;
  readonly handbell?: string;
  readonly otherTechnical?: string;
}

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

function pitchOf(note: Element): number | null {
  const pitch = child(note, 'pitch');
  if (!pitch) return null;
  const alter = Number(textOf(pitch, 'alter') ?? 0);
  return (Number(textOf(pitch, 'octave')) + 1) * 12 + STEPS[textOf(pitch, 'step')!]! + alter;
}

export function readMusicXmlNotes(text: string): { notes: ReadNote[]; problems: string[]; root: Element } {
  const root = parseXml(text);
  const notes: ReadNote[] = [];
  const problems: string[] = [];
  for (const part of childrenOf(root, 'part')) {
    const id = part.attributes.id!;
    let divisions = 1;
    let measureStart = 0;
    const open: { beat: number; length: number; note: ReadNote }[] = [];
    for (const measure of childrenOf(part, 'measure')) {
      let at = 0;
      let lastStart = 0;
      let length = 0;
      const voiceEnds = new Map<string, number>();
      for (const item of measure.children) {
        if (item.name === 'attributes') {
          const d = textOf(item, 'divisions');
          if (d) divisions = Number(d);
        }
        if (item.name === 'backup') at -= Number(textOf(item, 'duration'));
        if (item.name === 'forward') at += Number(textOf(item, 'duration'));
        if (item.name !== 'note') continue;
        const duration = Number(textOf(item, 'duration'));
        const isChord = child(item, 'chord') !== undefined;
        const start = isChord ? lastStart : at;
        if (!isChord) at += duration;
        lastStart = start;
        length = Math.max(length, at);
        const voiceKey = `${textOf(item, 'staff')}/${textOf(item, 'voice')}`;
        voiceEnds.set(voiceKey, Math.max(voiceEnds.get(voiceKey) ?? 0, at));
        if (at < 0) problems.push(`measure ${measure.attributes.number}: backup before its start`);
        const pitch = pitchOf(item);
        if (pitch === null) continue;
        const ties = childrenOf(item, 'tie').map((t) => t.attributes.type);
        const notations = child(item, 'notations');
        const technical = notations ? child(notations, 'technical') : undefined;
        const beat = (measureStart + start) / divisions;
        const seconds = duration / divisions;
        // A tie stop continues the open note of its pitch that ends where it starts (in any voice).
        const held = ties.includes('stop')
          ? open.find((o) => o.note.pitch === pitch && Math.abs(o.beat + o.length - beat) < 1e-9)
          : undefined;
        let current = held;
        if (held) {
          held.length += seconds;
        } else {
          const note: ReadNote = {
            part: id,
            pitch,
            beat,
            length: seconds,
            ...(technical && textOf(technical, 'handbell')
              ? { handbell: textOf(technical, 'handbell') }
              : {}),
            ...(technical && textOf(technical, 'other-technical')
              ? { otherTechnical: textOf(technical, 'other-technical') }
              : {}),
          };
          current = { beat, length: seconds, note };
          open.push(current);
        }
        if (!ties.includes('start')) {
          open.splice(open.indexOf(current!), 1);
          notes.push({ ...current!.note, length: current!.length });
        }
      }
      for (const staff of ['1', '2']) {
        const first = [...voiceEnds].find(([key]) => key.startsWith(`${staff}/`));
        if (first && first[1] !== length)
          problems.push(`measure ${measure.attributes.number}: staff ${staff} not full`);
      }
      measureStart += length;
    }
    if (open.length > 0) problems.push(`part ${id}: a tie never ends`);
  }
  notes.sort((a, b) => a.part.localeCompare(b.part) || a.beat - b.beat || a.pitch - b.pitch);
  return { notes, problems, root };
}
