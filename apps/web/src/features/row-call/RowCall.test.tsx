import type { RowCallBell } from '@ringalong/song';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RowCallFromIndex from './index.tsx';
import { RowCall } from './RowCall.tsx';

afterEach(cleanup);

const bells: RowCallBell[] = [
  { pitchId: 60, instrument: 'handbell', name: 'C4', color: 'hsl(0, 83%, 58%)', count: 3 },
  { pitchId: 62, instrument: 'handbell', name: 'D4', color: 'hsl(20, 83%, 58%)', count: 1 },
  { pitchId: 64, instrument: 'handbell', name: 'E4', color: 'hsl(40, 83%, 58%)', count: 0 },
];

function bellName() {
  return screen.getByTestId('row-call-name');
}
function button(name: string) {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('Row Call', () => {
  it('shows the first bell in its colour with its play count', () => {
    render(<RowCall visible onHide={() => {}} bells={bells} />);
    expect(screen.getByText('Row Call')).toBeTruthy();
    expect(bellName().textContent).toBe('C4');
    expect(bellName().style.color).toBe('rgb(237, 59, 59)');
    expect(screen.getByText('Played 3 times')).toBeTruthy();
    expect(screen.getByText('Bell 1 of 3')).toBeTruthy();
  });

  it('disables Previous on the first bell only', async () => {
    const user = userEvent.setup();
    render(<RowCall visible onHide={() => {}} bells={bells} />);
    expect(button('Previous').disabled).toBe(true);
    await user.click(button('Next'));
    expect(bellName().textContent).toBe('D4');
    expect(screen.getByText('Played 1 time')).toBeTruthy();
    expect(button('Previous').disabled).toBe(false);
    await user.click(button('Previous'));
    expect(bellName().textContent).toBe('C4');
  });

  it('moves the progress bar with the bell shown', async () => {
    const user = userEvent.setup();
    render(<RowCall visible onHide={() => {}} bells={bells} />);
    const bar = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
    expect(bar()).toBe('33');
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(bar()).toBe('100');
  });

  it('closes when Next is pressed on the last bell', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(<RowCall visible onHide={onHide} bells={bells} />);
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(bellName().textContent).toBe('E4');
    expect(screen.getByText('Played 0 times')).toBeTruthy();
    expect(onHide).not.toHaveBeenCalled();
    await user.click(button('Next'));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('starts again at the first bell each time it opens', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<RowCall visible onHide={() => {}} bells={bells} />);
    await user.click(button('Next'));
    expect(bellName().textContent).toBe('D4');
    rerender(<RowCall visible={false} onHide={() => {}} bells={bells} />);
    rerender(<RowCall visible onHide={() => {}} bells={bells} />);
    expect(bellName().textContent).toBe('C4');
  });

  it('says so when the song has no bells, and Next closes', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(<RowCallFromIndex visible onHide={onHide} bells={[]} />);
    expect(screen.getByText('This song has no bells yet.')).toBeTruthy();
    await user.click(button('Next'));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('Row Call by ringer', () => {
  const ringers = [
    { name: 'Ann', bells: [bells[0]!, bells[1]!] },
    { name: null, bells: [bells[2]!] },
  ];

  it('steps through the ringers: each step names the ringer, shows and sounds all of their bells', async () => {
    const user = userEvent.setup();
    const onSound = vi.fn();
    render(<RowCall visible onHide={() => {}} bells={bells} ringers={ringers} onSound={onSound} />);
    expect(bellName().textContent).toBe('C4');
    await user.click(button('By ringer'));
    expect(bellName().textContent).toBe('Ann');
    expect(screen.getByText('Ringer 1 of 2')).toBeTruthy();
    expect(screen.getByText('D4')).toBeTruthy();
    expect(screen.getByText('Played 4 times')).toBeTruthy();
    expect(onSound).toHaveBeenLastCalledWith([bells[0], bells[1]]);
    await user.click(button('Next'));
    expect(bellName().textContent).toBe('Nobody: the computer rings');
    expect(onSound).toHaveBeenLastCalledWith([bells[2]]);
    await user.click(button('By bell'));
    expect(screen.getByText('Bell 1 of 3')).toBeTruthy();
  });

  it('offers no choice without a choir’s ringers', () => {
    render(<RowCall visible onHide={() => {}} bells={bells} />);
    expect(screen.queryByRole('button', { name: 'By ringer' })).toBeNull();
  });
});
