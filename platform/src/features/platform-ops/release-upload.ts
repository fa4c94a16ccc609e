import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { sha256Hex } from './digest';
import { immutable, releasePrefix, stagingPrefix, type ReleaseDeps } from './releases';

export interface UploadedFile {
  path: string;
  sha256: string;
  size: number;
  /** `unchanged`: already released with these exact bytes; `staged`: waits for `finalize`. */
  status: 'unchanged' | 'staged';
}

/**
 * Step 1 of a release: one build file into the staging area, checked against the sha256 the
 * client computed (`claimed`). A file of a recorded release is compared instead: the same bytes
 * are a no-op, other bytes a refusal (releases are immutable).
 */
export async function stageFile(
  { storage, registry }: ReleaseDeps,
  upload: { remote: string; version: string; name: string; bytes: Uint8Array; claimed: string | undefined },
): Promise<UploadedFile> {
  const { remote, version, name, bytes, claimed } = upload;
  const sha256 = sha256Hex(bytes);
  if (claimed && claimed.toLowerCase() !== sha256) {
    throw new ApiError(
      422,
      errorBody(`${name} arrived corrupted (sha256 ${sha256}, the client sent ${claimed}): upload it again.`),
    );
  }
  const recorded = await registry.releaseFiles(remote, version);
  if (recorded) {
    if (recorded.pruned) throw immutable(remote, version, 'it was pruned');
    let same: boolean;
    if (recorded.files) {
      same = recorded.files[name] === sha256;
    } else {
      // recorded before file lists were kept: compare with the stored file itself
      const stored = await storage.get(releasePrefix(remote, version) + name);
      same = stored !== null && stored.equals(bytes);
    }
    if (!same)
      throw immutable(remote, version, `${name} differs from the released file (or is not part of it)`);
    return { path: name, sha256, size: bytes.byteLength, status: 'unchanged' };
  }
  await storage.put(stagingPrefix(remote, version) + name, bytes);
  return { path: name, sha256, size: bytes.byteLength, status: 'staged' };
}
