import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can break the way a restart does, without
 * restarting the shared server: `cut()` drops every connection and refuses new ones (the server
 * is down), `blackhole()` accepts connections and never answers (a server that hangs), `restore()`
 * relays again (the server is back).
 */
export interface TcpSwitch {
  port: number;
  cut(): void;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpSwitch(target: { host: string; port: number }): Promise<TcpSwitch> {
  let mode: 'relay' | 'refuse' | 'blackhole' = 'relay';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    // Refusing at the TCP level would need the port closed; a reset right away reads the same.
    if (mode === 'refuse') return client.resetAndDestroy();
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      mode = 'refuse';
      dropAll();
    },
    blackhole() {
      mode = 'blackhole';
      dropAll();
    },
    restore() {
      mode = 'relay';
      // Sockets accepted while in the black hole stay silent forever: drop them too.
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
