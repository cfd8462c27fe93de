import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';

/** Refuses a message; `responseCode` is the SMTP reply (451: try again later). */
export type SmtpRefusal = Error & { responseCode?: number };

interface SmtpServerLike {
  listen(port: number, host: string, callback: () => void): void;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): void;
  close(callback: () => void): void;
  server: { address(): AddressInfo };
}
type OnData = (stream: Readable, session: unknown, callback: (error?: SmtpRefusal) => void) => void;
// smtp-server ships no type declarations; this is the little of it the tests use.
const { SMTPServer } = createRequire(import.meta.url)('smtp-server') as {
  SMTPServer: new (options: {
    authOptional: boolean;
    disabledCommands: string[];
    logger: boolean;
    onData: OnData;
  }) => SmtpServerLike;
};

export interface TestSmtpServer {
  /** The SMTP_URL that reaches it. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a free local port, so a test checks every
 * mail as it arrives: `onMessage` gets each raw message, and refuses it by returning an error.
 */
export async function startSmtpServer(onMessage: (raw: string) => SmtpRefusal | void): Promise<TestSmtpServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => callback(onMessage(Buffer.concat(chunks).toString('utf8')) ?? undefined));
    },
  });
  // A client that goes away mid-session (an instance killed with SIGKILL by the several-instances
  // test) is an error of that connection; without a listener the server would throw it in the
  // test process. Anything else is still reported.
  smtp.on('error', (error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('test SMTP server:', error);
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
