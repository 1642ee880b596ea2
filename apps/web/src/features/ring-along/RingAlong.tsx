/**
 * Ring along: the song full screen for a room to ring from (a projector or a big screen), or 'my
 * part' on a ringer's own device (I am: that ringer's rows alone, large). The picture is the
 * editor's (`Editor.ringAlong`); over it a small row of controls (Play/Pause, the look-ahead, the
 * bars ahead, quiet rows dimmed or left blank, Leave) fades in while a pointer moves or a finger
 * touches and out again after a while, but not from under a mouse resting on it. While the song
 * plays only Pause and Leave show, small, in the bar numbers' band: never over the rows. Escape or
 * F leaves, as does leaving the browser's full screen.
 */
import { AHEAD_BARS_RANGE, LOOK_AHEAD_RANGE, type Preferences, type QuietRows } from '@ringalong/song';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { Editor } from '../../editor/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { close, pause, play } from '../../ui/shapes/first-paint.ts';
import './ring-along.css';
import { aheadBarsFrom, lookAheadFrom } from './settings.ts';

/** On <html> while the view is open: the app's header and canvas step aside (ring-along.css). */
export const OPEN_CLASS = 'ra-open';
/** The controls fade out this long after the pointer last moved (unless a mouse rests on them). */
export const CONTROLS_AWAKE_MS = 2500;

export interface RingAlongProps {
  readonly editor: Editor;
  readonly playing: boolean;
  /** 'My part': the ringer whose rows alone are shown (I am); null: everyone's. */
  readonly part?: string | null;
  readonly settings: Pick<Preferences, 'lookAheadSeconds' | 'aheadBars' | 'quietRows'>;
  readonly onChange: (changes: Partial<Preferences>) => void;
  readonly onTogglePlay: () => void;
  /** Why Play does nothing here (a ringer following the director), or null. */
  readonly transportLocked?: string | null;
  readonly onLeave: () => void;
  /** The picture's code could not be loaded. */
  readonly onFailed: () => void;
}

const QUIET_CHOICES: readonly { label: string; value: QuietRows }[] = [
  { label: 'Dim', value: 'dim' },
  { label: 'Hide', value: 'hide' },
];

export function RingAlong({
  editor,
  playing,
  part = null,
  settings,
  onChange,
  onTogglePlay,
  transportLocked = null,
  onLeave,
  onFailed,
}: RingAlongProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [awake, setAwake] = useState(true);
  const timer = useRef(0);
  /** Where a mouse or pen last was over the view; null after a touch or once it left. */
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  const failed = useRef(onFailed);
  failed.current = onFailed;

  // The picture, drawn by the editor on our canvas.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let stop: (() => void) | null = null;
    let gone = false;
    editor.ringAlong(element).then(
      (unmount) => {
        if (gone) unmount();
        else stop = unmount;
      },
      () => failed.current(),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [editor]);

  // The app steps aside; keys and the browser's full screen can end the view.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(OPEN_CLASS);
    let wasFull = document.fullscreenElement !== null;
    const onFullscreen = () => {
      if (document.fullscreenElement) wasFull = true;
      else if (wasFull) leave.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== 'Escape' && event.key !== 'f' && event.key !== 'F') return;
      const target = event.target as HTMLElement | null;
      if (event.key !== 'Escape' && target?.closest('input')) return;
      // A dialog over the view (the Choir panel that set I am) takes its own Escape first.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      // Before the editor's own keys (F would enter again).
      event.stopPropagation();
      event.preventDefault();
      leave.current();
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('keydown', onKey, true);
      root.classList.remove(OPEN_CLASS);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
    };
  }, []);

  // A mouse resting on the controls keeps them: they never fade from under it (a finger lifts,
  // so a touch does not). Measured when the time is up, where the controls are then: Pause moves
  // them to the top while the song plays.
  const resting = () => {
    const at = pointer.current;
    const box = bar.current?.getBoundingClientRect();
    return !!at && !!box && at.x >= box.left && at.x <= box.right && at.y >= box.top && at.y <= box.bottom;
  };
  const sleepLater = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (resting()) sleepLater();
      else setAwake(false);
    }, CONTROLS_AWAKE_MS);
  };
  const wake = (event?: PointerEvent) => {
    if (event)
      pointer.current = event.pointerType === 'touch' ? null : { x: event.clientX, y: event.clientY };
    setAwake(true);
    sleepLater();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening: the controls show, then fade.
  useEffect(() => {
    wake();
    return () => window.clearTimeout(timer.current);
  }, []);

  const leaveButton = (
    <Button variant="outlined" onClick={onLeave} aria-keyshortcuts="Escape F">
      <Icon shape={close} />
      {part === null ? 'Leave' : 'Everyone’s rows'}
    </Button>
  );
  return (
    <section
      className={`ra ${awake ? 'ra-awake' : ''}`}
      aria-label={part === null ? 'Ring along' : `Ring along: ${part}’s part`}
      onPointerMove={wake}
      onPointerDown={wake}
      onPointerLeave={() => {
        pointer.current = null;
      }}
      onTouchStart={() => wake()}
    >
      <canvas
        ref={canvas}
        className="ra-canvas"
        aria-label={part === null ? 'Ring along: the song full screen' : `${part}’s part: their bells alone`}
      />
      <div
        ref={bar}
        className={`ra-controls ${playing ? 'ra-compact' : ''}`}
        role="toolbar"
        aria-label="Ring along controls"
      >
        <Button
          variant="solid"
          onClick={transportLocked ? undefined : onTogglePlay}
          aria-keyshortcuts="Space"
          aria-disabled={transportLocked ? true : undefined}
          aria-describedby={transportLocked ? 'ra-transport-lock' : undefined}
          title={transportLocked ?? undefined}
          className={transportLocked ? 'ra-locked' : undefined}
        >
          <Icon shape={playing ? pause : play} />
          {playing ? 'Pause' : 'Play'}
        </Button>
        {transportLocked ? (
          <span id="ra-transport-lock" className="visually-hidden">
            {transportLocked}
          </span>
        ) : null}
        {playing ? null : (
          <>
            <label className="ra-field" htmlFor="ra-look-ahead">
              Look-ahead
            </label>
            <NumberField
              id="ra-look-ahead"
              className="ra-number"
              value={settings.lookAheadSeconds}
              suffix=" s"
              range={LOOK_AHEAD_RANGE}
              showButtons
              onCommit={(typed) =>
                onChange({ lookAheadSeconds: lookAheadFrom(typed, settings.lookAheadSeconds) })
              }
            />
            <label className="ra-field" htmlFor="ra-ahead-bars">
              Bars ahead
            </label>
            <NumberField
              id="ra-ahead-bars"
              className="ra-number"
              value={settings.aheadBars}
              range={AHEAD_BARS_RANGE}
              showButtons
              onCommit={(typed) => onChange({ aheadBars: aheadBarsFrom(typed, settings.aheadBars) })}
            />
            <Segmented
              ariaLabel="Rows with no notes ahead"
              value={settings.quietRows}
              options={QUIET_CHOICES}
              onChange={(quietRows) => onChange({ quietRows })}
            />
          </>
        )}
        {leaveButton}
      </div>
    </section>
  );
}
