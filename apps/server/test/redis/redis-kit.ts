/**
 * The Redis of scripts/with-redis.sh (REDIS_TEST_URL), a database of its own per test file (Redis
 * has 16): files run side by side, and each starts from an empty one.
 */
import { Redis } from 'ioredis';

export async function freshRedisUrl(database: number): Promise<string> {
  const base = process.env.REDIS_TEST_URL;
  if (!base) throw new Error('REDIS_TEST_URL is not set: run through scripts/with-redis.sh');
  const url = `${base}/${database}`;
  const redis = new Redis(url);
  await redis.flushdb();
  redis.disconnect();
  return url;
}
