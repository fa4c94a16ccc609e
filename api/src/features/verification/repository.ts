import { eq } from 'drizzle-orm';
import { users, verificationTokens } from '../../db/schema';
import type { Executor } from '../../db/types';
import { hashToken } from '../../session/tokens';

/** Confirming a verification link (issuing them: accounts/verification-links.ts). */

export type ConfirmResult = 'verified' | 'already-verified' | 'invalid';

/**
 * Uses a link token: marks the address verified. A token already used by an account that is
 * verified answers 'already-verified' (opening the link twice is fine); anything else 'invalid'.
 */
export async function confirmVerificationToken(
  tx: Executor,
  token: string,
  now: Date,
): Promise<{ result: ConfirmResult; userId: string | null }> {
  const rows = await tx
    .select({ token: verificationTokens, userEmail: users.email, verifiedAt: users.emailVerifiedAt })
    .from(verificationTokens)
    .innerJoin(users, eq(users.id, verificationTokens.userId))
    .where(eq(verificationTokens.tokenHash, hashToken(token)))
    .for('update', { of: verificationTokens });
  const row = rows[0];
  if (!row || row.token.email !== row.userEmail) return { result: 'invalid', userId: null };
  const userId = row.token.userId;
  if (row.token.usedAt) return { result: row.verifiedAt ? 'already-verified' : 'invalid', userId };
  if (row.token.expiresAt.getTime() <= now.getTime()) return { result: 'invalid', userId };
  await tx.update(verificationTokens).set({ usedAt: now }).where(eq(verificationTokens.id, row.token.id));
  if (!row.verifiedAt) {
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, row.token.userId));
  }
  return { result: 'verified', userId };
}
