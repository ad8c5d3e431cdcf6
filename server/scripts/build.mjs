// Bundles the server and our own workspace code (core) into server/dist, leaving npm packages
// external. Loading one prepared file instead of transpiling hundreds of TypeScript modules at
// start-up is what keeps start-up to first answer well under the 2 s goal.
import { build } from 'esbuild';
import { externalPackages } from './external-packages.mjs';

await build({
  entryPoints: [
    'server/src/main.ts',
    'server/src/cli/migrate.ts',
    'server/src/cli/admin-grant.ts',
    'server/src/cli/backup.ts',
    'server/src/cli/restore.ts',
  ],
  outdir: 'server/dist',
  outbase: 'server/src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
