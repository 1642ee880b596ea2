import type { ClockQuality, RoomMember } from '@ringalong/contract';
import type { MemberRecord } from './store.ts';

/** How well a device's clock is known, from the uncertainty it reported. */
export function clockQuality(uncertaintyMs: number | null): ClockQuality {
  if (uncertaintyMs === null) return 'unknown';
  if (uncertaintyMs <= 5) return 'good';
  if (uncertaintyMs <= 20) return 'fair';
  return 'poor';
}

/** A member as devices see it: connected only while its instance is alive; never its secrets. */
export function memberView(
  member: MemberRecord,
  live: ReadonlySet<string>,
  handedTo: string | null,
): RoomMember {
  return {
    deviceId: member.deviceId,
    name: member.name,
    iAm: member.iAm,
    role: member.role,
    connected: member.connected && live.has(member.instance),
    leads: member.role === 'director' || member.deviceId === handedTo,
    clock: clockQuality(member.uncertaintyMs),
    rttMs: member.rttMs,
    offsetMs: member.offsetMs,
    uncertaintyMs: member.uncertaintyMs,
    outputDelayMs: member.outputDelayMs,
  };
}

/** Directors first, then by name: the order the director's list shows. */
export function sortedMembers(members: readonly RoomMember[]): RoomMember[] {
  return [...members].sort(
    (a, b) =>
      Number(b.role === 'director') - Number(a.role === 'director') ||
      a.name.localeCompare(b.name) ||
      a.deviceId.localeCompare(b.deviceId),
  );
}
