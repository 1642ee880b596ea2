import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache.ts';

describe('ShortCache', () => {
  it('shares one lookup within the time-to-live and looks again after it', async () => {
    const cache = new ShortCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load, 0), cache.get('a', load, 10)])).toEqual([1, 1]);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1000)).toBe(2);
    expect(await cache.get('b', load, 1000)).toBe(3);
  });

  it('looks again when told to, and shares that answer within the time-to-live from then', async () => {
    const cache = new ShortCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.refresh('a', load, 500)).toBe(2);
    expect(await cache.get('a', load, 1400)).toBe(2);
    expect(await cache.get('a', load, 1500)).toBe(3);
  });

  it('does not remember a failed lookup', async () => {
    const cache = new ShortCache<number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
  });
});
