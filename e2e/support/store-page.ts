import { createServer, type Server } from 'node:http';

/**
 * A plain shop on another origin: the pages a magic link sends shoppers to. It answers every path
 * with a small product page naming the path, so a test can tell where the browser landed.
 */
export interface StorePages {
  url: string;
  close: () => Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStorePages(): Promise<StorePages> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://store.test').pathname;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>E2E Shop</title></head>` +
        `<body><h1>Shop page ${escapeHtml(path)}</h1></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
