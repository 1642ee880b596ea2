import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

/** An opener and its dialog, which itself opens a second dialog on top. */
function Page() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Dialog title="Outer" visible={outer} onHide={() => setOuter(false)}>
        <input aria-label="Name" />
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
      </Dialog>
      <Dialog title="Inner" visible={inner} onHide={() => setInner(false)}>
        {/* biome-ignore lint/a11y/noAutofocus: the kit's dialogs take their first focus this way. */}
        <button type="button" autoFocus>
          Inner action
        </button>
      </Dialog>
    </>
  );
}

/** A dialog whose button closes it and opens another in the same step (library, then a question). */
function Handover() {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Open first
      </button>
      <Dialog title="First" visible={open === 'first'} onHide={() => setOpen(null)}>
        <button type="button" onClick={() => setOpen('second')}>
          Go on
        </button>
      </Dialog>
      <Dialog title="Second" visible={open === 'second'} onHide={() => setOpen(null)}>
        {/* biome-ignore lint/a11y/noAutofocus: the kit's dialogs take their first focus this way. */}
        <button type="button" autoFocus>
          Safe answer
        </button>
      </Dialog>
    </>
  );
}

describe('the kit dialog', () => {
  it('is a modal dialog named by its title, holding the focus', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    expect(outer.getAttribute('aria-modal')).toBe('true');
    expect(outer.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside, going round', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    within(outer).getByRole('button', { name: 'Open inner' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(outer).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(outer).getByRole('button', { name: 'Open inner' }));
  });

  it('Escape closes the top dialog only, and each gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open outer' }));
  });

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closing as another opens leaves the focus on the new one's first choice", async () => {
    const user = userEvent.setup();
    render(<Handover />);
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Safe answer' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open first' }));
  });
});
