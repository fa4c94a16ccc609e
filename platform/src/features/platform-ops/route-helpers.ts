import { type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import {
  documented,
  errorDoc,
  jsonDoc,
  type ParameterDoc,
  type RouteDoc,
} from '@coach/server-kit/http/openapi';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { REMOTE_DIRS, toDirName, toFederationName } from '../../remotes/names';

/** What every operator route checks first and how it is described (routes.ts composes them). */

type Ctx = Context<OperatorEnv>;

/** The audit line of an operation (routes.ts writes it to the request's log). */
export type Audit = (c: Ctx, action: string, details: Record<string, unknown>) => void;

/** Who asks for a change and why, as the registry records it (an empty reason is none). */
export function changedBy(c: Ctx, reason: string | null | undefined): { by: string; reason: string | null } {
  return { by: c.var.operator, reason: reason || null };
}

/** `mfe-trainings` or `mfe_trainings`, one of the platform's remotes: → its Module Federation name. */
function knownRemote(c: Ctx): string {
  const raw = c.req.param('remote') ?? '';
  let remote: string | null;
  try {
    remote = toFederationName(raw);
  } catch {
    remote = null;
  }
  if (!remote || !(REMOTE_DIRS as readonly string[]).includes(toDirName(remote))) {
    throw new ApiError(
      404,
      errorBody(`Unknown remote "${raw}" (known: ${REMOTE_DIRS.join(', ')}).`, {
        remote: ['Unknown remote.'],
      }),
    );
  }
  return remote;
}

const VERSION_SHAPE = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

function versionParam(c: Ctx): string {
  const version = c.req.param('version') ?? '';
  if (!VERSION_SHAPE.test(version) || version.includes('..')) {
    throw new ApiError(
      422,
      errorBody(`"${version}" is not a version.`, {
        version: ['Expected a semantic version such as 1.4.2.'],
      }),
    );
  }
  return version;
}

type Params<K extends string> = { out: { param: Record<K, string> } };

const REMOTE_PARAMETER: ParameterDoc = {
  in: 'path',
  name: 'remote',
  required: true,
  description: `A remote of the platform, by folder or Module Federation name (${REMOTE_DIRS.join(', ')})`,
  schema: { type: 'string' },
};
const VERSION_PARAMETER: ParameterDoc = {
  in: 'path',
  name: 'version',
  required: true,
  description: 'A semantic version such as 1.4.2',
  schema: { type: 'string', pattern: VERSION_SHAPE.source },
};

/**
 * The remote (and version) of the path, checked before the body is read (an unknown remote is a
 * 404 whatever the body); the handler reads them with `c.req.valid('param')`, the remote as its
 * Module Federation name.
 */
export function remoteParams(): MiddlewareHandler<OperatorEnv, string, Params<'remote'>> {
  return documented<MiddlewareHandler<OperatorEnv, string, Params<'remote'>>>(
    async (c, next) => {
      c.req.addValidatedData('param', { remote: knownRemote(c) });
      await next();
    },
    { parameters: [REMOTE_PARAMETER], responses: { 404: errorDoc('Unknown remote') } },
  );
}

export function releaseParams(): MiddlewareHandler<OperatorEnv, string, Params<'remote' | 'version'>> {
  return documented<MiddlewareHandler<OperatorEnv, string, Params<'remote' | 'version'>>>(
    async (c, next) => {
      c.req.addValidatedData('param', { remote: knownRemote(c), version: versionParam(c) });
      await next();
    },
    {
      parameters: [REMOTE_PARAMETER, VERSION_PARAMETER],
      responses: { 404: errorDoc('Unknown remote'), 422: errorDoc('Not a version') },
    },
  );
}

export const VIEW = { type: 'object', description: 'See docs/operating.md, "The operator api"' };
export const OPERATOR: RouteDoc['security'] = [{ operator: [] }];
export const REFUSALS = errorDoc(
  'Refused by the registry: the X-Refusal-Code header says why (docs/operating.md)',
);

/** The description of one operator route; the operator token and its refusals are added to all. */
export function operation(summary: string, responses: RouteDoc['responses'] = {}): MiddlewareHandler {
  return describeRoute({
    summary,
    tags: ['platform-ops'],
    security: OPERATOR,
    responses: { 200: jsonDoc('Done', VIEW), ...responses },
  });
}
