import { Dialog } from '../../ui/Dialog.tsx';
import styles from './KeyHelp.module.css';
import { chordText, GROUPS, keylessOf, keysOf, keyWords } from './key-words.ts';

export interface KeyHelpProps {
  readonly visible: boolean;
  readonly onHide: () => void;
}

/**
 * The help sheet ('?'): every key of the app by group, from the table the keyboard handler uses,
 * and every action no key presses, in the place of the header or the menu that has it.
 */
export function KeyHelp({ visible, onHide }: KeyHelpProps) {
  return (
    <Dialog title="Keys" visible={visible} onHide={onHide} className={styles.panel}>
      {/* Scrolls: a keyboard reaches it with Tab and scrolls it with the arrows. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keys (axe's scrollable-region-focusable) */}
      {/* biome-ignore lint/a11y/useSemanticElements: a group of the sheet's sections, not a form's fieldset */}
      <div className={styles.body} role="group" aria-label="Every key" tabIndex={0}>
        {GROUPS.map(({ group, title }) => (
          <section key={group} aria-label={title}>
            <h3 className={styles.group}>{title}</h3>
            {keysOf(group).length > 0 ? (
              <dl className={styles.list}>
                {keysOf(group).map((entry) => (
                  <div
                    key={entry.chords.map(chordText).join()}
                    className={styles.row}
                    data-action={entry.action}
                  >
                    <dt className={styles.keys}>
                      {entry.chords.map((chord, i) => (
                        <span key={chordText(chord)}>
                          {i > 0 ? ' or ' : null}
                          <kbd className={styles.key}>{chordText(chord)}</kbd>
                        </span>
                      ))}
                    </dt>
                    <dd className={styles.what}>{keyWords(entry)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {keylessOf(group).length > 0 ? (
              <ul className={styles.list} aria-label={`${title}: no key`}>
                {keylessOf(group).map((action) => (
                  <li key={action.id} className={styles.what} data-action={action.id}>
                    {action.label}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className={styles.note}>On a Mac, Cmd works as Ctrl.</p>
      </div>
    </Dialog>
  );
}

export default KeyHelp;
