// A professional numerologists' review (r32) of the life path report: an opposed Destiny that named
// no pull. Each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { composeLifePath } from './lifepath-report';

const NOW = new Date('2026-11-28T12:00:00Z');
const compose = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now: NOW });
/** Ten clients of the review, of all ages. */
const TEN = [
  ['Oskar', 'Lindgren', '1983-07-29'],
  ['Beatriz', 'Carvalho', '1991-11-22'],
  ['Samuel', 'Adeyemi', '1976-03-08'],
  ['Francesca', 'Romano', '1969-09-14'],
  ['Daniel', 'Kowalski', '2001-01-19'],
  ['Eleanor', 'Hughes', '1958-12-30'],
  ['Ravi', 'Sethi', '1977-12-31'],
  ['Victor', 'Hale', '1969-01-26'],
  ['Maya', 'Sullivan', '1999-04-02'],
  ['Greta', 'Holm', '1957-02-28'],
] as const;
const opening = (md: string) => md.split('## Overview')[1]!.trim().split('\n\n')[0]!;

describe('the life path report after review r32', () => {
  it('says what pulls against what where the Destiny opposes the road (item 1)', () => {
    // Life Path 4 against Destiny 3: order against expression.
    const text = opening(compose('Ravi', 'Sethi', '1977-12-31').markdown);
    expect(text).not.toContain('pulls another way');
    expect(text).toContain(
      "your road's need for routine, rules and finished work pulls against your gifts' need to be seen, heard and to play with ideas.",
    );
  });

  it('says what the Maturity number brings and when, in wording no three of ten clients share (item 2)', () => {
    const when = TEN.map(([f, l, d]) => {
      const md = compose(f, l, d).markdown;
      return /Maturity number[^:]*?\d+(?:\/\d+)?(?:, a karmic debt number)?: ([^.,]*)/.exec(md)?.[1] ?? '';
    });
    expect(when.filter((w) => w !== '')).toHaveLength(10);
    for (const w of when) {
      expect(w).not.toContain('comes into its own');
      expect(when.filter((x) => x === w).length).toBeLessThanOrEqual(2);
    }
  });
});
