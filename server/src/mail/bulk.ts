import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import { encode as encodeQp, wrap as wrapQp } from 'nodemailer/lib/qp';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { OutgoingMail } from './mailer';

/**
 * Many messages in a row (the daily note) over a few kept-open SMTP connections. nodemailer's
 * pooled transport runs every message through its MIME pipeline of streams again, even one
 * handed over whole, and MailComposer builds one the same way: together they cost about 1.1 ms
 * of CPU a message, against 0.35 ms here (the daily note, on a loaded two-core machine). The
 * MIME is written in one pass with nodemailer's own encoders, and each connection is
 * nodemailer's SMTPConnection (pipelining, dot-stuffing).
 */

const ASCII = /^[\x20-\x7e]*$/;

/** A text part, quoted-printable in lines of 76 as MailComposer writes it. */
function textPart(type: string, body: string): string {
  const encoded = wrapQp(encodeQp(body.replace(/\r?\n/g, '\r\n')), 76);
  return `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}`;
}

export interface BuiltMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/** Unique per message within the process, and unlike any text a part could hold by chance. */
const BOUNDARY_PREFIX = `--_orrery_${randomBytes(12).toString('hex')}_`;
let boundaries = 0;

/**
 * Writes messages as MailComposer would (text and HTML as alternatives), in one pass. An address
 * that is not plain ASCII (an international domain or mailbox) goes to MailComposer, which knows
 * those rules.
 */
export function mailBuilder(from: string): (mail: OutgoingMail) => Promise<BuiltMail> {
  const sender = addressparser(from, { flatten: true })[0]?.address ?? from;
  return async (mail) => {
    if (!ASCII.test(from) || !ASCII.test(mail.to)) {
      const message = new MailComposer({ from, ...mail }).compile();
      return { envelope: message.getEnvelope() as BuiltMail['envelope'], raw: await message.build() };
    }
    const boundary = `${BOUNDARY_PREFIX}${(boundaries += 1)}`;
    const headers = [
      ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${encodeWords(value, 'Q', 52)}`),
      `From: ${from}`,
      `To: ${mail.to}`,
      `Subject: ${encodeWords(mail.subject, 'Q', 52)}`,
      ...(mail.messageId ? [`Message-ID: ${mail.messageId}`] : []),
      `Date: ${new Date().toUTCString().replace(/GMT/, '+0000')}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
    ]
      .map((line) => foldLines(line, 76))
      .join('\r\n');
    const raw = `${headers}\r\n\r\n--${boundary}\r\n${textPart('text/plain', mail.text)}\r\n--${boundary}\r\n${textPart('text/html', mail.html)}\r\n--${boundary}--\r\n`;
    return { envelope: { from: sender, to: [mail.to] }, raw: Buffer.from(raw, 'latin1') };
  };
}

/** Messages a connection carries before it is closed and a new one opened, as nodemailer's pool does. */
const MESSAGES_PER_CONNECTION = 100;

interface Pooled {
  connection: SMTPConnection;
  sent: number;
  closed: boolean;
}

/**
 * Up to `size` connections to the server of an SMTP URL, opened as messages need them and kept
 * open between messages. A connection that failed or that the server closed is not used again.
 */
export class SmtpPool {
  private readonly options: ReturnType<typeof parseConnectionUrl>;
  private readonly idle: Pooled[] = [];
  private readonly waiting: ((pooled: Pooled | null) => void)[] = [];
  private open = 0;

  constructor(
    smtpUrl: string,
    private readonly size: number,
  ) {
    this.options = parseConnectionUrl(smtpUrl);
  }

  /** Resolves once the server has accepted the message; rejects when it has not. */
  async send(mail: BuiltMail): Promise<void> {
    const pooled = await this.acquire();
    try {
      await new Promise<void>((resolve, reject) =>
        pooled.connection.send(mail.envelope, mail.raw, (error) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      pooled.connection.close();
      this.retire(pooled);
      throw error;
    }
    pooled.sent += 1;
    if (pooled.sent < MESSAGES_PER_CONNECTION) return this.release(pooled);
    pooled.connection.quit();
    this.retire(pooled);
  }

  private async acquire(): Promise<Pooled> {
    for (let pooled = this.idle.pop(); pooled; pooled = this.idle.pop()) {
      if (!pooled.closed) return pooled;
      this.open -= 1;
    }
    if (this.open >= this.size) {
      const handed = await new Promise<Pooled | null>((resolve) => this.waiting.push(resolve));
      // A connection given up meanwhile leaves room for a new one.
      return handed ?? this.acquire();
    }
    this.open += 1;
    try {
      return await this.connect();
    } catch (error) {
      this.open -= 1;
      this.waiting.shift()?.(null);
      throw error;
    }
  }

  private connect(): Promise<Pooled> {
    const connection = new SMTPConnection({ ...this.options });
    const pooled: Pooled = { connection, sent: 0, closed: false };
    // Any error (the server closing an idle connection, say) retires the connection; the send
    // that meets it rejects by its own callback.
    const closed = () => {
      pooled.closed = true;
    };
    connection.on('error', closed);
    connection.once('end', closed);
    return new Promise((resolve, reject) => {
      const failed = (error: unknown) => {
        connection.close();
        reject(error);
      };
      connection.once('error', failed);
      connection.connect(() => {
        const ready = () => {
          connection.removeListener('error', failed);
          resolve(pooled);
        };
        if (!this.options.auth) return ready();
        connection.login(this.options.auth, (error) => (error ? failed(error) : ready()));
      });
    });
  }

  private release(pooled: Pooled): void {
    const next = this.waiting.shift();
    if (next) next(pooled);
    else this.idle.push(pooled);
  }

  /** Frees the place of a connection closed or being closed. */
  private retire(pooled: Pooled): void {
    pooled.closed = true;
    this.open -= 1;
    this.waiting.shift()?.(null);
  }
}
