import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Toast } from '../toast.ts';
import { Toasts } from './Toasts.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let next = 1;
const toast = (summary: string, life: number, severity: Toast['severity'] = 'success'): Toast => ({
  id: next++,
  severity,
  summary,
  life,
});

/** A toast on screen: shown and not yet hidden. */
const showing = (text: string) => screen.getByText(text).closest('.ui-toast:not(.ui-toast-gone)') !== null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toasts', () => {
  it("each toast lasts its own life, the spec's: 500 ms, 1 s", () => {
    render(<Toasts toasts={[toast('Username Updated', 500), toast('Song deleted', 1000)]} />);
    wait(490);
    expect(showing('Username Updated')).toBe(true);
    wait(20);
    expect(showing('Username Updated')).toBe(false);
    expect(showing('Song deleted')).toBe(true);
    wait(480);
    expect(showing('Song deleted')).toBe(true);
    wait(20);
    expect(showing('Song deleted')).toBe(false);
  });

  it('shows a message once while it shows, however often it comes, its time starting anew', () => {
    const failed = "Couldn't load this part of Ringalong.";
    const first = toast(failed, 1000, 'error');
    const { rerender } = render(<Toasts toasts={[first, toast(failed, 1000, 'error')]} />);
    expect(screen.getAllByText(failed)).toHaveLength(1);
    wait(800);
    const third = toast(failed, 1000, 'error');
    rerender(<Toasts toasts={[first, third, toast('Saved', 1000)]} />);
    expect(screen.getAllByText(failed)).toHaveLength(1);
    expect(showing('Saved')).toBe(true);
    wait(900);
    expect(showing(failed)).toBe(true);
    wait(200);
    expect(showing(failed)).toBe(false);
  });

  it('waits while the pointer or the focus is on it, and goes on from where it was', () => {
    render(<Toasts toasts={[toast('Saved', 1000)]} />);
    wait(600);
    const toasts = screen.getByText('Saved').closest('.ui-toasts')!;
    fireEvent.pointerEnter(toasts);
    wait(5000);
    expect(showing('Saved')).toBe(true);
    fireEvent.pointerLeave(toasts);
    fireEvent.focus(screen.getByRole('button', { name: 'Close' }));
    wait(5000);
    expect(showing('Saved')).toBe(true);
    fireEvent.blur(screen.getByRole('button', { name: 'Close' }));
    wait(390);
    expect(showing('Saved')).toBe(true);
    wait(20);
    expect(showing('Saved')).toBe(false);
  });

  it('waits, every toast, while the pointer is on any: one ending must not move another from under it', () => {
    const first = [toast('Sweet! You now have full access to Ringalong.', 3000), toast('Saved', 1000)];
    const { container, rerender } = render(<Toasts toasts={first} />);
    wait(600);
    fireEvent.pointerEnter(container.querySelector('.ui-toasts')!);
    wait(5000);
    expect(showing('Sweet! You now have full access to Ringalong.')).toBe(true);
    expect(showing('Saved')).toBe(true);
    // One that comes while the pointer is there waits with them.
    rerender(<Toasts toasts={[...first, toast('Song deleted', 1000)]} />);
    wait(5000);
    expect(showing('Song deleted')).toBe(true);
    fireEvent.pointerLeave(container.querySelector('.ui-toasts')!);
    wait(390);
    expect(showing('Saved')).toBe(true);
    wait(20);
    expect(showing('Saved')).toBe(false);
    expect(showing('Sweet! You now have full access to Ringalong.')).toBe(true);
    wait(570);
    expect(showing('Song deleted')).toBe(true);
    wait(20);
    expect(showing('Song deleted')).toBe(false);
    wait(1380);
    expect(showing('Sweet! You now have full access to Ringalong.')).toBe(true);
    wait(20);
    expect(showing('Sweet! You now have full access to Ringalong.')).toBe(false);
  });

  it('puts errors in an assertive live region and the rest in a polite one, kept after the toast hides', () => {
    const first = [toast("Couldn't Save", 1000, 'error'), toast('Signed in', 1000)];
    const { rerender } = render(<Toasts toasts={first} />);
    expect(screen.getByRole('alert').textContent).toBe("Couldn't Save");
    expect(screen.getByRole('status').textContent).toBe('Signed in');
    wait(1500);
    // Hidden from sight, still in the regions' text for anyone who reads back.
    expect(showing("Couldn't Save")).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe("Couldn't Save");
    expect(screen.getByRole('status').textContent).toBe('Signed in');
    // The next toast takes their place.
    rerender(<Toasts toasts={[...first, toast('Saved', 1000)]} />);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});
