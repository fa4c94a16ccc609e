import * as v from 'valibot';
import { GENDERS, USER_LANGS, USER_TYPES } from './constants';

/**
 * Response bodies of the api (docs/api.md), as valibot schemas: the front can check what it
 * receives, the api generates its OpenAPI document from them.
 */

/** Every error: `{ errors: { base: [...], <field>: [...] } }` (SPEC §8). */
export const errorResponseSchema = v.object({
  errors: v.record(v.string(), v.array(v.string())),
});
export type ErrorResponse = v.InferOutput<typeof errorResponseSchema>;

/** Login and register: the token value, to store in the `token` cookie. */
export const tokenResponseSchema = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;

export const VERIFIABLE_ADDRESS_STATUSES = ['pending', 'sent', 'completed'] as const;

export const verifiableAddressSchema = v.object({
  value: v.string(),
  verified: v.boolean(),
  via: v.literal('email'),
  status: v.picklist(VERIFIABLE_ADDRESS_STATUSES),
});
export type VerifiableAddress = v.InferOutput<typeof verifiableAddressSchema>;

export const appUserSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  birth_date: v.nullable(v.string()),
  gender: v.picklist(GENDERS),
  mobile: v.nullable(v.string()),
  lang: v.picklist(USER_LANGS),
  user_type: v.picklist(USER_TYPES),
  created_at: v.string(),
});
export type AppUser = v.InferOutput<typeof appUserSchema>;

/** `GET /api/dashboard/whoami` (SPEC §3 and §7): ory (session id, identity) and user. */
export const whoamiResponseSchema = v.object({
  ory: v.object({
    id: v.string(),
    identity: v.object({
      id: v.string(),
      verifiable_addresses: v.array(verifiableAddressSchema),
    }),
  }),
  user: appUserSchema,
});
export type WhoamiResponse = v.InferOutput<typeof whoamiResponseSchema>;

/** `GET /api/debug/data_page/front-version`. */
export const frontVersionResponseSchema = v.object({ version: v.string() });
export type FrontVersionResponse = v.InferOutput<typeof frontVersionResponseSchema>;

/** `GET /api/health`: liveness, 200 while the process answers; `db` what a round trip found. */
export const healthResponseSchema = v.object({
  status: v.literal('ok'),
  db: v.picklist(['up', 'down']),
});

export const verificationConfirmResponseSchema = v.object({ verified: v.literal(true) });
export const verificationResendResponseSchema = v.object({ sent: v.literal(true) });
