import fs from 'node:fs/promises';
import type { Db } from '@coach/server-kit/db/types';
import type { LocalFile } from '../../storage/file-storage';
import { readOncePerStamp, readOncePerStampBy, type RegistryStamp } from './registry-stamp';
import {
  getLive,
  getRegistryDocument,
  getRelease,
  getReleaseIntegrity,
  type LiveRemote,
  type RegistryDocument,
  type Release,
} from './repository';

/**
 * What a page is composed from that only a registry change moves: the registry document, the
 * front version, each remote's live pointer and release record, and the released files on this
 * machine's disk (first-paint-source.ts, prerender-source.ts, release-renders.ts).
 */
export interface RegistryReads {
  document(): Promise<RegistryDocument>;
  frontVersion(): Promise<string>;
  live(remote: string): Promise<LiveRemote | undefined>;
  release(remote: string, version: string): Promise<Release | undefined>;
  /** A release's checked files' SRI hashes, undefined when pruned or recorded without them. */
  integrity(remote: string, version: string): Promise<Record<string, string> | undefined>;
  /** A released file on this machine's disk (the storage's `localFile`), or null. */
  file(key: string): Promise<LocalFile | null>;
}

export interface RegistryReadsOptions {
  db: Db;
  /** The release storage's `localFile`. */
  localFile: (key: string) => Promise<LocalFile | null>;
  /** The front version as the database holds it (features/front-version). */
  frontVersion: () => Promise<string>;
  /** The external hosts redirects may go to: the inlined registry is `/registry.json`'s. */
  redirectHosts?: readonly string[];
}

/** Every read asks the database and the storage: for a part tested on its own. */
export function readRegistryEachTime({
  db,
  localFile,
  frontVersion,
  redirectHosts,
}: RegistryReadsOptions): RegistryReads {
  return {
    document: () => getRegistryDocument(db, redirectHosts),
    frontVersion,
    live: (remote) => getLive(db, remote),
    release: (remote, version) => getRelease(db, remote, version),
    integrity: (remote, version) => getReleaseIntegrity(db, remote, version),
    file: localFile,
  };
}

/**
 * The same reads, each made once per registry stamp (registry-stamp.ts; docs/adr/0019): a page
 * costs no query of the registry, a stamp's read a second costs one of each. Every change of what
 * they give moves the stamp: a promotion, a rollback, a canary, a preview grant and a redirect rule
 * move the revision, a bump the front version; a released file's key never names other bytes
 * (storage: immutable keys), and only releases no request is given are pruned. Another instance
 * sees a change within the stamp's check, as it sees it on the signed-out pages (ADR 0014).
 * A file's copy on this disk is still looked at on every call (one `stat`): a copy changed since
 * is read again and checked against its record by the source that reads it, as before.
 */
export function readRegistryOncePerStamp(stamp: RegistryStamp, options: RegistryReadsOptions): RegistryReads {
  const each = readRegistryEachTime(options);
  // Keyed by both names as JSON: no character of either can make two pairs one key.
  const pair =
    <T>(read: (remote: string, version: string) => Promise<T>) =>
    (key: string): Promise<T> => {
      const [remote, version] = JSON.parse(key) as [string, string];
      return read(remote, version);
    };
  const located = readOncePerStampBy(stamp, each.file);
  const release = readOncePerStampBy(stamp, pair(each.release));
  const integrity = readOncePerStampBy(stamp, pair(each.integrity));
  return {
    document: readOncePerStamp(stamp, each.document),
    frontVersion: readOncePerStamp(stamp, each.frontVersion),
    live: readOncePerStampBy(stamp, each.live),
    release: (remote, version) => release(JSON.stringify([remote, version])),
    integrity: (remote, version) => integrity(JSON.stringify([remote, version])),
    file: async (key) => {
      const known = await located(key);
      if (!known) return null;
      const stat = await fs.stat(known.absolutePath).catch(() => null);
      // Gone from this disk (a cache emptied): the storage fetches it again.
      if (!stat) return each.file(key);
      return { absolutePath: known.absolutePath, size: stat.size, mtimeMs: stat.mtimeMs };
    },
  };
}
