// The operator api (`/api/platform/**`) over HTTP: `Authorization: Operator <token>`, who operates
// in `X-Platform-Operator`. Refusals ({ errors: { base: [...] } }) become a Refusal carrying the
// platform's own one-line reason.
import { Refusal, oneLine } from './errors.mjs';

/**
 * @typedef {object} Client
 * @property {string} url
 * @property {string} operator
 * @property {(method: string, pathname: string, body?: unknown) => Promise<any>} json
 * @property {(pathname: string, bytes: Uint8Array, headers?: Record<string, string>) => Promise<any>} put
 */

/**
 * @param {{ url: string, token: string, tokenSource?: string, operator: string, fetchImpl?: typeof fetch }} options
 * @returns {Client}
 */
export function createClient({ url, token, tokenSource = 'the token', operator, fetchImpl = fetch }) {
  const baseHeaders = {
    Authorization: `Operator ${token}`,
    'X-Platform-Operator': encodeURIComponent(operator),
    Accept: 'application/json',
  };

  /**
   * @param {string} method
   * @param {string} pathname
   * @param {RequestInit} init
   */
  async function send(method, pathname, init) {
    let response;
    try {
      response = await fetchImpl(`${url}${pathname}`, { ...init, method });
    } catch (error) {
      const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
      const why = cause?.code ?? cause?.message ?? String(error);
      throw new Refusal(
        `cannot reach the platform at ${url} (${why}): is it running? (npm start, or set PLATFORM_URL)`,
      );
    }
    const text = await response.text();
    /** @type {any} */
    let body;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const errors = body?.errors && typeof body.errors === 'object' ? body.errors : {};
      const base = Array.isArray(errors.base) && errors.base[0] ? String(errors.base[0]) : null;
      const fields = Object.entries(errors)
        .filter(([key]) => key !== 'base')
        .map(
          ([key, messages]) => `${key}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`,
        );
      let reason = base ?? fields[0] ?? `HTTP ${response.status} from ${pathname}`;
      if (response.status === 401) reason += ` (${tokenSource}, sent to ${url})`;
      throw new Refusal(oneLine(reason), {
        status: response.status,
        code: response.headers.get('x-refusal-code'),
        details: errors,
      });
    }
    return body;
  }

  return {
    url,
    operator,
    json(method, pathname, body) {
      return send(method, pathname, {
        headers: { ...baseHeaders, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    put(pathname, bytes, headers = {}) {
      return send('PUT', pathname, {
        headers: { ...baseHeaders, 'Content-Type': 'application/octet-stream', ...headers },
        body: bytes,
      });
    },
  };
}
