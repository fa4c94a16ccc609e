import { randomBytes } from 'node:crypto';
import type { Db } from '@coach/server-kit/db/types';
import { platformSettings } from '../../db/schema';
import { readSetting } from '../../db/settings';

const KEY = 'preview_signing_key';

/**
 * The key preview cookies are signed with (preview-cookie.ts): made once, by whichever instance
 * asks first, and kept in the platform's settings, so every instance checks the same signatures.
 * Read once per process; a failed read is tried again on the next request.
 */
export function createPreviewKey(db: Db): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  const read = async (): Promise<Buffer> => {
    await db
      .insert(platformSettings)
      .values({ key: KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const value = await readSetting(db, KEY);
    if (!value) throw new Error('The preview signing key could not be read');
    return Buffer.from(value, 'base64url');
  };
  return () =>
    (key ??= read().catch((error: unknown) => {
      key = null;
      throw error;
    }));
}
