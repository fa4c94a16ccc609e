/**
 * Moves the front version forward (every open shell clears its caches once, SPEC §4):
 *   tsx api/src/cli/bump-front-version.ts
 */
import { loadConfig } from '../config';
import { bumpFrontVersion } from '../features/front-version/repository';
import { openConfiguredDatabase } from '../db/database';

const database = await openConfiguredDatabase(loadConfig());
try {
  console.info(`front version is now ${await bumpFrontVersion(database.db)}`);
} finally {
  await database.close();
}
