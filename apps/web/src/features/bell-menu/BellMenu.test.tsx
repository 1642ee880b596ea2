import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { check } from '../../ui/shapes/dialogs.ts';
import { plus } from '../../ui/shapes/library.ts';
import { BellMenu, type BellMenuProps } from './BellMenu.tsx';
import BellMenuFromIndex from './index.tsx';

afterEach(cleanup);

const HELP = 'Click the keys to hear the sound, and click the purple tabs to add / remove the note';
const WARNING =
  'Transpose is non-zero. Notes in the editor will appear in a different octave from the ones here';
const songBells = { 60: true, 62: true, 64: true, 65: true, 67: true };

function renderMenu(overrides: Partial<BellMenuProps> = {}) {
  const props: BellMenuProps = {
    visible: true,
    onHide: vi.fn(),
    initialSelection: songBells,
    octaveTranspose: 0,
    onPreview: vi.fn(),
    onApply: vi.fn(),
    ...overrides,
  };
  const view = render(<BellMenu {...props} />);
  return { props, view, user: userEvent.setup() };
}

/** The names of the bells whose purple tab is pressed, low to high. */
function selectedNames(): string[] {
  return screen
    .getAllByRole('button', { pressed: true })
    .map((tab) => tab.getAttribute('aria-label') ?? '')
    .filter((name) => /^[A-G]#?\d$/.test(name));
}

const tab = (name: string) => screen.getByRole('button', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('Bell Menu', () => {
  it('shows its title, help text and buttons', () => {
    renderMenu();
    expect(screen.getByText('Add or Remove Bells')).toBeTruthy();
    expect(screen.getByText(HELP)).toBeTruthy();
    for (const name of ['Custom', '8 Note Set', 'Use Preset', 'Clear', 'Done'])
      expect(button(name)).toBeTruthy();
  });

  it('offers every bell from G3 (55) to G5 (79) as a key with a tab', () => {
    renderMenu();
    const keys = screen.getAllByRole('button', { name: /^Play / }).map((k) => k.getAttribute('aria-label'));
    expect(keys).toHaveLength(25);
    expect(keys[0]).toBe('Play G3');
    expect(keys.at(-1)).toBe('Play G5');
    expect(keys).toContain('Play C#4');
    expect(screen.queryByRole('button', { name: 'Play G#5' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play F#3' })).toBeNull();
    expect(tab('C4').getAttribute('aria-pressed')).toBe('true');
  });

  it("starts from the song's bells", () => {
    renderMenu();
    expect(selectedNames()).toEqual(['C4', 'D4', 'E4', 'F4', 'G4']);
    expect(screen.getByText('5 bells selected')).toBeTruthy();
  });

  it('sounds a bell when its key is pressed, without selecting it', async () => {
    const { props, user } = renderMenu();
    await user.pointer({ keys: '[MouseLeft>]', target: button('Play A4') });
    // The bell sounds as the key goes down, before it is released.
    expect(props.onPreview).toHaveBeenCalledWith(69);
    await user.pointer({ keys: '[/MouseLeft]', target: button('Play A4') });
    expect(props.onPreview).toHaveBeenCalledTimes(1);
    expect(selectedNames()).not.toContain('A4');
  });

  it('adds and removes a bell with its purple tab, silently', async () => {
    const { props, user } = renderMenu();
    await user.click(tab('A4'));
    await user.click(tab('C4'));
    expect(selectedNames()).toEqual(['D4', 'E4', 'F4', 'G4', 'A4']);
    expect(props.onPreview).not.toHaveBeenCalled();
  });

  it('marks each tab with a plus, or a tick while its bell is in', async () => {
    const { user } = renderMenu();
    const glyph = (name: string) => tab(name).querySelector('svg path')?.getAttribute('d');
    expect(glyph('A4')).toBe(plus.d);
    expect(glyph('C4')).toBe(check.d);
    await user.click(tab('A4'));
    expect(glyph('A4')).toBe(check.d);
  });

  it('works from the keyboard: Space on a tab toggles it, Enter on a key sounds it', async () => {
    const { props, user } = renderMenu();
    tab('B4').focus();
    await user.keyboard(' ');
    expect(selectedNames()).toContain('B4');
    button('Play B4').focus();
    await user.keyboard('{Enter}');
    expect(props.onPreview).toHaveBeenCalledWith(71);
    await user.keyboard(' ');
    expect(props.onPreview).toHaveBeenCalledTimes(2);
  });

  it('warns about a non-zero octave transpose only', () => {
    const { view, props } = renderMenu({ octaveTranspose: 0 });
    expect(screen.queryByText(WARNING)).toBeNull();
    view.rerender(<BellMenu {...props} octaveTranspose={1} />);
    expect(screen.getByText(WARNING)).toBeTruthy();
    view.rerender(<BellMenu {...props} octaveTranspose={-2} />);
    expect(screen.getByText(WARNING)).toBeTruthy();
  });

  it('shows Key and Major/Minor in Custom mode only', async () => {
    const { user } = renderMenu();
    expect(screen.getByRole('combobox', { name: 'Key' })).toBeTruthy();
    expect(button('Major')).toBeTruthy();
    await user.click(button('8 Note Set'));
    expect(screen.queryByRole('combobox', { name: 'Key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Major' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Minor' })).toBeNull();
    await user.click(button('Custom'));
    expect(button('Minor')).toBeTruthy();
  });

  it('replaces the selection with the C major preset by default', async () => {
    const { user } = renderMenu({ initialSelection: { 56: true, 61: true } });
    await user.click(button('Use Preset'));
    expect(selectedNames()).toEqual([
      'G3',
      'A3',
      'B3',
      'C4',
      'D4',
      'E4',
      'F4',
      'G4',
      'A4',
      'B4',
      'C5',
      'D5',
      'E5',
      'F5',
      'G5',
    ]);
  });

  it('uses the chosen key and scale for the Custom preset', async () => {
    const { user } = renderMenu();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key' }), 'D');
    await user.click(button('Minor'));
    await user.click(button('Use Preset'));
    expect(selectedNames()).toEqual([
      'G3',
      'A3',
      'A#3',
      'C4',
      'D4',
      'E4',
      'F4',
      'G4',
      'A4',
      'A#4',
      'C5',
      'D5',
      'E5',
      'F5',
      'G5',
    ]);
  });

  it('uses the 8 Note Set preset: C4 to C5 in C major', async () => {
    const { user } = renderMenu({ initialSelection: { 55: true } });
    await user.click(button('8 Note Set'));
    await user.click(button('Use Preset'));
    expect(selectedNames()).toEqual(['C4', 'D4', 'E4', 'F4', 'G4', 'A4', 'B4', 'C5']);
    expect(screen.getByText('8 bells selected')).toBeTruthy();
  });

  it('mentions preset bells beyond the keyboard (G#5 of E major)', async () => {
    const { props, user } = renderMenu();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key' }), 'E');
    await user.click(button('Use Preset'));
    expect(screen.getByText(/also G#5 \(not on this keyboard\)/)).toBeTruthy();
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith(expect.objectContaining({ 80: true }));
  });

  it('clears every bell and says the song will keep C4', async () => {
    const { props, user } = renderMenu();
    await user.click(button('Clear'));
    expect(selectedNames()).toEqual([]);
    expect(screen.getByText('No bells selected: the song will keep C4 only')).toBeTruthy();
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith({});
  });

  it('applies the selection with Done and closes', async () => {
    const { props, user } = renderMenu();
    await user.click(tab('G4'));
    await user.click(tab('A4'));
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledTimes(1);
    const applied = vi.mocked(props.onApply).mock.calls[0]![0];
    const on = Object.entries(applied)
      .filter(([, v]) => v)
      .map(([p]) => Number(p));
    expect(on).toEqual([60, 62, 64, 65, 69]);
    expect(props.onHide).toHaveBeenCalledTimes(1);
  });

  it("keeps the song's bells that lie outside the keyboard", async () => {
    const { props, user } = renderMenu({ initialSelection: { 48: true, 60: true } });
    expect(screen.getByText(/also C3 \(not on this keyboard\)/)).toBeTruthy();
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith({ 48: true, 60: true });
  });

  it("starts again from the song's bells on every opening, keeping the preset choice", async () => {
    const { props, user, view } = renderMenu();
    await user.click(button('Clear'));
    await user.click(button('8 Note Set'));
    view.rerender(<BellMenuFromIndex {...props} visible={false} />);
    view.rerender(<BellMenuFromIndex {...props} visible />);
    expect(selectedNames()).toEqual(['C4', 'D4', 'E4', 'F4', 'G4']);
    expect(button('8 Note Set').getAttribute('aria-pressed')).toBe('true');
  });
});
