import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { FakeAudio } from '../../../test/fake-audio.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import { KEY_NAMES } from '../../persistence/names.ts';
import CalibrationDialog, { SPACING_SECONDS } from './CalibrationDialog.tsx';

let now = 10_000;
beforeEach(() => {
  window.localStorage.clear();
  now = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function openCalibration() {
  const harness = testStore();
  harness.state().openDialog('calibration');
  renderWithStore(<CalibrationDialog />, harness.store);
  return { ...harness, audio: harness.state().deps.audio as FakeAudio };
}

async function start() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Start|Run again/ }));
  });
}

const pad = () => screen.getByRole('button', { name: /Tap here/ });

/** Taps `late` ms after each of the clicks `from` to `to` (their heard times from the audio seam). */
function tapAlong(audio: FakeAudio, late: (i: number) => number, count: number, how: 'key' | 'touch') {
  const clicks = audio.clickTracks.at(-1)!.heardAt;
  for (let i = 0; i < count; i++) {
    now = clicks[i]! + late(i);
    if (how === 'key') fireEvent.keyDown(pad(), { key: ' ' });
    else fireEvent.pointerDown(pad(), { pointerType: 'touch' });
  }
}

test('tapping along with Space stores the median of tap minus click, stray taps set aside, and shows it', async () => {
  const { audio, state } = openCalibration();
  expect(screen.getByText(/Your device: 0 ms/)).toBeTruthy();
  await start();
  expect(audio.clickTracks).toHaveLength(1);
  expect(audio.clickTracks[0]?.spacingSeconds).toBe(SPACING_SECONDS);
  // The pad takes the focus, so Space taps there rather than playing the song.
  expect(document.activeElement).toBe(pad());
  // Steady about 42 ms late, with two taps that missed (one early, one very late).
  const late = [40, 44, 42, 41, 43, 42, 39, 45, 42, -200, 42, 250];
  tapAlong(audio, (i) => late[i]!, late.length, 'key');
  expect(screen.getByText('12 taps')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(screen.getByRole('status').textContent).toBe('Your device: 42 ms (from 10 taps)');
  expect(state().preferences.deviceOffsetMs).toBe(42);
  expect(audio.clickTracks[0]?.stopped).toBe(true);
});

test('works by touch on the tap area; run again replaces the figure and reset puts it back to 0', async () => {
  const { audio, state } = openCalibration();
  await start();
  tapAlong(audio, () => 120, 10, 'touch');
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(state().preferences.deviceOffsetMs).toBe(120);
  await start();
  tapAlong(audio, () => 15, 10, 'key');
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(state().preferences.deviceOffsetMs).toBe(15);
  fireEvent.click(screen.getByRole('button', { name: 'Reset to 0 ms' }));
  expect(state().preferences.deviceOffsetMs).toBe(0);
  expect(screen.getByText(/Your device: 0 ms\./)).toBeTruthy();
});

test('too few taps measure nothing and keep the stored offset', async () => {
  const { audio, state } = openCalibration();
  state().setPreferences({ deviceOffsetMs: 30 });
  await start();
  tapAlong(audio, () => 60, 4, 'key');
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(screen.getByRole('status').textContent).toMatch(/Not enough steady taps/);
  expect(state().preferences.deviceOffsetMs).toBe(30);
});

test('the calibrated offset survives a reload', async () => {
  const { audio } = openCalibration();
  await start();
  tapAlong(audio, () => 75, 10, 'key');
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  await vi.waitFor(() =>
    expect(window.localStorage.getItem(KEY_NAMES.preferences.name)).toContain('"deviceOffsetMs":75'),
  );
  const reloaded = testStore();
  await reloaded.store.preferencesRead;
  expect(reloaded.state().preferences.deviceOffsetMs).toBe(75);
});
