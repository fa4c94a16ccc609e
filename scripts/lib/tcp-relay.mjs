// A TCP relay in front of a server, which the fault bench switches off and on: `refuse()` drops
// every connection and refuses new ones (the server is unreachable), `restore()` relays again.
import net from 'node:net';

/**
 * @param {{ host: string, port: number }} target
 * @returns {Promise<{ port: number, refuse(): void, restore(): void, close(): Promise<void> }>}
 */
export async function startTcpRelay(target) {
  let refusing = false;
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const track = (/** @type {net.Socket} */ socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (refusing) return client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    port: /** @type {net.AddressInfo} */ (server.address()).port,
    refuse() {
      refusing = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      refusing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
