/**
 * A fresh `Idempotency-Key` for one create: 32 hex digits from the browser's random source
 * (`crypto.getRandomValues` works on plain-HTTP origins too, where `randomUUID` is missing).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
