import type { Instrument } from '@ringalong/song';
import { type CSSProperties, useLayoutEffect, useMemo, useRef } from 'react';
import { Icon } from '../../ui/icons.tsx';
import { check } from '../../ui/shapes/dialogs.ts';
import { plus } from '../../ui/shapes/library.ts';
import styles from './PianoRoll.module.css';
import { pianoLayout } from './pianoLayout.ts';

export interface PianoRollProps {
  readonly pitches: readonly number[];
  /** The song's key signature (fifths), which spells the keys' names. */
  readonly keyFifths?: number;
  readonly selection: Readonly<Record<number, boolean>>;
  /** Rows of the other instrument in the song: their keys carry a small mark. */
  readonly marked?: Readonly<Record<number, boolean>>;
  /** The other instrument, named in each mark's label. */
  readonly markedInstrument?: Instrument;
  /** Bells (of this keyboard's instrument) the active choir does not own: hatched and crossed. */
  readonly unowned?: ReadonlySet<number>;
  /** The choir, named in each unowned key's label. */
  readonly choirName?: string;
  /** The key brought into sight when the keys change (the keyboard scrolls sideways). */
  readonly scrollTo?: number;
  /** A key was pressed: sound its bell. */
  readonly onPreview: (pitchId: number) => void;
  /** A key's purple tab was pressed: add or remove its bell. */
  readonly onToggle: (pitchId: number) => void;
}

/**
 * A keyboard of the pickable bells. Each key is two buttons: the key itself sounds the bell, and
 * the purple tab on it (named after the bell, pressed when selected) adds or removes it.
 */
export function PianoRoll(props: PianoRollProps) {
  const {
    pitches,
    keyFifths = 0,
    selection,
    marked = {},
    markedInstrument = 'handchime',
    unowned,
    choirName = 'your choir',
    scrollTo,
    onPreview,
    onToggle,
  } = props;
  const layout = useMemo(() => pianoLayout(pitches, keyFifths), [pitches, keyFifths]);
  const strip = useRef<HTMLDivElement>(null);
  const target = useRef(scrollTo);
  target.current = scrollTo;
  // A wide keyboard opens at the song's lowest row (or middle C) rather than at its bottom key;
  // only new keys scroll it, never a tab pressed on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new keys scroll again; the effect reads them from the page.
  useLayoutEffect(() => {
    const box = strip.current;
    const key = box?.querySelector<HTMLElement>(`[data-pitch="${target.current}"]`);
    if (!box || !key) return;
    box.scrollLeft = Math.max(0, key.offsetLeft - box.clientWidth / 4);
  }, [layout]);
  // Positions in percent of the keyboard, so it scales with the dialog.
  const place = (left: number, width: number): CSSProperties => ({
    left: `${(left / layout.width) * 100}%`,
    width: `${(width / layout.width) * 100}%`,
  });

  return (
    // The keys keep a usable width (a finger's on a touch screen) and the keyboard scrolls
    // sideways in its strip when it is wider than the dialog.
    <div className={styles.strip} ref={strip}>
      <div className={styles.keyboard} style={{ '--white-keys': layout.width } as CSSProperties}>
        {layout.keys.map((key) => {
          const selected = selection[key.pitchId] === true;
          const colour = key.black ? styles.black : styles.white;
          const other = `${key.name} ${markedInstrument} in the song`;
          const notOwned = unowned?.has(key.pitchId) === true;
          const notOwnedText = `${key.name}: ${choirName} does not own it`;
          return (
            <div
              key={key.pitchId}
              className={`${styles.key} ${colour} ${selected ? styles.selected : ''} ${notOwned ? styles.unowned : ''}`}
              style={place(key.left, key.width)}
              data-pitch={key.pitchId}
              data-unowned={notOwned || undefined}
            >
              <button
                type="button"
                className={styles.body}
                aria-label={`Play ${key.name}`}
                // Sound on press, as an instrument does, rather than on release; keyboard
                // activation has no press, so its click (detail 0) sounds the bell instead.
                onPointerDown={(e) => {
                  if (e.button === 0) onPreview(key.pitchId);
                }}
                onClick={(e) => {
                  if (e.detail === 0) onPreview(key.pitchId);
                }}
              >
                {!key.black && <span className={styles.name}>{key.name}</span>}
              </button>
              {notOwned && (
                <span className={styles.notOwned} role="img" aria-label={notOwnedText} title={notOwnedText}>
                  ✕
                </span>
              )}
              {marked[key.pitchId] === true && (
                <span className={styles.mark} role="img" aria-label={other} title={other} />
              )}
              <button
                type="button"
                className={styles.tab}
                aria-label={key.name}
                aria-pressed={selected}
                title={selected ? `Remove ${key.name}` : `Add ${key.name}`}
                onClick={() => onToggle(key.pitchId)}
              >
                <Icon shape={selected ? check : plus} />
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
