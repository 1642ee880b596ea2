import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomMember, RoomView } from '../../store/types.ts';
import { JoinRoom } from './JoinRoom.tsx';
import { RoomBadge } from './RoomBadge.tsx';
import { TogetherPanel } from './TogetherPanel.tsx';

const RINGERS = [
  { id: 'ann', name: 'Ann' },
  { id: 'ben', name: 'Ben' },
];

function member(deviceId: string, name: string, patch: Partial<RoomMember> = {}): RoomMember {
  return {
    deviceId,
    name,
    iAm: name,
    role: 'ringer',
    connected: true,
    leads: false,
    clock: 'good',
    rttMs: 60,
    uncertaintyMs: 2,
    outputDelayMs: 45,
    ...patch,
  };
}

function room(patch: Partial<RoomView> = {}): RoomView {
  return {
    role: 'director',
    code: 'ABCDEFGH',
    shownCode: 'ABCD-EFGH',
    joinUrl: 'http://127.0.0.1/rehearse/ABCDEFGH',
    qr: null,
    title: 'Carol',
    deviceId: 'director-1',
    members: [member('director-1', 'Director', { role: 'director', iAm: null, leads: true })],
    handedTo: null,
    connection: 'open',
    clock: { quality: 'good', uncertaintyMs: 1, roundTripMs: 10 },
    ended: null,
    lastChange: null,
    iAm: null,
    ringers: [],
    choirId: null,
    ...patch,
  };
}

describe('joining a room', () => {
  it('offers the room’s ringers as buttons; the one chosen is whom the ringer rings for', async () => {
    const onJoin = vi.fn();
    render(<JoinRoom visible onHide={() => {}} code="ABCD-EFGH" ringers={RINGERS} onJoin={onJoin} />);
    const ben = screen.getByRole('button', { name: 'Ben' });
    expect(ben.getAttribute('aria-pressed')).toBe('false');
    // No typing until 'Someone else'.
    expect(screen.queryByLabelText(/I am \(the ringer/)).toBeNull();
    await userEvent.click(ben);
    expect(ben.getAttribute('aria-pressed')).toBe('true');
    // Their name is the likeliest display name.
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ben');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledWith('ABCD-EFGH', 'Ben', { name: 'Ben', ringerId: 'ben' });
  });

  it('lets someone else type whom they ring for', async () => {
    const onJoin = vi.fn();
    render(<JoinRoom visible onHide={() => {}} code="ABCD-EFGH" ringers={RINGERS} onJoin={onJoin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Someone else' }));
    await userEvent.type(screen.getByLabelText('Your name'), 'Dee');
    await userEvent.type(screen.getByLabelText(/I am \(the ringer/), 'Cleo');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledWith('ABCD-EFGH', 'Dee', { name: 'Cleo', ringerId: null });
  });
});

describe('the director’s room', () => {
  it('shows each device’s clock, network and output delay, and hands the transport over and back', async () => {
    const onHandOver = vi.fn();
    const props = {
      visible: true,
      onHide: () => {},
      signedIn: true,
      onOpen: () => {},
      onClose: () => {},
      onRemove: () => {},
      onHandOver,
    };
    const ben = member('ben-1', 'Ben');
    const { rerender } = render(
      <TogetherPanel {...props} room={room({ members: [...room().members, ben] })} />,
    );
    const row = screen.getByRole('row', { name: /Ben/ });
    expect(row.textContent).toContain('Good ±2 ms');
    expect(row.textContent).toContain('30 ms');
    expect(row.textContent).toContain('45 ms');
    expect(screen.getByTestId('room-transport').textContent).toContain('You lead the transport');
    await userEvent.click(screen.getByRole('button', { name: 'Hand the transport to Ben' }));
    expect(onHandOver).toHaveBeenLastCalledWith('ben-1');

    rerender(
      <TogetherPanel {...props} room={room({ members: [...room().members, ben], handedTo: 'ben-1' })} />,
    );
    expect(screen.getByTestId('room-transport').textContent).toContain('Ben leads the transport');
    await userEvent.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(onHandOver).toHaveBeenLastCalledWith(null);
  });

  it('says when a device’s clock is uncertain', () => {
    const unsure = member('cat-1', 'Cat', { clock: 'poor', uncertaintyMs: 35 });
    render(
      <TogetherPanel
        visible
        onHide={() => {}}
        signedIn
        onOpen={() => {}}
        onClose={() => {}}
        onRemove={() => {}}
        onHandOver={() => {}}
        room={room({ members: [...room().members, unsure] })}
      />,
    );
    expect(screen.getByRole('row', { name: /Cat/ }).textContent).toContain('Uncertain ±35 ms');
  });
});

describe('the ringer’s badge', () => {
  it('has the guide tones off until turned on', async () => {
    const onGuideTones = vi.fn();
    render(
      <RoomBadge
        room={room({ role: 'ringer', joinUrl: '', iAm: 'Ben' })}
        guideTones={false}
        onGuideTones={onGuideTones}
        onLeave={() => {}}
      />,
    );
    const guide = screen.getByRole('switch', { name: /Guide tones/ });
    expect(guide.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(guide);
    expect(onGuideTones).toHaveBeenCalledWith(true);
  });
});
