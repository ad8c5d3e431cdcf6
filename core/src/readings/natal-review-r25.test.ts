// Two astrologers' review (r25) of the natal report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { composeNatal, pairedLabel } from './natal-report';
import { PICASSO } from './__fixtures__/review-births';

describe('natal report, review r25', () => {
  it('opens with one light once when its two leading themes share it', () => {
    // "two things shape your chart above the rest: a Scorpio Sun in the fourth house and a Scorpio
    // Sun with a Sagittarius Moon" named the Sun twice as if it were two things.
    const md = composeNatal({ chart: natalChart(PICASSO), now: new Date('2026-11-26T12:00:00Z') }).markdown;
    const opening = md.split('## Overview')[1]!.trim().split('. ')[0]!;
    expect(opening.match(/Scorpio Sun/g)).toHaveLength(1);
    expect(opening).toMatch(/paired with a Sagittarius Moon/);
  });

  it('pairs only labels that share their light', () => {
    expect(pairedLabel('a Scorpio Sun with a Sagittarius Moon', 'a Scorpio Sun in the fourth house')).toBe(
      'a Scorpio Sun in the fourth house, paired with a Sagittarius Moon',
    );
    expect(pairedLabel('a Leo Sun in the tenth house', 'the conjunction of Mars and Saturn')).toBeNull();
    expect(pairedLabel('a Leo Sun in the tenth house', 'a Leo Sun near the Midheaven')).toBeNull();
  });
});
