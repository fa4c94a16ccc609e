import ky, { type BeforeRequestHook, type KyInstance, type Options } from 'ky';
import { currentLanguage } from '@coach/shared/i18n';
import { readToken } from './token-cookie.ts';

/** Headers every call carries: the page's language, and the session token when there is one. */
const sessionHeaders: BeforeRequestHook = ({ request }) => {
  request.headers.set('Accept-Language', currentLanguage());
  const token = readToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
};

const common: Options = {
  // Explicit, so requests resolve the same way outside a document (tests, workers).
  baseUrl: globalThis.location?.origin,
  prefix: '/api',
  retry: 0,
  timeout: 15_000,
  hooks: { beforeRequest: [sessionHeaders] },
};

/** The API client (SPEC §7): JSON in and out, Accept, Accept-Language, Bearer token. */
export const api: KyInstance = ky.create({
  ...common,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

/** The client for images and uploads: the same headers, no content type (the body sets it). */
export const imagesApi: KyInstance = ky.create({
  ...common,
  headers: { Accept: 'application/json' },
});
