import type { TimeSignature } from '@ringalong/song';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarMenu, type BarMenuProps } from './BarMenu.tsx';
import BarMenuFromIndex from './index.tsx';

afterEach(cleanup);

const threeFour: TimeSignature = { beat: 0, numerator: 3, denominator: 4 };

function renderMenu(overrides: Partial<BarMenuProps> = {}) {
  const props: BarMenuProps = {
    visible: true,
    onHide: vi.fn(),
    barStart: 6,
    currentTimeSig: threeFour,
    onSetTimeSignature: vi.fn(),
    onAddBars: vi.fn(),
    onDeleteBars: vi.fn(),
    ...overrides,
  };
  const view = render(<BarMenu {...props} />);
  return { props, view, user: userEvent.setup() };
}

function countField(label: 'Add Bar(s)' | 'Delete Bar(s)') {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function signatureSelect() {
  return screen.getByRole('combobox', { name: 'Edit Bar' }) as HTMLSelectElement;
}

/** Replace the whole field's text, as a user selecting it and typing over it would. */
async function typeCount(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, text: string) {
  await user.tripleClick(field);
  await user.keyboard(text === '' ? '{Backspace}' : text);
}

describe('Bar Menu', () => {
  it('shows its three sections with counts defaulting to 1', () => {
    renderMenu();
    expect(screen.getByText('Bar Menu')).toBeTruthy();
    expect(screen.getByText('Edit Bar')).toBeTruthy();
    expect(countField('Add Bar(s)').value).toBe('1');
    expect(countField('Delete Bar(s)').value).toBe('1');
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it("shows the bar's current time signature", () => {
    renderMenu();
    expect(signatureSelect().selectedOptions[0]?.textContent).toBe('3/4');
  });

  it('offers the five time signatures and applies the chosen one, then closes', async () => {
    const { props, user } = renderMenu();
    const options = within(signatureSelect())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['4/4', '3/4', '2/4', '6/8', '2/2']);
    await user.selectOptions(signatureSelect(), '6/8');
    expect(props.onSetTimeSignature).toHaveBeenCalledWith(6, 8);
    expect(props.onHide).toHaveBeenCalledTimes(1);
  });

  it('adds the typed number of bars and closes', async () => {
    const { props, user } = renderMenu();
    await typeCount(user, countField('Add Bar(s)'), '3');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(props.onAddBars).toHaveBeenCalledWith(3);
    expect(props.onDeleteBars).not.toHaveBeenCalled();
    expect(props.onHide).toHaveBeenCalledTimes(1);
  });

  it('deletes one bar by default and closes', async () => {
    const { props, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onDeleteBars).toHaveBeenCalledWith(1);
    expect(props.onHide).toHaveBeenCalledTimes(1);
  });

  it('takes Enter in a count field as the action', async () => {
    const { props, user } = renderMenu();
    await typeCount(user, countField('Delete Bar(s)'), '2');
    await user.keyboard('{Enter}');
    expect(props.onDeleteBars).toHaveBeenCalledWith(2);
    expect(props.onHide).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['0', '0'],
    ['1000', '1000'],
    ['empty', ''],
  ])('refuses a count of %s with a message and a disabled button', async (_name, text) => {
    const { props, user } = renderMenu();
    await typeCount(user, countField('Add Bar(s)'), text);
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of bars from 1 to 999.');
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(props.onAddBars).not.toHaveBeenCalled();
    expect(props.onHide).not.toHaveBeenCalled();
    // The other field is untouched and still works.
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts again from 1 when reopened', async () => {
    const { props, user, view } = renderMenu();
    await typeCount(user, countField('Add Bar(s)'), '5');
    view.rerender(<BarMenuFromIndex {...props} visible={false} />);
    view.rerender(<BarMenuFromIndex {...props} visible />);
    expect(((await screen.findByLabelText('Add Bar(s)')) as HTMLInputElement).value).toBe('1');
  });
});

describe('Rehearsal mark', () => {
  it('offers the next letter for a bar without a mark, sets it and closes', async () => {
    const onSetMark = vi.fn();
    const { props, user } = renderMenu({ suggestedMark: 'C', onSetMark, onClearMark: vi.fn() });
    const field = screen.getByLabelText('Rehearsal mark') as HTMLInputElement;
    expect(field.value).toBe('C');
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, 'Coda{Enter}');
    expect(onSetMark).toHaveBeenCalledWith('Coda');
    expect(props.onHide).toHaveBeenCalled();
  });

  it('refuses a label with other characters, and clears a mark the bar has', async () => {
    const onSetMark = vi.fn();
    const onClearMark = vi.fn();
    const { user } = renderMenu({ mark: 'B', onSetMark, onClearMark });
    const field = screen.getByLabelText('Rehearsal mark') as HTMLInputElement;
    expect(field.value).toBe('B');
    await user.clear(field);
    await user.type(field, 'B-2');
    expect(screen.getByRole('alert').textContent).toBe('1 to 4 letters or digits');
    expect((screen.getByRole('button', { name: 'Set' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClearMark).toHaveBeenCalled();
    expect(onSetMark).not.toHaveBeenCalled();
  });
});
