import * as v from 'valibot';

/** Bounds of one report: the shell clips its fields to these before sending. */
export const CLIENT_ERROR_LIMITS = { message: 2000, stack: 4000, path: 2000, name: 64 } as const;
export const CLIENT_ERROR_KINDS = ['route', 'widget', 'remote-load', 'uncaught'] as const;

const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** `POST /api/client-errors`: what broke in the browser, and in which remote and version. */
export const clientErrorReportSchema = v.strictObject({
  kind: v.picklist(CLIENT_ERROR_KINDS),
  remote: v.nullable(v.pipe(bounded(CLIENT_ERROR_LIMITS.name), v.regex(/^[a-z][a-z0-9_]*$/))),
  version: v.nullable(bounded(CLIENT_ERROR_LIMITS.name)),
  message: bounded(CLIENT_ERROR_LIMITS.message),
  stack: bounded(CLIENT_ERROR_LIMITS.stack),
  path: bounded(CLIENT_ERROR_LIMITS.path),
});
export type ClientErrorReport = v.InferOutput<typeof clientErrorReportSchema>;
