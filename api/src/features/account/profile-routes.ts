import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  createLanguagePayloadSchema,
  createProfileUpdateSchema,
  languageResponseSchema,
  profileResponseSchema,
} from '@coach/shared/profile';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireSession, requireVerifiedSession } from '../../session/middleware';
import { readProfile, updateLanguage, updateProfile, type AccountDeps } from './service';
import { COMMON, SIGNED_IN, VERIFIED } from './route-docs';

const profileBody = jsonBody(localized(createProfileUpdateSchema));

const languageBody = jsonBody(localized(createLanguagePayloadSchema));

/** My general information and my language (docs/product.md §8.6). */
export function profileRoutes(deps: AccountDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/profile',
      verified,
      describeRoute({
        summary: 'My general information, role and language',
        ...COMMON,
        responses: { 200: jsonDoc('The profile', profileResponseSchema), ...VERIFIED },
      }),
      async (c) => c.json(await readProfile(deps, c.var.auth.user.id)),
    )
    .put(
      '/api/dashboard/profile',
      verified,
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
    );
}
