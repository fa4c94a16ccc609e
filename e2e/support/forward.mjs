// What the tests' proxies (round-robin-proxy.mjs, engines/holding-proxy.mjs) do with a request
// they pass on: sent to a backend as it came (method, path, headers, body), with the address the
// browser asked for in `x-forwarded-host`, so that the platform builds its links as it would
// behind a real proxy. A backend that cannot be reached answers 502.
import http from 'node:http';

/**
 * Sends `request` to `backend`; `onAnswer` gets the backend's answer and writes `response`.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {{ backend: string, agent: http.Agent }} to the backend's origin, and the agent that reaches it
 * @param {(answer: http.IncomingMessage) => void} onAnswer
 */
export function forward(request, response, { backend, agent }, onAnswer) {
  const target = new URL(backend);
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, 'x-forwarded-host': request.headers.host ?? '' },
      agent,
    },
    onAnswer,
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}
