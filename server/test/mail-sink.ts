import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone, so links read as they were sent. */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** A header as it reads: RFC 2047's encoded words (a subject with "ä" is sent as =?UTF-8?Q?...?=) undone. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the server under test delivers
 * to it over the network exactly as it would to a mail provider.
 */
export class MailSink {
  readonly messages: ReceivedMail[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const body = decodeQuotedPrintable(raw);
        // A long subject is folded onto indented lines.
        const subject = decodeHeader(
          /^Subject: (.*(?:\r?\n[ \t].*)*)$/m
            .exec(raw)?.[1]
            ?.replace(/\r?\n[ \t]/g, ' ')
            .trim() ?? '',
        );
        this.messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          body,
        });
        callback();
      });
    },
  });

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.to.includes(address.toLowerCase()));
  }

  /** The first message to `address` whose subject matches, waiting for it to arrive. */
  async waitFor(address: string, subject: RegExp, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find((message) => subject.test(message.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** The first link in a message that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.body.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return link.replaceAll('&amp;', '&');
}
