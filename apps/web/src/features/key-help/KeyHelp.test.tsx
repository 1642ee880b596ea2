import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '../../editor/keys.ts';
import { KeyHelp } from './KeyHelp.tsx';
import { chordText, GROUPS, keyWords } from './key-words.ts';

afterEach(cleanup);

describe('the help sheet of keys', () => {
  it('lists every key of the table the keyboard handler uses, by group, with what it does', () => {
    render(<KeyHelp visible onHide={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Keys' });
    const groups = within(dialog).getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(GROUPS.map((g) => g.title));
    const shown = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(shown).toEqual(
      GROUPS.flatMap(({ group }) =>
        KEYS.filter((entry) => entry.group === group).map(
          (entry) => `${entry.chords.map(chordText).join(' or ')} = ${keyWords(entry)}`,
        ),
      ),
    );
    expect(shown).toHaveLength(KEYS.length);
    expect(shown).toContain('Space = Play or pause');
    expect(shown).toContain('[ = Back one bar');
    expect(shown).toContain('] = Forward one bar');
    expect(shown).toContain('Ctrl+Y or Ctrl+Shift+Z = Redo');
    expect(shown).toContain('M = Martellato');
    expect(shown).toContain('2 = Half · 2 beats');
    expect(shown).toContain('? = Show this list of keys');
  });

  it('closes with its close button', async () => {
    const onHide = vi.fn();
    render(<KeyHelp visible onHide={onHide} />);
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onHide).toHaveBeenCalled();
  });
});
