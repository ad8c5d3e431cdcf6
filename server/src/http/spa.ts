import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OrreryApp } from './app';

/**
 * Serves the built SPA: fingerprinted files under /assets never change, so browsers may keep
 * them forever; everything else revalidates, and unknown paths get index.html for the router.
 */
export function serveSpa(app: OrreryApp, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (filePath, c) => {
        c.header('cache-control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}
