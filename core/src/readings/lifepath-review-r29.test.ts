// Review r29 (two numerologists, 6.5 and 6.5): the four Challenges (Decoz), worked by hand. Month,
// day and year are each brought to one digit with no master numbers; first = |month - day|,
// second = |day - year|, third = |first - second|, fourth = |month - year|; 0 is the challenge of choice.
import { describe, expect, it } from 'vitest';
import { challenges } from '../numerology/numerology';

const values = (date: string) => challenges(date).map((c) => c.value);

describe('Challenges (review r29)', () => {
  it('takes the differences of the reduced month, day and year', () => {
    // 23 May 1963: month 5, day 23 -> 5, year 1963 -> 19 -> 10 -> 1: |5-5| 0, |5-1| 4, |0-4| 4, |5-1| 4.
    expect(values('1963-05-23')).toEqual([0, 4, 4, 4]);
    // 9 April 1975: month 4, day 9, year 1975 -> 22 -> 4 (no master kept): 5, 5, 0, 0.
    expect(values('1975-04-09')).toEqual([5, 5, 0, 0]);
    // 13 November 1969: month 11 -> 2, day 13 -> 4, year 1969 -> 25 -> 7: 2, 3, 1, 5.
    expect(values('1969-11-13')).toEqual([2, 3, 1, 5]);
    // 22 November 1992: month 11 -> 2, day 22 -> 4, year 1992 -> 21 -> 3: 2, 1, 1, 1.
    expect(values('1992-11-22')).toEqual([2, 1, 1, 1]);
  });

  it('shows each difference so it can be checked, and stays within 0 to 8', () => {
    expect(challenges('1963-05-23').map((c) => c.chain)).toEqual([
      '|5 - 5| = 0',
      '|5 - 1| = 4',
      '|0 - 4| = 4',
      '|5 - 1| = 4',
    ]);
    for (let day = 1; day <= 28; day++)
      for (const v of values(`1987-09-${String(day).padStart(2, '0')}`)) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(8);
      }
  });
});
