import {
  bellName,
  CHOIR_NAME_MAX,
  type Choir,
  DEFAULT_HANDS,
  EXPERIENCES,
  type Experience,
  HANDS,
  HANDS_WORDS,
  type Hands,
  RINGER_NAME_MAX,
  RINGERS_MAX,
} from '@ringalong/song';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import {
  checkedChoir,
  gridOctaves,
  NOTE_STEPS,
  newId,
  type OwnedList,
  PRESETS,
  pastedNames,
  pitchOf,
  presetTicked,
  withPastedRingers,
  withPitch,
  withSet,
} from './choir-draft.ts';

const EXPERIENCE_OPTIONS: readonly { label: string; value: Experience | 'untold' }[] = [
  { label: 'Experience not told', value: 'untold' },
  ...EXPERIENCES.map((e) => ({ label: e[0]!.toUpperCase() + e.slice(1), value: e })),
];

const HANDS_OPTIONS: readonly { label: string; value: Hands }[] = HANDS.map((h) => ({
  label: HANDS_WORDS[h],
  value: h,
}));

export interface ChoirEditorProps {
  /** 'New choir' or 'Edit <name>'. */
  readonly heading: string;
  readonly initial: Choir;
  readonly isNew: boolean;
  /** Saves the choir; false when it was not kept (the store said why in a toast). */
  readonly onSave: (choir: Choir) => Promise<boolean>;
  readonly onCancel: () => void;
}

/** The single bells of one instrument, as a grid of octaves by note names: each one a toggle. */
function BellGrid({
  choir,
  list,
  onChange,
}: {
  choir: Choir;
  list: OwnedList;
  onChange: (choir: Choir) => void;
}) {
  const [open, setOpen] = useState(false);
  const owned = new Set(choir[list]);
  const kind = list === 'bells' ? 'handbell' : 'handchime';
  return (
    <details className="choirs-grid-box" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Single {list === 'bells' ? 'handbells' : 'handchimes'}</summary>
      {/* Drawn only while open: up to 96 buttons the form need not carry. */}
      {open ? (
        <fieldset className="choirs-grid" aria-label={`Single ${kind}s`}>
          {gridOctaves(list).map((octave) => (
            <div key={octave} className="choirs-octave">
              {NOTE_STEPS.map((step, i) => {
                const pitch = pitchOf(octave, i);
                const on = owned.has(pitch);
                return (
                  <button
                    key={step}
                    type="button"
                    className={`choirs-bell${step.length > 1 ? ' choirs-sharp' : ''}`}
                    aria-pressed={on}
                    aria-label={`${bellName(pitch)} ${kind}`}
                    onClick={() => onChange(withPitch(choir, list, pitch, !on))}
                  >
                    {bellName(pitch)}
                  </button>
                );
              })}
            </div>
          ))}
        </fieldset>
      ) : null}
    </details>
  );
}

/** Making or changing one choir: its name, its ringers and the bells and chimes it owns. */
export function ChoirEditor({ heading, initial, isNew, onSave, onCancel }: ChoirEditorProps) {
  const [choir, setChoir] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameId = useId();
  const headingId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  // A new choir starts at its name: typing goes straight in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the editor's first showing
  useEffect(() => {
    if (isNew) nameField.current?.focus();
  }, []);
  const full = choir.ringers.length >= RINGERS_MAX;

  /** Names pasted that did not fit under the limit, said beside Add ringer; null when none. */
  const [leftOut, setLeftOut] = useState<number | null>(null);
  const change = (next: Choir) => {
    setChoir(next);
    setError(null);
    setLeftOut(null);
  };
  /** A list of names pasted into a name field: that ringer and new ones after it, one a name. */
  const paste = (index: number, text: string): boolean => {
    const names = pastedNames(text);
    if (!names) return false;
    const { choir: next, left } = withPastedRingers(choir, index, names);
    change(next);
    if (left > 0) setLeftOut(left);
    return true;
  };
  const setRinger = (
    index: number,
    patch: { name?: string; experience?: Experience | 'untold'; hands?: Hands },
  ) => {
    const ringers = choir.ringers.map((r, i) => {
      if (i !== index) return r;
      const name = patch.name ?? r.name;
      const experience = patch.experience === undefined ? r.experience : patch.experience;
      const hands = patch.hands ?? r.hands;
      return {
        id: r.id,
        name,
        ...(experience === 'untold' || experience === undefined ? {} : { experience }),
        ...(hands === undefined ? {} : { hands }),
      };
    });
    change({ ...choir, ringers });
  };
  const addRinger = () => {
    if (full) return;
    change({
      ...choir,
      ringers: [...choir.ringers, { id: newId(), name: `Ringer ${choir.ringers.length + 1}` }],
    });
  };
  const save = async () => {
    const checked = checkedChoir(choir);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    const kept = await onSave(checked.choir);
    setSaving(false);
    if (!kept) setError('The choir was not kept (see the message above). Your changes are still here.');
  };

  return (
    <form
      className="choirs-editor"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={headingId} className="choirs-heading">
        {heading}
      </h3>
      <div className="choirs-field">
        <label htmlFor={nameId}>Choir name</label>
        <input
          ref={nameField}
          id={nameId}
          className="ui-input"
          value={choir.name}
          maxLength={CHOIR_NAME_MAX}
          placeholder="e.g. St. Paul’s Ringers"
          onChange={(e) => change({ ...choir, name: e.target.value })}
        />
      </div>

      <fieldset className="choirs-fieldset">
        <legend>
          Ringers ({choir.ringers.length} of at most {RINGERS_MAX})
        </legend>
        {choir.ringers.length === 0 ? <p className="choirs-note">No ringers yet.</p> : null}
        <p className="choirs-note">
          A list of names (one a line, or with commas) pasted into a ringer's name adds them all.
        </p>
        <ol className="choirs-ringers">
          {choir.ringers.map((ringer, index) => (
            <li key={ringer.id} className="choirs-ringer">
              <input
                className="ui-input"
                aria-label={`Ringer ${index + 1} name`}
                value={ringer.name}
                maxLength={RINGER_NAME_MAX}
                onChange={(e) => setRinger(index, { name: e.target.value })}
                onPaste={(e) => {
                  if (paste(index, e.clipboardData.getData('text'))) e.preventDefault();
                }}
              />
              <Select<Experience | 'untold'>
                ariaLabel={`Ringer ${index + 1} experience`}
                value={ringer.experience ?? 'untold'}
                options={EXPERIENCE_OPTIONS}
                onChange={(experience) => setRinger(index, { experience })}
              />
              <Select<Hands>
                ariaLabel={`Ringer ${index + 1} hands`}
                value={ringer.hands ?? DEFAULT_HANDS}
                options={HANDS_OPTIONS}
                onChange={(hands) => setRinger(index, { hands })}
              />
              <Button
                variant="danger-text"
                size="small"
                aria-label={`Remove ringer ${index + 1} (${ringer.name})`}
                onClick={() => change({ ...choir, ringers: choir.ringers.filter((_, i) => i !== index) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <div className="choirs-footer">
          <Button variant="outlined" size="small" onClick={addRinger} disabled={full}>
            Add ringer
          </Button>
          {full || leftOut ? (
            <span className="choirs-note" role="status">
              A choir has at most {RINGERS_MAX} ringers.
              {leftOut ? ` ${leftOut} pasted name${leftOut === 1 ? ' was' : 's were'} left out.` : ''}
            </span>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="choirs-fieldset">
        <legend>
          Bells and chimes owned: {choir.bells.length} bell{choir.bells.length === 1 ? '' : 's'},{' '}
          {choir.chimes.length} chime{choir.chimes.length === 1 ? '' : 's'}
        </legend>
        <div className="choirs-presets">
          {PRESETS.map((set) => (
            <label key={set.id} className="choirs-preset">
              <input
                type="checkbox"
                className="ui-checkbox"
                checked={presetTicked(choir, set)}
                onChange={(e) => change(withSet(choir, set, e.target.checked))}
              />
              {set.label}
            </label>
          ))}
        </div>
        <BellGrid choir={choir} list="bells" onChange={change} />
        <BellGrid choir={choir} list="chimes" onChange={change} />
      </fieldset>

      {error ? (
        <p className="choirs-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="choirs-footer choirs-buttons">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save choir'}
        </Button>
        <Button variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
