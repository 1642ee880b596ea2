/**
 * MusicXML (score-partwise, or score-timewise turned partwise) to a Piece: parts with their names
 * and instruments, measures aligned across parts, repeats written out, ties merged, pickup,
 * tempo and time signatures.
 */
import type { Instrument } from '@ringalong/song';
import type { Piece, PieceNote, PiecePart, PieceTempo, PieceTimeSignature } from '../piece.ts';
import { readExpression } from './musicxml-expression.ts';
import { readPart, unpitchedKeys, type WrittenMeasure, type WrittenPart } from './musicxml-measures.ts';
import { fail } from './read-error.ts';
import { playOrder } from './repeats.ts';
import { signatureMarks, sortNotes, tempoMarks } from './timeline.ts';
import { child, children, childText, parseXmlTree, type XmlElement } from './xml-tree.ts';

const EPSILON = 1e-6;

/** A timewise score holds parts inside measures: regroup it as parts holding measures. */
function partwise(score: XmlElement): XmlElement[] {
  if (score.name === 'score-partwise') return children(score, 'part');
  const parts = new Map<string, XmlElement>();
  for (const measure of children(score, 'measure')) {
    for (const part of children(measure, 'part')) {
      const id = part.attributes.id ?? '';
      const whole = parts.get(id) ?? { name: 'part', attributes: { id }, children: [], text: '' };
      whole.children.push({ ...measure, children: part.children });
      parts.set(id, whole);
    }
  }
  return [...parts.values()];
}

function instrumentOf(names: string, part: WrittenPart): Instrument | undefined {
  if (/chime/i.test(names)) return 'handchime';
  if (/hand\s?bell/i.test(names) || part.handbellMarks) return 'handbell';
  return undefined;
}

/** Notes of one part on the played-out timeline, tied notes merged into one. */
function playedNotes(part: WrittenPart, order: readonly number[], starts: readonly number[]): PieceNote[] {
  const notes: {
    pitch: number;
    beat: number;
    length: number;
    tieStart: boolean;
    tieStop: boolean;
    technique?: PieceNote['technique'];
    accent?: true;
  }[] = [];
  order.forEach((index, played) => {
    for (const note of part.measures[index]?.notes ?? []) {
      notes.push({ ...note, beat: (starts[played] as number) + note.offset });
    }
  });
  notes.sort((a, b) => a.beat - b.beat || a.pitch - b.pitch);
  const merged: {
    pitch: number;
    beat: number;
    length: number;
    technique?: PieceNote['technique'];
    accent?: true;
  }[] = [];
  const open = new Map<number, (typeof merged)[number]>();
  for (const note of notes) {
    const held = note.tieStop ? open.get(note.pitch) : undefined;
    if (held && Math.abs(held.beat + held.length - note.beat) < EPSILON) {
      held.length = note.beat + note.length - held.beat;
      if (!note.tieStart) open.delete(note.pitch);
      continue;
    }
    const kept = {
      pitch: note.pitch,
      beat: note.beat,
      length: note.length,
      ...(note.technique ? { technique: note.technique } : {}),
      ...(note.accent ? { accent: note.accent } : {}),
    };
    merged.push(kept);
    if (note.tieStart) open.set(note.pitch, kept);
    else open.delete(note.pitch);
  }
  return sortNotes(merged);
}

export function readMusicXml(text: string): Piece {
  const score = parseXmlTree(text);
  const scoreParts = new Map<string, XmlElement>();
  const partList = child(score, 'part-list');
  for (const scorePart of partList ? children(partList, 'score-part') : []) {
    scoreParts.set(scorePart.attributes.id ?? '', scorePart);
  }
  const elements = partwise(score);
  const parts = elements.map((element) =>
    readPart(element, unpitchedKeys(scoreParts.get(element.attributes.id ?? ''))),
  );
  const count = Math.max(0, ...parts.map((p) => p.measures.length));
  if (count === 0) fail('This MusicXML file holds no measures.');

  // Each measure's time signature (carried on), and its length: the longest part's, or the signature's.
  const signature: { numerator: number; denominator: number }[] = [];
  const lengths: number[] = [];
  let current = { numerator: 4, denominator: 4 };
  for (let index = 0; index < count; index++) {
    const measures = parts.map((p) => p.measures[index]).filter((m): m is WrittenMeasure => m !== undefined);
    current = measures.find((m) => m.time)?.time ?? current;
    signature.push(current);
    const reached = Math.max(0, ...measures.map((m) => m.length));
    lengths.push(reached > EPSILON ? reached : (current.numerator * 4) / current.denominator);
  }
  const nominal = (index: number) =>
    ((signature[index]?.numerator ?? 4) * 4) / (signature[index]?.denominator ?? 4);
  const pickupBeats = (lengths[0] as number) < nominal(0) - EPSILON ? (lengths[0] as number) : 0;

  const barlines = Array.from({ length: count }, (_, index) => {
    const marks = parts.map((p) => p.measures[index]?.barlines);
    return {
      forwardRepeat: marks.some((m) => m?.forwardRepeat),
      backwardRepeat: marks.find((m) => m?.backwardRepeat !== undefined)?.backwardRepeat,
      endingStart: marks.find((m) => m?.endingStart)?.endingStart,
      endingEnd: marks.some((m) => m?.endingEnd),
    };
  });
  const order = playOrder(barlines);
  const starts: number[] = [];
  let beat = 0;
  for (const index of order) {
    starts.push(beat);
    beat += lengths[index] as number;
  }

  const tempos: PieceTempo[] = [];
  const timeSignatures: PieceTimeSignature[] = [];
  order.forEach((index, played) => {
    const start = starts[played] as number;
    timeSignatures.push({ beat: start, ...(signature[index] as { numerator: number; denominator: number }) });
    for (const part of parts) {
      for (const mark of part.measures[index]?.tempos ?? [])
        tempos.push({ beat: start + mark.offset, bpm: mark.bpm });
    }
  });

  const pieceParts: PiecePart[] = elements.map((element, i) => {
    const id = element.attributes.id || `P${i + 1}`;
    const scorePart = scoreParts.get(element.attributes.id ?? '');
    const partName = scorePart ? childText(scorePart, 'part-name') : '';
    const instrumentNames = scorePart
      ? children(scorePart, 'score-instrument').map((s) => childText(s, 'instrument-name'))
      : [];
    const written = parts[i] as WrittenPart;
    const instrument = instrumentOf([partName, ...instrumentNames].join(' '), written);
    return {
      id,
      name: partName || instrumentNames.find((n) => n) || `Part ${i + 1}`,
      notes: playedNotes(written, order, starts),
      drum: written.drum,
      ...(instrument ? { instrument } : {}),
    };
  });
  if (pieceParts.every((p) => p.notes.length === 0)) fail('This MusicXML file holds no notes.');

  const remarks: string[] = [];
  if (order.some((index, played) => index !== played) || order.length !== count)
    remarks.push('Repeats written out');
  const graceNotes = parts.reduce((sum, p) => sum + p.measures.reduce((s, m) => s + m.graceNotes, 0), 0);
  if (graceNotes > 0) remarks.push(`Grace notes left out (${graceNotes})`);
  if (parts.some((p) => p.measures.some((m) => m.jumps)))
    remarks.push('D.C., D.S. and coda jumps not followed');

  // The key signature the score opens with: the first <fifths> of the first part that has one.
  const keyFifths = elements
    .flatMap((element) => children(element, 'measure').slice(0, 1))
    .flatMap((measure) => children(measure, 'attributes'))
    .flatMap((attributes) => children(attributes, 'key'))
    .map((key) => Number(childText(key, 'fifths')))
    .find((fifths) => Number.isInteger(fifths) && fifths >= -7 && fifths <= 7);
  const work = child(score, 'work');
  const title = (work ? childText(work, 'work-title') : '') || childText(score, 'movement-title');
  return {
    format: 'musicxml',
    title,
    parts: pieceParts,
    tempos: tempoMarks(tempos),
    timeSignatures: signatureMarks(timeSignatures),
    pickupBeats,
    remarks,
    expression: readExpression(parts, order, starts, beat),
    ...(keyFifths !== undefined ? { keyFifths } : {}),
  };
}
