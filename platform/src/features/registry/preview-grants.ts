import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@coach/server-kit/db/types';
import { previewGrants } from '../../db/schema';
import { toFederationName } from '../../remotes/names';
import { recordEvent } from './events';
import { RegistryError, bumpRevision, getLive, getRelease, lockRevision } from './repository';

export type PreviewGrantRow = typeof previewGrants.$inferSelect;

export const PREVIEW_DEFAULT_HOURS = 24;
export const PREVIEW_MAX_HOURS = 7 * 24;

const linkHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface GrantedPreview {
  remote: string;
  version: string;
  /** The link's secret: shown once to the operator, only its hash is kept. */
  token: string;
  expiresAt: Date;
}

/**
 * Grants a preview of a released version that is not live (docs/adr/0016-progressive-delivery.md):
 * a single-use link token (its hash kept), valid `hours`, recorded in the audit history. Refused,
 * naming what is wrong and what is live: a remote with nothing live, a version never released,
 * pruned or already live, hours outside 1–168.
 */
export async function grantPreview(
  db: Db,
  remoteInput: string,
  version: string,
  options: { hours?: number; by: string; reason?: string | null; now: Date },
): Promise<GrantedPreview> {
  const remote = toFederationName(remoteInput);
  const hours = options.hours ?? PREVIEW_DEFAULT_HOURS;
  if (!Number.isInteger(hours) || hours < 1 || hours > PREVIEW_MAX_HOURS) {
    const message = `A preview lasts 1 to ${PREVIEW_MAX_HOURS} hours (7 days), not ${hours}.`;
    throw new RegistryError('invalid_preview', message, { hours: [message] });
  }
  const live = await getLive(db, remote);
  const liveNote = `live: ${live?.version ?? 'nothing'}`;
  const release = await getRelease(db, remote, version);
  if (!release)
    throw new RegistryError('unknown_release', `${remote}@${version} has never been released (${liveNote}).`);
  if (release.prunedAt) throw new RegistryError('pruned', `${remote}@${version} was pruned (${liveNote}).`);
  if (live?.version === version)
    throw new RegistryError(
      'already_live',
      `${remote}@${version} is already live for everyone: nothing to preview.`,
    );
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + hours * 3600_000);
  const id = randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .insert(previewGrants)
      .values({ id, remote, version, linkHash: linkHash(token), expiresAt, createdBy: options.by });
    await recordEvent(tx, {
      action: 'preview',
      remote,
      version,
      by: options.by,
      reason: options.reason ?? null,
      details: { grant: id, hours, expiresAt: expiresAt.toISOString() },
    });
  });
  return { remote, version, token, expiresAt };
}

/**
 * The grant a link opens, once: its token is cleared as it is read (a second opening, a forwarded
 * link, finds nothing). Undefined for an unknown, used, revoked or expired link.
 */
export async function openPreviewLink(
  db: Db,
  token: string,
  now: Date,
): Promise<PreviewGrantRow | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [grant] = await db
    .update(previewGrants)
    .set({ linkHash: null })
    .where(
      and(
        eq(previewGrants.linkHash, linkHash(token)),
        isNull(previewGrants.revokedAt),
        gt(previewGrants.expiresAt, now),
      ),
    )
    .returning();
  return grant;
}

/**
 * Ends every grant of a remote's version (`preview --revoke`): browsers holding one get the live
 * version at their next page, with a message. The registry's revision moves, so every instance
 * reads the revoked grants again.
 */
export async function revokePreviews(
  db: Db,
  remoteInput: string,
  version: string,
  options: { by: string; reason?: string | null },
): Promise<{ remote: string; version: string; revoked: number; revision: number }> {
  const remote = toFederationName(remoteInput);
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    const revoked = await tx
      .update(previewGrants)
      .set({ revokedAt: sql`now()`, linkHash: null })
      .where(
        and(
          eq(previewGrants.remote, remote),
          eq(previewGrants.version, version),
          isNull(previewGrants.revokedAt),
        ),
      )
      .returning({ id: previewGrants.id });
    const next = await bumpRevision(tx, revision);
    await recordEvent(tx, {
      action: 'preview-revoke',
      remote,
      version,
      revision: next,
      by: options.by,
      reason: options.reason ?? null,
      details: { revoked: revoked.length },
    });
    return { remote, version, revoked: revoked.length, revision: next };
  });
}
