// An astrologer's review (r22) of the natal report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { HOUSE_WHERE, solarConditionSentence } from './natal-synthesis-text';
import type { PointName } from '../astro/types';
import { natalChart } from '../astro/chart';
import { composeNatal } from './natal-report';
import { firstSaturnReturn } from './natal-placement-context';
import { GENERATIONAL, synthesise } from './natal-synthesis';
import { randomChart } from './__fixtures__/charts';
import { LENNON } from './__fixtures__/public-births';

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
      // Since review r26 without the degree, which the prose no longer repeats.
      expect(beams).toMatch(/works under the Sun's beams, outshone though not burned, a milder weakness/);
      expect(beams).not.toMatch(/is combust|burned by/);
      const cazimi = solarConditionSentence(p, { kind: 'cazimi', orb: 0.1 });
      expect(cazimi).toMatch(/is cazimi/);
      for (const sentence of [combust, beams, cazimi])
        expect(sentence.split(':').length - 1).toBeLessThanOrEqual(1);
    }
  });

  it("times the first Saturn return by the chart's own Saturn and tells it in the right tense", () => {
    // Born 20 December 1990: Saturn at 26° Capricorn came back in late 2020, at 29.
    const chart = natalChart({
      name: 'Dana',
      year: 1990,
      month: 12,
      day: 20,
      hour: 8,
      minute: 0,
      lat: 51.5,
      lng: -0.12,
      tz_str: 'Europe/London',
    });
    expect(firstSaturnReturn(chart)).toEqual([29, 29]);
    const saturn = (now: string) =>
      composeNatal({ chart, now: new Date(now) })
        .markdown.split('\n### Saturn')[1]!
        .split('\n#')[0]!;
    // 1 December 2020: still 29 by the full birth date (30 by the year alone), in the return.
    expect(saturn('2020-12-01T12:00:00Z')).toMatch(/You are in your first Saturn return/);
    // At 31 the return is a year and more behind: not "at or near" it.
    const at31 = saturn('2022-06-01T12:00:00Z');
    // Since review r26 no stock "hardest part of this lesson is behind you".
    expect(at31).toMatch(
      /Saturn came back to \w+ in your \w+ house at 29 and has moved on, so the exam is over/,
    );
    expect(at31).not.toMatch(/at or near your first/);
  });

  it('counts a stellium by the Sun to Saturn only, and gives two unlinked themes no filler link, over 200 charts', () => {
    for (let seed = 0; seed < 200; seed++) {
      const chart = randomChart(seed);
      for (const st of synthesise(chart).stelliums)
        expect(
          st.members.filter((m) => !GENERATIONAL.includes(m)).length,
          `seed ${seed}`,
        ).toBeGreaterThanOrEqual(3);
      expect(composeNatal({ chart }).markdown, `seed ${seed}`).not.toMatch(
        /Each colours the other|share no planet and no house/,
      );
    }
  });

  it("names the Midheaven's ruler and where it stands in the Midheaven paragraph when the time is known", () => {
    const md = composeNatal({ chart: natalChart(LENNON) }).markdown;
    const mc = md.split('\n### Midheaven')[1]!.split('\n#')[0]!;
    expect(mc).toMatch(/, ruler of \w+, stands in \w+ in the \w+ house(?: itself)?, so your calling/);
    const noTime = composeNatal({ chart: randomChart(3, { timeKnown: false }) }).markdown;
    expect(noTime).not.toMatch(/so your calling (runs through|and your public standing)/);
  });

  it('gives the calling a field of work, never a house heading (review r23: "spirituality and subconscious")', () => {
    const fields = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const md = composeNatal({ chart: randomChart(i, { timeKnown: true }) }).markdown;
      const field = /so your calling runs through ([^,]+(?:, [^,]+)*?), and /.exec(md)?.[1];
      if (!field) continue;
      fields.add(field);
      expect(field).not.toMatch(/&|subconscious|spirituality|self & identity|values & resources/i);
    }
    expect(fields.size).toBeGreaterThan(5);
  });
});
