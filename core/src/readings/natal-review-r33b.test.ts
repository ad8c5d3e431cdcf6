// Review r33b of the English natal report: a professional astrologer (5 of 10) found stock sign and
// house lines told side by side unreconciled, so one report said a thing and its opposite of one
// planet. Births: Madonna, 16 Aug 1958 07:05, Bay City MI; Marlon Brando, 3 Apr 1924 23:00, Omaha
// NE; Barack Obama, 4 Aug 1961 19:24, Honolulu; Virginia Woolf, 25 Jan 1882 12:15, London
// (Astro-Databank, Rodden rating AA for each); Charlie Chaplin, 16 Apr 1889 20:00, London, as
// commonly published.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal, NATAL_WORD_LIMIT } from './natal-report';
import { BRANDO, CHAPLIN, MADONNA, OBAMA, WOOLF } from './__fixtures__/public-births';

const report = (input: ChartInput) =>
  composeNatal({ chart: natalChart(input), now: new Date('2026-11-29T12:00:00Z') });
const paragraph = (text: string, heading: string) =>
  text
    .split('\n### ')
    .find((x) => x.startsWith(heading))
    ?.split(/\n#{2,3} /)[0] ?? '';

describe('natal review r33b', () => {
  it('reads a Leo Sun in the twelfth as shining from backstage, not as quiet beside "meant to be seen"', () => {
    const sun = paragraph(report(MADONNA).markdown, 'Sun in Leo');
    expect(sun).toMatch(/meant to be seen/);
    expect(sun).not.toMatch(/quieter than you are/);
    expect(sun).toMatch(/Leo is an outgoing sign, but the twelfth house keeps its source backstage/);
  });

  it('tells a Mercury–Pluto conjunction one way: a penetrating mind, not one that has to explain itself twice', () => {
    const text = report(MADONNA).markdown;
    expect(text).toMatch(/Mercury conjunction Pluto\*\* \(orb [^)]*\): Pluto deepens your Mercury/);
    const mercury = paragraph(text, 'Mercury in Virgo');
    expect(mercury).not.toMatch(/has to work to be understood|explain yourself twice/);
    expect(mercury).toMatch(/Mercury in the first house puts your mind on show: people meet your thinking/);
  });

  it('reads Venus in the seventh by what it brings to partnership, not by the partners it promises', () => {
    const venus = paragraph(report(BRANDO).markdown, 'Venus in Taurus');
    expect(venus).toMatch(/seventh house/);
    expect(venus).not.toMatch(/kind, graceful partners/);
    expect(venus).toMatch(/you bring charm, tact and a wish for harmony to it/);
  });

  it('does not call an Aries Moon that "says so" hard for others to see when it is combust', () => {
    const moon = paragraph(report(BRANDO).markdown, 'Moon in Aries');
    expect(moon).toMatch(/your quick feelings stay indoors/);
    expect(moon).toMatch(/combust/);
    expect(moon).not.toMatch(/hard for others to see/);
    expect(moon).toMatch(/even said aloud they come out as wants/);
  });

  it('bridges an Aquarius Jupiter in the twelfth instead of growing it both among friends and in solitude', () => {
    const jupiter = paragraph(report(OBAMA).markdown, 'Jupiter in Aquarius');
    expect(jupiter).toMatch(/through friendship, communities/);
    expect(jupiter).toMatch(/Aquarius is an outgoing sign for growth, but the twelfth house turns it inward/);
    expect(jupiter).not.toMatch(/brings a hidden protection and spiritual growth in solitude/);
  });

  it('reads an Aries Moon in the twelfth as saying the surface and keeping the depths, not "says so" and "never said aloud"', () => {
    const moon = paragraph(report(WOOLF).markdown, 'Moon in Aries');
    expect(moon).toMatch(/says so/);
    expect(moon).not.toMatch(/never said aloud/);
    expect(moon).toMatch(/what you say at once is the surface, and what stirs beneath often goes unsaid/);
  });

  it('bridges a Scorpio Moon rising instead of calling its feelings private and then plain on the face', () => {
    const moon = paragraph(report(CHAPLIN).markdown, 'Moon in Scorpio');
    expect(moon).toMatch(/intense and private/);
    expect(moon).not.toMatch(/your feelings show on your face/);
    expect(moon).toMatch(
      /Scorpio keeps feelings close, but the first house puts your Moon where everyone meets you/,
    );
  });

  it('bridges a fire or air Moon in the eighth instead of reading it both outspoken and "deeply and privately"', () => {
    // Invented births, a day apart in 1990, so every Moon sign and house turns up.
    let bridged = 0;
    for (let i = 0; i < 60; i++) {
      const chart = natalChart({
        name: 'Client',
        year: 1990,
        month: 1 + Math.floor(i / 28),
        day: 1 + (i % 28),
        hour: (i * 5) % 24,
        minute: 0,
        lat: 51.5,
        lng: -0.12,
        tz_str: 'Europe/London',
      });
      const moon = composeNatal({ chart }).markdown.match(
        /\n### Moon in (Aries|Gemini|Leo|Libra|Sagittarius|Aquarius), Eighth House[^\n]*\n\n[^\n]*/,
      )?.[0];
      if (!moon) continue;
      bridged++;
      expect(moon).not.toMatch(/feels deeply and privately/);
      expect(moon).toMatch(
        /is an outgoing sign for feeling, but the eighth house takes it below the surface/,
      );
    }
    expect(bridged).toBeGreaterThan(0);
  });

  it('keeps these reports within the word limit', () => {
    for (const birth of [MADONNA, BRANDO, OBAMA, WOOLF, CHAPLIN])
      expect(report(birth).wordCount).toBeLessThanOrEqual(NATAL_WORD_LIMIT);
  });
});
