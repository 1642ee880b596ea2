/**
 * Binds a controller to a real canvas: backing store at devicePixelRatio, resize, pointer and
 * keyboard listeners, and the one animation-frame loop that draws only when something changed
 * or while playing.
 */

import { loadClipboardCode } from './controller/clipboard.ts';
import type { EditorController } from './controller/controller.ts';
import { handleKey } from './controller/keyboard.ts';
import { drawFrame } from './render/draw.ts';
import { cursorFor } from './tools/cursor.ts';
import { PointerTool } from './tools/pointer-tool.ts';
import type { PointerInput } from './tools/tool.ts';

export function mountCanvas(editor: EditorController, canvas: HTMLCanvasElement): () => void {
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('The editor needs a 2D canvas context.');
  const tool = new PointerTool(editor);
  let frameId = 0;
  let dpr = 1;

  const draw = () => {
    frameId = 0;
    const playing = editor.playback.tick();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawFrame(ctx, editor.frame());
    if (playing) request();
  };
  const request = () => {
    if (frameId === 0) frameId = requestAnimationFrame(draw);
  };

  const resize = () => {
    dpr = window.devicePixelRatio || 1;
    const rect = canvas.getBoundingClientRect();
    const width = Math.max(1, Math.round(rect.width));
    const height = Math.max(1, Math.round(rect.height));
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    editor.setSize(width, height);
    // Resizing clears the canvas: paint now rather than show a blank frame.
    if (frameId !== 0) cancelAnimationFrame(frameId);
    draw();
  };

  const input = (event: PointerEvent): PointerInput => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, shiftKey: event.shiftKey };
  };
  const onDown = (event: PointerEvent) => {
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
    if (event.pointerType === 'mouse') canvas.style.cursor = cursorFor(editor, tool.state, at.x, at.y);
  };
  const onUp = (event: PointerEvent) => tool.up(event.pointerId, input(event));
  const onCancel = () => tool.cancel();

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && tool.active) {
      tool.cancel();
      return;
    }
    const active = document.activeElement;
    const handled = handleKey(editor, {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
      bodyFocused: !active || active === document.body || active === canvas,
      typing: isTextField(active),
    });
    if (handled) event.preventDefault();
  };

  canvas.style.touchAction = 'none';
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  window.addEventListener('keydown', onKey);
  window.addEventListener('resize', resize);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  observer?.observe(canvas);
  const unsubscribe = editor.subscribe(request);
  resize();
  request();
  // After first paint, not on the critical path: ready before anyone reaches for Ctrl+V.
  const preload = setTimeout(() => void loadClipboardCode().catch(() => {}), 1000);

  return () => {
    clearTimeout(preload);
    unsubscribe();
    observer?.disconnect();
    if (frameId !== 0) cancelAnimationFrame(frameId);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('resize', resize);
  };
}

function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'range'].includes(element.type);
  return (element as HTMLElement).isContentEditable === true;
}
