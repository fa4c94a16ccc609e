import { and, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { previewGrants, remoteCanaries, remoteLive } from '../../db/schema';
import type { RemoteRule } from './assignment';

export type CanaryRow = typeof remoteCanaries.$inferSelect;

/**
 * What every request's versions are chosen from (assignment.ts): each live remote's stable version
 * and canary, and the preview grants revoked before their end. Read once per registry stamp
 * (registry-stamp.ts): every change to it bumps the registry's revision.
 */
export interface DeliveryState {
  rules: Map<string, RemoteRule>;
  canaries: CanaryRow[];
  revokedGrants: Set<string>;
}

export async function readDeliveryState(db: Executor, now: Date): Promise<DeliveryState> {
  const [lives, canaries, revoked] = await Promise.all([
    db.select({ remote: remoteLive.remote, version: remoteLive.version }).from(remoteLive),
    db.select().from(remoteCanaries),
    db
      .select({ id: previewGrants.id })
      .from(previewGrants)
      .where(and(isNotNull(previewGrants.revokedAt), gt(previewGrants.expiresAt, now))),
  ]);
  const rules = new Map<string, RemoteRule>();
  for (const live of lives) {
    const canary = canaries.find((row) => row.remote === live.remote);
    rules.set(live.remote, {
      stable: live.version,
      canary: canary
        ? { rolloutId: canary.rolloutId, version: canary.version, percent: canary.percent }
        : null,
    });
  }
  return { rules, canaries, revokedGrants: new Set(revoked.map((row) => row.id)) };
}
