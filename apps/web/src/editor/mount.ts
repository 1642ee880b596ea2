/**
 * Binds a controller to a real canvas: the picture (drawn whole on the canvas until the first
 * interaction, then the layers of `stage/` over it), resize, pointer and keyboard listeners, and
 * the one animation-frame loop that shows a frame only when something changed or while playing.
 */

import { onFirstIntent } from '../first-intent.ts';
import { backingFor, MAX_BACKING_PIXELS } from './backing.ts';
import { openNoteMenuAt } from './controller/commands.ts';
import type { EditorController } from './controller/controller.ts';
import { handleKey } from './controller/keyboard.ts';
import { recordDrawn } from './drawn-positions.ts';
import { FirstPicture, type Picture } from './first-picture.ts';
import { FrameTimes } from './frame-times.ts';
import { loadEditorParts } from './parts.ts';
import type { Frame } from './render/frame.ts';
import { samePicture } from './render/same-frame.ts';
import { steppedFrame } from './render/stepped.ts';
import { PointerTool } from './tools/pointer-tool.ts';
import type { PointerInput } from './tools/tool.ts';
import type { CanvasOptions } from './types.ts';

export function mountCanvas(
  editor: EditorController,
  canvas: HTMLCanvasElement,
  options: CanvasOptions = {},
): () => void {
  const first = new FirstPicture(canvas);
  let picture: Picture = first;
  const tool = new PointerTool(editor);
  let frameId = 0;
  let shown: Frame | null = null;
  let mounted = true;
  let place: Parameters<Picture['place']> = [0, 0, 1, 1, 1];

  // The layers arrive with the first interaction (or at once when asked), in the editor's chunk.
  let loading = false;
  const loadLayers = () => {
    if (loading) return;
    loading = true;
    loadEditorParts().then(
      ({ Stage }) => {
        if (!mounted) return;
        const stage = new Stage(canvas);
        stage.place(...place);
        first.handOver();
        picture = stage;
        shown = null;
        request();
        options.onLayers?.();
      },
      () => {
        // Without the layers the whole picture goes on; the next interaction tries again.
        loading = false;
      },
    );
  };

  const frames = new FrameTimes();
  // The system's 'reduce motion', followed as it changes.
  const lessMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  const draw = (time?: number) => {
    frameId = 0;
    // The frame's own time: its position is the song time heard when it reaches the screen
    // (about a frame later), and a glide starts from that same instant on the document timeline.
    const now = time ?? performance.now();
    const playing = editor.playback.tick(frames.shownAt(now));
    if (playing) loadLayers();
    // Reduce motion: a playing picture moves a beat at a time, with no glide between.
    const still = playing && (lessMotion?.matches ?? false);
    const frame = still ? steppedFrame(editor.frame()) : editor.frame();
    // A glide slides on by itself: the clock standing still must stop it, so it is told anyway.
    const drew = shown === null || !samePicture(shown, frame) || picture.sliding;
    if (drew) {
      // Playing with no gesture under way: the stage may hand steady motion to the compositor.
      const motion =
        playing && !still && !tool.active ? { rate: editor.playback.bpm / 60_000, now } : undefined;
      picture.show(frame, motion);
      shown = frame;
      if (playing) recordDrawn('canvas', frame.viewport.position);
    }
    if (picture.shown) options.onFrame?.(drew, picture.shown);
    if (playing) request();
  };
  const request = () => {
    if (frameId === 0) frameId = requestAnimationFrame(draw);
  };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    const width = Math.max(1, Math.round(rect.width));
    const height = Math.max(1, Math.round(rect.height));
    const backing = backingFor(
      width,
      height,
      window.devicePixelRatio || 1,
      options.maxBackingPixels ?? MAX_BACKING_PIXELS,
    );
    place = [canvas.offsetLeft, canvas.offsetTop, width, height, backing.ratio];
    picture.place(...place);
    editor.setSize(width, height);
    // A new size draws every layer again: now, rather than show a blank frame.
    shown = null;
    if (frameId !== 0) cancelAnimationFrame(frameId);
    draw();
  };

  const input = (event: PointerEvent): PointerInput => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, shiftKey: event.shiftKey };
  };
  // A menu key (Shift+F10, the context menu key) the editor took, whose context menu event is to come.
  let menuKeyTaken = false;
  const onDown = (event: PointerEvent) => {
    loadLayers();
    menuKeyTaken = false;
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the gesture works without.
    }
    tool.down(event.pointerId, input(event));
  };
  const onMove = (event: PointerEvent) => {
    const at = input(event);
    tool.move(event.pointerId, at);
    if (event.pointerType === 'mouse') canvas.style.cursor = tool.cursor(at.x, at.y);
  };
  const onUp = (event: PointerEvent) => tool.up(event.pointerId, input(event));
  const onCancel = () => tool.cancel();
  // Composer: a right click on a note opens the technique menu for it (and the selection it is in).
  // The menu key or Shift+F10 opened a menu at the cursor: the context menu event it brings is spent.
  const onKeyContextMenu = (event: MouseEvent) => {
    if (!menuKeyTaken) return;
    menuKeyTaken = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onContextMenu = (event: MouseEvent) => {
    const at = input(event as PointerEvent);
    if (openNoteMenuAt(editor, at.x, at.y, { x: event.clientX, y: event.clientY })) event.preventDefault();
  };

  // A button with the focus presses itself when Space comes up (Firefox even after a prevented
  // keydown), so the release of a Space that played or paused is kept from it too.
  let spaceTaken = false;
  const onKey = (event: KeyboardEvent) => {
    loadLayers();
    if (event.key === 'Escape' && tool.active) {
      tool.cancel();
      return;
    }
    const active = document.activeElement;
    // The text view's list (data-editor-keys) takes the composer's keys as the canvas does.
    const bodyFocused =
      !active ||
      active === document.body ||
      active === canvas ||
      active.closest('[data-editor-keys]') !== null;
    const spaceFree = bodyFocused || inPageHeader(active);
    const handled = handleKey(editor, {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
      bodyFocused,
      spaceFree,
      typing: isTextField(active),
    });
    if (!handled) return;
    event.preventDefault();
    if (event.key === ' ') spaceTaken = true;
    if (event.key === 'ContextMenu' || event.key === 'F10') menuKeyTaken = true;
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== ' ' || !spaceTaken) return;
    spaceTaken = false;
    event.preventDefault();
  };

  canvas.style.touchAction = 'none';
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('contextmenu', onContextMenu);
  window.addEventListener('contextmenu', onKeyContextMenu, true);
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKeyUp);
  window.addEventListener('resize', resize);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  observer?.observe(canvas);
  const unsubscribe = editor.subscribe(request);
  resize();
  request();
  if (options.layersNow) loadLayers();
  // The layers (with bar numbers and rehearsal marks) take over as soon as the user stirs.
  const stopPreload = onFirstIntent(loadLayers);

  return () => {
    stopPreload();
    unsubscribe();
    observer?.disconnect();
    if (frameId !== 0) cancelAnimationFrame(frameId);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('contextmenu', onContextMenu);
    window.removeEventListener('contextmenu', onKeyContextMenu, true);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKeyUp);
    window.removeEventListener('resize', resize);
    mounted = false;
    picture.remove();
  };
}

/**
 * A control of the page's header (its banner): Space there plays and pauses, while Enter still
 * presses the control; a menu opened from the header keeps Space for its items.
 */
function inPageHeader(element: Element | null): boolean {
  if (!element || isTextField(element)) return false;
  return element.closest('header') !== null && element.closest('[role="menu"], [role="dialog"]') === null;
}

function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'range'].includes(element.type);
  return (element as HTMLElement).isContentEditable === true;
}
