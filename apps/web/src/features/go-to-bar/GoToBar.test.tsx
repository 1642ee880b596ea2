import { setMark } from '@ringalong/song';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { GoToBar } from './GoToBar.tsx';

afterEach(cleanup);

const song = setMark(setMark(songWith({ 60: [0, 20] }), 8, 'A'), 16, 'B');

function open() {
  const onGo = vi.fn();
  const onHide = vi.fn();
  render(<GoToBar visible onHide={onHide} song={song} onGo={onGo} />);
  return { onGo, onHide, field: screen.getByLabelText('Bar number or rehearsal mark') };
}

describe('Go to bar', () => {
  it('goes to a typed bar number or mark, and closes', async () => {
    const { onGo, onHide, field } = open();
    await userEvent.type(field, '2{Enter}');
    expect(onGo).toHaveBeenCalledWith(4);
    expect(onHide).toHaveBeenCalled();
    cleanup();
    const again = open();
    await userEvent.type(again.field, 'b{Enter}');
    expect(again.onGo).toHaveBeenCalledWith(16);
  });

  it('says what is wrong with a bar that is not there, and goes nowhere', async () => {
    const { onGo, onHide, field } = open();
    await userEvent.type(field, 'Z{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('There is no rehearsal mark Z.');
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('There is no bar 0.');
    expect(onGo).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it("offers the song's marks as buttons, for a finger", async () => {
    const { onGo } = open();
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(onGo).toHaveBeenCalledWith(8);
  });
});
