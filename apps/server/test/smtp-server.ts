import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly envelopeTo: string[];
  readonly from: string | undefined;
  readonly subject: string | undefined;
  readonly text: string | undefined;
  readonly messageId: string | undefined;
}

/**
 * A real SMTP server on a loopback port that parses what it receives with postal-mime; it can be
 * stopped and started again on the same port (a mail server that goes away and comes back).
 */
export async function startSmtpServer(fixedPort = 0) {
  const received: ReceivedMail[] = [];
  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((email) => {
              received.push({
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                from: email.from?.address,
                subject: email.subject,
                text: email.text,
                messageId: email.messageId,
              });
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server: SMTPServer | null = await listen(fixedPort);
  const { port } = server.server.address() as AddressInfo;
  const close = async () => {
    const running = server;
    server = null;
    if (running !== null) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mail server goes away: connections are refused. */
    stop: close,
    /** It comes back on the same port. */
    async start() {
      server ??= await listen(port);
    },
    close,
  };
}
