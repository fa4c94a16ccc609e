import type { Context } from 'hono';
import * as v from 'valibot';
import { isUniqueViolation } from '../../db/errors';
import { issuesToErrors, readJsonObject } from '../../http/body';
import { ApiError, addError, emptyErrorMap, errorBody, type ErrorMap } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  UUID_PATTERN,
  lockUsableInvitation,
  markInvitationUsed,
  normalizeInvitedId,
  type InvitationProblem,
} from '../../accounts/invitations';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import { enforce, recordHit } from '../../throttle/throttle';
import { verificationLink, verificationMail } from '../../accounts/verification-mail';
import { issueVerificationToken } from '../../accounts/verification-tokens';
import type { AuthDeps } from '../../session/deps';
import { hashPassword, isWeakPassword } from './passwords';
import { schemasFor } from '../../accounts/request-schemas';
import { createSession } from '../../session/sessions';
import { findUserByEmail, insertUser } from '../../accounts/users';

type Outcome = { token: string; mail: OutboxMail } | { problem: 'emailTaken' } | { problem: InvitationProblem };

function invitationError(c: Context<AppEnv>, problem: InvitationProblem): ApiError {
  const message = c.var.t(`auth.invitation.${problem}`);
  return new ApiError(422, errorBody(message, { invited_id: [message] }));
}

/**
 * `POST /api/dashboard/register?invited_id=…` with `{ user: { … } }` → 201 `{ token }`.
 * One transaction creates the user, uses the invitation, opens the session, issues the
 * verification link and writes the e-mail to the outbox; the e-mail leaves after commit.
 */
export async function register(c: Context<AppEnv>, deps: AuthDeps): Promise<Response> {
  const { db, clock, policy, throttle } = deps;
  const { t, tv, clientIp } = c.var;
  const now = clock.now();
  const ipCheck = { scope: 'register_ip', key: clientIp } as const;
  await enforce(db, throttle, [ipCheck], now, t);

  const input = await readJsonObject(c);
  const parsed = v.safeParse(schemasFor(c.var.lang).register, input);
  const errors: ErrorMap = parsed.success ? emptyErrorMap() : issuesToErrors(parsed.issues);
  const rawUser = input.user && typeof input.user === 'object' ? (input.user as Record<string, unknown>) : {};
  if (!errors.password && typeof rawUser.password === 'string') {
    const email = typeof rawUser.email === 'string' ? rawUser.email.trim() : undefined;
    if (isWeakPassword(rawUser.password, email)) addError(errors, 'password', tv('password.common'));
  }
  const invitedId = normalizeInvitedId(c.req.query('invited_id'));
  if (invitedId !== null && !UUID_PATTERN.test(invitedId)) {
    const message = t('auth.invitation.invalid');
    addError(errors, 'base', message);
    addError(errors, 'invited_id', message);
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ApiError(422, { errors });
  const data = parsed.output.user;

  const passwordHash = await hashPassword(data.password);
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      if (await findUserByEmail(tx, data.email)) return { problem: 'emailTaken' };
      let invitationId: string | null = null;
      if (invitedId !== null) {
        const checked = await lockUsableInvitation(tx, invitedId, data.email, now);
        if ('problem' in checked) return { problem: checked.problem };
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
      if (invitationId) await markInvitationUsed(tx, invitationId, user.id, now);
      const session = await createSession(tx, user.id, policy, now, { ip: clientIp, userAgent: c.req.header('User-Agent') });
      const linkToken = await issueVerificationToken(tx, user, now, policy.verificationTtlMs);
      const mail = await enqueueMail(
        tx,
        verificationMail(user, verificationLink(deps.publicUrl, linkToken), policy.verificationTtlMs),
        now,
      );
      return { token: session.token, mail };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    outcome = { problem: 'emailTaken' };
  }

  if ('problem' in outcome) {
    if (outcome.problem === 'emailTaken') {
      await recordHit(db, throttle, ipCheck, now);
      throw new ApiError(422, errorBody(null, { email: [t('auth.emailTaken')] }));
    }
    throw invitationError(c, outcome.problem);
  }
  await recordHit(db, throttle, ipCheck, now);
  const { mail } = outcome;
  void deps.mailer.deliver(mail, c.var.log).catch((error: unknown) => c.var.log.error({ err: error }, 'mail delivery crashed'));
  c.var.log.info({ event: 'user.registered' }, 'user registered');
  return c.json({ token: outcome.token }, 201);
}
