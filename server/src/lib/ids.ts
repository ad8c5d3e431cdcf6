import { randomFillSync } from 'node:crypto';

/**
 * UUIDv7: time-ordered, so primary keys insert at the end of indexes and sort by creation.
 * Within one millisecond the random part keeps ids unique but not ordered; callers that need
 * a strict order use created_at plus id.
 */
export function newId(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  randomFillSync(bytes);
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
