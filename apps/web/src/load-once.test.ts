import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

/** A download the test answers: each start is recorded and settled by hand. */
function downloads() {
  const started: { resolve(value: string): void; reject(cause: Error): void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, load };
}

describe('code loaded on first use', () => {
  it('is downloaded once for all the callers, and kept once it has arrived', async () => {
    const { started, load } = downloads();
    const code = loadOnce(load);
    expect(code.loaded()).toBeNull();
    const first = code();
    const second = code();
    expect(started).toHaveLength(1);
    started[0]!.resolve('gestures');
    await expect(first).resolves.toBe('gestures');
    await expect(second).resolves.toBe('gestures');
    await expect(code()).resolves.toBe('gestures');
    expect(started).toHaveLength(1);
    expect(code.loaded()).toBe('gestures');
  });

  it('after a failed download, the waiting callers hear of it and the next call downloads again', async () => {
    const { started, load } = downloads();
    const code = loadOnce(load);
    const waiting = code();
    started[0]!.reject(new Error('offline'));
    await expect(waiting).rejects.toThrow('offline');
    expect(code.loaded()).toBeNull();
    const again = code();
    expect(started).toHaveLength(2);
    started[1]!.resolve('flows');
    await expect(again).resolves.toBe('flows');
  });
});
