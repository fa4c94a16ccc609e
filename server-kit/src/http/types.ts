import type { TFunction } from 'i18next';
import type { Logger } from 'pino';
import type { Language } from '../i18n/i18n';

/** Per-request values set by the request-context middleware (and, later, by auth). */
export interface RequestVariables {
  lang: Language;
  /** Translate in the `api` namespace, in the request's language. */
  t: TFunction;
  /** Translate in the `validation` namespace, in the request's language. */
  tv: TFunction;
  log: Logger;
  requestId: string;
  clientIp: string;
}

export interface AppEnv {
  Variables: RequestVariables;
}
