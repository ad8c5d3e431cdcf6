import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/env';
import { repoRoot } from './server-process';

// No registry is reachable here, so the image is never built in CI: this checks what a build
// would trip over first (a COPY of a path that is not there, a command that does not exist)
// and that compose and `npm run cluster` speak the server's language.
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const dockerfile = read('Dockerfile');
const buildScript = read('server/scripts/build.mjs');

/** The paths the build stage's `npm run build` produces. */
function builtPaths(): string[] {
  const entries = [...buildScript.matchAll(/'server\/src\/([^']+)\.ts'/g)].map(
    (m) => `server/dist/${m[1]}.js`,
  );
  return [...entries, 'server/dist', 'web/dist'];
}

describe('the production image', () => {
  const copies = [...dockerfile.matchAll(/^COPY (--from=\S+ )?(.+)$/gm)].map((m) => ({
    from: m[1]?.trim(),
    sources: m[2]!.trim().split(/\s+/).slice(0, -1),
  }));

  it('copies from the build context only paths that exist', () => {
    const local = copies.filter((copy) => !copy.from).flatMap((copy) => copy.sources);
    expect(local.length).toBeGreaterThan(5);
    for (const source of local) expect(fs.existsSync(path.join(repoRoot, source)), source).toBe(true);
  });

  it('copies from the build stage only sources or build outputs', () => {
    const staged = copies.filter((copy) => copy.from === '--from=build').flatMap((copy) => copy.sources);
    expect(staged).toContain('/app/server/dist');
    for (const source of staged.map((s) => s.replace(/^\/app\//, ''))) {
      const exists = source === 'node_modules' || fs.existsSync(path.join(repoRoot, source));
      expect(exists || builtPaths().includes(source), source).toBe(true);
    }
  });

  it('runs a command the build produces, as a user other than root, with a health check', () => {
    const cmd = JSON.parse(/^CMD (\[.+\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd[0]).toBe('node');
    expect(builtPaths()).toContain(cmd[1]);
    expect(fs.existsSync(path.join(repoRoot, cmd[1]!.replace('dist/', 'src/').replace(/\.js$/, '.ts')))).toBe(
      true,
    );
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(dockerfile).toMatch(/--omit=dev/);
  });

  it('is what compose runs, with settings the server knows, behind the repository’s nginx template', () => {
    const compose = read('compose.yaml');
    const known = new Set(Object.keys(envSchema.in.shape));
    const block = /x-app: &app\n([\s\S]*?)\n\n/.exec(compose)![1]!;
    const names = [...block.split('environment:')[1]!.matchAll(/^ {4}([A-Z_]+):/gm)].map((m) => m[1]!);
    expect(names).toContain('DATABASE_URL');
    for (const name of names) expect(known.has(name), name).toBe(true);
    expect(compose).toMatch(/\.\/deploy\/nginx\.conf\.template:\/etc\/nginx\/templates\//);
    const template = read('deploy/nginx.conf.template');
    expect(template).toContain('${ORRERY_UPSTREAM_SERVERS}');
    expect(template).toContain('${ORRERY_LISTEN_PORT}');
  });
});
