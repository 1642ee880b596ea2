import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Readiness gives up on a Redis that does not answer a PING within this (ms). */
const PING_TIMEOUT_MS = 1500;

/**
 * Readiness's own look at Redis (REDIS_URL): a PING on a connection of its own, failing at once
 * while Redis is away (no queue of commands waiting for it to come back) and after 1.5 s when it
 * hangs. The rejection's message is the reason `/health/ready` gives.
 */
export function redisReachability(
  url: string,
  log: FastifyBaseLogger,
): { ping: () => Promise<void>; close: () => void } {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn({ err }, 'readiness: Redis is unreachable');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  // Connects on the first check, and from then on reconnects by itself.
  let connecting: Promise<void> | null = null;
  const ping = async () => {
    if (redis.status === 'wait') connecting ??= redis.connect().catch(() => {});
    if (connecting) await connecting;
    if (redis.status !== 'ready') throw new Error(`Redis at ${where(url)} is unreachable (${redis.status})`);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis at ${where(url)} did not answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([redis.ping(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { ping, close: () => redis.disconnect() };
}

/** Host and port of a Redis URL, without its password. */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.host;
  } catch {
    return 'REDIS_URL';
  }
}
