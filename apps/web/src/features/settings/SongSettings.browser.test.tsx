import '../../../test/page-styles.ts';
import { DEFAULT_PREFERENCES } from '@ringalong/song';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SongSettings } from './SongSettings.tsx';

afterEach(cleanup);

for (const editMode of [false, true]) {
  const variant = editMode ? 'composer' : 'player';
  test(`Song Settings (${variant}) fits its 500x400 dialog`, async () => {
    await page.viewport(1280, 720);
    render(
      <SongSettings
        visible
        onHide={() => {}}
        preferences={{ ...DEFAULT_PREFERENCES, editMode }}
        onChange={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.offsetWidth).toBe(500);
    expect(dialog.offsetHeight).toBe(400);
    await page.screenshot({ path: `../../../.tmp/screenshots/settings-${variant}.png` });
    // Every preference is visible without scrolling the dialog's content.
    const content = dialog.querySelector<HTMLElement>('.modal-content')!;
    expect(content.scrollHeight).toBeLessThanOrEqual(content.clientHeight);
  });
}
