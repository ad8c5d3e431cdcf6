// Review w: two astrologers found the calculations right and tight aspects of the personal points
// left unread. Each test reads what the client reads and fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { born } from './__fixtures__/born';
import { composeNatal } from './natal-report';

const NOW = new Date('2026-11-29T12:00:00Z');
const report = (input: ChartInput) => composeNatal({ chart: natalChart(input), now: NOW }).markdown;
const section = (md: string, heading: string) => md.split(`${heading}\n\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
const ELIZABETH = born('Elizabeth', [1926, 4, 21, 2, 40], 'London', 'GB');
const KIDMAN = born('Nicole', [1967, 6, 20, 15, 15], 'Honolulu', 'US');

describe('natal review w: the tightest aspects of the personal points are always read', () => {
  it("reads Elizabeth II's Mars opposite Neptune and Venus trine Pluto, her two tightest, in the list", () => {
    const aspects = section(report(ELIZABETH), '## Aspects');
    // Was: the first a T-square side cut with the figure's line, the second dropped past eight lines.
    expect(aspects).toMatch(/- \*\*Mars opposition Neptune\*\* \(orb 1\.2°\): \S/);
    expect(aspects).toMatch(/- \*\*Venus trine Pluto\*\* \(orb 1\.3°\): \S/);
  });

  it('lists a personal planet within 1.5° of an outer planet and of the nodal axis', () => {
    // Was: Mercury trine Neptune at 1.1° left out for wider contacts.
    expect(section(report(KIDMAN), '## Aspects')).toMatch(/- \*\*Mercury trine Neptune\*\* \(orb 1\.1°\)/);
    const paris = report(born('Sara', [1995, 2, 10, 6, 5], 'Paris', 'FR'));
    expect(section(paris, '## Aspects')).toMatch(/- \*\*Mercury square the Nodes\*\* \(orb 1\.4°\)/);
  });
});
