import type { Choir, ChoirId } from '@ringalong/song';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';

export interface ChoirListProps {
  readonly choirs: readonly Choir[];
  readonly activeId: ChoirId | null;
  readonly onChoose: (id: ChoirId | null) => void;
  readonly onNew: () => void;
  readonly onEdit: (choir: Choir) => void;
  readonly onDelete: (choir: Choir) => void;
  readonly full: boolean;
  /** Take the focus on showing (back from the editor): the active choir's radio, or New choir. */
  readonly focusFirst?: boolean;
}

const summary = (choir: Choir) => {
  const ringers = `${choir.ringers.length} ringer${choir.ringers.length === 1 ? '' : 's'}`;
  const owned = choir.bells.length + choir.chimes.length;
  return `${ringers}, ${owned} bell${owned === 1 ? '' : 's'} and chimes`;
};

/** The user's choirs, the active one chosen (a radio group), each with Edit and Delete (asked first). */
export function ChoirList({
  choirs,
  activeId,
  onChoose,
  onNew,
  onEdit,
  onDelete,
  full,
  focusFirst = false,
}: ChoirListProps) {
  const [asking, setAsking] = useState<ChoirId | null>(null);
  /** The active choir's radio (or None's): where the focus lands back from the editor. */
  const first = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list shows
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, []);
  return (
    <div className="choirs-list">
      {choirs.length === 0 ? (
        <p className="choirs-note">No choirs yet. Make one with its ringers and the bells it owns.</p>
      ) : (
        <fieldset className="choirs-fieldset">
          <legend>Active choir</legend>
          <label className="choirs-row choirs-none">
            <input
              type="radio"
              name="active-choir"
              checked={activeId === null}
              ref={activeId === null ? first : undefined}
              onChange={() => onChoose(null)}
            />
            <span className="choirs-name">None</span>
          </label>
          {choirs.map((choir) => (
            <div key={choir.id} className="choirs-row">
              <label className="choirs-choice">
                <input
                  type="radio"
                  name="active-choir"
                  checked={activeId === choir.id}
                  ref={activeId === choir.id ? first : undefined}
                  onChange={() => onChoose(choir.id)}
                />
                <span className="choirs-name">{choir.name}</span>
                <span className="choirs-summary">{summary(choir)}</span>
              </label>
              {asking === choir.id ? (
                <fieldset className="choirs-confirm" aria-label={`Delete ${choir.name}?`}>
                  <span>Delete “{choir.name}”? This cannot be undone.</span>
                  <Button
                    variant="danger"
                    size="small"
                    onClick={() => {
                      setAsking(null);
                      onDelete(choir);
                    }}
                  >
                    Delete
                  </Button>
                  <Button variant="outlined" size="small" autoFocus onClick={() => setAsking(null)}>
                    Keep
                  </Button>
                </fieldset>
              ) : (
                <div className="choirs-actions">
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`Edit ${choir.name}`}
                    onClick={() => onEdit(choir)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger-outlined"
                    size="small"
                    aria-label={`Delete ${choir.name}`}
                    onClick={() => setAsking(choir.id)}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </div>
          ))}
        </fieldset>
      )}
      <div className="choirs-footer">
        <Button onClick={onNew} disabled={full} autoFocus={focusFirst && choirs.length === 0}>
          New choir
        </Button>
        {full ? <span className="choirs-note">You have 100 choirs, the most you can keep.</span> : null}
      </div>
    </div>
  );
}
