// An astrologer's review (r22) of the natal report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { HOUSE_WHERE } from './natal-synthesis-text';

describe('natal report, review r22', () => {
  it('joins every HOUSE_WHERE entry to a singular and a plural subject without a pronoun to agree', () => {
    for (const where of HOUSE_WHERE) {
      for (const subject of ['what Taurus would show is lived', 'luck and help reach you most easily']) {
        // "luck and help reach you … before it reaches the world": a pronoun picks one number.
        expect(`${subject} ${where}`).not.toMatch(/\b(it|its|itself|they|them|their)\b/);
      }
    }
  });
});
