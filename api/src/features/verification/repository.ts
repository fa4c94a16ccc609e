import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { users, verificationTokens } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { hashToken } from '../../session/tokens';

/** Confirming a verification link (issuing them: accounts/verification-links.ts). */

export type ConfirmResult = 'verified' | 'already-verified' | 'invalid' | 'email-taken';

export interface ConfirmOutcome {
  result: ConfirmResult;
  userId: string | null;
  /** Set when the link was an e-mail change that has just replaced this address. */
  emailChange?: { from: string; to: string; firstname: string; lang: string };
}

/**
 * Uses a link token: marks the address verified, or, for an e-mail change, makes the new address
 * the account's (verified: the person opened a link sent there). A token already used answers
 * 'already-verified' when its address is the account's verified address (opening the link twice
 * is fine); anything else 'invalid'.
 */
export async function confirmVerificationToken(
  tx: Executor,
  token: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const rows = await tx
    .select({
      token: verificationTokens,
      userEmail: users.email,
      verifiedAt: users.emailVerifiedAt,
      firstname: users.firstname,
      lang: users.lang,
    })
    .from(verificationTokens)
    .innerJoin(users, eq(users.id, verificationTokens.userId))
    .where(eq(verificationTokens.tokenHash, hashToken(token)))
    .for('update', { of: verificationTokens });
  const row = rows[0];
  if (!row) return { result: 'invalid', userId: null };
  const userId = row.token.userId;
  const isCurrentAddress = row.token.email === row.userEmail;
  if (row.token.usedAt) {
    return { result: isCurrentAddress && row.verifiedAt ? 'already-verified' : 'invalid', userId };
  }
  if (row.token.expiresAt.getTime() <= now.getTime()) return { result: 'invalid', userId };
  if (row.token.purpose === 'verify') {
    if (!isCurrentAddress) return { result: 'invalid', userId: null };
    await tx.update(verificationTokens).set({ usedAt: now }).where(eq(verificationTokens.id, row.token.id));
    if (!row.verifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
    }
    return { result: 'verified', userId };
  }
  // An e-mail change: the new address may have been taken by another account since the request.
  const taken = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, row.token.email), ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) return { result: 'email-taken', userId };
  await tx.update(verificationTokens).set({ usedAt: now }).where(eq(verificationTokens.id, row.token.id));
  // Links sent to the old address stop working.
  await tx
    .update(verificationTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verificationTokens.userId, userId),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    );
  await tx
    .update(users)
    .set({ email: row.token.email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return {
    result: 'verified',
    userId,
    emailChange: { from: row.userEmail, to: row.token.email, firstname: row.firstname, lang: row.lang },
  };
}
