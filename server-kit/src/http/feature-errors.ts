import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ErrorBody } from './errors';

/**
 * Why a use case refused, by code. A feature's service throws it knowing nothing of HTTP; only
 * the feature's `errors.ts` maps each code to a status and a translated body (docs/adr/0008).
 */
export class FeatureError<Code extends string> extends Error {
  constructor(readonly code: Code) {
    super(code);
    this.name = new.target.name;
  }
}

/**
 * A feature's codes grouped by the status they answer with. A feature names its code type after
 * this table (`CodeOf<typeof BY_STATUS>`), so a code cannot exist without its status.
 */
export type StatusTable = Partial<Record<ContentfulStatusCode, readonly string[]>>;
export type CodeOf<Table extends StatusTable> = {
  [Status in keyof Table]: Table[Status] extends readonly (infer Code extends string)[] ? Code : never;
}[keyof Table];
/** A table that leaves a code out does not typecheck: it is asked for the codes it misses. */
type Unmapped<Code extends string, Table extends StatusTable> = [Exclude<Code, CodeOf<Table>>] extends [never]
  ? unknown
  : { unmapped: Exclude<Code, CodeOf<Table>> };

/**
 * A feature's answers for its refusals: `toApiError` turns one of its errors into the api's error
 * shape in the request's language (anything else passes unchanged), and `answer(t)` is the same for
 * a route's `.catch(...)`, rethrowing.
 */
export function featureErrorAnswers<Error extends FeatureError<string>, const Table extends StatusTable>(
  errorClass: abstract new (...args: never[]) => Error,
  byStatus: Table & Unmapped<Error['code'], Table>,
  body: (error: Error, t: TFunction) => ErrorBody,
) {
  const status = new Map<string, ContentfulStatusCode>();
  for (const [answered, codes] of Object.entries(byStatus as StatusTable)) {
    for (const code of codes ?? []) status.set(code, Number(answered) as ContentfulStatusCode);
  }
  const toApiError = (error: unknown, t: TFunction): unknown =>
    error instanceof errorClass ? new ApiError(status.get(error.code) ?? 500, body(error, t)) : error;
  const answer =
    (t: TFunction) =>
    (error: unknown): never => {
      throw toApiError(error, t);
    };
  return { toApiError, answer };
}
