/**
 * Moves the front version forward (every open shell clears its caches once, SPEC §4):
 *   tsx api/src/cli/bump-front-version.ts
 */
import { loadPlatformConfig } from '../config';
import { openServerDatabase } from '../database';
import { bumpFrontVersion } from '../features/front-version/repository';

const database = await openServerDatabase(loadPlatformConfig());
try {
  console.info(`front version is now ${await bumpFrontVersion(database.db)}`);
} finally {
  await database.close();
}
