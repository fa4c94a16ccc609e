import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  errorResponseSchema,
  frontVersionResponseSchema,
  healthResponseSchema,
  tokenResponseSchema,
  verificationConfirmResponseSchema,
  verificationResendResponseSchema,
  whoamiResponseSchema,
} from '@coach/shared/schemas';
import { schemasFor } from '../../accounts/request-schemas';

type Schema = v.GenericSchema;

/** One documented operation; the fuzz test walks this list too. */
export interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth?: 'bearer' | 'bearer-verified';
  /** Development only (absent when NODE_ENV=production). */
  devOnly?: boolean;
  query?: { name: string; required: boolean; description: string; schema: JsonSchema }[];
  body?: Schema;
  responses: Record<string, { description: string; schema?: Schema; json?: JsonSchema }>;
}

function json(schema: Schema): JsonSchema {
  // Custom checks and transforms have no JSON Schema equivalent: they are described in docs/api.md.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' }) as JsonSchema & {
    $schema?: string;
  };
  return rest;
}

const localeQuery = {
  name: 'locale',
  required: false,
  description: 'Language of the messages: fr (default) or en. Accept-Language is used when absent.',
  schema: { type: 'string', enum: ['fr', 'en'] } as JsonSchema,
};

const errors = (description: string) => ({ description, schema: errorResponseSchema });

/** The api's operations, with schemas from `shared/src/schemas` (English messages). */
export function operations(): Operation[] {
  const request = schemasFor('en');
  return [
    {
      method: 'get',
      path: '/api/health',
      summary: 'Health: answers after a round trip to the database',
      tags: ['platform'],
      responses: { 200: { description: 'Up', schema: healthResponseSchema }, 503: errors('Database unreachable') },
    },
    {
      method: 'get',
      path: '/api/debug/data_page/front-version',
      summary: 'The front version the shell compares with its stored last_front_version (SPEC §4)',
      tags: ['platform'],
      responses: { 200: { description: 'Current front version', schema: frontVersionResponseSchema } },
    },
    {
      method: 'post',
      path: '/api/dashboard/register',
      summary: 'Create an account; answers the session token and e-mails a verification link',
      tags: ['auth'],
      query: [
        {
          name: 'invited_id',
          required: false,
          description: 'Invitation id (uuid). Empty, "null" and "undefined" mean no invitation.',
          schema: { type: 'string', format: 'uuid' } as JsonSchema,
        },
        localeQuery,
      ],
      body: request.register,
      responses: {
        201: { description: 'Created: the token to store in the `token` cookie', schema: tokenResponseSchema },
        400: errors('Body is not a JSON object'),
        415: errors('Body is not JSON'),
        422: errors('Field errors under errors.<field> (snake_case); invitation problems under errors.base and errors.invited_id'),
        429: errors('Too many registrations from this address (Retry-After)'),
      },
    },
    {
      method: 'post',
      path: '/api/dashboard/login',
      summary: 'Log in; a new token at every login',
      tags: ['auth'],
      query: [localeQuery],
      body: request.login,
      responses: {
        200: { description: 'The token to store in the `token` cookie', schema: tokenResponseSchema },
        401: errors('Wrong e-mail or password: one generic message in errors.base'),
        422: errors('Invalid body: messages in errors.base and per field'),
        429: errors('Too many failures for this account or address (Retry-After)'),
      },
    },
    {
      method: 'get',
      path: '/api/dashboard/whoami',
      summary: 'The signed-in identity and user (allowed before verification)',
      tags: ['auth'],
      auth: 'bearer',
      responses: { 200: { description: 'Session', schema: whoamiResponseSchema }, 401: errors('No valid token') },
    },
    {
      method: 'post',
      path: '/api/dashboard/logout',
      summary: 'Revoke the token on the server',
      tags: ['auth'],
      auth: 'bearer',
      responses: { 204: { description: 'Revoked (also when it already was)' }, 401: errors('No well-formed Bearer token') },
    },
    {
      method: 'post',
      path: '/api/dashboard/verification/resend',
      summary: 'E-mail a new verification link (older links stop working)',
      tags: ['verification'],
      auth: 'bearer',
      responses: {
        200: { description: 'Sent', schema: verificationResendResponseSchema },
        401: errors('No valid token'),
        409: errors('Already verified'),
        429: errors('Too soon (Retry-After): 1 min, then doubling'),
      },
    },
    {
      method: 'post',
      path: '/api/dashboard/verification/confirm',
      summary: 'Use the token of the e-mailed link <PUBLIC_URL>/account_verification?token=…',
      tags: ['verification'],
      body: request.verificationConfirm,
      responses: {
        200: { description: 'Verified (also when the link was already used)', schema: verificationConfirmResponseSchema },
        422: errors('Unknown, expired or replaced token (errors.base and errors.token)'),
        429: errors('Too many failures from this address'),
      },
    },
    {
      method: 'get',
      path: '/api/dashboard/me/ping',
      summary: 'A signed-in call behind the verified gate',
      tags: ['auth'],
      auth: 'bearer-verified',
      responses: {
        200: { description: 'Verified session', json: { type: 'object', properties: { ok: { const: true }, user_id: { type: 'string' } } } },
        401: errors('No valid token'),
        403: errors('E-mail address not verified yet'),
      },
    },
    {
      method: 'get',
      path: '/api/dev/mails',
      summary: 'The e-mail outbox, newest first (development only)',
      tags: ['dev'],
      devOnly: true,
      query: [{ name: 'to', required: false, description: 'Only mails sent to this address', schema: { type: 'string' } as JsonSchema }],
      responses: {
        200: {
          description: 'Mails',
          json: {
            type: 'object',
            properties: {
              mails: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    to: { type: 'string' },
                    subject: { type: 'string' },
                    text: { type: 'string' },
                    links: { type: 'array', items: { type: 'string' } },
                    created_at: { type: 'string' },
                    sent_at: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
        },
      },
    },
    {
      method: 'post',
      path: '/api/dev/invitations',
      summary: 'Create an invitation (development only)',
      tags: ['dev'],
      devOnly: true,
      responses: {
        201: {
          description: 'Created',
          json: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              email: { type: ['string', 'null'] },
              expires_at: { type: 'string' },
              register_url: { type: 'string' },
            },
          },
        },
        422: errors('Invalid body'),
      },
    },
  ];
}

/** The OpenAPI 3.1 document served at /api/openapi.json. */
export function buildOpenApiDocument(options: { includeDev: boolean }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations()) {
    if (op.devOnly && !options.includeDev) continue;
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(op.responses)) {
      const schema = response.schema ? json(response.schema) : response.json;
      responses[status] = schema
        ? { description: response.description, content: { 'application/json': { schema } } }
        : { description: response.description };
    }
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      tags: op.tags,
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(op.query ? { parameters: op.query.map((q) => ({ in: 'query', ...q })) } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(op.body) } } } } : {}),
      responses,
    };
  }
  paths['/registry.json'] = {
    get: {
      summary: 'The remote registry the shell reads at start (no-cache, strong ETag, 304)',
      tags: ['platform'],
      responses: {
        200: {
          description: 'Live remotes by Module Federation name',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['revision', 'remotes'],
                properties: {
                  revision: { type: 'integer' },
                  remotes: {
                    type: 'object',
                    additionalProperties: {
                      type: 'object',
                      required: ['version', 'manifest', 'integrity'],
                      properties: {
                        version: { type: 'string' },
                        manifest: { type: 'string' },
                        integrity: { type: ['string', 'null'] },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        304: { description: 'Unchanged (If-None-Match)' },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coach platform api',
      version: '1.0.0',
      description:
        'Every error is JSON: { "errors": { "base": ["…"], "<field>": ["…"] } }. Messages follow ?locale= or Accept-Language (fr default, en). See docs/api.md.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from login or register' } } },
    paths,
  };
}
