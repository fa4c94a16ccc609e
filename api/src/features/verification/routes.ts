import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  createVerificationConfirmSchema,
  verificationConfirmResponseSchema,
  verificationResendResponseSchema,
} from '@coach/shared/schemas';
import { BEARER, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import type { AuthDeps } from '../../session/deps';
import { requireSession } from '../../session/middleware';
import { throttleGate } from '../../throttle/throttle-gate';
import { answerVerificationError } from './errors';
import { confirmCheck, confirmVerification, resendVerification } from './service';

const confirmBody = jsonBody(localized(createVerificationConfirmSchema), {
  invalid:
    'Malformed token (errors.token); unknown, expired or replaced token (errors.base and errors.token)',
});

/**
 * E-mail verification:
 * - `POST /api/dashboard/verification/resend` (Bearer): a new link (older ones stop working);
 * - `POST /api/dashboard/verification/confirm` `{ token }`: the token of the e-mailed link
 *   `<PUBLIC_URL>/account_verification?token=…`; no session needed (the link may be opened on
 *   another device).
 */
export function verificationRoutes(deps: AuthDeps) {
  return new Hono<AppEnv>()
    .post(
      '/api/dashboard/verification/resend',
      requireSession(deps.sessions, deps.clock),
      describeRoute({
        summary: 'E-mail a new verification link (older links stop working)',
        tags: ['verification'],
        security: BEARER,
        responses: {
          200: jsonDoc('Sent', verificationResendResponseSchema),
          401: errorDoc('No valid token'),
          409: errorDoc('Already verified'),
          429: errorDoc('Too soon (Retry-After): 1 min, then doubling'),
        },
      }),
      async (c) => {
        await resendVerification(deps, c.var.auth.user, requestClient(c)).catch(
          answerVerificationError(c.var.t),
        );
        return c.json({ sent: true } as const);
      },
    )
    .post(
      '/api/dashboard/verification/confirm',
      throttleGate(deps, (c) => [confirmCheck(c.var.clientIp)]),
      confirmBody,
      describeRoute({
        summary: 'Use the token of the e-mailed link <PUBLIC_URL>/account_verification?token=…',
        tags: ['verification'],
        responses: {
          200: jsonDoc('Verified (also when the link was already used)', verificationConfirmResponseSchema),
          409: errorDoc('An e-mail change whose new address another account took meanwhile'),
          429: errorDoc('Too many failures from this address'),
        },
      }),
      async (c) => {
        await confirmVerification(deps, c.req.valid('json').token, requestClient(c)).catch(
          answerVerificationError(c.var.t),
        );
        return c.json({ verified: true } as const);
      },
    );
}
