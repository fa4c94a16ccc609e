import type { RequestClient } from '@coach/server-kit/http/request-context';
import { deliverInBackground } from '../../mail/mailer';
import type { AuthDeps } from '../../session/deps';
import { recordHit, takeHits, type ThrottleCheck } from '../../throttle/throttle';
import type { UserRow } from '../../accounts/users';
import { accountNoticeMail, issueVerificationMail } from '../../accounts/verification-links';
import { isUniqueViolation } from '@coach/server-kit/db/errors';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import { VerificationError } from './errors';
import { confirmVerificationToken, type ConfirmResult } from './repository';

/** The throttle check of failed confirmations from one address (the route's gate reads it too). */
export const confirmCheck = (ip: string): ThrottleCheck => ({ scope: 'confirm_ip', key: ip });

/** E-mails a new link, throttled per account and per address; refused once the address is verified. */
export async function resendVerification(
  deps: AuthDeps,
  user: UserRow,
  client: RequestClient,
): Promise<void> {
  const { db, clock, throttle } = deps;
  if (user.emailVerifiedAt) throw new VerificationError('already_verified');
  const now = clock.now();
  const checks: ThrottleCheck[] = [
    { scope: 'resend_user', key: user.id },
    { scope: 'resend_ip', key: client.ip },
  ];
  const mail = await db.transaction(async (tx) => {
    // Counted and decided under a row lock held until the e-mail is queued: parallel resends
    // queue here and cannot flood the inbox (docs/security.md).
    await takeHits(tx, throttle, checks, now);
    const queued = await issueVerificationMail(
      tx,
      { ttlMs: deps.policy.verificationTtlMs, publicUrl: deps.publicUrl },
      user,
      now,
    );
    return queued;
  });
  deliverInBackground(deps.mailer, mail, client.log);
}

/**
 * Uses the token of an e-mailed link: the address is verified (opening the link again is fine).
 * An unknown, expired or replaced token counts against the client's address.
 */
export async function confirmVerification(
  deps: AuthDeps,
  token: string,
  client: RequestClient,
): Promise<void> {
  const { db, clock, throttle, sessions } = deps;
  const now = clock.now();
  let outcome: { result: ConfirmResult; userId: string | null; notice?: OutboxMail };
  try {
    outcome = await db.transaction(async (tx) => {
      const confirmed = await confirmVerificationToken(tx, token, now);
      const change = confirmed.emailChange;
      // The old address is told (docs/product.md §8.6), in the same transaction as the change.
      const notice = change
        ? await enqueueMail(
            tx,
            accountNoticeMail(change.from, change, 'emailChanged', { email: change.to }),
            now,
          )
        : undefined;
      return { result: confirmed.result, userId: confirmed.userId, ...(notice ? { notice } : {}) };
    });
  } catch (error) {
    // Two accounts confirming the same new address at once: the unique key decides.
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    outcome = { result: 'email-taken', userId: null };
  }
  const { result, userId } = outcome;
  // Cached sessions hold the user row: the verified gate must see the change at once.
  if (userId && result === 'verified') await sessions.userChanged(userId);
  if (result === 'invalid') {
    await recordHit(db, throttle, confirmCheck(client.ip), now);
    throw new VerificationError('invalid_token');
  }
  if (result === 'email-taken') throw new VerificationError('email_taken');
  if (outcome.notice) {
    deliverInBackground(deps.mailer, outcome.notice, client.log);
    client.log.info({ event: 'email.changed' }, 'e-mail address changed');
    return;
  }
  if (result === 'verified') client.log.info({ event: 'email.verified' }, 'e-mail address verified');
}
