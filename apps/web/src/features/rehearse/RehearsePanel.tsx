import { PRACTICE_TEMPO_RANGE, type Preferences, type Song } from '@ringalong/song';
import { useId } from 'react';
import type { LoopSettings } from '../../editor/rehearsal/loop-settings.ts';
import { DEFAULT_SPEED_UP } from '../../editor/rehearsal/loop-settings.ts';
import { barCount } from '../../editor/rehearsal/plan.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { Slider } from '../../ui/Slider.tsx';
import styles from './Rehearse.module.css';

export interface RehearsePanelProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly song: Song;
  readonly preferences: Preferences;
  /** Practice tempo and count-in are preferences: one change at a time, already clamped. */
  readonly onChange: (patch: Partial<Preferences>) => void;
  /** The loop as it stands (null: none chosen yet) and its changes (a session setting). */
  readonly loop: LoopSettings | null;
  readonly onLoopChange: (loop: LoopSettings) => void;
  /** Rehearse together: opens the room's panel (ringers join from their own phones). */
  readonly onTogether?: () => void;
}

const TEMPO_STEP = 5;

/** A whole number in `min`..`max`, or null for anything else typed. */
const wholeIn = (value: number | null, min: number, max: number): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.min(max, Math.max(min, Math.round(value)));

/** A labelled checkbox; `action` names the registry's action it dispatches (editor/actions/registry.ts). */
function Checkbox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  action?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={id}
        type="checkbox"
        className="ui-checkbox"
        checked={props.checked}
        data-action={props.action}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </>
  );
}

function BarField(props: { label: string; value: number; max: number; onCommit: (bar: number) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <NumberField
        id={id}
        value={props.value}
        range={{ min: 1, max: props.max }}
        showButtons
        className={styles.number}
        onCommit={(typed) => {
          const bar = wholeIn(typed, 1, props.max);
          if (bar !== null && bar !== props.value) props.onCommit(bar);
        }}
      />
    </>
  );
}

/**
 * Rehearse: practice tempo (a percentage of the written tempo, which stays the song's), a looped
 * passage from one bar to another with an optional speed-up each pass, and the count-in.
 */
export function RehearsePanel(props: RehearsePanelProps) {
  const { preferences, onChange, song } = props;
  const tempoId = useId();
  const bars = barCount(song);
  const loop = props.loop ?? { on: false, from: 1, to: Math.min(4, bars), speedUp: 0 };
  const setLoop = (patch: Partial<LoopSettings>) => {
    const next = { ...loop, ...patch };
    // From never after To: moving one carries the other along.
    if (patch.from !== undefined && next.to < next.from) next.to = next.from;
    if (patch.to !== undefined && next.from > next.to) next.from = next.to;
    props.onLoopChange(next);
  };
  const percent = preferences.practiceTempo;
  const { min, max } = PRACTICE_TEMPO_RANGE;
  const setPercent = (value: number) => {
    const next = Math.min(max, Math.max(min, Math.round(value)));
    if (next !== percent) onChange({ practiceTempo: next });
  };
  const practiceBpm = Math.round((preferences.bpm * percent) / 100);

  return (
    <Dialog title="Rehearse" visible={props.visible} onHide={props.onHide} style={{ width: '30rem' }}>
      <div className={styles.grid}>
        <span id={tempoId} className={styles.label}>
          Practice tempo
        </span>
        <div className={styles.tempo}>
          <button
            type="button"
            className="ui-button ui-button-outlined"
            aria-label="Slower"
            onClick={() => setPercent(percent - TEMPO_STEP)}
          >
            −
          </button>
          <Slider
            value={percent}
            range={PRACTICE_TEMPO_RANGE}
            labelledBy={tempoId}
            valueText={`${percent} %`}
            onChange={setPercent}
          />
          <button
            type="button"
            className="ui-button ui-button-outlined"
            aria-label="Faster"
            onClick={() => setPercent(percent + TEMPO_STEP)}
          >
            +
          </button>
          <output className={styles.figure} aria-live="polite">
            {percent} %
          </output>
        </div>
        <p className={styles.written}>
          {practiceBpm} BPM; the song stays at {preferences.bpm} BPM.
        </p>
        <Checkbox label="Loop" action="setLoop" checked={loop.on} onChange={(on) => setLoop({ on })} />
        <BarField label="From bar" value={loop.from} max={bars} onCommit={(from) => setLoop({ from })} />
        <BarField
          label="To bar"
          value={Math.max(loop.from, loop.to)}
          max={bars}
          onCommit={(to) => setLoop({ to })}
        />
        <Checkbox
          label={`Speed up each pass (+${DEFAULT_SPEED_UP} %)`}
          checked={loop.speedUp > 0}
          onChange={(on) => setLoop({ speedUp: on ? DEFAULT_SPEED_UP : 0 })}
        />
        <Checkbox
          label="Count in before each pass"
          action="setLoop"
          checked={loop.countEachPass === true}
          onChange={(countEachPass) => setLoop({ countEachPass })}
        />
        <Checkbox
          label="Count-in"
          action="setPreferences"
          checked={preferences.countIn}
          onChange={(countIn) => onChange({ countIn })}
        />
        {props.onTogether ? (
          <button
            type="button"
            className={`ui-button ui-button-outlined ${styles.together}`}
            data-action="rehearseTogether"
            onClick={props.onTogether}
          >
            Rehearse together…
          </button>
        ) : null}
        <p className={styles.keys}>
          <kbd>O</kbd> loop on/off · <kbd>R</kbd> restart the loop · <kbd>Space</kbd> play/pause
        </p>
      </div>
    </Dialog>
  );
}
