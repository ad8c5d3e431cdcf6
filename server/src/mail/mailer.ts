import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type Env, mailTransport } from '../env';
import type { Logger } from '../lib/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
   * Failures are logged.
   */
  send(mail: OutgoingMail): void;
  /** Resolves once every message handed over so far has been delivered or has failed. */
  settled(): Promise<void>;
}

const OUTBOX_ID = /^[0-9]{13}-[a-z0-9]+$/;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** SMTP when configured, else (outside production) the outbox folder; null when email is disabled. */
export function createMailer(env: Env, logger: Logger): Mailer | null {
  const transport = mailTransport(env);
  if (transport === 'disabled') return null;
  const deliver =
    transport === 'smtp'
      ? smtpDelivery(env.SMTP_URL!, env.MAIL_FROM)
      : outboxDelivery(outboxDir(env.DATA_DIR), env.MAIL_FROM);
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const delivery = deliver(mail).catch((error: unknown) => {
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
  };
}

function smtpDelivery(smtpUrl: string, from: string) {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail: OutgoingMail) => {
    await transporter.sendMail({ from, ...mail });
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
