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
    soundOctaveAbove: true,
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
    expect(props.onPreview).toHaveBeenCalledWith(69, 'handbell');
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
    expect(props.onPreview).toHaveBeenCalledWith(71, 'handbell');
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
    expect(props.onApply).toHaveBeenCalledWith(expect.objectContaining({ 80: true }), {});
  });

  it('clears every bell and says the song will keep C4', async () => {
    const { props, user } = renderMenu();
    await user.click(button('Clear'));
    expect(selectedNames()).toEqual([]);
    expect(screen.getByText('No bells selected: the song will keep C4 only')).toBeTruthy();
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith({}, {});
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
    expect(props.onApply).toHaveBeenCalledWith({ 48: true, 60: true }, {});
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

const keyNames = () =>
  screen.getAllByRole('button', { name: /^Play / }).map((k) => k.getAttribute('aria-label')?.slice(5));
const keyboardSelect = () => screen.getByRole('combobox', { name: 'Keyboard' }) as HTMLSelectElement;
const viewLabels = () => Array.from(keyboardSelect().options).map((o) => o.textContent);

describe('Bell Menu range and handchimes', () => {
  it('opens on the classroom keyboard and reaches C1 to C8 for handbells', async () => {
    const { props, user } = renderMenu();
    expect(keyboardSelect().selectedOptions[0]?.textContent).toBe('Classroom G3–G5');
    expect(viewLabels()).toEqual([
      'Classroom G3–G5',
      '2 octaves G4–G6',
      '3 octaves C4–C7',
      '5 octaves C3–C8',
      '7 octaves C1–C8',
    ]);
    await user.selectOptions(keyboardSelect(), '7 octaves C1–C8');
    const names = keyNames();
    expect(names).toHaveLength(85);
    expect(names[0]).toBe('C1');
    expect(names.at(-1)).toBe('C8');
    await user.click(tab('C1'));
    await user.click(tab('C8'));
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith({ ...songBells, 24: true, 108: true }, {});
  });

  it('reaches C3 to C8 for handchimes, and no further', async () => {
    const { user } = renderMenu();
    await user.selectOptions(keyboardSelect(), '7 octaves C1–C8');
    await user.click(button('Chimes'));
    expect(viewLabels()).toEqual([
      'Classroom G3–G5',
      '2 octaves G4–G6',
      '3 octaves C4–C7',
      '5 octaves C3–C8',
    ]);
    expect(keyboardSelect().selectedOptions[0]?.textContent).toBe('5 octaves C3–C8');
    const names = keyNames();
    expect(names).toHaveLength(61);
    expect(names[0]).toBe('C3');
    expect(names.at(-1)).toBe('C8');
    // Back on handbells, the 7-octave keyboard the ringer chose is there again.
    await user.click(button('Bells'));
    expect(keyNames()).toHaveLength(85);
  });

  it('adds a chime row and keeps the bell row of that pitch', async () => {
    const { props, user } = renderMenu();
    await user.click(button('Chimes'));
    expect(selectedNames()).toEqual([]);
    await user.click(tab('C4'));
    await user.click(tab('A4'));
    expect(selectedNames()).toEqual(['C4', 'A4']);
    expect(screen.getByText('5 bells and 2 chimes selected')).toBeTruthy();
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith(songBells, { 60: true, 69: true });
  });

  it('removes chime rows the same way, leaving the bells', async () => {
    const { props, user } = renderMenu({ initialChimes: { 60: true, 72: true } });
    await user.click(button('Chimes'));
    expect(selectedNames()).toEqual(['C4', 'C5']);
    await user.click(tab('C5'));
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith(songBells, { 60: true });
  });

  it("marks the keys of the other instrument's rows", async () => {
    const { user } = renderMenu({ initialChimes: { 64: true } });
    expect(
      screen.getAllByRole('img', { name: /handchime in the song$/ }).map((m) => m.getAttribute('aria-label')),
    ).toEqual(['E4 handchime in the song']);
    await user.click(button('Chimes'));
    expect(
      screen.getAllByRole('img', { name: /handbell in the song$/ }).map((m) => m.getAttribute('aria-label')),
    ).toEqual(['C4', 'D4', 'E4', 'F4', 'G4'].map((n) => `${n} handbell in the song`));
    await user.click(tab('A4'));
    await user.click(button('Bells'));
    expect(screen.getByRole('img', { name: 'A4 handchime in the song' })).toBeTruthy();
  });

  it('sounds a chime key as a handchime', async () => {
    const { props, user } = renderMenu();
    await user.click(button('Chimes'));
    await user.pointer({ keys: '[MouseLeft]', target: button('Play D4') });
    expect(props.onPreview).toHaveBeenCalledWith(62, 'handchime');
  });

  it('keeps the presets for handbells: Use Preset is offered on Bells only', async () => {
    const { props, user } = renderMenu({ initialChimes: { 67: true } });
    await user.click(button('Chimes'));
    expect(screen.queryByRole('button', { name: 'Use Preset' })).toBeNull();
    await user.click(button('Clear'));
    await user.click(button('Bells'));
    await user.click(button('8 Note Set'));
    await user.click(button('Use Preset'));
    await user.click(button('Done'));
    expect(props.onApply).toHaveBeenCalledWith(
      { 60: true, 62: true, 64: true, 65: true, 67: true, 69: true, 71: true, 72: true },
      {},
    );
  });

  it('says the keys are written pitches, and how the app sounds them', () => {
    const { view, props } = renderMenu();
    expect(screen.getByText('Written pitch · sounds an octave higher')).toBeTruthy();
    view.rerender(<BellMenu {...props} soundOctaveAbove={false} />);
    expect(screen.getByText('Written pitch · sounds as written')).toBeTruthy();
  });
});
