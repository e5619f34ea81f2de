import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface Received {
  to: string[];
  messageId: string;
  raw: string;
}

/**
 * A mail server that speaks SMTP (no auth, no STARTTLS) and keeps what it receives, which a test
 * can take down and bring back on the same port: an SMTP outage as the server would see it.
 */
export async function startSmtp() {
  const received: Received[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  async function up() {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  }

  async function down() {
    const smtp = server;
    server = null;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }

  await up();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    /** Refuses connections until `up` (the port stays this server's to take back). */
    down,
    up,
    close: down,
  };
}
