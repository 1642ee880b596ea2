import '../../../test/page-styles.ts';
import { DEFAULT_PREFERENCES, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ExportDialog } from './ExportDialog.tsx';

afterEach(cleanup);

/** What the page handed to the browser's downloads: each link clicked with a download name, read back. */
function downloads(): { name: string; href: string }[] {
  const seen: { name: string; href: string }[] = [];
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target as HTMLAnchorElement;
      if (link.download) {
        seen.push({ name: link.download, href: link.href });
        // Read here, not saved to disk.
        event.preventDefault();
      }
    },
    true,
  );
  return seen;
}

const ODE: Song = DEMO_SONGS[0]!;
const focused = (): string => document.activeElement?.textContent ?? '';

test('from the keyboard alone: MusicXML chosen, exported and downloaded under the song title, the dialog closed', async () => {
  await page.viewport(1280, 720);
  const seen = downloads();
  let hidden = false;
  render(
    <ExportDialog
      visible
      onHide={() => {
        hidden = true;
      }}
      song={ODE}
      title="Ode: to Joy"
      preferences={DEFAULT_PREFERENCES}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Export' });
  expect(screen.getByText('Saves as')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'One per row' })).toBeTruthy();
  // Tab to MusicXML, choose it: the MIDI choices go.
  const user = userEvent.setup();
  while (focused() !== 'MusicXML') await user.tab();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('button', { name: 'One per row' })).toBeNull();
  expect(dialog.textContent).toContain('Saves as Ode to Joy.musicxml');
  while (focused() !== 'Export') await user.tab();
  await user.keyboard('{Enter}');
  // The writer is fetched on first export: a hang guard, wide (a machine at a load of 30 is slow).
  await waitFor(() => expect(hidden).toBe(true), { timeout: 60_000 });
  expect(seen.map((d) => d.name)).toEqual(['Ode to Joy.musicxml']);
  const text = await (await fetch(seen[0]!.href)).text();
  expect(text).toContain('<work-title>Ode: to Joy</work-title>');
});

test('a long WAV render shows its progress, keeps the choices still, and Cancel stops it without a download', async () => {
  await page.viewport(390, 844);
  const seen = downloads();
  const long: Song = {
    ...ODE,
    staves: [
      {
        pitchId: 60,
        instrument: 'handbell',
        notes: Array.from({ length: 1500 }, (_, i) => ({ beat: i, length: 1 })),
      },
    ],
  };
  render(
    <ExportDialog visible onHide={() => {}} song={long} title="Long" preferences={DEFAULT_PREFERENCES} />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'WAV audio' }));
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  const progress = await screen.findByRole('progressbar', { name: 'Rendering the audio' });
  await waitFor(() => expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0), {
    timeout: 60_000,
  });
  // The choices are still while it renders: the file it makes is the one asked for.
  expect(screen.getByRole('button', { name: 'MIDI' }).closest('fieldset[disabled]')).not.toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await screen.findByText('Export cancelled.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(seen).toEqual([]);
});
