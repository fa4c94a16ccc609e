import { createHash } from 'node:crypto';

/** sha256 of some bytes, hex: the content id of content-addressed storages. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
