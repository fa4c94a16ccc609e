// A load balancer for the multi-instance test: each request (and each WebSocket-free HTTP
// exchange) goes to the next backend in turn, body and headers as they came, answers streamed
// back. It counts what each backend served, so a test can tell both really answered.
import http from 'node:http';
import { forward } from './forward.mjs';

/**
 * @typedef {object} RoundRobinProxy
 * @property {string} url the proxy's origin, e.g. http://127.0.0.1:41234
 * @property {Map<string, number>} served requests answered, by backend origin
 * @property {Map<string, number>} remoteFiles `/remotes/…` files answered 200, by backend origin
 * @property {() => Promise<void>} close
 */

/**
 * @param {string[]} backends origins, e.g. ['http://localhost:4001', 'http://localhost:4002']
 * @returns {Promise<RoundRobinProxy>}
 */
export async function startRoundRobinProxy(backends) {
  let next = 0;
  /** @type {Map<string, number>} */
  const served = new Map();
  /** @type {Map<string, number>} */
  const remoteFiles = new Map();
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const backend = /** @type {string} */ (backends[next % backends.length]);
    next += 1;
    forward(request, response, { backend, agent }, (answer) => {
      served.set(backend, (served.get(backend) ?? 0) + 1);
      if (request.url?.startsWith('/remotes/') && answer.statusCode === 200)
        remoteFiles.set(backend, (remoteFiles.get(backend) ?? 0) + 1);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    remoteFiles,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
