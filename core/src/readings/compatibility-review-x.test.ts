// An astrologer's review (x) of compatibility reports: the unknown-birth-time note in the score
// line spelled out the scale's sweep ("knowing the hour could only raise it, to 27 at most"); the
// word for a score must never weaken as the score rises; and a planet that changed sign on an
// untimed birthday was said of one person's Moon and of nobody's Sun.
import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from '../astro/places-node';
import { scoreBand } from '../astro/score-bands';
import { typedBirth } from './__fixtures__/born';
import { birthPairs } from './__fixtures__/pairs';
import { composeCompatibility, DEFAULT_SCORE_MAX, RING_BAND } from './compatibility-report';
import { RELATIONSHIP_KINDS } from './relationship';
import { composeReading, prepareReading } from './stored';

const places = loadPlaceIndex();
const now = new Date('2026-11-29T12:00:00Z');
const person = typedBirth;
type Person = ReturnType<typeof person>;
const render = (kind: (typeof RELATIONSHIP_KINDS)[number], person1: Person, person2: Person) =>
  composeReading(
    prepareReading(
      { idempotencyKey: 'k', app: 'compatibility', input: { relationship: kind, person1, person2 } },
      { places, now, language: 'en' },
    ),
  ).markdown;
const scoreLine = (md: string) => md.split('\n').find((l) => l.startsWith('- **Compatibility score**'))!;
const portraitOf = (md: string, who: string) => md.split(`### ${who}\n\n`)[1]!.split('\n')[0]!;

// Priya's Sun and Mercury cross from Pisces into Aries on her birthday; Tomasz's Sun, Moon and
// Jupiter all change sign on his; Ruth's Sun and Mars on hers; Delia's time is known.
const PRIYA = person('Priya', '1990-03-20', null, 'London', 'GB');
const TOMASZ = person('Tomasz', '1988-07-22', null, 'Warsaw', 'PL');
const RUTH = person('Ruth', '1979-01-20', null, 'Lagos', 'NG');
const DELIA = person('Delia', '1975-11-22', '14:30', 'Dublin', 'IE');

describe('compatibility review x', () => {
  it('says in words what a missing birth time leaves out of the score, with no figures but the score', () => {
    const pairs: [Person, Person][] = [
      [PRIYA, TOMASZ],
      [DELIA, RUTH],
      [RUTH, DELIA],
      [PRIYA, DELIA],
    ];
    for (const [p1, p2] of pairs) {
      const line = scoreLine(render('romantic', p1, p2));
      const time = line.slice(line.indexOf(' Without '));
      expect(time, line).toMatch(
        /^ Without (\w+'s birth time|either birth time) it cannot count (\w+'s rising sign|your rising signs)/,
      );
      expect(time, line).not.toMatch(/\d/);
      expect(line).not.toMatch(/at most|anywhere from|putting it between/);
    }
  });

  it('never gives a higher score a weaker word than a lower one, for any bond, over the whole scale', () => {
    const [c1, c2] = birthPairs(1, 7, {
      fromYear: 1970,
      years: 20,
      place: { lat: 51.5, lng: -0.12, tz_str: 'Europe/London' },
      names: ['Ann', 'Bea'],
    })[0]!;
    const words = Object.values(RING_BAND);
    for (const relationship of RELATIONSHIP_KINDS) {
      let last = -1;
      for (let n = 0; n <= DEFAULT_SCORE_MAX; n++) {
        const md = composeCompatibility({
          person1: { firstName: 'Ann', chart: c1 },
          person2: { firstName: 'Bea', chart: c2 },
          score: {
            score: n,
            max: DEFAULT_SCORE_MAX,
            label: scoreBand(n).label,
            breakdown: [],
            sunsShareQuality: false,
          },
          relationship,
        }).markdown;
        const word = new RegExp(`, ${n} of ${DEFAULT_SCORE_MAX}, (${words.join('|')})[.,;: ]`).exec(
          scoreLine(md),
        );
        expect(word, `${relationship} ${n}`).not.toBeNull();
        const rank = words.indexOf(word![1]!);
        expect(rank, `${relationship} ${n}: ${word![1]}`).toBeGreaterThanOrEqual(last);
        last = rank;
      }
      expect(last).toBe(words.length - 1);
    }
  });

  it('names every planet that changed sign on an untimed birthday, for either person, once, before the count that leaves it out', () => {
    for (const [p1, p2] of [
      [PRIYA, TOMASZ],
      [TOMASZ, PRIYA],
      [DELIA, RUTH],
      [RUTH, PRIYA],
    ] as [Person, Person][]) {
      const md = render('friends', p1, p2);
      const expected: Record<string, string> = {
        Priya: 'The Sun and Mercury changed sign that day',
        Tomasz: 'The Sun, the Moon and Jupiter changed sign that day',
        Ruth: 'The Sun and Mars changed sign that day',
      };
      for (const who of [p1.firstName, p2.firstName]) {
        const text = portraitOf(md, who);
        if (!expected[who]) {
          expect(text).not.toMatch(/changed sign that day/);
          continue;
        }
        expect(text).toContain(`${expected[who]}, so `);
        expect(text.match(/changed sign/g)).toHaveLength(1);
        expect(text).not.toMatch(/leaves? open/);
        expect(text.indexOf('changed sign')).toBeLessThan(text.search(/temperament/));
      }
      // A planet whose sign the day leaves open is listed with both signs, Jupiter as much as the Sun.
      if ([p1, p2].includes(TOMASZ))
        expect(portraitOf(md, 'Tomasz')).toContain('Jupiter in Taurus or Gemini');
    }
  });
});
