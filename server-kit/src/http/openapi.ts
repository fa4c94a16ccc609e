import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type * as v from 'valibot';
import { errorResponseSchema } from '@coach/shared/schemas';

/**
 * Small helpers for the OpenAPI side of a route (`describeRoute` from hono-openapi does the
 * rest). The document itself is generated from the mounted routes: features/openapi/document.ts.
 */

export type RouteDoc = DescribeRouteOptions;
type Responses = NonNullable<RouteDoc['responses']>;
type ResponseDoc = Responses[string];
export type ParameterDoc = NonNullable<RouteDoc['parameters']>[number];

/** A JSON Schema written by hand, for bodies that have no valibot schema (views built in the api). */
export type JsonSchemaObject = Record<string, unknown>;

function isValibot(schema: v.GenericSchema | JsonSchemaObject): schema is v.GenericSchema {
  return '~standard' in schema;
}

/** A JSON response; a valibot schema is converted by hono-openapi when the document is built. */
export function jsonDoc(description: string, schema: v.GenericSchema | JsonSchemaObject): ResponseDoc {
  // A hand-written JSON Schema is passed through as it is; openapi-types only knows the 3.1 subset.
  const documented = isValibot(schema) ? resolver(schema) : (schema as never);
  return { description, content: { 'application/json': { schema: documented } } };
}

/** A response in the api's one error shape, `{ "errors": { "base": [...], "<field>": [...] } }`. */
export function errorDoc(description: string): ResponseDoc {
  return jsonDoc(description, errorResponseSchema);
}

/** Operations that need the Bearer token of login or register. */
export const BEARER: RouteDoc['security'] = [{ bearer: [] }];

/**
 * The doc of the routes of one tag that only verified accounts reach (Bearer token; 401 and 403
 * documented once): `const doc = verifiedRouteDoc('results')`, then `doc(summary, parameters, responses)`.
 */
export function verifiedRouteDoc(tag: string) {
  return (summary: string, parameters: ParameterDoc[], responses: Responses) =>
    describeRoute({
      summary,
      tags: [tag],
      security: BEARER,
      parameters,
      responses: { 401: errorDoc('No valid token'), 403: errorDoc('Not verified'), ...responses },
    });
}

/** A required string path parameter (`/:name` in the route). */
export const pathParameter = (name: string, description: string): ParameterDoc => ({
  in: 'path',
  name,
  required: true,
  description,
  schema: { type: 'string' },
});

export const LOCALE_PARAMETER: ParameterDoc = {
  in: 'query',
  name: 'locale',
  required: false,
  description: 'Language of the messages: fr (default) or en. Accept-Language is used when absent.',
  schema: { type: 'string', enum: ['fr', 'en'] },
};

/**
 * Attaches OpenAPI facts to a middleware that does real work (a validator, an auth check), the
 * way hono-openapi's own `validator` does: the route then documents itself by using it.
 */
export function documented<M extends MiddlewareHandler>(middleware: M, spec: RouteDoc): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}
