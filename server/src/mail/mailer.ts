import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Database } from '../db/schema';
import { type Env, mailTransport } from '../env';
import { countInWindow } from '../http/rate-limit';
import { mailBuilder, SmtpPool } from './bulk';
import type { Logger } from '../lib/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (List-Unsubscribe of the daily note). */
  headers?: Record<string, string>;
  /** A Message-ID of our own, the same at every attempt, so a resent message is known as one. */
  messageId?: string;
}

/** A message kept in the development outbox, as `/dev/outbox` lists it. */
export interface OutboxMessage extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  /**
   * Hands a message over in the background: the request that asked answers at once, so its
   * timing never tells whether a message went out (and so whether an address is registered).
   * Failures, and messages over the recipient's limit, are logged. `counted: false` is for mail
   * only the recipient's own payments cause (receipts), which a stranger cannot multiply.
   */
  send(mail: OutgoingMail, options?: { counted?: boolean }): void;
  /**
   * Delivers now and resolves once the mail server has accepted the message (throws when it has
   * not), over a pool of kept-open connections: for the daily note, which its job marks sent only
   * after delivery. Not counted against the recipient's limit: one note a day the user asked for.
   */
  deliver(mail: OutgoingMail): Promise<void>;
  /** Resolves once every message handed over so far has been delivered or has failed. */
  settled(): Promise<void>;
}

const OUTBOX_ID = /^[0-9]{13}-[a-z0-9]+$/;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * The per-address budget shared by every mail-sending route and every server: the routes' own
 * limits count per client, so many clients (or many routes) could still flood one inbox. The
 * counter is keyed by a hash, so the table never holds the address itself.
 */
async function withinRecipientLimit(db: Kysely<Database>, env: Env, to: string): Promise<boolean> {
  const hash = createHash('sha256').update(to.trim().toLowerCase()).digest('base64url');
  const count = await countInWindow(db, `mail-to:${hash}`, env.MAIL_RECIPIENT_WINDOW_SECONDS, Date.now());
  return count <= env.MAIL_RECIPIENT_LIMIT;
}

/** SMTP when configured, else (outside production) the outbox folder; null when email is disabled. */
export function createMailer(env: Env, logger: Logger, db: Kysely<Database>): Mailer | null {
  const transport = mailTransport(env);
  if (transport === 'disabled') return null;
  const deliver =
    transport === 'smtp'
      ? smtpDelivery(env.SMTP_URL!, env.MAIL_FROM)
      : outboxDelivery(outboxDir(env.DATA_DIR), env.MAIL_FROM);
  let bulk: ((mail: OutgoingMail) => Promise<void>) | undefined;
  const pending = new Set<Promise<void>>();
  return {
    send(mail, { counted = true } = {}) {
      const delivery = (async () => {
        if (counted && !(await withinRecipientLimit(db, env, mail.to))) {
          logger.warn('mail not sent: recipient over the limit', { subject: mail.subject });
          return;
        }
        await deliver(mail);
      })().catch((error: unknown) => {
        logger.error('mail delivery failed', {
          subject: mail.subject,
          error: error instanceof Error ? error.message : String(error),
        });
      });
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async settled() {
      await Promise.all([...pending]);
    },
    deliver(mail) {
      bulk ??= transport === 'smtp' ? pooledDelivery(env.SMTP_URL!, env.MAIL_FROM) : deliver;
      return bulk(mail);
    },
  };
}

/** Connections kept open to the mail server for the daily note's run. */
const BULK_CONNECTIONS = 8;

function pooledDelivery(smtpUrl: string, from: string) {
  const pool = new SmtpPool(smtpUrl, BULK_CONNECTIONS);
  const build = mailBuilder(from);
  return async (mail: OutgoingMail) => pool.send(await build(mail));
}

function smtpDelivery(smtpUrl: string, from: string) {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail: OutgoingMail) => {
    // Built whole first: streamed as it was built, a message reached the socket in a dozen writes.
    const message = new MailComposer({ from, ...mail }).compile();
    await transporter.sendMail({ envelope: message.getEnvelope(), raw: await message.build() });
  };
}

function outboxDelivery(dir: string, from: string) {
  return async (mail: OutgoingMail) => {
    await fs.mkdir(dir, { recursive: true });
    const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
    const message: OutboxMessage = { id, from, sentAt: new Date().toISOString(), ...mail };
    await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2));
  };
}

/** The newest messages in the development outbox, newest first. */
export async function readOutbox(dataDir: string, limit = 50): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  const names = await fs.readdir(dir).catch(() => []);
  const ids = names
    .map((name) => name.replace(/\.json$/, ''))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    ids.map(
      async (id) => JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as OutboxMessage,
    ),
  );
}
