import { eq } from 'drizzle-orm';
import { invitations } from '../db/schema';
import type { Executor } from '../db/types';

/** Invitations: created by operators (dev api, CLI), used by registration. */

export type Invitation = typeof invitations.$inferSelect;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type InvitationProblem = 'invalid' | 'unknown' | 'used' | 'expired' | 'emailMismatch';

export async function createInvitation(
  db: Executor,
  input: { email?: string | null; expiresAt: Date },
): Promise<Invitation> {
  const rows = await db
    .insert(invitations)
    .values({ email: input.email?.trim().toLowerCase() || null, expiresAt: input.expiresAt })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('createInvitation: no row returned');
  return row;
}

/**
 * Locks the invitation row (inside the registration transaction) and says what is wrong with it,
 * if anything: two registrations can never use the same invitation.
 */
export async function lockUsableInvitation(
  tx: Executor,
  id: string,
  email: string,
  now: Date,
): Promise<{ invitation: Invitation } | { problem: InvitationProblem }> {
  if (!UUID_PATTERN.test(id)) return { problem: 'invalid' };
  const rows = await tx.select().from(invitations).where(eq(invitations.id, id.toLowerCase())).for('update');
  const invitation = rows[0];
  if (!invitation) return { problem: 'unknown' };
  if (invitation.usedAt) return { problem: 'used' };
  if (invitation.expiresAt.getTime() <= now.getTime()) return { problem: 'expired' };
  if (invitation.email && invitation.email !== email) return { problem: 'emailMismatch' };
  return { invitation };
}

export async function markInvitationUsed(tx: Executor, id: string, userId: string, now: Date): Promise<void> {
  await tx.update(invitations).set({ usedAt: now, usedBy: userId }).where(eq(invitations.id, id));
}
