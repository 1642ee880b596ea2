import { vi } from 'vitest';
import { createAppStore } from '../src/store/index.ts';
import type { StoreDeps } from '../src/store/types.ts';
import { FakeAudio } from './fake-audio.ts';

export const NOW = new Date('2026-06-01T12:00:00.000Z');

/**
 * A real store with the browser's side effects replaced: navigation recorded, waits instant, sound
 * silent. `doc` is the song's owner beside it (the song, its history and its title).
 */
export function testStore(path = '/') {
  const navigate = vi.fn<(url: string) => void>();
  const deps: StoreDeps = {
    navigate,
    wait: () => Promise.resolve(),
    now: () => NOW,
    storage: window.localStorage,
    currentPath: () => path,
    audio: new FakeAudio(),
    page: window,
  };
  const store = createAppStore(deps);
  return { store, navigate, state: () => store.getState(), doc: store.doc };
}

export const toastTexts = (toasts: readonly { summary: string }[]) => toasts.map((t) => t.summary);
