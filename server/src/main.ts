import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type http from 'node:http';
import { serve } from '@hono/node-server';
import { loadPlaceIndex } from '@orrery/core/astro/places-node';
import { bootstrap, StartupError } from './bootstrap';
import { seedDemoData } from './demo';
import { EnvError, parseEnv } from './env';
import { createApp } from './http/app';
import { startPendingReadingSweeper } from './features/readings/sweeper';
import { startDailyNotes } from './features/daily/job';

const here = path.dirname(fileURLToPath(import.meta.url));
const PLACE_INDEX_WARM_UP_DELAY_MS = 1_000;
/**
 * How long an idle kept-alive connection stays open. Node's 5 s default races with a client that
 * reuses its connection after about that long: the server closes it as the request arrives, and
 * the client gets ECONNRESET (browsers retry such a request, API clients often do not). Longer
 * than a load balancer's usual 60 s idle timeout, so that the balancer is the side that closes.
 * A draining server still closes idle connections at once.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [configured]
    : [path.resolve(here, '../../web/dist'), path.resolve('web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = parseEnv(process.env);
  const deps = await bootstrap(env);
  if (env.DEMO_DATA) {
    const accounts = await seedDemoData(deps);
    console.log('\nDemo accounts (passwords are new at every start):');
    for (const account of accounts)
      console.log(`  ${account.role.padEnd(5)}  ${account.email}  ${account.password}`);
    console.log('');
  }
  const stopSweeper = startPendingReadingSweeper(deps);
  // Started once the gazetteer is parsed (below): a batch claimed before would wait for the parse.
  let stopDailyNotes = async () => {};
  let stopping = false;
  const webDistDir = findWebDist(env.WEB_DIST_DIR);
  if (!webDistDir) deps.logger.warn('web/dist not found: serving the API only (run npm run build)');
  const app = createApp({ ...deps, webDistDir });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    deps.logger.info('listening', {
      url: env.PUBLIC_URL,
      port: info.port,
      database: deps.database.kind,
      startupMs: ms,
    });
    console.log(`Orrery is running at ${env.PUBLIC_URL} (${deps.database.kind}, ready in ${ms} ms)`);
    // Parsing the gazetteer blocks for a second or more: do it once, shortly after the server
    // answers, rather than before its first answer or during a visitor's first place search.
    setTimeout(() => {
      loadPlaceIndex();
      if (!stopping) stopDailyNotes = startDailyNotes(deps);
    }, PLACE_INDEX_WARM_UP_DELAY_MS).unref();
  });
  const httpServer = server as http.Server;
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the header timeout above the keep-alive one, or a request arriving on a connection
  // about to time out can be cut off while its headers are read.
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} on ${env.HOST} is already in use. Stop the other server or set PORT.`
        : `The server could not listen: ${error.message}`,
    );
    process.exit(1);
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.startDraining();
    deps.logger.info('draining', { signal, requestsInFlight: deps.lifecycle.requestsInFlight });
    // No new connections from here; Node closes idle kept-alive ones, and the others close
    // after their response (see the connection header while draining). `close` calls back once
    // the last one has ended, streamed answers included; handlers whose client has gone may
    // still be running, and they need the database until they finish.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const finished = closed.then(() => deps.lifecycle.whenIdle()).then(() => true);
    const deadline = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(false), env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref(),
    );
    if (!(await Promise.race([finished, deadline]))) {
      deps.logger.warn('shutdown timeout: closing the connections still open', {
        requestsInFlight: deps.lifecycle.requestsInFlight,
      });
      httpServer.closeAllConnections();
    }
    await stopSweeper();
    await stopDailyNotes();
    await deps.database.close();
    deps.logger.info('stopped', { signal });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Orrery failed to start:', error);
  }
  process.exit(1);
});
