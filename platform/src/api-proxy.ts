import { clientIp } from '@coach/server-kit/http/request-context';
import type { ApiHandler } from './app';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the ones fetch sets itself. */
const NOT_FORWARDED = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

/**
 * The api in its own process, over HTTP (`API_URL`): the request goes on as it came, with the
 * client's address in `X-Forwarded-For` (the api reads it with `TRUST_PROXY=1`) and uncompressed
 * (`Accept-Encoding: identity`: the answer comes back byte for byte, its headers untouched).
 */
export function apiOverHttp(apiUrl: string, trustProxy: boolean): ApiHandler {
  return async (request, env) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    headers.set(
      'X-Forwarded-For',
      clientIp(env, request.headers.get('X-Forwarded-For') ?? undefined, trustProxy),
    );
    headers.set('Accept-Encoding', 'identity');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    const answer = await fetch(new URL(url.pathname + url.search, apiUrl), {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      // A streamed request body (Node's fetch needs it said).
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}
