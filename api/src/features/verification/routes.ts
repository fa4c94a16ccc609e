import { Hono } from 'hono';
import * as v from 'valibot';
import { issuesToErrors, readJsonObject } from '../../http/body';
import { ApiError, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import type { AuthDeps } from '../../session/deps';
import { requireSession } from '../../session/middleware';
import { schemasFor } from '../../accounts/request-schemas';
import { enqueueMail } from '../../mail/outbox';
import { enforce, recordHit } from '../../throttle/throttle';
import { verificationLink, verificationMail } from '../../accounts/verification-mail';
import { confirmVerificationToken, issueVerificationToken } from '../../accounts/verification-tokens';

/**
 * E-mail verification:
 * - `POST /api/dashboard/verification/resend` (Bearer): a new link (older ones stop working),
 *   throttled per account and per address;
 * - `POST /api/dashboard/verification/confirm` `{ token }`: the token of the e-mailed link
 *   `<PUBLIC_URL>/account_verification?token=…`; no session needed (the link may be opened on
 *   another device).
 */
export function verificationRoutes(deps: AuthDeps) {
  const { db, clock, policy, throttle, sessions } = deps;
  return new Hono<AppEnv>()
    .post('/api/dashboard/verification/resend', requireSession(sessions, clock), async (c) => {
      const { t } = c.var;
      const user = c.var.auth.user;
      if (user.emailVerifiedAt) throw new ApiError(409, errorBody(t('verification.alreadyVerified')));
      const now = clock.now();
      const checks = [
        { scope: 'resend_user', key: user.id },
        { scope: 'resend_ip', key: c.var.clientIp },
      ] as const;
      await enforce(db, throttle, checks, now, t);
      const mail = await db.transaction(async (tx) => {
        const token = await issueVerificationToken(tx, user, now, policy.verificationTtlMs);
        const outgoing = verificationMail(user, verificationLink(deps.publicUrl, token), policy.verificationTtlMs);
        const queued = await enqueueMail(tx, outgoing, now);
        for (const check of checks) await recordHit(tx, throttle, check, now);
        return queued;
      });
      void deps.mailer.deliver(mail, c.var.log).catch((error: unknown) => c.var.log.error({ err: error }, 'mail delivery crashed'));
      return c.json({ sent: true } as const);
    })
    .post('/api/dashboard/verification/confirm', async (c) => {
      const { t } = c.var;
      const now = clock.now();
      const ipCheck = { scope: 'confirm_ip', key: c.var.clientIp } as const;
      await enforce(db, throttle, [ipCheck], now, t);
      const parsed = v.safeParse(schemasFor(c.var.lang).verificationConfirm, await readJsonObject(c));
      if (!parsed.success) throw new ApiError(422, { errors: issuesToErrors(parsed.issues) });
      const { result, userId } = await db.transaction((tx) => confirmVerificationToken(tx, parsed.output.token, now));
      if (userId && result === 'verified') await sessions.userChanged(userId);
      if (result === 'invalid') {
        await recordHit(db, throttle, ipCheck, now);
        const message = t('verification.invalidToken');
        throw new ApiError(422, errorBody(message, { token: [message] }));
      }
      if (result === 'verified') c.var.log.info({ event: 'email.verified' }, 'e-mail address verified');
      return c.json({ verified: true } as const);
    });
}
