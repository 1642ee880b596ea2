import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@ringalong/contract';

/**
 * A new room code: each sign from one byte of the cryptographic generator, its low 5 bits picking
 * one of the 32 signs (256 is a multiple of 32, so every sign is as likely): 40 bits in all.
 */
export function newRoomCode(): string {
  const bytes = randomBytes(ROOM_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += ROOM_CODE_ALPHABET[byte & 31];
  return code;
}

/** A secret (a director token, a device's resume token): 192 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** What the server keeps of a secret: its SHA-256, so a leaked store holds no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Whether `secret` is the one whose hash is `hash`, compared in constant time. */
export function secretMatches(secret: string | undefined, hash: string): boolean {
  if (!secret) return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}
