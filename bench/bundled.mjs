// `node bench/bundled.mjs bench/X.ts [args]`: runs a bench from an esbuild bundle built the way
// server/scripts/build.mjs builds the server (npm packages external, no keepNames), so a timing
// measures the code production runs. Under tsx every function defined inside a composer is
// wrapped in a naming call on each run (tsx sets esbuild's keepNames), which the server's bundle
// does not have: about a tenth of a natal report's time was that wrapper.
import { build } from 'esbuild';
import { externalPackages } from '../server/scripts/external-packages.mjs';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node bench/bundled.mjs bench/<name>.ts [args]');
  process.exit(2);
}
// Inside the repository, so the bundle's external packages resolve from its node_modules.
const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bench-'));
const outfile = join(dir, 'bench.mjs');
await build({
  entryPoints: [resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [externalPackages],
});
process.argv = [process.argv[0], outfile, ...rest];
try {
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
