import { and, eq, isNull } from 'drizzle-orm';
import { invitations, teamMembers } from '../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { TOKEN_PATTERN, generateToken, hashToken } from '../session/tokens';

/**
 * Invitations: created by leaders (docs/product.md §8.5), operators (dev api, CLI); used by
 * registration (`?invited_id=<token>`) and, for existing accounts, accepted in /invitations.
 * The link token has 256 random bits; only its SHA-256 is stored.
 */

export type Invitation = typeof invitations.$inferSelect;

export type InvitationProblem = 'invalid' | 'unknown' | 'used' | 'expired' | 'revoked' | 'emailMismatch';

/** How long an invitation link stays valid. */
export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;

export async function createInvitation(
  db: Executor,
  input: {
    email?: string | null;
    expiresAt: Date;
    invitedBy?: string | null;
    firstname?: string | null;
    lastname?: string | null;
    now?: Date;
  },
): Promise<{ invitation: Invitation; token: string }> {
  const token = generateToken();
  const rows = await db
    .insert(invitations)
    .values({
      email: input.email?.trim().toLowerCase() || null,
      tokenHash: hashToken(token),
      expiresAt: input.expiresAt,
      invitedBy: input.invitedBy ?? null,
      firstname: input.firstname ?? null,
      lastname: input.lastname ?? null,
      sentAt: input.now ?? null,
      ...(input.now ? { createdAt: input.now } : {}),
    })
    .returning();
  const invitation = rows[0];
  if (!invitation) throw new Error('createInvitation: no row returned');
  return { invitation, token };
}

/** A fresh token (older links stop working) and a new expiry: what a resend sends. */
export async function renewInvitationToken(
  tx: Executor,
  id: string,
  now: Date,
  ttlMs = INVITATION_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await tx
    .update(invitations)
    .set({ tokenHash: hashToken(token), expiresAt, sentAt: now })
    .where(eq(invitations.id, id));
  return { token, expiresAt };
}

/** The register page's link: `<PUBLIC_URL>/home/register?invited_id=<token>`. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/home/register?invited_id=${encodeURIComponent(token)}`;
}

/** What is wrong with an invitation for `email` at `now`, if anything. */
export function invitationProblem(
  invitation: Invitation,
  email: string | null,
  now: Date,
): InvitationProblem | null {
  if (invitation.usedAt) return 'used';
  if (invitation.revokedAt || invitation.declinedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (email !== null && invitation.email && invitation.email !== email.trim().toLowerCase())
    return 'emailMismatch';
  return null;
}

async function findByToken(db: Executor, token: string, lock: boolean): Promise<Invitation | undefined> {
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/**
 * Locks the invitation row (inside the registration transaction) and says what is wrong with it,
 * if anything: two registrations can never use the same invitation.
 */
export async function lockUsableInvitation(
  tx: Executor,
  token: string,
  email: string,
  now: Date,
): Promise<{ invitation: Invitation } | { problem: InvitationProblem }> {
  if (!TOKEN_PATTERN.test(token)) return { problem: 'invalid' };
  const invitation = await findByToken(tx, token, true);
  if (!invitation) return { problem: 'unknown' };
  const problem = invitationProblem(invitation, email, now);
  return problem ? { problem } : { invitation };
}

/**
 * What is wrong with the link token for `email`, without locking: a registration asks before it
 * hashes the password (the registration transaction checks again under the lock).
 */
export async function invitationProblemFor(
  db: Executor,
  token: string,
  email: string,
  now: Date,
): Promise<InvitationProblem | null> {
  if (!TOKEN_PATTERN.test(token)) return 'invalid';
  const invitation = await findByToken(db, token, false);
  return invitation ? invitationProblem(invitation, email, now) : 'unknown';
}

/** Whether a link token names an invitation that can still be used (the registration throttle skips those). */
export async function isUsableInvitationToken(db: Executor, token: string, now: Date): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const invitation = await findByToken(db, token, false);
  return invitation !== undefined && invitationProblem(invitation, null, now) === null;
}

/**
 * Uses the invitation for `userId` (in the caller's transaction): single use, and a leader's
 * invitation makes the invited member of their team active with that account.
 */
export async function consumeInvitation(tx: Executor, id: string, userId: string, now: Date): Promise<void> {
  await tx.update(invitations).set({ usedAt: now, usedBy: userId }).where(eq(invitations.id, id));
  await tx
    .update(teamMembers)
    .set({ userId, status: 'active', joinedAt: now, updatedAt: now })
    .where(
      and(eq(teamMembers.invitationId, id), eq(teamMembers.status, 'invited'), isNull(teamMembers.userId)),
    );
}
