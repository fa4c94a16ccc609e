import { API_MIGRATIONS } from '@coach/api';
import { prepareTestDatabases } from '@coach/server-kit/testing/test-db';
import { PLATFORM_MIGRATIONS } from '../paths';

/** jest's globalSetup: the migrated database snapshot, built once before any test file. */
export default async function globalSetup(): Promise<void> {
  await prepareTestDatabases([API_MIGRATIONS, PLATFORM_MIGRATIONS]);
}
