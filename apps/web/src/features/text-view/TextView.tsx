import type { Instrument } from '@ringalong/song';
import { useEffect, useMemo, useRef } from 'react';
import type { GridCursor } from '../../editor/session.ts';
import { songText } from './song-text.ts';
import styles from './TextView.module.css';

export interface TextViewProps {
  readonly song: Parameters<typeof songText>[0];
  /** The composer's grid cursor (null until first moved). */
  readonly cursor: GridCursor | null;
  /** Puts the cursor on a beat, and on a note's row when given (the registry's `cursorTo`). */
  readonly onCursorTo: (beat: number, row?: { pitchId: number; instrument: Instrument }) => void;
  readonly onClose: () => void;
}

/**
 * The song as text beside the canvas: bars as a list, each with its notes by beat (bell, length,
 * technique, dynamic). Its list carries `data-editor-keys`, so the composer's keys work in it as on the
 * canvas (arrows move the cursor, Enter places or removes a note, Delete, the techniques, copy,
 * paste, undo); the item at the cursor holds the tab stop, and the focus follows the cursor while
 * it is in here. A press on a note or a bar puts the cursor there.
 */
export function TextView({ song, cursor, onCursorTo, onClose }: TextViewProps) {
  const root = useRef<HTMLElement>(null);
  // Whether the focus is in here: an item removed under it (a note deleted) drops it on the page.
  const focused = useRef(false);
  const bars = useMemo(() => songText(song, cursor?.beat ?? 0), [song, cursor?.beat]);
  const current = currentItem(bars, cursor);
  useEffect(() => {
    const element = root.current?.querySelector<HTMLElement>(`[data-item="${current}"]`);
    if (!element) return;
    const active = document.activeElement;
    const inHere = root.current?.contains(active) || (focused.current && active === document.body);
    if (inHere && active !== element) element.focus();
    else element.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <aside
      ref={root}
      className={styles.view}
      aria-label="Song as text"
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        if (event.relatedTarget !== null)
          focused.current = root.current?.contains(event.relatedTarget) ?? false;
      }}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>Song as text</h2>
        <button type="button" className={styles.close} onClick={onClose} data-action="textView">
          Close
        </button>
      </div>
      <p className={styles.hint}>
        Arrows move the cursor, Enter places or removes a note, 1 to 4 set its length, Delete deletes, ? lists
        every key.
      </p>
      <ol className={styles.bars} data-editor-keys="">
        {bars.map((bar) => (
          <li key={bar.start} className={styles.bar}>
            <button
              type="button"
              className={styles.barButton}
              data-action="cursorTo"
              data-item={`bar-${bar.start}`}
              tabIndex={current === `bar-${bar.start}` ? 0 : -1}
              aria-current={current === `bar-${bar.start}` ? 'location' : undefined}
              onClick={() => onCursorTo(bar.start)}
            >
              Bar {bar.number} ({bar.signature}): {notesCount(bar.notes.length)}
            </button>
            {bar.notes.length > 0 ? (
              <ul className={styles.notes}>
                {bar.notes.map((note) => (
                  <li key={note.key}>
                    <button
                      type="button"
                      className={styles.note}
                      data-action="cursorTo"
                      data-item={note.key}
                      tabIndex={current === note.key ? 0 : -1}
                      aria-current={current === note.key ? 'location' : undefined}
                      onClick={() => onCursorTo(note.beat, note.row)}
                    >
                      {note.words}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </aside>
  );
}

const notesCount = (count: number) => (count === 0 ? 'no notes' : count === 1 ? '1 note' : `${count} notes`);

/** The item at the cursor: its note when one starts there, else its bar (the first bar without a cursor). */
function currentItem(bars: ReturnType<typeof songText>, cursor: GridCursor | null): string {
  if (!cursor) return `bar-${bars[0]?.start ?? 0}`;
  const bar = bars.find((b) => cursor.beat >= b.start && cursor.beat < b.end) ?? bars[bars.length - 1];
  const note = bar?.notes.find(
    (n) => n.beat === cursor.beat && `${n.row.pitchId}:${n.row.instrument}` === cursor.row,
  );
  return note ? note.key : `bar-${bar?.start ?? 0}`;
}

export default TextView;
