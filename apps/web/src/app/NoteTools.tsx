import type { Technique } from '@ringalong/song';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LENGTH_CHOICES, TECHNIQUE_NAMES, techniqueKey } from '../editor/note-tool-names.ts';
import type { LengthChoice } from '../editor/note-tools.ts';
import { useApp, useSongDocument } from '../store/index.ts';
import { Select } from '../ui/Select.tsx';
import { useDispatch } from './actions.ts';
import { MidiTools } from './MidiTools.tsx';
import { ScoreMarks } from './ScoreMarks.tsx';
import './NoteTools.css';

/** The palette's buttons: the techniques a score uses most, each with its glyph on the canvas. */
const QUICK: readonly { readonly technique: Technique | undefined; readonly glyph: string }[] = [
  { technique: 'lv', glyph: 'LV' },
  { technique: 'martellato', glyph: '▼' },
  { technique: 'thumb damp', glyph: 'TD' },
  // Narrow screens leave this one out: the list holds 'Plain ring' too.
  { technique: undefined, glyph: 'Plain' },
];

const nameOf = (technique: Technique | undefined) =>
  TECHNIQUE_NAMES.find((entry) => entry.technique === technique)?.name ?? String(technique);

function titleOf(technique: Technique | undefined): string {
  const key = techniqueKey(technique);
  return key ? `${nameOf(technique)} (${key})` : nameOf(technique);
}

/** The technique choices for the select ('plain' for none): every technique, with its key where it has one. */
const TECHNIQUE_OPTIONS = TECHNIQUE_NAMES.map((entry) => ({
  label: titleOf(entry.technique),
  value: entry.technique ?? 'plain',
}));

/**
 * The composer's note tools under the staves: the length new notes get, and a palette that sets the
 * technique of the selected notes (each press one undo entry). Pressing a button keeps the focus
 * where it was, so the keyboard shortcuts go on working. Each choice dispatches the registry's
 * `length` or `technique` action, as the keys do.
 */
export default function NoteTools() {
  const editMode = useApp((s) => s.preferences.editMode);
  const { editor } = useSongDocument();
  const tools = useSyncExternalStore(editor.subscribeNoteTools, editor.getNoteTools);
  const dispatch = useDispatch();
  const setTechnique = (technique: Technique | undefined) =>
    dispatch('technique', technique ? { technique } : {});
  if (!editMode) return null;
  const none = tools.selected === 0;
  const blurSoon = () => setTimeout(() => (document.activeElement as HTMLElement | null)?.blur(), 0);
  return (
    <div className="note-tools" role="toolbar" aria-label="Note tools">
      <Select<LengthChoice>
        ariaLabel="Length of new notes"
        className="note-tools-length"
        value={tools.lengthChoice}
        options={LENGTH_CHOICES}
        onChange={(length) => {
          dispatch('length', { length });
          blurSoon();
        }}
      />
      {QUICK.map(({ technique, glyph }) => (
        <button
          key={glyph}
          type="button"
          className={technique ? 'note-tools-glyph' : 'note-tools-glyph note-tools-plain'}
          title={`${titleOf(technique)}: on the selected notes`}
          aria-label={titleOf(technique)}
          aria-pressed={!none && tools.technique === technique}
          disabled={none}
          onMouseDown={(e) => e.preventDefault()}
          data-action="technique"
          onClick={() => setTechnique(technique)}
        >
          {glyph}
        </button>
      ))}
      {tools.menu && !none ? (
        <TechniqueMenu
          at={tools.menu}
          current={tools.technique}
          onChoose={(technique) => {
            setTechnique(technique);
            editor.closeNoteMenu();
          }}
          onClose={() => editor.closeNoteMenu()}
        />
      ) : null}
      <Select<string>
        ariaLabel="Technique of the selected notes"
        className="note-tools-technique"
        value={none || tools.technique === 'mixed' ? undefined : (tools.technique ?? 'plain')}
        placeholder={none ? 'Technique' : 'Mixed'}
        options={TECHNIQUE_OPTIONS}
        onChange={(value) => {
          setTechnique(TECHNIQUE_NAMES.find((entry) => (entry.technique ?? 'plain') === value)?.technique);
          blurSoon();
        }}
      />
      <ScoreMarks selected={tools.selected} onDone={blurSoon} />
      <button
        type="button"
        className="note-tools-glyph note-tools-input"
        title="Note input (N): the letters A to G place bells at the cursor"
        aria-pressed={tools.noteInput}
        data-action="noteInput"
        onClick={() => {
          dispatch('noteInput');
          blurSoon();
        }}
      >
        Note input
      </button>
      <MidiTools onDone={blurSoon} />
    </div>
  );
}

interface TechniqueMenuProps {
  readonly at: { readonly x: number; readonly y: number };
  readonly current: Technique | undefined | 'mixed';
  readonly onChoose: (technique: Technique | undefined) => void;
  readonly onClose: () => void;
}

/**
 * The technique menu a right click on a note opens where it was clicked: every technique with its
 * key. Escape or a press anywhere else closes it; the first item takes the focus.
 */
function TechniqueMenu({ at, current, onChoose, onClose }: TechniqueMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close.current();
    };
    window.addEventListener('pointerdown', away, true);
    return () => window.removeEventListener('pointerdown', away, true);
  }, []);
  const left = Math.max(4, Math.min(at.x, window.innerWidth - 200));
  const top = Math.max(4, Math.min(at.y, window.innerHeight - 420));
  return (
    <div
      ref={menu}
      className="note-tools-menu"
      role="menu"
      aria-label="Technique"
      style={{ left, top }}
      onKeyDown={(event) => {
        const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
        const index = items.indexOf(document.activeElement as HTMLElement);
        if (event.key === 'Escape') onClose();
        else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
        else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
        else return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {TECHNIQUE_NAMES.map(({ technique }) => (
        <button
          key={technique ?? 'plain'}
          type="button"
          role="menuitemradio"
          aria-checked={current === technique}
          onClick={() => onChoose(technique)}
        >
          {titleOf(technique)}
        </button>
      ))}
    </div>
  );
}
