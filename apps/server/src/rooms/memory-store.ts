import type { MemberRecord, RoomEvent, RoomRecord, RoomStore } from './store.ts';

interface Held {
  room: RoomRecord;
  seq: number;
  readonly members: Map<string, MemberRecord>;
}

/**
 * Rooms in this process only (no REDIS_URL): one instance holds every room, so events go straight
 * to the room's handler. Idle rooms are found by the service's sweep (`watched` answers them all).
 */
export function memoryRoomStore(): RoomStore {
  const rooms = new Map<string, Held>();
  const handlers = new Map<string, (event: RoomEvent) => void>();
  return {
    instance: 'this-process',
    async create(room, maxPerOwner) {
      if (rooms.has(room.code)) return 'taken';
      const owned = [...rooms.values()].filter((held) => held.room.ownerId === room.ownerId).length;
      if (owned >= maxPerOwner) return 'full';
      rooms.set(room.code, { room, seq: 0, members: new Map() });
      return 'created';
    },
    async get(code) {
      return rooms.get(code)?.room ?? null;
    },
    async update(code, patch) {
      const held = rooms.get(code);
      if (held) held.room = { ...held.room, ...patch };
    },
    async nextSeq(code) {
      const held = rooms.get(code);
      if (!held) return 0;
      held.seq += 1;
      return held.seq;
    },
    async delete(code) {
      rooms.delete(code);
    },
    async members(code) {
      return [...(rooms.get(code)?.members.values() ?? [])];
    },
    async putMember(code, member) {
      rooms.get(code)?.members.set(member.deviceId, member);
    },
    async removeMember(code, deviceId) {
      rooms.get(code)?.members.delete(deviceId);
    },
    async liveInstances(ids) {
      return new Set(ids);
    },
    async publish(code, event) {
      handlers.get(code)?.(event);
    },
    async subscribe(code, handler) {
      handlers.set(code, handler);
    },
    async unsubscribe(code) {
      handlers.delete(code);
    },
    async watched() {
      return [...rooms.keys()];
    },
    async close() {
      rooms.clear();
      handlers.clear();
    },
  };
}
