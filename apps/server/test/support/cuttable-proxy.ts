import net from 'node:net';

/** A TCP proxy in front of a server (PostgreSQL, Redis) that a test can cut and restore. */
export class CuttableProxy {
  private server = net.createServer((client) => this.accept(client));
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** Bytes the clients have sent through it: whether anything went this way. */
  bytesFromClients = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  private accept(client: net.Socket) {
    const upstream = net.connect(this.targetPort, this.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => this.sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => (this.bytesFromClients += chunk.length));
    client.pipe(upstream).pipe(client);
  }

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Every open connection dies and new ones are refused, as when the server goes away. */
  async cut() {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = net.createServer((client) => this.accept(client));
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
  }
}
