// An astrologer's review (r22) of the natal report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { HOUSE_WHERE, solarConditionSentence } from './natal-synthesis-text';
import type { PointName } from '../astro/types';

describe('natal report, review r22', () => {
  it('joins every HOUSE_WHERE entry to a singular and a plural subject without a pronoun to agree', () => {
    for (const where of HOUSE_WHERE) {
      for (const subject of ['what Taurus would show is lived', 'luck and help reach you most easily']) {
        // "luck and help reach you … before it reaches the world": a pronoun picks one number.
        expect(`${subject} ${where}`).not.toMatch(/\b(it|its|itself|they|them|their)\b/);
      }
    }
  });

  it('tells combust, under the beams and cazimi apart, each with one colon at most', () => {
    const planets: PointName[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
    for (const p of planets) {
      const combust = solarConditionSentence(p, { kind: 'combust', orb: 4 });
      expect(combust).toMatch(/is combust, 4\.0° from the Sun/);
      // Combustion within 8.5° is burning; "under the beams" is the milder 8.5°-17° condition.
      expect(combust).not.toMatch(/beams/);
      const beams = solarConditionSentence(p, { kind: 'beams', orb: 12 });
      expect(beams).toMatch(/under its beams but beyond the 8\.5° of combustion/);
      expect(beams).not.toMatch(/is combust|burned by/);
      const cazimi = solarConditionSentence(p, { kind: 'cazimi', orb: 0.1 });
      expect(cazimi).toMatch(/is cazimi/);
      for (const sentence of [combust, beams, cazimi]) expect(sentence.split(':').length - 1).toBeLessThanOrEqual(1);
    }
  });
});
