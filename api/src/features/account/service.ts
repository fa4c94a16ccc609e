import type { AccountSession, ProfileResponse, ProfileUpdateValues, StudyLevel } from '@coach/shared/profile';
import type { UserLang } from '@coach/shared/schemas';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { collectPersonalData, erasePersonalData, type PersonalData } from '../../accounts/personal-data';
import type { UserRow } from '../../accounts/users';
import { accountNoticeMail, issueEmailChangeMail } from '../../accounts/verification-links';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { deliverInBackground } from '../../mail/mailer';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import type { AuthDeps } from '../../session/deps';
import {
  accountKey,
  enforce,
  recordHit,
  takeHits,
  waitTimes,
  ThrottledError,
  type ThrottleCheck,
} from '../../throttle/throttle';
import { deviceFromUserAgent } from './device';
import { AccountError } from './errors';
import {
  findUser,
  isEmailTakenByAnother,
  listOpenSessions,
  lockUser,
  pendingEmail,
  revokeSessions,
  updateUser,
} from './repository';

/** Profile and account use cases (docs/product.md §8.6; the contract: docs/api.md). */

export type AccountDeps = AuthDeps;

async function toProfile(deps: AccountDeps, user: UserRow): Promise<ProfileResponse> {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    pending_email: await pendingEmail(deps.db, user.id, deps.clock.now()),
    birth_date: user.birthDate,
    mobile: user.mobile,
    study_level: user.studyLevel as StudyLevel | null,
    user_type: user.userType as ProfileResponse['user_type'],
    lang: user.lang as UserLang,
  };
}

/** The account as stored now (the session's copy may be a few seconds old). */
async function currentUser(deps: AccountDeps, userId: string): Promise<UserRow> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new Error('the session of a deleted account resolved');
  return user;
}

export async function readProfile(deps: AccountDeps, userId: string): Promise<ProfileResponse> {
  return toProfile(deps, await currentUser(deps, userId));
}

export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  input: ProfileUpdateValues,
  client: RequestClient,
): Promise<ProfileResponse> {
  const user = await updateUser(
    deps.db,
    userId,
    {
      firstname: input.firstname,
      lastname: input.lastname,
      birthDate: input.birth_date,
      mobile: input.mobile === '' ? null : input.mobile,
      studyLevel: input.study_level,
    },
    deps.clock.now(),
  );
  await deps.sessions.userChanged(userId);
  client.log.info({ event: 'profile.updated' }, 'profile updated');
  return toProfile(deps, user);
}

export async function updateLanguage(
  deps: AccountDeps,
  userId: string,
  lang: UserLang,
): Promise<{ lang: UserLang }> {
  await updateUser(deps.db, userId, { lang }, deps.clock.now());
  await deps.sessions.userChanged(userId);
  return { lang };
}

/**
 * Checks the password of a signed-in person before a sensitive change. Failures count with the
 * login's failures on the same account: a stolen session cannot be used to guess the password.
 */
async function checkPassword(
  deps: AccountDeps,
  user: UserRow,
  password: string,
  refusal: 'wrong_current_password' | 'wrong_password',
): Promise<void> {
  const { db, throttle, clock } = deps;
  const now = clock.now();
  const check: ThrottleCheck = { scope: 'login_account', key: accountKey(user.email) };
  const [wait] = await waitTimes(db, throttle, [check], now);
  if (wait && wait.waitMs > 0) throw new ThrottledError(wait.waitMs);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordHit(db, throttle, check, now);
    throw new AccountError(refusal);
  }
}

/**
 * A password change: the current password is needed, the new one follows registration's rules
 * (checked by the route), and every other session ends in the same transaction.
 */
export async function changePassword(
  deps: AccountDeps,
  auth: { sessionId: string; userId: string },
  input: { current_password: string; new_password: string },
  client: RequestClient,
): Promise<void> {
  const user = await currentUser(deps, auth.userId);
  await checkPassword(deps, user, input.current_password, 'wrong_current_password');
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.clock.now();
  const notice = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeSessions(tx, user.id, { except: auth.sessionId }, now);
    return enqueueMail(tx, accountNoticeMail(user.email, user, 'passwordChanged'), now);
  });
  await deps.sessions.userChanged(user.id);
  deliverInBackground(deps.mailer, notice, client.log);
  client.log.info({ event: 'password.changed' }, 'password changed, other sessions ended');
}

/**
 * An e-mail change: a link goes to the new address; the account keeps its address until the link
 * is opened (verification confirm), then the old address is told. Sending is throttled like a
 * verification resend.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  userId: string,
  input: { email: string; password: string },
  client: RequestClient,
): Promise<{ pending_email: string }> {
  const { db, clock, throttle, policy } = deps;
  const user = await currentUser(deps, userId);
  await checkPassword(deps, user, input.password, 'wrong_password');
  const now = clock.now();
  // Counted before the address is looked up, taken or free: "taken" must not be a free oracle of
  // who has an account (docs/security.md).
  await takeHits(db, throttle, [{ scope: 'email_change_user', key: user.id }], now);
  if (input.email === user.email) throw new AccountError('same_email');
  if (await isEmailTakenByAnother(db, input.email, user.id)) throw new AccountError('email_taken');
  const checks: ThrottleCheck[] = [{ scope: 'resend_user', key: user.id }];
  await enforce(db, throttle, checks, now);
  const mail: OutboxMail = await db.transaction(async (tx) => {
    const queued = await issueEmailChangeMail(
      tx,
      { ttlMs: policy.verificationTtlMs, publicUrl: deps.publicUrl },
      user,
      input.email,
      now,
    );
    for (const check of checks) await recordHit(tx, throttle, check, now);
    return queued;
  });
  deliverInBackground(deps.mailer, mail, client.log);
  client.log.info({ event: 'email.change_requested' }, 'e-mail change requested');
  return { pending_email: input.email };
}

export async function listSessions(
  deps: AccountDeps,
  auth: { sessionId: string; userId: string },
): Promise<{ sessions: AccountSession[] }> {
  const rows = await listOpenSessions(deps.db, auth.userId, deps.clock.now(), deps.policy.sessionIdleMs);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceFromUserAgent(row.userAgent),
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.id === auth.sessionId,
    })),
  };
}

/** Ends one of the person's sessions; another person's (or an unknown) id is a 404. */
export async function endSession(deps: AccountDeps, userId: string, sessionId: string): Promise<void> {
  const revoked = await revokeSessions(deps.db, userId, { only: sessionId }, deps.clock.now());
  if (revoked === 0) throw new AccountError('session_not_found');
  await deps.sessions.userChanged(userId);
}

/** "Sign out everywhere else". */
export async function endOtherSessions(
  deps: AccountDeps,
  auth: { sessionId: string; userId: string },
): Promise<{ revoked: number }> {
  const revoked = await revokeSessions(deps.db, auth.userId, { except: auth.sessionId }, deps.clock.now());
  await deps.sessions.userChanged(auth.userId);
  return { revoked };
}

export interface AccountExport {
  format: 'coach-personal-data';
  version: 1;
  exported_at: string;
  data: PersonalData;
}

/** Everything the platform holds about the person, read in one transaction (consistent). */
export async function exportAccount(
  deps: AccountDeps,
  userId: string,
  client: RequestClient,
): Promise<AccountExport> {
  const user = await currentUser(deps, userId);
  const data = await deps.db.transaction((tx) => collectPersonalData(tx, user));
  client.log.info({ event: 'account.exported' }, 'personal data exported');
  return { format: 'coach-personal-data', version: 1, exported_at: deps.clock.now().toISOString(), data };
}

/**
 * Erases the account and everything about it in one transaction, once the person has typed the
 * account's address; every session ends with it.
 */
export async function deleteAccount(
  deps: AccountDeps,
  userId: string,
  typedEmail: string,
  client: RequestClient,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('the session of a deleted account resolved');
    if (typedEmail !== user.email) throw new AccountError('delete_email_mismatch');
    await erasePersonalData(tx, user);
  });
  await deps.sessions.userChanged(userId);
  client.log.info({ event: 'account.deleted' }, 'account and personal data erased');
}
