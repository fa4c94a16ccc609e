/**
 * Where released files live: a flat namespace of keys (`remotes/mfe-home/1.0.0/remoteEntry.js`,
 * `staging/…`), each holding bytes. The platform server serves `remotes/…` at `/remotes/…`.
 *
 * Implementations (chosen by `FILE_STORAGE`, storage/configured-storage.ts; docs/adr/0011):
 * - `LocalFolderStorage`: a folder (`<DATA_DIR>/storage`), the embedded default for one machine;
 * - `PostgresStorage`: content-addressed rows in the shared database, each instance caching on
 *   its disk what it serves (the default with `DATABASE_URL`);
 * - `S3Storage`: an S3-compatible bucket with the same key layout, conditional writes, a CDN.
 * Every one passes the same contract suite (storage-contract.ts).
 */
export interface FileStorage {
  /** Human-readable location, for logs and status. */
  readonly description: string;
  /** Writes (or overwrites) a file. For mutable areas only (staging). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes a file that must never change: `created` when it did not exist, `unchanged` when it
   * already held exactly these bytes; throws `ImmutableFileError` when it holds other bytes.
   */
  putImmutable(key: string, bytes: Uint8Array): Promise<'created' | 'unchanged'>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Every key under `prefix` (a folder-like prefix ending in `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Deletes a file; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every file under `prefix` (ending in `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The URL a browser fetches the file from: a path on this origin or an absolute (CDN) URL. */
  publicUrl(key: string): string;
  /**
   * A file on this machine's disk holding the key's current bytes, for the static server to
   * stream: the file itself (local folder) or a copy cached from the shared storage. Null when
   * the key holds nothing.
   */
  localFile(key: string): Promise<LocalFile | null>;
}

/** A file on this machine's disk that the static server can stream. */
export interface LocalFile {
  absolutePath: string;
  size: number;
  /** Its modification time (the same on every instance for a shared storage: ETags agree). */
  mtimeMs: number;
}

/** An immutable file already exists with other bytes. */
export class ImmutableFileError extends Error {
  constructor(readonly key: string) {
    super(`${key} already exists with different content (released files are immutable)`);
    this.name = 'ImmutableFileError';
  }
}

/** A key that is not a plain relative path of safe segments. */
export class InvalidKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key "${key}"`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._+-]{0,199}$/;
const MAX_DEPTH = 12;

/**
 * Splits and checks a key: `/`-separated segments of letters, digits, `._+-`, none empty, none
 * starting with a dot (no `..`, no hidden files), at most 12 deep. Throws InvalidKeyError.
 */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > MAX_DEPTH || segments.some((s) => !SEGMENT.test(s))) {
    throw new InvalidKeyError(key);
  }
  return segments;
}

/** Whether `path` is a safe relative file path inside a release (same rules as keys). */
export function isSafeRelativePath(path: string): boolean {
  try {
    keySegments(path);
    return true;
  } catch {
    return false;
  }
}

/** A prefix must be a valid key followed by `/`. */
export function checkPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new InvalidKeyError(prefix);
  keySegments(prefix.slice(0, -1));
}

/** A key's public URL: `base` ('' → a path on this origin, `/remotes/…`) and the checked key. */
export function publicUrlOf(base: string, key: string): string {
  return `${base}/${keySegments(key).join('/')}`;
}
