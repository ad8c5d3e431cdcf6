import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  type Language,
  LANGUAGES,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '@orrery/core/api/language';
import type { OrreryApp } from './app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: fingerprinted files under /assets never change, so browsers may keep
 * them forever; other files revalidate after an hour; index.html (for every app route) always
 * revalidates so a deploy is picked up at once. Cache headers are set before the file is served
 * because serveStatic builds its response before its onFound hook runs.
 */
export function serveSpa(app: OrreryApp, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const staticFiles = serveStatic({ root });

  app.use('/assets/*', async (c, next) => {
    c.header('cache-control', IMMUTABLE);
    return staticFiles(c, next);
  });
  // A missing fingerprinted file is a 404, not the app shell: a stale page must not run HTML as script.
  app.get('/assets/*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.text('Not found', 404);
  });
  app.use('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path.endsWith('.html')) return next();
    c.header('cache-control', 'public, max-age=3600');
    return staticFiles(c, next);
  });
  // The first paint is in the visitor's language: their stored choice, else their browser's.
  const htmlIn = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`),
    ]),
  ) as Record<Language, string>;
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Cookie, Accept-Language');
    const language =
      languageFromCookie(c.req.header('cookie')) ??
      languageFromAcceptLanguage(c.req.header('accept-language'));
    return c.html(htmlIn[language]);
  });
}
