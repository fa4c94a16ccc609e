// The platform's remotes as the commands name them: `mfe-trainings` (folder, URLs) or
// `mfe_trainings` (Module Federation name) both work.
import { REMOTE_DIRS } from '../lib/apps.mjs';
import { UsageError } from './errors.mjs';

/** `mfe_trainings` / `mfe-trainings` → `mfe-trainings`; a usage error for anything else. */
export function remoteDir(/** @type {string | undefined} */ name) {
  if (!name) throw new UsageError(`name a remote: ${REMOTE_DIRS.join(', ')}`);
  const dir = name
    .trim()
    .replace(/^@coach\//, '')
    .replaceAll('_', '-');
  if (!REMOTE_DIRS.includes(dir))
    throw new UsageError(`unknown remote "${name}" (known: ${REMOTE_DIRS.join(', ')})`);
  return dir;
}
