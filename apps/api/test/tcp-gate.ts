// A TCP forwarder that can be shut and opened again on the same port: a peer that goes away (its
// connections cut, new ones refused, as a restarting database or a mail server that is down) and
// comes back. The tests of database outages and the faults suite (bench/faults) put it in front of
// PostgreSQL, the SMTP peer and the Twilio peer.
import net from 'node:net';

export interface TcpGate {
  port: number;
  /** Whether connections pass now. */
  readonly isOpen: boolean;
  /** Cuts every connection and refuses new ones (nothing listens on the port). */
  shut(): Promise<void>;
  /** Listens again on the same port. */
  open(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpGate(target: { host: string; port: number }): Promise<TcpGate> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server: net.Server | null = null;
  let port = 0;

  async function listen(): Promise<void> {
    const next = net.createServer((incoming) => {
      const outgoing = net.connect(target);
      track(incoming);
      track(outgoing);
      incoming.on('error', () => outgoing.destroy());
      outgoing.on('error', () => incoming.destroy());
      incoming.pipe(outgoing);
      outgoing.pipe(incoming);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    port = typeof address === 'object' && address ? address.port : port;
    server = next;
  }

  async function shut(): Promise<void> {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    get isOpen() {
      return server !== null;
    },
    shut,
    open: listen,
    close: shut,
  };
}
