import { and, asc, eq } from 'drizzle-orm';
import type { RedirectRule } from '@coach/shared/redirects';
import type { Db, Executor } from '@coach/server-kit/db/types';
import { remoteLive, remoteReleases } from '../../db/schema';
import { listRedirectRules, servedRules } from './redirect-rules';
import { getRelease, sriFromSha256Hex } from './release-records';
import { getRegistryRevision } from './revision';

/** The manifest's file name in a release. */
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * What the shell reads at start (`GET /registry.json`). Keys are Module Federation names.
 * `integrity`: the entry's SRI hash; `manifestIntegrity`: the manifest's (null for a release
 * recorded without its file list). docs/security.md, "Integrity of the remotes".
 */
export interface RegistryDocument {
  revision: number;
  remotes: Record<
    string,
    { version: string; manifest: string; integrity: string | null; manifestIntegrity: string | null }
  >;
  /** The operators' redirect rules (`redirect-rules.ts`), which the shell follows on navigation. */
  redirects: RedirectRule[];
}

/**
 * The registry as the shell reads it: one consistent snapshot (revision, pointers, redirects).
 * With `redirectHosts`, external rules whose host left the allowlist since are left out.
 */
export async function getRegistryDocument(
  db: Db,
  redirectHosts?: readonly string[],
): Promise<RegistryDocument> {
  return db.transaction(
    async (tx) => {
      const revision = await getRegistryRevision(tx);
      const rows = await tx
        .select({
          remote: remoteLive.remote,
          version: remoteLive.version,
          manifest: remoteReleases.manifestUrl,
          integrity: remoteReleases.integrity,
          files: remoteReleases.files,
        })
        .from(remoteLive)
        .innerJoin(
          remoteReleases,
          and(eq(remoteReleases.remote, remoteLive.remote), eq(remoteReleases.version, remoteLive.version)),
        )
        .orderBy(asc(remoteLive.remote));
      const remotes: RegistryDocument['remotes'] = {};
      for (const row of rows)
        remotes[row.remote] = {
          version: row.version,
          manifest: row.manifest,
          integrity: row.integrity,
          manifestIntegrity: sriFromSha256Hex(row.files?.[MANIFEST_FILE]),
        };
      const redirects = servedRules(await listRedirectRules(tx), redirectHosts);
      return { revision, remotes, redirects };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * One release as the registry document names it, for a version that is not the live one (a canary
 * or a preview, features/delivery): undefined when not released or pruned.
 */
export async function getRegistryEntry(
  db: Executor,
  remote: string,
  version: string,
): Promise<RegistryDocument['remotes'][string] | undefined> {
  const release = await getRelease(db, remote, version);
  if (!release || release.prunedAt) return undefined;
  return {
    version,
    manifest: release.manifestUrl,
    integrity: release.integrity,
    manifestIntegrity: sriFromSha256Hex(release.files?.[MANIFEST_FILE]),
  };
}

/** Origins of absolute manifest URLs (relative ones live on this origin). */
export function registryOrigins(document: RegistryDocument): string[] {
  const origins = new Set<string>();
  for (const { manifest } of Object.values(document.remotes)) {
    if (!/^https?:\/\//i.test(manifest)) continue;
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      // recordRelease validates URLs; an unparsable one simply adds no origin
    }
  }
  return [...origins].sort();
}
