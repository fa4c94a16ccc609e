// A load balancer for the fault bench and the rolling-restart test, doing what a real one (nginx,
// an ALB, a Kubernetes Service) does and the plain round-robin proxy of the multi-instance test
// (e2e/support/round-robin-proxy.mjs) does not:
// - it asks each backend's readiness (`/api/ready`) every 250 ms and sends new requests only to
//   the ready ones (to every one when none is, so that the instances answer their own 503);
// - a request that could not reach a backend (connection refused, or a kept-alive connection the
//   backend had just closed) goes to the next one: it was never processed. A GET that lost its
//   connection is retried too. Any other request whose backend died under it gets a 502, as from
//   nginx: it may have been processed, and only the client can decide to send it again.
import http from 'node:http';

const CHECK_MS = 250;

/**
 * @typedef {object} Balancer
 * @property {string} url
 * @property {(backends: string[]) => void} setBackends
 * @property {() => string[]} ready the backends whose last readiness check answered 200
 * @property {() => Promise<void>} close
 */

/** @param {import('node:http').ClientRequest} request @param {NodeJS.ErrnoException} error @param {string} method */
function neverProcessed(request, error, method) {
  if (error.code === 'ECONNREFUSED') return true;
  if (method === 'GET' || method === 'HEAD') return true;
  return request.reusedSocket && error.code === 'ECONNRESET';
}

/**
 * @param {string[]} initial backend origins
 * @returns {Promise<Balancer>}
 */
export async function startBalancer(initial) {
  let backends = [...initial];
  /** @type {Set<string>} */
  const ready = new Set(backends);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const check = async (/** @type {string} */ backend) => {
    try {
      const answer = await fetch(`${backend}/api/ready`, { signal: AbortSignal.timeout(2000) });
      await answer.arrayBuffer();
      if (answer.status === 200) ready.add(backend);
      else ready.delete(backend);
    } catch {
      ready.delete(backend);
    }
  };
  const checker = setInterval(() => void Promise.all(backends.map(check)), CHECK_MS);

  /** The backends to try, in order: the ready ones from the next in turn, then the others. */
  const order = () => {
    next += 1;
    const rotated = backends.map((_, i) => /** @type {string} */ (backends[(next + i) % backends.length]));
    const up = rotated.filter((backend) => ready.has(backend));
    return up.length > 0 ? [...up, ...rotated.filter((backend) => !ready.has(backend))] : rotated;
  };

  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const attempt = (/** @type {string[]} */ candidates) => {
        const [backend, ...rest] = candidates;
        if (!backend) {
          response.writeHead(502, { 'content-type': 'text/plain' }).end('no backend answered');
          return;
        }
        const target = new URL(backend);
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: request.url,
            method,
            headers: { ...request.headers, 'x-forwarded-host': request.headers.host ?? '' },
            agent,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': backend });
            answer.pipe(response);
            answer.on('error', () => response.destroy());
          },
        );
        upstream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
          if (response.headersSent) return response.destroy();
          if (neverProcessed(upstream, error, method) && rest.length > 0) return attempt(rest);
          response.writeHead(502, { 'content-type': 'text/plain' }).end(`backend ${backend}: ${error.code}`);
        });
        upstream.end(body);
      };
      attempt(order());
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    setBackends(list) {
      backends = [...list];
      for (const backend of ready) if (!backends.includes(backend)) ready.delete(backend);
    },
    ready: () => backends.filter((backend) => ready.has(backend)),
    async close() {
      clearInterval(checker);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
