/**
 * Renders the public pages to HTML after the client and server builds (npm run build -w
 * @orrery/web), from the same components the browser hydrates. Writes, under dist/prerendered/,
 * one page per public route with its own head (title, description, canonical address, Open
 * Graph and Twitter card tags), robots.txt and sitemap.xml, and a manifest of what answers at
 * which path; and each page's share card under dist/og/. The running server serves these
 * (server/src/http/spa.ts), writing its own origin where the placeholder stands: the build
 * does not know where it will be deployed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CARD_HEIGHT, CARD_WIDTH, shareCard } from './share-card';

const ORIGIN_PLACEHOLDER = 'https://prerender-origin.invalid';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'prerendered');
const cards = path.join(dist, 'og');

interface ServerEntry {
  renderRoute(path: string): Promise<string>;
  PUBLIC_PAGES: readonly { path: string; title: string; description: string }[];
  SIGNED_IN_PATHS: string[];
  pageTitle(title: string): string;
}
const entry = (await import(pathToFileURL(path.join(web, 'dist-ssr/entry-server.js')).href)) as ServerEntry;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Replaces the one match of `pattern` in the shell, or fails the build when the shell changed shape. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(new RegExp(pattern, 'g'))?.length ?? 0;
  if (matches !== 1) throw new Error(`dist/index.html: expected one ${pattern}, found ${matches}`);
  return html.replace(pattern, () => replacement);
}

const slug = (route: string) => (route === '/' ? 'index' : route.slice(1).replaceAll('/', '-'));
const url = (route: string) => `${ORIGIN_PLACEHOLDER}${route}`;

function head(page: ServerEntry['PUBLIC_PAGES'][number]): string {
  const image = url(`/og/${slug(page.path)}.png`);
  const tags = [
    `<title>${escape(entry.pageTitle(page.title))}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
    `<link rel="canonical" href="${url(page.path)}" />`,
    ...Object.entries({
      'og:type': 'website',
      'og:site_name': 'Orrery',
      'og:title': page.title,
      'og:description': page.description,
      'og:url': url(page.path),
      'og:image': image,
      'og:image:width': String(CARD_WIDTH),
      'og:image:height': String(CARD_HEIGHT),
      'og:image:alt': `Orrery: ${page.title}`,
    }).map(([property, content]) => `<meta property="${property}" content="${escape(content)}" />`),
    ...Object.entries({
      'twitter:card': 'summary_large_image',
      'twitter:title': page.title,
      'twitter:description': page.description,
      'twitter:image': image,
    }).map(([name, content]) => `<meta name="${name}" content="${escape(content)}" />`),
  ];
  return tags.join('\n    ');
}

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
fs.mkdirSync(cards, { recursive: true });

const routes: { path: string; file: string; type: string }[] = [];
const write = (route: string, file: string, type: string, body: string) => {
  fs.writeFileSync(path.join(out, file), body);
  routes.push({ path: route, file, type });
};

for (const page of entry.PUBLIC_PAGES) {
  let html = replaceOnce(shell, /<meta\s+name="description"[^>]*>\s*/, '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, head(page));
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${await entry.renderRoute(page.path)}</div>`,
  );
  write(page.path, `${slug(page.path)}.html`, 'text/html; charset=utf-8', html);
  fs.writeFileSync(path.join(cards, `${slug(page.path)}.png`), shareCard(page.title));
}

write(
  '/robots.txt',
  'robots.txt',
  'text/plain; charset=utf-8',
  [
    'User-agent: *',
    // Signed-in pages show a visitor nothing but the way to sign in; the API is not for crawling.
    'Disallow: /api/',
    ...entry.SIGNED_IN_PATHS.map((route) => `Disallow: ${route}`),
    '',
    `Sitemap: ${url('/sitemap.xml')}`,
    '',
  ].join('\n'),
);

write(
  '/sitemap.xml',
  'sitemap.xml',
  'application/xml; charset=utf-8',
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entry.PUBLIC_PAGES.map((page) => `  <url><loc>${escape(url(page.path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);

fs.writeFileSync(
  path.join(out, 'manifest.json'),
  `${JSON.stringify({ originPlaceholder: ORIGIN_PLACEHOLDER, routes }, null, 2)}\n`,
);
console.log(`prerendered ${entry.PUBLIC_PAGES.length} public pages, robots.txt and sitemap.xml`);
