import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { FaultProxy } from '../postgres/fault-proxy.ts';
import { freshRedisUrl } from './redis-kit.ts';

/** The app reaches Redis through a proxy the test can cut: Redis away, as the instance sees it. */
let t: TestApp;
let proxy: FaultProxy;

beforeAll(async () => {
  const redis = new URL(await freshRedisUrl(2));
  proxy = await FaultProxy.start(redis.hostname, Number(redis.port));
  t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}${redis.pathname}` });
}, 120_000);
afterAll(async () => {
  await proxy.heal();
  await t.close();
  await proxy.close();
});

const ready = async () => {
  const response = await fetch(`${t.baseUrl}/health/ready`);
  return { status: response.status, body: (await response.json()) as { reasons?: Record<string, string> } };
};

describe('readiness with Redis configured', () => {
  it('reports Redis, is not ready while it is away (saying why), and ready again once it is back', async () => {
    await expect.poll(ready, { timeout: 10_000, interval: 200 }).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'up', redis: 'up' } },
    });

    await proxy.stop();
    await expect.poll(ready, { timeout: 10_000, interval: 200 }).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'up', redis: 'down' } },
    });
    const down = await ready();
    expect(down.body.reasons?.redis).toMatch(
      new RegExp(`Redis at 127\\.0\\.0\\.1:${proxy.port} is unreachable`),
    );
    // Liveness never depends on Redis: restarting the process would not bring it back.
    expect((await fetch(`${t.baseUrl}/health/live`)).status).toBe(200);

    await proxy.heal();
    await expect.poll(ready, { timeout: 20_000, interval: 200 }).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'up', redis: 'up' } },
    });
  });
});
