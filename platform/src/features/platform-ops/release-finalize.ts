import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { isSafeRelativePath } from '../../storage/file-storage';
import { sha256Hex } from './digest';
import { immutable, releasePrefix, stagingPrefix, type ReleaseDeps } from './releases';

/** The first three names of a list, then "…" when there are more. */
const firstNames = (names: string[]) => `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}`;

/** The declared files read from `prefix`: those found intact, and the names missing or corrupted. */
async function readDeclared({ storage }: ReleaseDeps, prefix: string, declared: Record<string, string>) {
  const files = new Map<string, Uint8Array>();
  const missing: string[] = [];
  const corrupted: string[] = [];
  for (const [name, expected] of Object.entries(declared)) {
    if (!isSafeRelativePath(name)) {
      throw new ApiError(
        422,
        errorBody(`"${name}" is not an acceptable file path in a release.`, { files: ['Invalid path.'] }),
      );
    }
    const bytes = await storage.get(prefix + name);
    if (!bytes) missing.push(name);
    else if (sha256Hex(bytes) !== expected) corrupted.push(name);
    else files.set(name, bytes);
  }
  return { files, missing, corrupted };
}

/**
 * Step 2 of a release: checks every staged file against the sha256 declared for it and records
 * the release. Already released: the declared files are compared with the stored ones (a no-op or
 * a refusal). The staging area is emptied whatever the outcome.
 */
export async function finalizeRelease(
  deps: ReleaseDeps,
  input: {
    remote: string;
    version: string;
    files: Record<string, string>;
    gitCommit: string | null;
    by: string;
  },
  onPublished: (outcome: { created: boolean }) => void,
): Promise<{ created: boolean }> {
  const { remote, version } = input;
  const recorded = await deps.registry.releaseFiles(remote, version);
  if (recorded?.pruned) throw immutable(remote, version, 'it was pruned');
  const prefix = recorded ? releasePrefix(remote, version) : stagingPrefix(remote, version);
  const { files, missing, corrupted } = await readDeclared(deps, prefix, input.files);
  if (
    recorded &&
    (missing.length > 0 ||
      corrupted.length > 0 ||
      (recorded.files && Object.keys(recorded.files).length !== files.size))
  ) {
    throw immutable(remote, version, 'this build has different files');
  }
  if (missing.length > 0) {
    const line = `${missing.length} file(s) were not uploaded (${firstNames(missing)}): upload them, then finalize again.`;
    throw new ApiError(422, errorBody(line, { files: missing.map((name) => `${name}: not uploaded.`) }));
  }
  if (corrupted.length > 0) {
    const line = `Integrity check failed: ${firstNames(corrupted)} do not match the sha256 declared for them: upload them again.`;
    throw new ApiError(422, errorBody(line, { files: corrupted.map((name) => `${name}: sha256 mismatch.`) }));
  }
  try {
    const outcome = await deps.registry.publish({
      remote,
      version,
      files,
      gitCommit: input.gitCommit,
      by: input.by,
    });
    onPublished(outcome);
    return outcome;
  } finally {
    if (!recorded) await deps.storage.deletePrefix(stagingPrefix(remote, version));
  }
}
