import { describeRoute } from 'hono-openapi';
import { BEARER, errorDoc, type RouteDoc } from '@coach/server-kit/http/openapi';
import type { TFunction } from 'i18next';
import { answerLifeGpsError, LifeGpsError } from './errors';

/** What the life GPS routes share: the path id, the documentation of a signed-in call. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ID_PARAMETER = {
  in: 'path',
  name: 'id',
  required: true,
  schema: { type: 'string', format: 'uuid' },
} as const;
export const TAGS = ['life GPS'];
export const notFound = errorDoc('Unknown id, or another person’s item');

/** The `{id}` of the path; one that is not an id names nothing: 404, like another person's id. */
export function idOf(raw: string | undefined): string {
  const id = raw ?? '';
  if (!UUID.test(id)) throw new LifeGpsError('not_found');
  return id.toLowerCase();
}

export const signedIn = (
  summary: string,
  responses: NonNullable<RouteDoc['responses']>,
  extra: RouteDoc = {},
) =>
  describeRoute({
    summary,
    tags: TAGS,
    security: BEARER,
    ...extra,
    responses: {
      ...responses,
      401: errorDoc('No valid token'),
      403: errorDoc('Not verified'),
    },
  });

/** The signed-in person's id. */
export const userOf = (c: { var: { auth: { user: { id: string } } } }) => c.var.auth.user.id;

/** Runs a use case as a route answers it: its refusals, and `idOf`'s, become the api's error answers. */
export const answered = <T>(c: { var: { t: TFunction } }, useCase: () => Promise<T>): Promise<T> =>
  Promise.resolve().then(useCase).catch(answerLifeGpsError(c.var.t));
