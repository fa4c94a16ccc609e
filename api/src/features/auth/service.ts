import type * as v from 'valibot';
import type { createLoginPayloadSchema, createRegisterPayloadSchema } from '@coach/shared/schemas';
import { isUniqueViolation } from '@coach/server-kit/db/errors';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { deliverInBackground } from '../../mail/mailer';
import type { OutboxMail } from '../../mail/outbox';
import type { AuthDeps } from '../../session/deps';
import { createSession } from '../../session/sessions';
import { accountKey, clearHits, refundHit, takeHits, type ThrottleCheck } from '../../throttle/throttle';
import { issueVerificationMail } from '../../accounts/verification-links';
import { consumeInvitation, invitationProblemFor, lockUsableInvitation } from '../../accounts/invitations';
import { AuthError } from './errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../accounts/passwords';
import { findUserByEmail, insertUser, updatePasswordHash } from './repository';

export type RegisterUser = v.InferOutput<ReturnType<typeof createRegisterPayloadSchema>>['user'];
export type LoginInput = v.InferOutput<ReturnType<typeof createLoginPayloadSchema>>;

/** Registrations (and attempts on a taken address) per client address. */
export const registerCheck = (ip: string): ThrottleCheck => ({ scope: 'register_ip', key: ip });

/**
 * Opens an account: one transaction creates the user, uses the invitation (if any), opens the
 * session, issues the verification link and writes the e-mail to the outbox; the e-mail leaves
 * after commit. Answers the session token.
 */
export async function registerAccount(
  deps: AuthDeps,
  input: { user: RegisterUser; invitedId: string | null },
  client: RequestClient,
): Promise<{ token: string }> {
  const { db, clock, policy, throttle } = deps;
  const { user: data, invitedId } = input;
  const now = clock.now();
  // Counted first, atomically (a burst cannot pass the limit): a registration or an attempt on a
  // taken address counts; an invitation problem gives the hit back below. A registration through
  // an invitation does not count against the address (docs/api.md): its 256-bit token is the gate.
  const counted = invitedId === null;
  if (counted) await takeHits(db, throttle, [registerCheck(client.ip)], now);
  if (invitedId !== null) {
    // Before the password is hashed: an invitation refused (another address, used, expired…)
    // costs no argon2 run, and counts against the client address like a registration.
    const problem = await invitationProblemFor(db, invitedId, data.email, now);
    if (problem) {
      await takeHits(db, throttle, [registerCheck(client.ip)], now);
      throw new AuthError(`invitation_${problem}`);
    }
  }
  const passwordHash = await hashPassword(data.password);
  let outcome: { token: string; mail: OutboxMail } | AuthError;
  try {
    outcome = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, data.email)) return new AuthError('email_taken');
      let invitationId: string | null = null;
      if (invitedId !== null) {
        const checked = await lockUsableInvitation(tx, invitedId, data.email, now);
        if ('problem' in checked) return new AuthError(`invitation_${checked.problem}`);
        invitationId = checked.invitation.id;
      }
      const user = await insertUser(tx, {
        firstname: data.firstname,
        lastname: data.lastname,
        email: data.email,
        birthDate: data.birth_date,
        gender: data.gender,
        mobile: data.mobile === '' ? null : data.mobile,
        lang: data.lang,
        userType: data.user_type,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      if (invitationId) await consumeInvitation(tx, invitationId, user.id, now);
      const session = await createSession(tx, user.id, policy, now, {
        ip: client.ip,
        userAgent: client.userAgent,
      });
      const mail = await issueVerificationMail(
        tx,
        { ttlMs: policy.verificationTtlMs, publicUrl: deps.publicUrl },
        user,
        now,
      );
      return { token: session.token, mail };
    });
  } catch (error) {
    // Two registrations for one address at once: the database's unique key decides.
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    outcome = new AuthError('email_taken');
  }

  // A taken address counts like a registration: probing for accounts is throttled the same way.
  if (outcome instanceof AuthError) {
    if (counted && outcome.code !== 'email_taken') await refundHit(db, registerCheck(client.ip));
    // Probing for accounts with a made-up invitation is counted all the same.
    if (!counted && outcome.code === 'email_taken')
      await takeHits(db, throttle, [registerCheck(client.ip)], now);
    throw outcome;
  }
  deliverInBackground(deps.mailer, outcome.mail, client.log);
  client.log.info({ event: 'user.registered' }, 'user registered');
  return { token: outcome.token };
}

/**
 * Opens a session for an e-mail and password. One generic failure whether or not the account
 * exists, and the same work (an argon2 verification, one atomic throttle take) in both cases.
 */
export async function logIn(
  deps: AuthDeps,
  input: LoginInput,
  client: RequestClient,
): Promise<{ token: string }> {
  const { db, clock, throttle, policy } = deps;
  const { email, password } = input;
  const now = clock.now();
  const checks: ThrottleCheck[] = [
    { scope: 'login_account', key: accountKey(email) },
    { scope: 'login_ip', key: client.ip },
  ];
  // The attempt is counted before the password is checked, atomically: parallel guesses queue on
  // the counters and cannot pass the backoff together. A success gives it back below.
  await takeHits(db, throttle, checks, now);

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !passwordOk) {
    client.log.info({ event: 'login.failed' }, 'login failed');
    throw new AuthError('invalid_credentials');
  }

  // Only failures count: a success clears the account's counter and gives back the address's hit.
  await clearHits(db, checks[0] as ThrottleCheck);
  await refundHit(db, checks[1] as ThrottleCheck);
  const session = await createSession(db, user.id, policy, now, {
    ip: client.ip,
    userAgent: client.userAgent,
  });
  if (needsRehash(user.passwordHash)) {
    void hashPassword(password)
      .then((hash) => updatePasswordHash(db, user.id, hash, now))
      .catch((error: unknown) => client.log.error({ err: error }, 'password rehash failed'));
  }
  return { token: session.token };
}
