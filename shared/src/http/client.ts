import type { BeforeRequestHook, KyInstance, Options, ResponsePromise } from 'ky';
import { currentLanguage } from '@coach/shared/i18n';
import { loadErrorBodyReader } from './errors.ts';
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

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the apps call: ky's methods, each answering ky's ResponsePromise. */
export type ApiClient = Pick<KyInstance, Method>;

let kyLoaded: Promise<KyInstance> | null = null;

/**
 * ky (with what reads its errors' bodies) arrives with the first call, not with the page: a
 * signed-out page needs it only when its form is sent, a signed-in one right after the start
 * (docs/adr/0006-size-budget.md).
 */
const loadKy = () =>
  (kyLoaded ??= Promise.all([import('ky'), loadErrorBodyReader()]).then(([loaded]) => loaded.default));

/** A client whose calls wait for ky, then are ky's own (same options, hooks, errors). */
function clientLoadedOnFirstCall(options: Options): ApiClient {
  let instance: Promise<KyInstance> | null = null;
  const ready = () => (instance ??= loadKy().then((ky) => ky.create(options)));
  const call =
    (method: Method): KyInstance[Method] =>
    (input, callOptions) => {
      // Boxed: ky's ResponsePromise is a thenable, and a promise resolved with it takes its
      // Response; its body methods (the empty-body and error handling of ky's `.json()`) are kept.
      const box = ready().then((client) => ({ pending: client[method](input, callOptions) }));
      const response = box.then(({ pending }) => pending);
      // A caller that reads the body only (`.json()`) still gets the failure from there.
      response.catch(() => undefined);
      const withBody = Object.assign(response, {
        json: (...args: unknown[]) =>
          box.then(({ pending }) => (pending.json as (...given: unknown[]) => Promise<unknown>)(...args)),
        arrayBuffer: () => box.then(({ pending }) => pending.arrayBuffer()),
        blob: () => box.then(({ pending }) => pending.blob()),
        bytes: () => box.then(({ pending }) => pending.bytes()),
        formData: () => box.then(({ pending }) => pending.formData()),
        text: () => box.then(({ pending }) => pending.text()),
      });
      // ky's `json` is overloaded (a schema, a type argument); the call above passes both through.
      return withBody as unknown as ResponsePromise;
    };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

/** The API client (SPEC §7): JSON in and out, Accept, Accept-Language, Bearer token. */
export const api: ApiClient = clientLoadedOnFirstCall({
  ...common,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

/** The client for images and uploads: the same headers, no content type (the body sets it). */
export const imagesApi: ApiClient = clientLoadedOnFirstCall({
  ...common,
  headers: { Accept: 'application/json' },
});
