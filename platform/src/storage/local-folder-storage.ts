import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, LocalFile } from './file-storage';
import { ImmutableFileError, checkPrefix, keySegments, publicUrlOf } from './file-storage';

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * The embedded storage: one folder (`<DATA_DIR>/storage`), a key being a relative path in it.
 * Writes go to a hidden temporary file first and are moved into place in one step, so a reader
 * never sees half a file; immutable files are hard-linked into place, which fails when the name
 * already exists (create-if-absent without a race).
 */
export class LocalFolderStorage implements FileStorage {
  readonly description: string;
  private readonly root: string;

  /** @param publicBaseUrl prefix of public URLs ('' → paths on this origin, e.g. `/remotes/…`) */
  constructor(
    root: string,
    private readonly publicBaseUrl = '',
  ) {
    this.root = path.resolve(root);
    this.description = `local folder ${this.root}`;
  }

  private file(key: string): string {
    return path.join(this.root, ...keySegments(key));
  }

  private async writeTemp(target: string, bytes: Uint8Array): Promise<string> {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.tmp-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(temp, bytes, { flag: 'wx' });
    return temp;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(key);
    const temp = await this.writeTemp(target, bytes);
    try {
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async putImmutable(key: string, bytes: Uint8Array): Promise<'created' | 'unchanged'> {
    const target = this.file(key);
    const temp = await this.writeTemp(target, bytes);
    try {
      await fs.link(temp, target);
      return 'created';
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
      const existing = await fs.readFile(target);
      if (Buffer.compare(existing, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) === 0)
        return 'unchanged';
      throw new ImmutableFileError(key);
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if (isCode(error, 'ENOENT') || isCode(error, 'EISDIR') || isCode(error, 'ENOTDIR')) return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const dir = this.file(prefix.slice(0, -1));
    let entries;
    try {
      entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
      if (relative.some((segment) => segment.startsWith('.'))) continue; // temporary or foreign files
      keys.push(prefix + relative.join('/'));
    }
    return keys.sort();
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkPrefix(prefix);
    await fs.rm(this.file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  publicUrl(key: string): string {
    return publicUrlOf(this.publicBaseUrl, key);
  }

  /** The file itself, when it is a regular file whose real path (symlinks followed) stays inside. */
  async localFile(key: string): Promise<LocalFile | null> {
    try {
      const [realRoot, realFile] = await Promise.all([fs.realpath(this.root), fs.realpath(this.file(key))]);
      if (!realFile.startsWith(realRoot + path.sep)) return null;
      const stat = await fs.stat(realFile);
      if (!stat.isFile()) return null;
      return { absolutePath: realFile, size: stat.size, mtimeMs: stat.mtimeMs };
    } catch (error) {
      if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return null;
      throw error;
    }
  }
}
