import type { Context } from 'hono';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { toDirName } from '../../remotes/names';
import { isSafeRelativePath, type FileStorage } from '../../storage/file-storage';

/** What the release routes need from the registry (features/registry/operations.ts provides it). */
export interface ReleasePort {
  releaseFiles(
    remote: string,
    version: string,
  ): Promise<{ files: Record<string, string> | null; pruned: boolean } | undefined>;
  publish(input: {
    remote: string;
    version: string;
    files: ReadonlyMap<string, Uint8Array>;
    gitCommit: string | null;
    by: string;
  }): Promise<{ created: boolean }>;
  prune(remote: string, keep: number, options: { by: string; reason: string | null }): Promise<object>;
}

/** What uploading and finalizing a release use: the registry and the files' storage. */
export interface ReleaseDeps {
  storage: FileStorage;
  registry: ReleasePort;
}

/** Where an upload waits for `finalize`, and where a recorded release's files are. */
export const stagingPrefix = (remote: string, version: string) => `staging/${toDirName(remote)}/${version}/`;
export const releasePrefix = (remote: string, version: string) => `remotes/${toDirName(remote)}/${version}/`;

/** The refusal of a release that would change a recorded one. */
export function immutable(remote: string, version: string, detail: string): ApiError {
  return new ApiError(
    409,
    errorBody(
      `${remote}@${version} is already released and releases are immutable: ${detail}. Release this build under a new version.`,
    ),
    { 'X-Refusal-Code': 'release_conflict' },
  );
}

/** The file's path inside the release, from the URL after `/files/` (segments percent-decoded). */
export function filePath(c: Context<OperatorEnv>): string {
  const pathname = new URL(c.req.url).pathname;
  const raw = pathname.slice(pathname.indexOf('/files/') + '/files/'.length);
  let decoded: string;
  try {
    decoded = raw
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    decoded = '';
  }
  if (!isSafeRelativePath(decoded)) {
    throw new ApiError(
      422,
      errorBody(`"${raw}" is not an acceptable file path in a release.`, { path: ['Invalid path.'] }),
    );
  }
  return decoded;
}
