// An astrologer's review (r23) of the natal report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { composeNatal } from './natal-report';
import { saturnReturnAtAge, vocationAtAge } from './natal-placement-context';
import { OBAMA } from './__fixtures__/public-births';

describe('natal report, review r23', () => {
  it('says "at or near" the second Saturn return only within a year of it', () => {
    // A first return at 29 puts the second at about 59: at 56 it is ahead, at 58-60 it is here.
    expect(saturnReturnAtAge(56, [29, 29], 'Taurus', 6)).toMatch(
      /^Your second Saturn return comes at about 59/,
    );
    expect(saturnReturnAtAge(56, [29, 29], 'Taurus', 6)).not.toMatch(/at or near/);
    expect(saturnReturnAtAge(59, [29, 29], 'Taurus', 6)).toMatch(
      /^You are at or near your second Saturn return/,
    );
    expect(saturnReturnAtAge(61, [29, 29], 'Taurus', 6)).toMatch(
      /came back to Taurus in your sixth house a second time/,
    );
  });

  it('leaves no "there" without a place in the vocation line', () => {
    expect(vocationAtAge(40)).not.toMatch(/\bthere\.$/);
  });

  it('never calls the fourth house the place a planet acts most openly', () => {
    // Obama's Moon in Gemini in the fourth house.
    const md = composeNatal({
      chart: natalChart(OBAMA),
      now: new Date('2026-06-01T12:00:00Z'),
    }).markdown;
    expect(md).toMatch(
      /fourth house \(Home & Family\), one of the four angular houses, where a planet acts most strongly/,
    );
    expect(md).not.toMatch(/fourth house[^.]*acts most openly/);
  });
});
