// The e2e mail provider: a real SMTP server on 127.0.0.1 that the app delivers to, and a small
// HTTP endpoint (GET /messages?to=address) the tests read links from.
import http from 'node:http';
import { MailSink } from '../server/test/mail-sink';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: mail-server.ts <smtp-port> <http-port>');
const sink = new MailSink();
await sink.start(smtpPort);
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? sink.to(to) : sink.messages));
  })
  .listen(httpPort, '127.0.0.1');
