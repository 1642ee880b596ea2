/** readMusicFile in Chromium: a real fixture read through the Web Worker, and hostile files refused. */
import { describe, expect, it } from 'vitest';
import tunesUrl from '../../../../packages/music-io/test/fixtures/folk-tunes.abc?url';
import choraleUrl from '../../../../packages/music-io/test/fixtures/old-hundredth.mxl?url';
import { readMusicFile } from './read-file.ts';

async function fixtureFile(url: string, name: string): Promise<File> {
  const response = await fetch(url);
  return new File([await response.arrayBuffer()], name);
}

describe('readMusicFile', () => {
  it('reads the compressed chorale in a worker: four parts of 32 notes', async () => {
    const outcome = await readMusicFile(await fixtureFile(choraleUrl, 'old-hundredth.mxl'));
    expect(outcome.kind).toBe('piece');
    if (outcome.kind !== 'piece') return;
    expect(outcome.piece.parts.map((part) => part.notes.length)).toEqual([32, 32, 32, 32]);
    expect(outcome.piece.tempos).toEqual([{ beat: 0, bpm: 84 }]);
  });

  it('lists the tunes of an ABC file, then reads the chosen one with abcjs in the worker', async () => {
    const file = await fixtureFile(tunesUrl, 'folk-tunes.abc');
    const listed = await readMusicFile(file);
    expect(listed.kind === 'tunes' && listed.tunes.map((tune) => tune.title)).toEqual([
      'Frere Jacques',
      'Auld Lang Syne',
      'Ode to Joy',
    ]);
    const auld = await readMusicFile(file, { tune: 2 });
    expect(
      auld.kind === 'piece' && [auld.piece.title, auld.piece.pickupBeats, auld.piece.parts[0]?.notes.length],
    ).toEqual(['Auld Lang Syne', 1, 28]);
  });

  it('answers a hostile file with the reader’s message', async () => {
    const nested = `<score-partwise>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</score-partwise>`;
    expect(await readMusicFile(new File([nested], 'deep.musicxml'))).toEqual({
      kind: 'error',
      message: 'This file is not MusicXML: its elements are nested more than 100 levels deep.',
    });
  });

  it('refuses a file over 10 MB by its size', async () => {
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.mid');
    expect(await readMusicFile(big)).toEqual({
      kind: 'error',
      message: 'This file is 11.0 MB; files over 10.0 MB cannot be imported.',
    });
  });

  it('ends a worker that takes longer than the limit, with a message', async () => {
    const outcome = await readMusicFile(await fixtureFile(choraleUrl, 'old-hundredth.mxl'), {
      timeLimitMs: 1,
    });
    expect(outcome).toEqual({
      kind: 'error',
      message: expect.stringMatching(/took more than 10 seconds, so it was stopped/),
    });
  });

  it('rejects when aborted', async () => {
    const controller = new AbortController();
    const reading = readMusicFile(await fixtureFile(choraleUrl, 'old-hundredth.mxl'), {
      signal: controller.signal,
    });
    controller.abort(new Error('cancelled'));
    await expect(reading).rejects.toThrow('cancelled');
  });
});
