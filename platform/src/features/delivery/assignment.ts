import { createHash } from 'node:crypto';

/** Who a version is chosen for: a member (`m:<id>`, the same on every device) or a visitor (`v:<cookie>`). */
export type Subject = string;

/** A remote's canary as the assignment sees it. */
export interface CanaryRule {
  rolloutId: string;
  version: string;
  /** 1–99: the share of subjects given the canary. */
  percent: number;
}

export interface RemoteRule {
  stable: string;
  canary: CanaryRule | null;
}

export type Cohort = 'stable' | 'canary' | 'preview';

export interface Assigned {
  version: string;
  cohort: Cohort;
}

/** 10 000 buckets: a percentage's hundredths, so 1 % is 100 buckets. */
const BUCKETS = 10_000;

/**
 * A subject's bucket for one rollout of one remote, 0–9999: the first 32 bits of a sha256 of the
 * three, so every instance and every process computes the same one, with no state kept. The
 * rollout is part of it: each canary draws its own share, not always the same members.
 */
export function bucketOf(subject: Subject, remote: string, rolloutId: string): number {
  const digest = createHash('sha256').update(`${rolloutId}\n${remote}\n${subject}`).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

/**
 * The version of `remote` a subject is given: a preview grant for the remote wins (an operator's
 * choice for that browser), then the canary when the subject's bucket is under the percentage
 * (raising the percentage keeps everyone already in: their bucket stays under it), else the
 * stable. Without a subject (a request that carries no visitor cookie yet), the stable.
 */
export function assignVersion(input: {
  subject: Subject | null;
  remote: string;
  rule: RemoteRule;
  /** The version the browser's preview grants name for this remote, if any. */
  preview?: string | null;
}): Assigned {
  const { subject, remote, rule, preview } = input;
  if (preview) return { version: preview, cohort: 'preview' };
  const canary = rule.canary;
  if (canary && subject !== null && bucketOf(subject, remote, canary.rolloutId) < canary.percent * 100)
    return { version: canary.version, cohort: 'canary' };
  return { version: rule.stable, cohort: 'stable' };
}
