// An astrologer's review (y) of natal reports: a dignified malefic was said to back a light "with its
// own strength" as if it were comfort.
import { describe, expect, it } from 'vitest';
import { born } from './__fixtures__/born';
import { natalChart } from '../astro/chart';
import { composeNatal } from './natal-report';

describe('natal review y', () => {
  it('says a dignified Saturn backs the Moon sternly, never as plain comfort', () => {
    // Nina Simone: the Moon in Capricorn, its ruler Saturn at home in Aquarius on the Ascendant.
    const md = composeNatal({
      chart: natalChart(born('Nina', [1933, 2, 21, 6, 0], 'Asheville', 'US')),
      firstName: 'Nina',
    }).markdown;
    expect(md).toMatch(
      /Saturn, at home in Aquarius[^.]*, backs your emotional needs with its own strength, if sternly/,
    );
  });

  // "Your affections move early and openly": a combust Venus is half hidden by the Sun, however early it rises.
  it('never calls a combust morning-star Venus open', () => {
    const md = composeNatal({
      chart: natalChart({ ...born('Tomás', [1989, 4, 2, 12, 0], 'Sevilla', 'ES'), hour: null, minute: null }),
      firstName: 'Tomás',
    }).markdown;
    expect(md).toMatch(/as a morning star/);
    expect(md).not.toMatch(/move early and openly/);
  });
});
