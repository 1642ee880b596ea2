import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import SongSettingsFromIndex from './index.tsx';
import { SongSettings } from './SongSettings.tsx';

afterEach(cleanup);

/** Plays the app's part: stores each patch, so the dialog sees the preferences it changed. */
function Host({ start, patches }: { start: Partial<Preferences>; patches: Partial<Preferences>[] }) {
  const [preferences, setPreferences] = useState<Preferences>({ ...DEFAULT_PREFERENCES, ...start });
  return (
    <SongSettings
      visible
      onHide={() => {}}
      preferences={preferences}
      onChange={(patch) => {
        patches.push(patch);
        setPreferences((p) => ({ ...p, ...patch }));
      }}
    />
  );
}

function renderSettings(start: Partial<Preferences> = {}) {
  const patches: Partial<Preferences>[] = [];
  render(<Host start={start} patches={patches} />);
  return { patches, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.tripleClick(field(label));
  await user.keyboard(text === '' ? '{Backspace}' : text);
}

describe('Song Settings in player mode', () => {
  it('shows the player preferences and not the composer ones', () => {
    renderSettings({ editMode: false });
    expect(screen.getByText('Song Settings')).toBeTruthy();
    for (const text of ['Order lines by', 'Note Spacing', 'Tempo', 'Warmup Beats', 'Octave Transpose']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Snapping')).toBeNull();
    expect(screen.queryByText('Jump to Center when adding notes')).toBeNull();
  });

  it('shows the current values', () => {
    renderSettings({ editMode: false, bpm: 120, warmupBeats: 2, octaveTranspose: -1, dotSpacingPlayer: 300 });
    expect(field('Tempo').value).toBe('120 BPM');
    expect(field('Warmup Beats').value).toBe('2');
    expect(field('Octave Transpose').value).toBe('-1');
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('300');
  });

  it('orders lines by the chosen mode at once', async () => {
    const { patches, user } = renderSettings({ editMode: false });
    const order = screen.getByRole('group', { name: 'Order lines by' });
    const mostPlayed = within(order).getByRole('button', { name: 'Most Played' });
    expect(within(order).getByRole('button', { name: 'Pitch' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(mostPlayed);
    expect(patches).toEqual([{ lineSortMode: 'mostPlayed' }]);
    expect(mostPlayed.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(order).getByRole('button', { name: 'Pitch' }));
    expect(patches.at(-1)).toEqual({ lineSortMode: 'pitch' });
  });

  it("changes the player's note spacing at once, within 10 to 600", async () => {
    const { patches, user } = renderSettings({ editMode: false });
    const slider = screen.getByRole('slider', { name: 'Note Spacing' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(patches).toEqual([{ dotSpacingPlayer: 121 }]);
    await user.keyboard('{End}{ArrowRight}');
    expect(patches.at(-1)).toEqual({ dotSpacingPlayer: 600 });
    await user.keyboard('{Home}{ArrowLeft}');
    expect(patches.at(-1)).toEqual({ dotSpacingPlayer: 10 });
    expect(patches.every((p) => (p.dotSpacingPlayer ?? 0) >= 10 && (p.dotSpacingPlayer ?? 0) <= 600)).toBe(
      true,
    );
  });
});

describe('Song Settings colours', () => {
  it('offers Classic (the default), By pitch class and High contrast, and applies a choice at once', async () => {
    const { patches, user } = renderSettings({ editMode: false });
    const select = screen.getByRole('combobox', { name: 'Colours' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Classic');
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Classic', 'By pitch class', 'High contrast']);
    await user.selectOptions(select, 'By pitch class');
    expect(patches).toEqual([{ colorMode: 'pitchClass' }]);
    await user.selectOptions(select, 'High contrast');
    expect(patches.at(-1)).toEqual({ colorMode: 'highContrast' });
    expect(select.selectedOptions[0]?.textContent).toBe('High contrast');
  });
});

describe('Song Settings tempo', () => {
  it('applies a typed tempo while typing, before the field is left', async () => {
    const { patches, user } = renderSettings();
    await retype(user, 'Tempo', '120');
    expect(patches.at(-1)).toEqual({ bpm: 120 });
  });

  it.each([
    ['500', 180],
    ['20', 40],
    ['', 100],
  ])('clamps a typed tempo of "%s" to %i when the field is left', async (text, bpm) => {
    const { patches, user } = renderSettings({ bpm: 150 });
    await retype(user, 'Tempo', text);
    await user.tab();
    expect(patches.at(-1)).toEqual({ bpm });
    expect(field('Tempo').value).toBe(`${bpm} BPM`);
  });
});

describe('Song Settings warm-up and transpose', () => {
  it('applies warm-up beats only when the field is left', async () => {
    const { patches, user } = renderSettings();
    await retype(user, 'Warmup Beats', '8');
    expect(patches).toEqual([]);
    await user.tab();
    expect(patches).toEqual([{ warmupBeats: 8 }]);
  });

  it('clamps warm-up beats to 0..24', async () => {
    const { patches, user } = renderSettings();
    await retype(user, 'Warmup Beats', '30');
    await user.tab();
    expect(patches).toEqual([{ warmupBeats: 24 }]);
    expect(field('Warmup Beats').value).toBe('24');
  });

  it('falls back to the defaults when warm-up or transpose is emptied', async () => {
    const { patches, user } = renderSettings({ warmupBeats: 8, octaveTranspose: 2 });
    await retype(user, 'Warmup Beats', '');
    await user.tab();
    await retype(user, 'Octave Transpose', '');
    await user.tab();
    expect(patches).toEqual([{ warmupBeats: 4 }, { octaveTranspose: 0 }]);
    expect(field('Warmup Beats').value).toBe('4');
    expect(field('Octave Transpose').value).toBe('0');
  });

  it('applies octave transpose on Enter and clamps it to -2..3', async () => {
    const { patches, user } = renderSettings();
    await retype(user, 'Octave Transpose', '2');
    expect(patches).toEqual([]);
    await user.keyboard('{Enter}');
    expect(patches).toEqual([{ octaveTranspose: 2 }]);
    await retype(user, 'Octave Transpose', '-5');
    await user.tab();
    expect(patches.at(-1)).toEqual({ octaveTranspose: -2 });
    expect(field('Octave Transpose').value).toBe('-2');
  });

  it('steps octave transpose with the keyboard arrows, committing each step', async () => {
    const { patches, user } = renderSettings({ octaveTranspose: 2 });
    field('Octave Transpose').focus();
    await user.keyboard('{ArrowUp}');
    expect(patches).toEqual([{ octaveTranspose: 3 }]);
    await user.keyboard('{ArrowUp}');
    expect(patches).toEqual([{ octaveTranspose: 3 }]);
    expect(field('Octave Transpose').value).toBe('3');
  });
});

describe('Song Settings: typed numbers are clamped, never reinterpreted', () => {
  it.each([
    ['Warmup Beats', '-3', { warmupBeats: 0 }, '0'],
    ['Warmup Beats', '2.5', { warmupBeats: 3 }, '3'],
    ['Octave Transpose', '-7', { octaveTranspose: -2 }, '-2'],
    ['Octave Transpose', '1.4', { octaveTranspose: 1 }, '1'],
  ] as const)('%s: typing "%s" applies %o when the field is left', async (label, text, patch, shown) => {
    const { patches, user } = renderSettings({ warmupBeats: 8, octaveTranspose: 2 });
    await retype(user, label, text);
    await user.tab();
    expect(patches).toEqual([patch]);
    expect(field(label).value).toBe(shown);
  });

  it('tempo: typing "-150" gives 40, never 150', async () => {
    const { patches, user } = renderSettings({ bpm: 100 });
    await retype(user, 'Tempo', '-150');
    await user.tab();
    expect(patches.every((p) => p.bpm !== 150 && p.bpm !== 15)).toBe(true);
    expect(patches.at(-1)).toEqual({ bpm: 40 });
    expect(field('Tempo').value).toBe('40 BPM');
  });

  it('still tells assistive technology the range of each field', () => {
    renderSettings();
    expect(field('Warmup Beats').getAttribute('aria-valuemin')).toBe('0');
    expect(field('Warmup Beats').getAttribute('aria-valuemax')).toBe('24');
    expect(field('Tempo').getAttribute('aria-valuemin')).toBe('40');
    expect(field('Octave Transpose').getAttribute('aria-valuemax')).toBe('3');
  });
});

describe('Song Settings in edit mode', () => {
  it('shows the composer preferences and not the player-only ones', () => {
    renderSettings({ editMode: true });
    for (const text of [
      'Tempo',
      'Warmup Beats',
      'Octave Transpose',
      'Jump to Center when adding notes',
      'Snapping',
      'Note Spacing',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Order lines by')).toBeNull();
  });

  it('offers the octave convention in both modes, on by default, and applies a change at once', async () => {
    const { patches, user } = renderSettings({ editMode: true });
    const box = field('Sound an octave above written, as handbells do');
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(patches).toEqual([{ soundOctaveAbove: false }]);
    expect(field('Sound an octave above written, as handbells do').checked).toBe(false);
    cleanup();
    renderSettings({ editMode: false, soundOctaveAbove: false });
    expect(field('Sound an octave above written, as handbells do').checked).toBe(false);
  });

  it('offers Room sound in both modes, off by default, and applies a change at once', async () => {
    const { patches, user } = renderSettings({ editMode: false });
    const box = field('Room sound');
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(patches).toEqual([{ roomSound: true }]);
    cleanup();
    renderSettings({ editMode: true, roomSound: true });
    expect(field('Room sound').checked).toBe(true);
  });

  it('toggles Jump to Center at once', async () => {
    const { patches, user } = renderSettings({ editMode: true });
    const box = field('Jump to Center when adding notes');
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(patches).toEqual([{ jumpToCenter: true }]);
    expect(field('Jump to Center when adding notes').checked).toBe(true);
  });

  it('offers the four snapping periods, shows 8th Note by default and applies a choice at once', async () => {
    const { patches, user } = renderSettings({ editMode: true });
    const select = screen.getByRole('combobox', { name: 'Snapping' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('8th Note');
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Quarter Note', '8th Note', '16th Note', 'No snapping']);
    await user.selectOptions(select, 'No snapping');
    expect(patches).toEqual([{ snapPeriod: 0 }]);
  });

  it("changes the composer's note spacing, not the player's", async () => {
    const { patches, user } = renderSettings({ editMode: true });
    screen.getByRole('slider', { name: 'Note Spacing' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(patches).toEqual([{ dotSpacingComposer: 119 }]);
  });

  it('is the default export of its folder', () => {
    render(
      <SongSettingsFromIndex
        visible
        onHide={() => {}}
        preferences={DEFAULT_PREFERENCES}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('Song Settings')).toBeTruthy();
  });
});
