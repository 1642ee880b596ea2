import './toasts.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Toast } from '../toast.ts';
import { Icon } from './icons.tsx';
import { LAYERS } from './layers.ts';
import { close } from './shapes/first-paint.ts';

/** A toast shown, or one whose time is up: that one stays, unseen, for screen readers. */
interface Entry {
  readonly toast: Toast;
  readonly gone: boolean;
}

/** Beside a dialog the toasts need this much room, else they go above it. */
const SIDE_MIN_PX = 240;
const SIDE_MAX_PX = 400;
const MARGIN_PX = 16;
const GAP_PX = 8;

/**
 * Where the toasts go so that they cover no dialog: beside the top dialog when there is room,
 * else above it, the dialog moving down by the toasts' height (`--toast-room`, ui.css).
 */
function place(box: HTMLElement, showing: boolean): void {
  const root = document.documentElement;
  const panels = document.querySelectorAll<HTMLElement>('.modal-mask .modal-panel');
  const panel = panels[panels.length - 1];
  box.classList.remove('ui-toasts-above');
  box.style.width = '';
  if (!showing || !panel) {
    root.style.removeProperty('--toast-room');
    return;
  }
  const side = window.innerWidth - panel.getBoundingClientRect().right - 2 * MARGIN_PX;
  if (side >= SIDE_MIN_PX) {
    box.style.width = `${Math.min(side, SIDE_MAX_PX)}px`;
    root.style.removeProperty('--toast-room');
    return;
  }
  box.classList.add('ui-toasts-above');
  root.style.setProperty('--toast-room', `${Math.ceil(box.getBoundingClientRect().bottom) + GAP_PX}px`);
}

/**
 * Whether the pointer is on the toasts, and each toast's way to hear of it. The pointer holds
 * every toast, not just the one under it: a toast above it ending would move the one pointed at
 * from under the pointer, which would then end too.
 */
interface PointerOnToasts {
  on: boolean;
  readonly listeners: Set<(on: boolean) => void>;
}

/**
 * One toast. Its time (`life`, the spec's) runs while neither the pointer (on any toast) nor the
 * focus is on it; when it is up the toast hides but stays in its live region until the next toast
 * arrives. The time stops in the event itself, not on the next render, so no timer fires in between.
 */
function ToastItem({
  entry,
  onEnd,
  pointer,
}: {
  entry: Entry;
  onEnd: (id: number) => void;
  pointer: PointerOnToasts;
}) {
  const { toast, gone } = entry;
  const clock = useRef({
    left: toast.life,
    started: 0,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    // A toast that comes while the pointer is on the others waits with them.
    pointer: pointer.on,
    focus: false,
  });
  const stop = useCallback(() => {
    const now = clock.current;
    if (now.timer === undefined) return;
    clearTimeout(now.timer);
    now.timer = undefined;
    now.left -= Date.now() - now.started;
  }, []);
  const go = useCallback(() => {
    const now = clock.current;
    if (now.pointer || now.focus) return stop();
    if (now.timer !== undefined) return;
    now.started = Date.now();
    now.timer = setTimeout(
      () => {
        now.timer = undefined;
        onEnd(toast.id);
      },
      Math.max(0, now.left),
    );
  }, [onEnd, stop, toast.id]);
  useEffect(() => {
    if (gone) return;
    go();
    return stop;
  }, [gone, go, stop]);
  const hold = useCallback(
    (what: 'pointer' | 'focus', on: boolean) => {
      clock.current[what] = on;
      if (!gone) go();
    },
    [gone, go],
  );
  useEffect(() => {
    const hear = (on: boolean) => hold('pointer', on);
    pointer.listeners.add(hear);
    return () => {
      pointer.listeners.delete(hear);
    };
  }, [pointer, hold]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusing a toast only holds its time; the toast is no control.
    <div
      className={`ui-toast ui-toast-${toast.severity}${gone ? ' ui-toast-gone' : ''}`}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => hold('focus', event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="ui-toast-text">
        <strong>{toast.summary}</strong>
        {toast.detail ? <span>{toast.detail}</span> : null}
      </div>
      {gone ? null : (
        <button type="button" className="ui-toast-close" aria-label="Close" onClick={() => onEnd(toast.id)}>
          <Icon shape={close} />
        </button>
      )}
    </div>
  );
}

const urgent = (toast: Toast) => toast.severity === 'error' || toast.severity === 'warn';
const sameMessage = (a: Toast, b: Toast) =>
  a.severity === b.severity && a.summary === b.summary && a.detail === b.detail;

/**
 * The app's toasts: each new message in `toasts` shows under the header, over any dialog but
 * never on it (beside it, or above it with the dialog moved down), for its `life`, longer while
 * pointed at or focused, or until closed. Every message goes to a live region, assertive for
 * errors and warnings, polite for the rest, and its text stays there after the toast hides, until
 * the next one. The same message again while it shows replaces it rather than stacking a copy
 * (two parts failing to download at once say so once). Part of the first paint (it needs no download).
 */
export function Toasts({ toasts }: { toasts: readonly Toast[] }) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const pointer = useRef<PointerOnToasts>({ on: false, listeners: new Set() }).current;
  const point = (on: boolean) => {
    pointer.on = on;
    for (const hear of pointer.listeners) hear(on);
  };
  // The newest toast id already shown, so none shows twice.
  const shown = useRef(0);
  useEffect(() => {
    const fresh = toasts.filter((t) => t.id > shown.current);
    if (fresh.length === 0) return;
    shown.current = fresh[fresh.length - 1]!.id;
    // A message already showing is not stacked again: the newer one takes its place, its time anew.
    const latest = fresh.filter((toast, i) => !fresh.slice(i + 1).some((later) => sameMessage(later, toast)));
    setEntries((now) => [
      ...now.filter((e) => !e.gone && !latest.some((toast) => sameMessage(toast, e.toast))),
      ...latest.map((toast) => ({ toast, gone: false })),
    ]);
  }, [toasts]);
  const end = useCallback(
    (id: number) => setEntries((now) => now.map((e) => (e.toast.id === id ? { ...e, gone: true } : e))),
    [],
  );
  const showing = entries.some((e) => !e.gone);
  // With no toast showing there is nothing to point at (the box is empty): the next one runs.
  if (!showing) pointer.on = false;
  // A dialog moved for the toasts moves back only once no pointer is pressed: a press must not
  // go down on one control and come up on another as the dialog moves under it.
  const pressed = useRef({ down: false, afterRelease: [] as (() => void)[] });
  useEffect(() => {
    const state = pressed.current;
    const down = () => {
      state.down = true;
    };
    const up = () => {
      state.down = false;
      for (const run of state.afterRelease.splice(0)) run();
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);
  const whenReleased = useCallback((run: () => void) => {
    if (pressed.current.down) pressed.current.afterRelease.push(run);
    else run();
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => whenReleased(() => place(element, showing));
    update();
    if (!showing) return;
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    const watch = () => {
      sizes?.disconnect();
      sizes?.observe(element);
      for (const panel of document.querySelectorAll('.modal-mask .modal-panel')) sizes?.observe(panel);
      update();
    };
    // Dialogs open and close as children of the body.
    const dialogs = new MutationObserver(watch);
    dialogs.observe(document.body, { childList: true });
    watch();
    window.addEventListener('resize', update);
    return () => {
      dialogs.disconnect();
      sizes?.disconnect();
      window.removeEventListener('resize', update);
      whenReleased(() => {
        if (!box.current?.querySelector('.ui-toast:not(.ui-toast-gone)'))
          document.documentElement.style.removeProperty('--toast-room');
      });
    };
  }, [showing, whenReleased]);

  const list = (entries: readonly Entry[]) =>
    entries.map((e) => <ToastItem key={e.toast.id} entry={e} onEnd={end} pointer={pointer} />);
  return (
    // Pointing at the toasts only holds their time; they are no control.
    <div
      ref={box}
      className="ui-toasts"
      style={{ zIndex: LAYERS.toast }}
      onPointerEnter={() => point(true)}
      onPointerLeave={() => point(false)}
    >
      <div role="alert" className="ui-toast-list">
        {list(entries.filter((e) => urgent(e.toast)))}
      </div>
      <div role="status" className="ui-toast-list">
        {list(entries.filter((e) => !urgent(e.toast)))}
      </div>
    </div>
  );
}
