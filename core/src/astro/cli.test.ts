import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = ['--import', 'tsx', join(root, 'core/scripts/astro-cli.ts')];

describe('astro CLI', () => {
  it('prints a chart for coordinates with a negative longitude', () => {
    const out = execFileSync(
      process.execPath,
      [
        ...cli,
        'chart',
        '--date',
        '1940-10-09',
        '--time',
        '18:30',
        '--tz',
        'Europe/London',
        '--lat',
        '53.4084',
        '--lng',
        '-2.9916',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const chart = JSON.parse(out) as { sun: { sign: string }; first_house: { abs_pos: number } };
    expect(chart.sun.sign).toBe('Lib');
    expect(chart.first_house.abs_pos).toBeCloseTo(19.71, 1);
  });

  it('exits non-zero with one line naming the field on bad input', () => {
    const r = spawnSync(
      process.execPath,
      [
        ...cli,
        'chart',
        '--date',
        '1940-10-09',
        '--time',
        '25:00',
        '--tz',
        'Europe/London',
        '--lat',
        '53',
        '--lng',
        '-3',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: hour:/);
  });
});
