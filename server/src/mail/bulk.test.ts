import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { mailBuilder } from './bulk';
import type { OutgoingMail } from './mailer';
import { dailyNoteMail } from './templates';

const FROM = 'Orrery <daily@orrery.test>';

/** The header fields (folded lines joined, encoded words left as they are) and the decoded parts. */
function read(raw: Buffer) {
  const text = raw.toString('latin1');
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const headers = new Map(
    head
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const decoded = Buffer.from(
        body
          .join('\r\n\r\n')
          .replace(/\r\n$/, '')
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      )
        .toString('utf8')
        // MailComposer leaves bare line feeds to the transport, which sends every line ending as CRLF.
        .replace(/\r\n/g, '\n');
      return { type: /Content-Type: ([^;\r\n]+)/.exec(partHead)?.[1], body: decoded };
    });
  return { headers, parts };
}

/** An encoded-word header value as the reader sees it. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

const note = dailyNoteMail(
  { email: 'ada@example.com', name: 'Ada' },
  {
    subject: 'Your sky for 3 December: The North Node conjunct your Midheaven — at last',
    text: `Ada, here is your sky for Wednesday 3 December.\n\nSaturn square your Sun: exact on 9 December at 14:20, in orb 28 November to 19 December.\n${'A line long enough to be wrapped, with an equals sign = and trailing space '.repeat(4)}\n\nThe Moon is in Aries.`,
  },
  {
    today: 'https://orrery.test/today',
    unsubscribe: 'https://orrery.test/api/daily/unsubscribe?token=abc.def_ghi',
    settings: 'https://orrery.test/profile',
  },
  'https://orrery.test',
);
const mail: OutgoingMail = {
  ...note,
  messageId: '<daily-2026-12-03-u1@orrery.test>',
  headers: {
    'List-Unsubscribe': '<https://orrery.test/api/daily/unsubscribe?token=abc.def_ghi>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('the bulk mail builder', () => {
  it('writes what MailComposer writes: the same envelope, header fields and decoded parts', async () => {
    const built = await mailBuilder(FROM)(mail);
    const composed = new MailComposer({ from: FROM, ...mail }).compile();
    expect(built.envelope).toEqual(composed.getEnvelope());
    const ours = read(built.raw);
    const theirs = read(await composed.build());
    for (const name of [
      'from',
      'to',
      'subject',
      'message-id',
      'mime-version',
      'list-unsubscribe',
      'list-unsubscribe-post',
    ])
      expect(decodeWords(ours.headers.get(name) ?? '')).toBe(decodeWords(theirs.headers.get(name) ?? ''));
    expect(decodeWords(ours.headers.get('subject')!)).toBe(mail.subject);
    expect(ours.parts).toEqual(theirs.parts);
    expect(ours.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    // Lines of at most 76 characters, as quoted-printable and folding keep them.
    for (const line of built.raw.toString('latin1').split('\r\n'))
      expect(line.length).toBeLessThanOrEqual(78);
  });

  it('gives every message its own boundary', async () => {
    const build = mailBuilder(FROM);
    const [a, b] = [await build(mail), await build(mail)].map((m) => read(m.raw).headers.get('content-type'));
    expect(a).not.toBe(b);
  });
});
