import { createDefaultSong } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import {
  clientMessageSchema,
  displayRoomCode,
  normalizeRoomCode,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  roomCodeParamSchema,
  serverMessageSchema,
} from './rooms.ts';

const intent = {
  kind: 'start',
  revision: 1,
  playing: true,
  startAt: 1_700_000_000_000,
  fromBeat: 8,
  bpm: 100,
  practiceTempo: 80,
  countIn: true,
  warmupBeats: 4,
  loop: { on: true, from: 8, to: 16, speedUp: 0 },
};

describe('room codes', () => {
  it('have no sign that reads as another (0, O, 1, I) and carry 40 bits', () => {
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(32);
    expect(Math.log2(ROOM_CODE_ALPHABET.length) * ROOM_CODE_LENGTH).toBeGreaterThanOrEqual(40);
  });

  it('are read as typed in any case, with spaces or the shown dash', () => {
    expect(normalizeRoomCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(displayRoomCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(roomCodeParamSchema.safeParse({ id: normalizeRoomCode('abcd-efgh') }).success).toBe(true);
    expect(roomCodeParamSchema.safeParse({ id: 'ABCDEFG0' }).success).toBe(false);
    expect(roomCodeParamSchema.safeParse({ id: 'ABCDEFG' }).success).toBe(false);
  });
});

describe('room messages', () => {
  it('take a hello, a ping, an intent and a song as the protocol writes them', () => {
    for (const message of [
      { type: 'hello', name: 'Ben', iAm: null, role: 'ringer' },
      { type: 'ping', t0: 123.5 },
      { type: 'intent', intent },
      { type: 'song', revision: 2, song: createDefaultSong() },
      { type: 'handOver', deviceId: null },
    ]) {
      expect(clientMessageSchema.safeParse(message).success, message.type).toBe(true);
    }
  });

  it('refuse unknown types, extra fields and numbers that are not finite', () => {
    for (const message of [
      { type: 'shout' },
      { type: 'ping', t0: 1, extra: true },
      { type: 'intent', intent: { ...intent, startAt: Number.POSITIVE_INFINITY } },
      { type: 'intent', intent: { ...intent, practiceTempo: 500 } },
      { type: 'hello', name: '', iAm: null, role: 'ringer' },
    ]) {
      expect(clientMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
    }
  });

  it('describe what the server sends', () => {
    const answer = { type: 'pong', t0: 1, t1: 2, t2: 3 };
    expect(serverMessageSchema.safeParse(answer).success).toBe(true);
    expect(serverMessageSchema.safeParse({ type: 'error', code: 'nope', message: '' }).success).toBe(false);
  });
});
