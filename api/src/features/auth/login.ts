import type { Context } from 'hono';
import * as v from 'valibot';
import { issuesToErrors, readJsonObject } from '../../http/body';
import { ApiError, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { accountKey, clearHits, recordHit, throttledError, waitTimes, type ThrottleCheck } from '../../throttle/throttle';
import type { AuthDeps } from '../../session/deps';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { schemasFor } from '../../accounts/request-schemas';
import { createSession } from '../../session/sessions';
import { findUserByEmail, updatePasswordHash } from '../../accounts/users';

/**
 * `POST /api/dashboard/login?locale=fr|en` with `{ email, password }` → `{ token }`.
 * One generic failure message whether or not the account exists, and the same work (an argon2
 * verification, two throttle writes) in both cases.
 */
export async function login(c: Context<AppEnv>, deps: AuthDeps): Promise<Response> {
  const { db, clock, throttle, policy } = deps;
  const { t, log } = c.var;
  const now = clock.now();

  const parsed = v.safeParse(schemasFor(c.var.lang).login, await readJsonObject(c));
  if (!parsed.success) {
    // The login screen shows errors.base only (SPEC §8): repeat the field messages there.
    const fields = issuesToErrors(parsed.issues);
    throw new ApiError(422, errorBody([...new Set(Object.values(fields).flat())], fields));
  }
  const { email, password } = parsed.output;

  const checks: ThrottleCheck[] = [
    { scope: 'login_account', key: accountKey(email) },
    { scope: 'login_ip', key: c.var.clientIp },
  ];
  const waits = await waitTimes(db, throttle, checks, now);
  const wait = Math.max(0, ...waits.map((w) => w.waitMs));
  if (wait > 0) throw throttledError(t, wait);

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !passwordOk) {
    for (const check of checks) await recordHit(db, throttle, check, now);
    log.info({ event: 'login.failed' }, 'login failed');
    throw new ApiError(401, errorBody(t('auth.invalidCredentials')));
  }

  if (waits[0]?.exists) await clearHits(db, checks[0] as ThrottleCheck);
  const session = await createSession(db, user.id, policy, now, { ip: c.var.clientIp, userAgent: c.req.header('User-Agent') });
  if (needsRehash(user.passwordHash)) {
    void hashPassword(password)
      .then((hash) => updatePasswordHash(db, user.id, hash, now))
      .catch((error: unknown) => log.error({ err: error }, 'password rehash failed'));
  }
  return c.json({ token: session.token });
}
