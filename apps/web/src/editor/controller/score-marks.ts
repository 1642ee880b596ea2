/**
 * The score's marks the composer sets (docs/score.md): a technique passage ('LV ... R', 'T.D. ...
 * R', 'Mart. ... R') or a hairpin over the selected notes, a dynamic where the selection starts
 * (or at the hit point), and accents on the selected notes. Each is one edit, one undo entry,
 * through `@ringalong/song`.
 */
import {
  clearHairpins,
  clearPassages,
  type DynamicLevel,
  findNote,
  type Hairpin,
  parseNoteKey,
  quantize,
  selectionSpan,
  setDynamic,
  setHairpin,
  setNoteAccent,
  setPassage,
  type Technique,
} from '@ringalong/song';
import { ON_THE_TABLE } from './commands.ts';
import type { EditorController } from './controller.ts';

function selectedSpan(editor: EditorController): { from: number; to: number } | null {
  return selectionSpan(editor.song, [...editor.selection].map(parseNoteKey));
}

/**
 * A passage rung with `technique` over the selected notes, its R after the last one's end; with
 * undefined, no passage there any more. False when nothing is selected or nothing changed.
 */
export function setSelectedPassage(editor: EditorController, technique: Technique | undefined): boolean {
  const span = selectedSpan(editor);
  if (!span) return false;
  const changed = editor.commit(
    technique
      ? setPassage(editor.song, span.from, span.to, technique)
      : clearPassages(editor.song, span.from, span.to),
  );
  // Handchimes are not struck on the table: the passage is kept (the arranger may mean it), but said.
  const chimes = [...editor.selection].filter((key) => parseNoteKey(key).instrument === 'handchime').length;
  if (changed && technique && ON_THE_TABLE.has(technique) && chimes > 0)
    editor.host.onChimeMartellato?.(chimes);
  return changed;
}

/** A crescendo or diminuendo over the selected notes; with undefined, none there any more. */
export function setSelectedHairpin(editor: EditorController, kind: Hairpin['kind'] | undefined): boolean {
  const span = selectedSpan(editor);
  if (!span) return false;
  return editor.commit(
    kind ? setHairpin(editor.song, span.from, span.to, kind) : clearHairpins(editor.song, span.from, span.to),
  );
}

/**
 * The beat a dynamic is marked at: the first selected note's, else the hit point's, snapped as
 * new notes are (never before the song's start).
 */
export function dynamicBeat(editor: EditorController): number {
  const span = selectedSpan(editor);
  if (span) return span.from;
  return quantize(editor.position, editor.prefs.snapPeriod || 1);
}

/** The dynamic mark `level` there (undefined: the mark there removed). */
export function setDynamicHere(editor: EditorController, level: DynamicLevel | undefined): boolean {
  return editor.commit(setDynamic(editor.song, dynamicBeat(editor), level));
}

/** Accents the selected notes, or takes the accent off when every one has it. */
export function toggleSelectedAccent(editor: EditorController): boolean {
  if (editor.selection.size === 0) return false;
  const refs = [...editor.selection].map(parseNoteKey);
  const on = !refs.every((ref) => findNote(editor.song, ref)?.accent === true);
  return editor.commit(setNoteAccent(editor.song, refs, on));
}
