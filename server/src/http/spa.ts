import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  type Language,
  LANGUAGES,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '@orrery/core/api/language';
import { SessionCache } from '../auth/session-cache';
import type { OrreryApp } from './app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What web/scripts/prerender.ts wrote: the file that answers each public path. */
interface PrerenderManifest {
  originPlaceholder: string;
  routes: { path: string; file: string; type: string }[];
}

/**
 * The prerendered public pages, robots.txt and sitemap.xml, with this server's origin written
 * in (the build cannot know it) and their ETags, computed once at start-up. Absent when the
 * web build predates prerendering.
 */
function loadPrerendered(distDir: string, publicUrl: string) {
  const dir = path.join(distDir, 'prerendered');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const origin = new URL(publicUrl).origin;
  return manifest.routes.map((route) => {
    const body = fs
      .readFileSync(path.join(dir, route.file), 'utf8')
      .replaceAll(manifest.originPlaceholder, origin);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return { ...route, body, etag: `"${hash}"`, isPage: route.type.startsWith('text/html') };
  });
}

/** If-None-Match holds this ETag (weak or strong, among others) or is "*". */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * Serves the built SPA: fingerprinted files under /assets never change, so browsers may keep
 * them forever; other files revalidate after an hour; index.html (for every app route) always
 * revalidates so a deploy is picked up at once. Cache headers are set before the file is served
 * because serveStatic builds its response before its onFound hook runs.
 *
 * Public pages are sent prerendered, revalidated by ETag. A visitor with a session cookie gets
 * the shell instead: the prerendered page is the signed-out one, and would show "Sign In" until
 * the session had loaded. So does a visitor whose language is not English, since the pages are
 * prerendered in English only; the shell then renders in their language.
 */
export function serveSpa(app: OrreryApp, distDir: string, publicUrl: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const staticFiles = serveStatic({ root });
  // The first paint is in the visitor's language: their stored choice, else their browser's.
  const htmlIn = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`),
    ]),
  ) as Record<Language, string>;
  const languageOf = (cookie: string | undefined, acceptLanguage: string | undefined): Language =>
    languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage);

  for (const route of loadPrerendered(distDir, publicUrl)) {
    const headers = {
      'content-type': route.type,
      'cache-control': 'no-cache',
      etag: route.etag,
      ...(route.isPage && { vary: 'Cookie, Accept-Language' }),
    };
    app.get(route.path, (c, next) => {
      const cookie = c.req.header('cookie');
      if (
        route.isPage &&
        (SessionCache.keyOf(cookie) || languageOf(cookie, c.req.header('accept-language')) !== 'en')
      )
        return next();
      if (etagMatches(c.req.header('if-none-match'), route.etag)) return c.body(null, 304, headers);
      return c.body(route.body, 200, headers);
    });
  }
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
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Cookie, Accept-Language');
    return c.html(htmlIn[languageOf(c.req.header('cookie'), c.req.header('accept-language'))]);
  });
}
