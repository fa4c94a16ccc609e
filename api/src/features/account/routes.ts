import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  createAccountDeletionPayloadSchema,
  createEmailChangePayloadSchema,
  createLanguagePayloadSchema,
  createPasswordChangePayloadSchema,
  createProfileUpdateSchema,
  emailChangeResponseSchema,
  languageResponseSchema,
  profileResponseSchema,
  revokedSessionsResponseSchema,
  sessionsResponseSchema,
} from '@coach/shared/profile';
import { isWeakPassword } from '../../accounts/passwords';
import { addError, type ErrorMap } from '@coach/server-kit/http/errors';
import { BEARER, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireSession, requireVerified, type AuthedEnv } from '../../session/middleware';
import { AccountError, answerAccountError } from './errors';
import {
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  exportAccount,
  listSessions,
  readProfile,
  requestEmailChange,
  updateLanguage,
  updateProfile,
  type AccountDeps,
} from './service';

/** A session id is a uuid; anything else cannot name a session (404 without a query). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Registration's common-password rule (the list lives in the api), with its message. */
function newPasswordChecks(c: Context<AppEnv>, body: Record<string, unknown>, errors: ErrorMap): void {
  if (errors.new_password || typeof body.new_password !== 'string') return;
  // The session middleware runs before the body: the account is known here.
  const email = (c as unknown as Context<AuthedEnv>).var.auth.user.email;
  if (isWeakPassword(body.new_password, email)) addError(errors, 'new_password', c.var.tv('password.common'));
}

const profileBody = jsonBody(localized(createProfileUpdateSchema));
const languageBody = jsonBody(localized(createLanguagePayloadSchema));
const emailBody = jsonBody(localized(createEmailChangePayloadSchema), {
  invalid:
    'Field errors; a wrong password under errors.password; a taken or unchanged address under errors.email',
});
const passwordBody = jsonBody(localized(createPasswordChangePayloadSchema), {
  alsoCheck: newPasswordChecks,
  invalid:
    'Field errors; a wrong current password under errors.current_password; a common password under errors.new_password',
});
const deletionBody = jsonBody(localized(createAccountDeletionPayloadSchema), {
  invalid: 'The typed address is not the account’s (errors.email)',
});

const COMMON = { tags: ['account'], security: BEARER };
const SIGNED_IN = { 401: errorDoc('No valid token') };
const VERIFIED = { ...SIGNED_IN, 403: errorDoc('Not verified') };

const exportDoc = {
  type: 'object',
  description:
    'format "coach-personal-data", version 1, exported_at, and data: every row about the person by table (SQL column names; secrets such as token and password hashes left out)',
  properties: {
    format: { type: 'string', const: 'coach-personal-data' },
    version: { type: 'integer', const: 1 },
    exported_at: { type: 'string', format: 'date-time' },
    data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'object' } } },
  },
};

/**
 * Profile and account (docs/product.md §8.6, docs/api.md "Profile and account"): the general
 * information, language, e-mail and password changes, sessions, and "My data" (export, erase).
 */
export function accountRoutes(deps: AccountDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  const auth = (c: Context<AuthedEnv>) => ({ sessionId: c.var.auth.sessionId, userId: c.var.auth.user.id });
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/profile',
      session,
      requireVerified,
      describeRoute({
        summary: 'My general information, role and language',
        ...COMMON,
        responses: { 200: jsonDoc('The profile', profileResponseSchema), ...VERIFIED },
      }),
      async (c) => c.json(await readProfile(deps, c.var.auth.user.id)),
    )
    .put(
      '/api/dashboard/profile',
      session,
      requireVerified,
      profileBody,
      describeRoute({
        summary: 'Correct my general information (registration’s rules and messages)',
        ...COMMON,
        responses: { 200: jsonDoc('Saved', profileResponseSchema), ...VERIFIED },
      }),
      async (c) =>
        c.json(await updateProfile(deps, c.var.auth.user.id, c.req.valid('json'), requestClient(c))),
    )
    .put(
      '/api/dashboard/profile/language',
      // Not gated on verification: the verification page itself should speak the person's language.
      session,
      languageBody,
      describeRoute({
        summary: 'Save my language (applied at sign-in)',
        ...COMMON,
        responses: { 200: jsonDoc('Saved', languageResponseSchema), ...SIGNED_IN },
      }),
      async (c) => c.json(await updateLanguage(deps, c.var.auth.user.id, c.req.valid('json').lang)),
    )
    .post(
      '/api/dashboard/profile/email',
      // Not gated on verification: an unverified person may fix a mistyped address.
      session,
      emailBody,
      describeRoute({
        summary: 'Change my e-mail address: a link goes to the new one, which replaces the old once opened',
        ...COMMON,
        responses: {
          202: jsonDoc('Link sent to the new address', emailChangeResponseSchema),
          ...SIGNED_IN,
          429: errorDoc('Too many changes or wrong passwords (Retry-After)'),
        },
      }),
      async (c) => {
        const pending = await requestEmailChange(
          deps,
          c.var.auth.user.id,
          c.req.valid('json'),
          requestClient(c),
        ).catch(answerAccountError(c.var.t));
        return c.json(pending, 202);
      },
    )
    .post(
      '/api/dashboard/profile/password',
      session,
      requireVerified,
      passwordBody,
      describeRoute({
        summary: 'Change my password; my other sessions end',
        ...COMMON,
        responses: {
          204: { description: 'Changed; every other session is revoked' },
          ...VERIFIED,
          429: errorDoc('Too many wrong passwords (Retry-After)'),
        },
      }),
      async (c) => {
        await changePassword(deps, auth(c), c.req.valid('json'), requestClient(c)).catch(
          answerAccountError(c.var.t),
        );
        return c.body(null, 204);
      },
    )
    .get(
      '/api/dashboard/sessions',
      session,
      requireVerified,
      describeRoute({
        summary: 'My open sessions: device, created, last used (at most 100, most recent first)',
        ...COMMON,
        responses: { 200: jsonDoc('Open sessions', sessionsResponseSchema), ...VERIFIED },
      }),
      async (c) => c.json(await listSessions(deps, auth(c))),
    )
    .post(
      '/api/dashboard/sessions/revoke-others',
      session,
      requireVerified,
      describeRoute({
        summary: 'Sign out everywhere else',
        ...COMMON,
        responses: { 200: jsonDoc('How many sessions ended', revokedSessionsResponseSchema), ...VERIFIED },
      }),
      async (c) => c.json(await endOtherSessions(deps, auth(c))),
    )
    .delete(
      '/api/dashboard/sessions/:id',
      session,
      requireVerified,
      describeRoute({
        summary: 'End one of my sessions',
        ...COMMON,
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          204: { description: 'Ended' },
          ...VERIFIED,
          404: errorDoc('Not one of my open sessions'),
        },
      }),
      async (c) => {
        const id = c.req.param('id');
        const ended = UUID_PATTERN.test(id)
          ? endSession(deps, c.var.auth.user.id, id.toLowerCase())
          : Promise.reject(new AccountError('session_not_found'));
        await ended.catch(answerAccountError(c.var.t));
        return c.body(null, 204);
      },
    )
    .get(
      '/api/dashboard/account/export',
      session,
      requireVerified,
      describeRoute({
        summary: 'Download everything the platform holds about me, as one JSON file',
        ...COMMON,
        responses: { 200: jsonDoc('My data (an attachment)', exportDoc), ...VERIFIED },
      }),
      async (c) => {
        const data = await exportAccount(deps, c.var.auth.user.id, requestClient(c));
        c.header(
          'Content-Disposition',
          `attachment; filename="coach-my-data-${data.exported_at.slice(0, 10)}.json"`,
        );
        return c.json(data);
      },
    )
    .delete(
      '/api/dashboard/account',
      session,
      requireVerified,
      deletionBody,
      describeRoute({
        summary: 'Delete my account and erase everything about me; every session ends',
        ...COMMON,
        responses: { 204: { description: 'Erased' }, ...VERIFIED },
      }),
      async (c) => {
        await deleteAccount(deps, c.var.auth.user.id, c.req.valid('json').email, requestClient(c)).catch(
          answerAccountError(c.var.t),
        );
        return c.body(null, 204);
      },
    );
}
