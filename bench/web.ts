/**
 * `npm run bench:web`: builds the web app and prints the gzip size of the JavaScript and CSS
 * that a first visit downloads, by following Vite's manifest from index.html (the entry and its
 * modulepreloaded static imports) into each route's lazy chunk and that chunk's own imports.
 * Goals: under 120 KB of JavaScript for `/`, under 200 KB for the dashboard, under 60 KB for the
 * password-strength estimate that the sign-up page fetches once it is idle (KB = 1000 bytes).
 * It also prerenders `/` as the build does and checks that its HTML already holds the hero, so
 * the first paint waits for no JavaScript.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '../web');

interface Visit {
  name: string;
  /** Lazy modules the page renders at once, and the catalogue part its route loads, by source path. */
  lazy: string[];
  goalJsKB?: number;
  /** Fetched after the page has loaded: counted alone, without the entry it follows. */
  afterLoad?: boolean;
}

const VISITS: Visit[] = [
  {
    name: 'first visit to / (signed out)',
    lazy: ['src/features/landing/LandingPage.tsx', 'src/i18n/catalogues/landing.en.json'],
    goalJsKB: 120,
  },
  {
    name: 'dashboard /app (signed in)',
    lazy: [
      'src/features/dashboard/DashboardPage.tsx',
      'src/components/layout/SignedInNav.tsx',
      'src/i18n/catalogues/screens.en.json',
    ],
    goalJsKB: 200,
  },
  ...['Natal', 'Tarot', 'CelticCross', 'Compatibility', 'LifePath'].map((page) => ({
    name: `${page} result page (signed in)`,
    lazy: [
      `src/features/readings/results/${page}ResultPage.tsx`,
      'src/components/layout/SignedInNav.tsx',
      'src/i18n/catalogues/screens.en.json',
      'src/i18n/catalogues/results.en.json',
      // The wheel's and the score's astrological terms, loaded with the chart results.
      ...(page === 'Natal' || page === 'Compatibility' ? ['src/i18n/catalogues/chart.en.json'] : []),
    ],
    goalJsKB: 250,
  })),
  {
    name: 'ambient player (desktop, fetched 1.5 s after load)',
    lazy: ['src/features/ambient/AmbientPlayer.tsx'],
    afterLoad: true,
  },
  {
    name: 'password-strength estimate (sign-up, fetched when the page is idle)',
    lazy: ['../core/src/api/password-estimate.ts'],
    goalJsKB: 60,
    afterLoad: true,
  },
];

function build(outDir: string): Manifest {
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

const HERO_HEADING = 'Readings written for you, by the stars and the cards';

/** Renders `/` with the build's server entry, as web/scripts/prerender.ts does; true when it holds the hero. */
async function landingPaintsWithoutScript(): Promise<boolean> {
  // Where the build puts it too: its npm imports resolve from web/node_modules.
  const outDir = join(webDir, 'dist-ssr');
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  const entry = (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as {
    renderRoute(path: string): Promise<string>;
  };
  const html = await entry.renderRoute('/');
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  const holdsHero = heading === HERO_HEADING;
  console.log(
    `\nprerendered / : ${(gzipSync(html, { level: 9 }).length / 1000).toFixed(1)} KB gzip of HTML; ` +
      `hero heading in the HTML: ${holdsHero ? 'yes' : `NO (found ${JSON.stringify(heading)})`}`,
  );
  return holdsHero;
}

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest; did the module move?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'orrery-bench-web-'));
  try {
    const manifest = build(outDir);
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entryKey) throw new Error('no entry in the Vite manifest');
    const entry = closure(manifest, entryKey);
    const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    let failed = false;

    for (const visit of VISITS) {
      const files = visit.afterLoad ? new Set<string>() : new Set(entry);
      for (const lazy of visit.lazy)
        for (const file of closure(manifest, lazy)) if (!entry.has(file)) files.add(file);
      const rows = [...files].map((file) => ({ file, bytes: gz(file) })).sort((a, b) => b.bytes - a.bytes);
      const js = rows.filter((r) => r.file.endsWith('.js')).reduce((sum, r) => sum + r.bytes, 0);
      const css = rows.filter((r) => r.file.endsWith('.css')).reduce((sum, r) => sum + r.bytes, 0);
      console.log(`\n${visit.name}`);
      for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
      const verdict =
        visit.goalJsKB === undefined
          ? ''
          : js / 1000 < visit.goalJsKB
            ? ` (goal < ${visit.goalJsKB} KB: ok)`
            : ` (goal < ${visit.goalJsKB} KB: OVER)`;
      console.log(`  JS ${kb(js)} gzip${verdict}; CSS ${kb(css)} gzip; ${rows.length} files`);
      if (visit.goalJsKB !== undefined && js / 1000 >= visit.goalJsKB) failed = true;
    }
    if (!(await landingPaintsWithoutScript())) failed = true;
    if (failed) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
