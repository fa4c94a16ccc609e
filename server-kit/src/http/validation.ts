import type { Context, Env, MiddlewareHandler } from 'hono';
import { toJsonSchema } from '@valibot/to-json-schema';
import { resolver } from 'hono-openapi';
import * as v from 'valibot';
import type { TranslateFn } from '@coach/shared/i18n/resources';
import { asTranslateFn, translator, type Language } from '../i18n/i18n';
import { ApiError, addError, emptyErrorMap, errorBody, type ErrorBody, type ErrorMap } from './errors';
import { documented, errorDoc, type RouteDoc } from './openapi';
import type { RequestVariables } from './types';

/**
 * The one way a route validates its input: `jsonBody(schema)` and `queryParams(schema)` are
 * middlewares that answer 4xx in the api's error shape, hand the parsed value to the handler
 * (`c.req.valid('json')`, `c.req.valid('query')`) and carry the same schema into the OpenAPI
 * document, so what is validated and what is documented cannot drift.
 */

type Schema = v.GenericSchema;
type ValidationEnv = { Variables: Pick<RequestVariables, 'lang' | 't'> };

/** A schema whose messages follow the request's language (the shared factories take `t`). */
export type LocalizedSchema<S extends Schema> = (lang: Language) => S;

/** The shared schema factories (`createLoginPayloadSchema(t)`…) built once per language. */
export function localized<S extends Schema>(factory: (t: TranslateFn) => S): LocalizedSchema<S> {
  const built = new Map<Language, S>();
  return (lang) => {
    let schema = built.get(lang);
    if (!schema) {
      schema = factory(asTranslateFn(translator(lang, 'validation')));
      built.set(lang, schema);
    }
    return schema;
  };
}

function schemaFor<S extends Schema>(schema: S | LocalizedSchema<S>, lang: Language): S {
  return typeof schema === 'function' ? schema(lang) : schema;
}

/**
 * Valibot issues → `{ <field>: [messages] }`. The field is the last key of the issue's path
 * (`user.firstname` → `firstname`, as the register form expects); issues without a path go to
 * `base`. Messages are de-duplicated, order kept.
 */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): ErrorMap {
  const errors = emptyErrorMap();
  for (const issue of issues) {
    const path = issue.path ?? [];
    let field = 'base';
    for (let index = path.length - 1; index >= 0; index -= 1) {
      const key = path[index]?.key;
      if (typeof key === 'string') {
        field = key;
        break;
      }
    }
    addError(errors, field, issue.message);
  }
  return errors;
}

function isJsonContentType(value: string | undefined): boolean {
  // A missing Content-Type is refused like text/plain: both are what a cross-site "simple" request
  // can send without a preflight (docs/security.md).
  if (!value) return false;
  const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Reads the body as a JSON object: 415 for another media type, 400 when it is not a JSON object. */
async function readJsonObject<E extends ValidationEnv>(c: Context<E>): Promise<Record<string, unknown>> {
  const t = c.var.t;
  if (!isJsonContentType(c.req.header('Content-Type'))) {
    throw new ApiError(415, errorBody(t('errors.unsupportedMediaType')));
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, errorBody(t('errors.bodyRequired')));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, errorBody(t('errors.malformedJson')));
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, errorBody(t('errors.invalidBody')));
  }
  return parsed as Record<string, unknown>;
}

export interface JsonBodyOptions<E extends Env> {
  /**
   * Checks the schema cannot make (they need the api: the common-password list, the query
   * string); they add to `errors`, so the client gets every problem in one answer.
   */
  alsoCheck?: (c: Context<E>, body: Record<string, unknown>, errors: ErrorMap) => void;
  /** Repeat every field message in `errors.base`, for a screen that shows only `base` (login). */
  repeatInBase?: boolean;
  /** What a 422 means for this route, in the OpenAPI document. */
  invalid?: string;
}

type JsonInput<S extends Schema> = { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } };
type QueryInput<S extends Schema> = {
  in: { query: Record<string, string> };
  out: { query: v.InferOutput<S> };
};

function refusal(errors: ErrorMap, repeatInBase: boolean): ErrorBody {
  return repeatInBase ? errorBody([...new Set(Object.values(errors).flat())], errors) : { errors };
}

/**
 * The request body, a JSON object, validated by a valibot schema (or a localized one): 415, 400
 * or 422 with the messages per field; the handler reads the output with `c.req.valid('json')`.
 */
export function jsonBody<S extends Schema, E extends Env & ValidationEnv = ValidationEnv>(
  schema: S | LocalizedSchema<S>,
  options: JsonBodyOptions<E> = {},
): MiddlewareHandler<E, string, JsonInput<S>> {
  const middleware: MiddlewareHandler<E, string, JsonInput<S>> = async (c, next) => {
    const input = await readJsonObject(c);
    const parsed = v.safeParse(schemaFor(schema, c.var.lang), input);
    const errors = parsed.success ? emptyErrorMap() : issuesToErrors(parsed.issues);
    options.alsoCheck?.(c, input, errors);
    if (!parsed.success || Object.keys(errors).length > 0)
      throw new ApiError(422, refusal(errors, options.repeatInBase ?? false));
    c.req.addValidatedData('json', parsed.output as object);
    await next();
  };
  return documented(middleware, {
    requestBody: {
      required: true,
      content: { 'application/json': { schema: resolver(schemaFor(schema, 'en')) } },
    },
    responses: {
      400: errorDoc('The body is empty, not JSON, or not a JSON object'),
      415: errorDoc('The body is sent with another media type than JSON'),
      422: errorDoc(
        options.invalid ?? 'The body does not pass validation: messages per field (errors.<field>)',
      ),
    },
  });
}

/** The query string validated by a valibot object schema: 422 with the messages per parameter. */
export function queryParams<S extends Schema, E extends Env & ValidationEnv = ValidationEnv>(
  schema: S | LocalizedSchema<S>,
): MiddlewareHandler<E, string, QueryInput<S>> {
  const middleware: MiddlewareHandler<E, string, QueryInput<S>> = async (c, next) => {
    const parsed = v.safeParse(schemaFor(schema, c.var.lang), c.req.query());
    if (!parsed.success) throw new ApiError(422, { errors: issuesToErrors(parsed.issues) });
    c.req.addValidatedData('query', parsed.output as object);
    await next();
  };
  const json = jsonSchemaFor(schemaFor(schema, 'en')) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  const parameters: RouteDoc['parameters'] = Object.entries(json.properties ?? {}).map(
    ([name, property]) => ({
      in: 'query',
      name,
      required: json.required?.includes(name) ?? false,
      schema: property,
    }),
  );
  return documented(middleware, {
    parameters,
    responses: { 422: errorDoc('A query parameter does not pass validation (errors.<parameter>)') },
  });
}

/**
 * The JSON Schema of a valibot schema, computed at once (parameters cannot wait for the document
 * to be built, unlike bodies). Custom checks and transforms have no JSON Schema equivalent: they
 * are ignored, as hono-openapi does for bodies, and described in docs/api.md.
 */
function jsonSchemaFor(schema: Schema): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return rest;
}
