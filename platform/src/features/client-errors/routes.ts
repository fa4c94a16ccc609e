import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { bodyLimit } from 'hono/body-limit';
import { clientErrorReportSchema } from '@coach/shared/schemas';
import type { Clock } from '@coach/server-kit/clock';
import { ApiError, errorBody, errorResponse } from '@coach/server-kit/http/errors';
import { errorDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody } from '@coach/server-kit/http/validation';
import { RateWindow } from './rate-window';

/**
 * Where a report is counted (features/delivery, wired by app.ts): the engine family of the
 * sender's browser, and the sender's versions, so that a report is counted only for the version
 * its sender is given.
 */
export interface ClientErrorCounting<E extends string = string> {
  engineOf: (userAgent: string | undefined) => E;
  delivery: () => Promise<{ versions: ReadonlyMap<string, { version: string }>; reporter: string }> | null;
  count: (remote: string, version: string, engine: E, reporter: string) => void;
}

/** A report is small: the shell clips each field; anything bigger is not a report. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
const PER_MINUTE = 30;

/**
 * `POST /api/client-errors`: the shell reports what broke in the browser (a remote that failed to
 * load, a route that threw) with the remote's name and live version; the api logs it, so an
 * operator can tell a bad release from a bad network. No session needed (a failure may happen
 * before login); limited in size and rate per client address.
 */
export function clientErrorRoutes<E extends string>(clock: Clock, counting?: ClientErrorCounting<E>) {
  const window = new RateWindow(PER_MINUTE, 60_000);
  const limit = bodyLimit({
    maxSize: CLIENT_ERROR_MAX_BYTES,
    onError: (c) =>
      errorResponse(
        c,
        413,
        errorBody(c.var.t('errors.bodyTooLarge', { max: CLIENT_ERROR_MAX_BYTES / 1024 })),
      ),
  });
  const rate: MiddlewareHandler<AppEnv> = async (c, next) => {
    const waitMs = window.hit(c.var.clientIp, clock.now().getTime());
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiError(429, errorBody(c.var.t('errors.throttledSeconds', { count: seconds })), {
        'Retry-After': String(seconds),
      });
    }
    await next();
  };
  return new Hono<AppEnv>().post(
    '/api/client-errors',
    limit,
    rate,
    jsonBody(clientErrorReportSchema),
    describeRoute({
      summary: 'Report what broke in the browser, with the remote and its live version',
      tags: ['platform'],
      responses: {
        204: {
          description: 'Logged; counted for the remote and version when the sender is given that version',
        },
        413: errorDoc(`Over ${CLIENT_ERROR_MAX_BYTES / 1024} KB`),
        429: errorDoc(`More than ${PER_MINUTE} reports a minute from this address (Retry-After)`),
      },
    }),
    async (c) => {
      const report = c.req.valid('json');
      const engine = counting?.engineOf(c.req.header('User-Agent')) ?? null;
      const delivery = report.remote && report.version ? await counting?.delivery()?.catch(() => null) : null;
      // A version the sender is not given (made up, or another cohort's) is logged, not counted.
      const counted = Boolean(
        report.remote && delivery && delivery.versions.get(report.remote)?.version === report.version,
      );
      if (counted && report.remote && report.version && delivery && engine)
        counting?.count(report.remote, report.version, engine, delivery.reporter);
      c.var.log.warn(
        { clientError: report, engine, counted, userAgent: c.req.header('User-Agent')?.slice(0, 200) },
        'client error',
      );
      return c.body(null, 204);
    },
  );
}
