// An astrologers' review (w) of compatibility reports: the score's workings told in a contact's
// line ("The compatibility score counts it at full value by its angle alone"), the weight share
// printed in the German story and close, overlays that did not say whose house ("Sam's Venus in
// the fifth house"), and the German close checked for naming a planet on an angle as the story does.
import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from '../astro/places-node';
import { birthPairs, pairReport } from './__fixtures__/pairs';
import type { Language } from '../api/language';
import { composeReading, prepareReading } from './stored';

const places = loadPlaceIndex();
const now = new Date('2026-11-29T12:00:00Z');
const person = (
  firstName: string,
  lastName: string,
  birthDate: string,
  birthTime: string | null,
  city: string,
  country = 'GB',
) => ({ firstName, lastName, birthDate, birthTime, city, country });

const render = (
  relationship: 'romantic' | 'friends' | 'family' | 'colleagues',
  person1: ReturnType<typeof person>,
  person2: ReturnType<typeof person>,
  language: Language = 'en',
) =>
  composeReading(
    prepareReading(
      { idempotencyKey: 'k', app: 'compatibility', input: { relationship, person1, person2 } },
      { places, now, language },
    ),
  ).markdown;

const section = (md: string, heading: string) => md.split(`## ${heading}\n\n`)[1]?.split('\n## ')[0] ?? '';

// A mother and son whose Suns oppose by angle across signs that do not oppose: the ring counts it.
const MARGARET = person('Margaret', 'Lloyd', '1958-07-19', '06:45', 'Cardiff');
const OWEN = person('Owen', 'Lloyd', '1986-01-23', '14:20', 'Cardiff');
const ALEX = person('Alex', 'Reed', '1990-03-14', '08:30', 'London');
const SAM = person('Sam', 'Hart', '1991-09-02', '22:10', 'Manchester');

const ORDINALS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth';

describe('compatibility review w', () => {
  it('reads a contact across signs by what it means, never by how the score counts it', () => {
    const md = render('family', MARGARET, OWEN);
    const line = section(md, 'More Connections Between Your Charts')
      .split('\n\n')
      .find((l) => l.startsWith("**Margaret's Sun opposition Owen's Sun**"))!;
    expect(line).toContain('(out of sign, so a weak contact)');
    expect(line).toContain('meet only faintly across their signs');
    expect(line).not.toMatch(/score|full value|count/);
    const de = render('family', MARGARET, OWEN, 'de');
    const list = section(de, 'Die Kontakte zwischen euren Horoskopen');
    expect(list).toContain('über die Zeichengrenze hinweg und darum schwach');
    expect(list).not.toMatch(/Kompatibilitätswert|Punktzahl|zählt/);
  });

  it('tells the German balance of ease and strain without the weight share, which is left to the method', () => {
    const de = render('romantic', ALEX, SAM, 'de');
    expect(section(de, 'Kurz gesagt')).toMatch(/Nimmt man alle \d+ Kontakte zusammen, [^.]*Leichtigkeit/);
    expect(section(de, 'Überblick') + section(de, 'Kurz gesagt')).not.toMatch(/% des Gewichts/);
    expect(section(de, 'Technische Angaben')).toMatch(/\d+ % ihres Gewichts sind leicht/);
  });

  it("names whose house a contact lands in: the partner's, never 'the fifth house' alone", () => {
    const md = render('romantic', ALEX, SAM);
    const list = section(md, 'More Connections Between Your Charts');
    expect(list).toContain(
      "With Sam's Venus in Alex's fifth house, it is felt most in romance, play and creative life.",
    );
    expect(list).toContain(
      "Sam's Mars stands in Alex's sixth house, and it plays out most in work and daily routine.",
    );
    expect(list).toContain(
      "Its stage is Alex's tenth house, career and public life, where Sam's Saturn stands.",
    );
    const NAMES: [string, string] = ['Ana', 'Ben'];
    const pairs = birthPairs(60, 2026112901, {
      fromYear: 1950,
      years: 50,
      place: { lat: 51.5, lng: -0.12, tz_str: 'Europe/London' },
      names: NAMES,
    });
    let told = 0;
    for (const [i, [c1, c2]] of pairs.entries()) {
      const kind = (['romantic', 'friends', 'family', 'colleagues'] as const)[i % 4]!;
      const contacts = section(pairReport(NAMES, c1, c2, kind), 'More Connections Between Your Charts');
      expect(contacts).not.toMatch(new RegExp(`\\bthe (?:${ORDINALS}) house\\b`));
      told += contacts.match(new RegExp(`(?:Ana|Ben)'s (?:${ORDINALS}) house`, 'g'))?.length ?? 0;
    }
    expect(told).toBeGreaterThan(10);
  });

  it('names a planet on an angle in the German close as the story names it (review v, mirrored)', () => {
    const de = render(
      'romantic',
      person('Daniel', 'Kim', '1992-12-24', '23:15', 'Seoul', 'KR'),
      person('Mia', 'Park', '1994-06-06', '05:05', 'Busan', 'KR'),
      'de',
    );
    const story = section(de, 'Überblick').split('\n\n')[0]!;
    const together = story.split(/(?<=\.) (?=[A-ZÄÖÜ])/).pop()!;
    expect(together).toContain('Mias Sonne auf Daniels MC');
    expect(together).not.toMatch(/Quadrat|Aszendent/);
    expect(section(de, 'Kurz gesagt')).toContain('Mias Sonne auf Daniels MC');
  });
});

describe('compatibility review w, second pass: sentences a client can read aloud', () => {
  it('joins a tie to its opener instead of naming it twice, and says a binding tie in plain words', () => {
    const bowie = render(
      'romantic',
      person('David', 'Bowie', '1947-01-08', '09:00', 'London'),
      person('Iman', 'Abdulmajid', '1955-07-25', null, 'Mogadishu', 'SO'),
    );
    expect(bowie).not.toMatch(/Descendant\. Iman's Sun on David's Descendant often/);
    const friends = render(
      'friends',
      person('Aisha', 'Bello', '1985-05-05', '14:10', 'Lagos', 'NG'),
      person('Grace', 'Obi', '1986-11-18', '06:30', 'Abuja', 'NG'),
    );
    expect(friends).not.toMatch(/with as much weight as loyalty/);
    const family = render(
      'family',
      person('Carmen', 'Ruiz', '1962-03-03', '11:00', 'Madrid', 'ES'),
      person('Lucia', 'Ruiz', '1990-08-21', '03:15', 'Seville', 'ES'),
    );
    expect(family).not.toMatch(/as an equal, not by a family role/);
  });

  it('says a retrograde planet’s aspect works inwardly without calling it "that answer"', () => {
    const senna = composeReading(
      prepareReading(
        {
          idempotencyKey: 'k',
          app: 'natalbirthchart',
          input: person('Ayrton', 'Senna', '1960-03-21', '02:35', 'São Paulo', 'BR'),
        },
        { places, now, language: 'en' },
      ),
    ).markdown;
    expect(senna).toMatch(/retrograde, it is worked out inwardly first/);
    expect(senna).not.toMatch(/that answer is worked out inwardly/);
  });
});
