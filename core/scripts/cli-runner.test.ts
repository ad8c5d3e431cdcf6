import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

function run(script: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(here, script), ...args], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the command-line tools', () => {
  it.each(['tarot-cli.ts', 'numerology-cli.ts', 'astro-cli.ts'])(
    '%s prints its usage for --help',
    (script) => {
      const result = run(script, '--help');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^usage: npm run /);
    },
  );

  it('answers an unknown option with one line and the usage, not a stack trace', () => {
    const result = run('tarot-cli.ts', 'verify', '--sede', 'x');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: Unknown option '--sede'/);
    expect(result.stderr).toContain('usage: npm run tarot');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
