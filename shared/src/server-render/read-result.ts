// A read's answer as a route's data, on the server side (docs/server-render.md): the platform turns
// the api's answers into `ReadResult`s, the render checks the data it is given has their shape.
import * as v from 'valibot';
import { errorResponseSchema } from '@coach/shared/schemas';
import type { ApiReads, ReadResult, RouteDataResults } from './contract.ts';

/**
 * What an api answer becomes in `RenderInput.data`, the way the browser's loader makes it:
 * a 2xx answer's parsed body, else the status with SPEC §8's `errors` when the body has them.
 * `status` 0: no answer at all (the api could not be reached).
 */
export function toReadResult(status: number, body: unknown): ReadResult {
  if (status >= 200 && status < 300) return { ok: true, body };
  const parsed = v.safeParse(errorResponseSchema, body);
  return { ok: false, status, errors: parsed.success ? parsed.output.errors : {} };
}

const readResultSchema = v.variant('ok', [
  v.object({ ok: v.literal(true), body: v.unknown() }),
  v.object({
    ok: v.literal(false),
    status: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(599)),
    errors: v.record(v.string(), v.array(v.string())),
  }),
]);

/**
 * The results of `reads`, checked: every declared key holds a `ReadResult`. The bodies are the
 * api's and taken as they are, as the browser takes them; a shape that is not a route's data is a
 * fault of the caller, not a page to draw.
 */
export function routeDataResults<R extends ApiReads>(
  routeId: string,
  reads: R,
  data: unknown,
): RouteDataResults<R> {
  if (!data || typeof data !== 'object') throw new TypeError(`render: no data for ${routeId}`);
  for (const key of Object.keys(reads)) {
    const result = v.safeParse(readResultSchema, (data as Record<string, unknown>)[key]);
    if (!result.success) throw new TypeError(`render: ${routeId} has no read result for "${key}"`);
  }
  return data as RouteDataResults<R>;
}

/**
 * The page's status (`RenderOutput.status`): 200, or that of the first read, in the declaration's
 * order, that failed (502 when it had no answer) — leaving out the failures the page draws as a
 * state of its own (`RouteData.isPageState`: "no result yet", a leaders' read for a member).
 */
export function statusOfResults<R extends ApiReads>(
  reads: R,
  results: RouteDataResults<R>,
  isPageState: (key: keyof R & string) => boolean = () => false,
): number {
  for (const key of Object.keys(reads) as (keyof R & string)[]) {
    const result: ReadResult = results[key];
    if (!result.ok && !isPageState(key)) return result.status === 0 ? 502 : result.status;
  }
  return 200;
}
