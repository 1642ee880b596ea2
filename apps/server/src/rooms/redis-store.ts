import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { newSecret } from './codes.ts';
import type { MemberRecord, RoomEvent, RoomMeta, RoomRecord, RoomStore } from './store.ts';

const PREFIX = 'ringalong:rooms:';
const roomKey = (code: string) => `${PREFIX}room:${code}`;
const membersKey = (code: string) => `${PREFIX}members:${code}`;
const ownerKey = (ownerId: number) => `${PREFIX}owner:${ownerId}`;
const instanceKey = (id: string) => `${PREFIX}instance:${id}`;
const channelOf = (code: string) => `${PREFIX}channel:${code}`;
const codeOf = (channel: string) => channel.slice(`${PREFIX}channel:`.length);

/** An instance whose heartbeat is older than this is dead: its devices show as dropped. */
export const HEARTBEAT_TTL_MS = 4000;
const HEARTBEAT_EVERY_MS = 1000;

/** Sets fields of a room that still exists (a room ended meanwhile is not brought back half). */
const UPDATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
if tonumber(ARGV[1]) > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  redis.call('PEXPIRE', KEYS[2], ARGV[1])
end
return 1`;

/** The next intent number of a room that still exists; 0 for one that ended. */
const SEQ_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('HINCRBY', KEYS[1], 'seq', 1)`;

/** Record fields stored in the room's hash, each as JSON (so one field changes alone). */
const FIELDS = [
  'code',
  'title',
  'ownerId',
  'directorTokenHash',
  'revision',
  'song',
  'intent',
  'handedTo',
  'ringers',
  'choirId',
  'lastActivityAt',
  'directorGoneAt',
] as const satisfies readonly (keyof RoomRecord)[];
const META_FIELDS = FIELDS.filter((field) => field !== 'song');

function encode(patch: Partial<RoomRecord>): string[] {
  return Object.entries(patch).flatMap(([field, value]) => [field, JSON.stringify(value)]);
}

/**
 * Rooms in Redis (REDIS_URL), shared by every instance: a room is a hash (its fields as JSON) with
 * its members in another, both expiring an idle hour after the last activity; events go over the
 * room's pub/sub channel, heard by each instance holding a device of the room. Each instance
 * keeps a heartbeat key alive, so the devices of an instance that died show as dropped.
 */
export async function redisRoomStore(url: string, log: FastifyBaseLogger): Promise<RoomStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  // ioredis reconnects by itself; say so once per outage rather than once per attempt.
  for (const client of [redis, subscriber]) {
    let down = false;
    client.on('error', (err: Error) => {
      if (!down) log.warn({ err }, 'rooms: Redis is unreachable; reconnecting');
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info('rooms: Redis is back');
      down = false;
    });
  }
  await Promise.all([redis.connect(), subscriber.connect()]);
  const handlers = new Map<string, (event: RoomEvent) => void>();
  subscriber.on('message', (channel: string, text: string) => {
    handlers.get(codeOf(channel))?.(JSON.parse(text) as RoomEvent);
  });

  /** The fields of a room that still exists, each parsed from its JSON. */
  const read = async (code: string, fields: readonly string[]) => {
    const values = await redis.hmget(roomKey(code), ...fields);
    if (values[0] === null) return null; // 'code' comes first: no code, no room
    return Object.fromEntries(fields.map((field, i) => [field, JSON.parse(values[i] ?? 'null')]));
  };

  const instance = newSecret().slice(0, 12);
  const beat = () => redis.set(instanceKey(instance), '1', 'PX', HEARTBEAT_TTL_MS);
  await beat();
  const heartbeat = setInterval(() => void beat().catch(() => {}), HEARTBEAT_EVERY_MS);
  heartbeat.unref();

  return {
    instance,
    async create(room, maxPerOwner, ttlMs) {
      const owned = await redis.smembers(ownerKey(room.ownerId));
      const open = await Promise.all(owned.map((code) => redis.exists(roomKey(code))));
      const gone = owned.filter((_, i) => open[i] === 0);
      if (gone.length > 0) await redis.srem(ownerKey(room.ownerId), ...gone);
      if (owned.length - gone.length >= maxPerOwner) return 'full';
      if ((await redis.hsetnx(roomKey(room.code), 'code', JSON.stringify(room.code))) === 0) return 'taken';
      await redis
        .multi()
        .hset(roomKey(room.code), ...encode(room), 'seq', '0')
        .pexpire(roomKey(room.code), ttlMs)
        .sadd(ownerKey(room.ownerId), room.code)
        .exec();
      return 'created';
    },
    async get(code) {
      return (await read(code, FIELDS)) as RoomRecord | null;
    },
    async meta(code) {
      return (await read(code, META_FIELDS)) as RoomMeta | null;
    },
    async update(code, patch, ttlMs = 0) {
      const fields = encode(patch);
      if (fields.length === 0) return;
      await redis.eval(UPDATE_SCRIPT, 2, roomKey(code), membersKey(code), String(ttlMs), ...fields);
    },
    async nextSeq(code) {
      return Number(await redis.eval(SEQ_SCRIPT, 1, roomKey(code)));
    },
    async delete(code, ownerId) {
      await redis.multi().del(roomKey(code), membersKey(code)).srem(ownerKey(ownerId), code).exec();
    },
    async members(code) {
      const hash = await redis.hgetall(membersKey(code));
      return Object.values(hash).map((text) => JSON.parse(text) as MemberRecord);
    },
    async putMember(code, member) {
      const ttl = await redis.pttl(roomKey(code));
      if (ttl === -2) return; // the room ended
      const write = redis.multi().hset(membersKey(code), member.deviceId, JSON.stringify(member));
      if (ttl > 0) write.pexpire(membersKey(code), ttl);
      await write.exec();
    },
    async removeMember(code, deviceId) {
      await redis.hdel(membersKey(code), deviceId);
    },
    async liveInstances(ids) {
      if (ids.length === 0) return new Set();
      const beats = await redis.mget(...ids.map(instanceKey));
      return new Set(ids.filter((_, i) => beats[i] !== null));
    },
    async publish(code, event) {
      await redis.publish(channelOf(code), JSON.stringify(event));
    },
    async subscribe(code, handler) {
      handlers.set(code, handler);
      await subscriber.subscribe(channelOf(code));
    },
    async unsubscribe(code) {
      handlers.delete(code);
      await subscriber.unsubscribe(channelOf(code));
    },
    async watched(local) {
      return [...local];
    },
    async close() {
      clearInterval(heartbeat);
      await redis.del(instanceKey(instance)).catch(() => {});
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
