import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a fake's `server` on a free port of the loopback interface: its base URL. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
