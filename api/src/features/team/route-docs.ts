import { describeRoute } from 'hono-openapi';
import {
  newestFirstQuerySchema,
  receivedSurveysQuerySchema,
  teamMembersQuerySchema,
} from '@coach/shared/team';
import { BEARER, errorDoc, type ParameterDoc, type RouteDoc } from '@coach/server-kit/http/openapi';
import { queryParams } from '@coach/server-kit/http/validation';
import type { SessionStore } from '../../session/sessions';
import type * as service from './service';

// What every team route shares: its dependencies, its OpenAPI pieces and the list query.

export interface TeamRouteDeps extends service.TeamDeps {
  sessions: SessionStore;
}

export const ID: ParameterDoc = {
  in: 'path',
  name: 'id',
  required: true,
  description: 'A uuid; anything else, or an id that is not yours to see, answers 404',
  schema: { type: 'string', format: 'uuid' },
};

export const COMMON: NonNullable<RouteDoc['responses']> = {
  401: errorDoc('No valid token'),
  403: errorDoc('E-mail address not verified yet'),
};
export const LEADER: NonNullable<RouteDoc['responses']> = {
  401: errorDoc('No valid token'),
  403: errorDoc('Not verified yet, or not a leader (user_type coach, manager or hr)'),
};
export const ANSWER: NonNullable<RouteDoc['responses']> = {
  204: { description: 'Answered (also when it already was, the same way)' },
  ...COMMON,
  404: errorDoc('Not an invitation to your address'),
  409: errorDoc('Already used, expired or revoked'),
};
export const NOT_FOUND = {
  404: errorDoc('Malformed id, or not in your team (never 403: nothing is revealed)'),
};

/**
 * The lists' queries: `page` from 1, `per_page`, `after` (the previous page's `next`, checked
 * against the list's key); the members' also `q` (a search).
 */
export const listQuery = queryParams(teamMembersQuerySchema);
export const newestFirstQuery = queryParams(newestFirstQuerySchema);
export const receivedQuery = queryParams(receivedSurveysQuerySchema);

export const doc = (
  summary: string,
  tags: string[],
  responses: NonNullable<RouteDoc['responses']>,
  parameters?: ParameterDoc[],
) => describeRoute({ summary, tags, security: BEARER, responses, ...(parameters ? { parameters } : {}) });
