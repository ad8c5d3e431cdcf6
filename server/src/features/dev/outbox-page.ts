import { html, raw } from 'hono/html';
import type { OutboxMessage } from '../../mail/mailer';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The plain-text part with its links made clickable; everything else stays text. */
function linkedText(text: string) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(html`${text.slice(last, match.index)}`);
    parts.push(html`<a href="${match[0]}">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return parts;
}

/**
 * A plain page listing the development outbox, newest first. Only the plain-text part is shown:
 * the HTML part would need inline styles the Content-Security-Policy refuses.
 */
export function renderOutbox(messages: OutboxMessage[]) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Outbox · Orrery development</title>
      </head>
      <body>
        <h1>Outbox</h1>
        <p>Mail the server would have sent (newest first, at most 50). Development only.</p>
        ${messages.length === 0 ? html`<p>No messages yet.</p>` : raw('')}
        ${messages.map(
          (message) =>
            html`<article>
              <h2>${message.subject}</h2>
              <p>To ${message.to}, ${message.sentAt}</p>
              <pre>${linkedText(message.text)}</pre>
            </article>`,
        )}
      </body>
    </html>`;
}
