// An astrologer's review (r27d) of the English natal and compatibility reports of batch d: each
// test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import type { Chart, ChartInput, PointName } from '../astro/types';
import { compatibilityScoreFromEngine, composeCompatibility } from './compatibility-report';
import { OVERLAY_TEXT } from './content/authored/overlays';
import { composeNatal } from './natal-report';
import { solarCondition, synthesise } from './natal-synthesis';
import { solarConditionSentence } from './natal-synthesis-text';
import type { RelationshipKind } from './relationship';

const NOW = new Date('2026-11-27T12:00:00Z');
const birth = (name: string, date: string, time: string | null, lat: number, lng: number, tz: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time ? (time.split(':').map(Number) as [number, number]) : [null, null];
  return natalChart({ name, year, month, day, hour, minute, lat, lng, tz_str: tz } as ChartInput);
};
const AMARA = birth('Amara', '1988-03-14', '07:40', 5.6037, -0.187, 'Africa/Accra');
const JONAS = birth('Jonas', '1979-09-02', '23:15', 59.9139, 10.7522, 'Europe/Oslo');
const PRIYA = birth('Priya', '1995-12-21', '13:05', 19.076, 72.8777, 'Asia/Kolkata');
const CARLOS = birth('Carlos', '1969-07-20', null, 19.4326, -99.1332, 'America/Mexico_City');
const HANNAH = birth('Hannah', '1984-05-30', '04:50', 51.3397, 12.3731, 'Europe/Berlin');
const TOM = birth('Tom', '2001-10-11', '16:30', -37.8136, 144.9631, 'Australia/Melbourne');
const ELENA = birth('Elena', '1957-02-08', '10:20', 40.8518, 14.2681, 'Europe/Rome');
const BIRTHS = [AMARA, JONAS, PRIYA, CARLOS, HANNAH, TOM, ELENA];

const natal = (chart: Chart) => composeNatal({ chart, now: NOW }).markdown;
const paragraph = (md: string, heading: string) => {
  const start = md.indexOf(`### ${heading}`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = md.indexOf('\n#', start + 4);
  return md.slice(start, next < 0 ? undefined : next);
};
const pair = (c1: Chart, c2: Chart, relationship: RelationshipKind) =>
  composeCompatibility({
    person1: { firstName: c1.name, chart: c1 },
    person2: { firstName: c2.name, chart: c2 },
    score: compatibilityScoreFromEngine(relationshipScore(c1, c2)),
    relationship,
  }).markdown;

describe('the combust Moon and the lunar phase', () => {
  it('reads a Moon closing on the Sun as the balsamic end of a cycle, not a fresh start', () => {
    expect(synthesise(HANNAH).moonPhase?.phase).toBe('balsamic');
    expect(solarCondition(HANNAH, 'Moon')).toMatchObject({ kind: 'combust', behind: true });
    const moon = paragraph(natal(HANNAH), 'Moon in Gemini');
    expect(moon).not.toContain('fresh start rather than a settled habit');
    expect(moon).toContain('born in the dark of the Moon, hours before the new one');
    expect(moon).toContain('letting something finish rather than by starting afresh');
  });

  it('gives the waxing and the waning combust Moon each its own reading', () => {
    const waxing = solarConditionSentence('Moon', { kind: 'combust', orb: 5 });
    const waning = solarConditionSentence('Moon', { kind: 'combust', orb: 5, behind: true });
    expect(waxing).toContain('born just after the new Moon');
    expect(waxing).toContain('a fresh start');
    expect(waning).not.toContain('fresh start');
    expect(waning).not.toContain('after the new Moon');
  });

  it('tells a waning Moon as behind the Sun, not 349° ahead of it', () => {
    const md = natal(PRIYA);
    expect(md).not.toMatch(/Moon \d+° ahead of the Sun, in its balsamic/);
    expect(md).toContain('born with the Moon 11° behind the Sun and waning, in its balsamic phase');
    expect(natal(ELENA)).toContain(
      'born with the Moon 95° ahead of the Sun and waxing, in its first quarter phase',
    );
  });
});

describe('one planet, one story across the sections', () => {
  it('keeps a weakened Mars on the Ascendant in view, as the aspect list does', () => {
    const md = natal(ELENA);
    expect(md).not.toContain(
      'others may see someone steady or reserved before they see the fighter underneath',
    );
    expect(paragraph(md, 'Mars in Taurus')).toContain(
      'With Mars on your Ascendant, in its detriment, your drive is plain to see from the first meeting',
    );
    expect(md).toContain('people sense your force the moment they meet you');
  });

  it('tells a combust planet on the Ascendant as seen, once, and points the list there', () => {
    const md = natal(HANNAH);
    const moon = paragraph(md, 'Moon in Gemini');
    expect(moon).not.toContain('hard for others to see');
    expect(moon).toContain('yet on the Ascendant they show plainly to others');
    expect(md).not.toContain('puts your feelings on your face');
    expect(md).toContain('- **Moon conjunction Ascendant** (orb 1.1°; read under the Moon above)');
    const venus = paragraph(md, 'Venus in Gemini');
    expect(venus).toContain('yet on the Ascendant it is not lost from view');
    expect(md).not.toContain('Venus works inside the Sun');
    expect(md).toContain('- **Sun conjunction Venus** (orb 4.6°; read under Venus above)');
  });

  it('never calls a combust planet on a visible angle hidden', () => {
    for (const point of ['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as PointName[])
      for (const angle of ['Ascendant', 'Descendant', 'Midheaven'] as const)
        for (const behind of [false, true])
          expect(
            solarConditionSentence(point, { kind: 'combust', orb: 4, behind }, angle),
            `${point} on the ${angle}`,
          ).not.toMatch(/hidden|unseen|out of sight|hard for others|hard to see/);
  });

  it('spares an exalted Mars the stock line that its energy ebbs and flows', () => {
    const md = natal(AMARA);
    expect(md).not.toContain('Your energy ebbs and flows unpredictably');
    expect(md).toContain('With Mars exalted in Capricorn the drive stays steady');
  });
});

describe('combustion', () => {
  it('is stated for every planet within 8.5° of the Sun, whatever the budget cuts', () => {
    expect(paragraph(natal(TOM), 'Mercury in Libra')).toContain('Mercury is combust, 6.1° from the Sun');
    for (const chart of BIRTHS) {
      const md = natal(chart);
      for (const point of ['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as PointName[])
        if (solarCondition(chart, point)?.kind === 'combust')
          expect(md, `${chart.name}'s ${point}`).toMatch(
            // A dignified one is read with its dignity in one sentence (review r31).
            new RegExp(
              `${point} (is combust|stood [\\d.]+° from the Sun|[^.:]*, so it is capable, but combust)`,
            ),
          );
    }
  });
});

describe('compatibility wording', () => {
  it('names a shared earth lead without calling planets alone "earth signs"', () => {
    const md = pair(AMARA, JONAS, 'romantic');
    expect(md).not.toContain('two earth signs');
    expect(md).toContain(
      'By temperament both of you lean to earth, Amara through the planets rather than the Sun, Moon or rising sign: two earthy temperaments build',
    );
  });

  it('reads Neptune on a lover’s Descendant with the risk of idealising', () => {
    const md = pair(AMARA, JONAS, 'romantic');
    expect(md).not.toContain('a gentle exchange in which each of you sees the best of the other');
    expect(md).toContain('the risk is loving an ideal instead of the person');
  });

  it('keeps work language out of the overlays a romance reads', () => {
    expect(pair(TOM, PRIYA, 'romantic')).not.toContain('you work pleasantly together');
    for (const [planet, houses] of Object.entries(OVERLAY_TEXT))
      for (const [house, text] of Object.entries(houses))
        expect(text, `${planet} in the ${house}th`).not.toMatch(/colleagues|you work (pleasantly|well)/);
  });
});
