// An astrologer's review (d6) of compatibility reports: a Moon that "needs" like a person, a house
// note that sent a contact about home to the career house, one out-of-sign caveat pasted four
// times and said of a 0.7° tie, a score line claiming a paragraph a contact never had, a lovers'
// "first meeting" between mother and son, an easy/hard summary taken from one category, stock
// sentences shared across reports, and one square told three times.
import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from '../astro/places-node';
import { SCORE_BANDS } from '../astro/score-bands';
import { SIGN_INFO } from './content/astro';
import { composeReading, prepareReading } from './stored';
import { fillContact, RING_BAND, settingClash } from './compatibility-report';
import { SYNASTRY_TEXT, synastryText } from './content/authored';
import { grammarFaults } from './__fixtures__/astro-grammar';

const places = loadPlaceIndex();
const now = new Date('2026-11-29T12:00:00Z');
const person = (
  firstName: string,
  lastName: string,
  birthDate: string,
  birthTime: string | null,
  city: string,
  country: string,
) => ({ firstName, lastName, birthDate, birthTime, city, country });
const render = (
  relationship: 'romantic' | 'friends' | 'family' | 'colleagues',
  person1: ReturnType<typeof person>,
  person2: ReturnType<typeof person>,
) =>
  composeReading(
    prepareReading(
      { idempotencyKey: 'k', app: 'compatibility', input: { relationship, person1, person2 } },
      { places, now, language: 'en' },
    ),
  ).markdown;
const section = (md: string, heading: string) => md.split(`## ${heading}\n\n`)[1]?.split('\n## ')[0] ?? '';
const line = (md: string, start: string) => md.split('\n').find((l) => l.startsWith(start)) ?? '';

const freya = render(
  'romantic',
  person('Freya', 'Holm', '1989-03-30', '16:25', 'Copenhagen', 'DK'),
  person('Malik', 'Haddad', '1985-09-09', '05:40', 'Amman', 'JO'),
);
const camille = render(
  'romantic',
  person('Camille', 'Roux', '1978-01-06', null, 'Bordeaux', 'FR'),
  person('Pedro', 'Alves', '1976-06-21', '23:55', 'Porto', 'PT'),
);
const sunita = render(
  'family',
  person('Sunita', 'Rao', '1960-10-17', '09:30', 'Chennai', 'IN'),
  person('Arjun', 'Rao', '1992-04-04', '14:20', 'Bangalore', 'IN'),
);

describe('compatibility review d6', () => {
  it('says what a Moon needs as its owner’s need, for every Moon sign', () => {
    expect(freya).not.toMatch(/Malik's Moon needs/);
    expect(freya).toContain(
      'It helps when Freya sees that what Malik needs at those moments is closeness and being understood without words, not the next step.',
    );
    for (const sign of ['Ari', 'Tau', 'Gem', 'Can'] as const) {
      const text = fillContact(
        SYNASTRY_TEXT['Sun|Moon']!.tense,
        { name: 'Ana', sign: 'Leo' },
        { name: 'Ben', sign },
      );
      expect(text).not.toMatch(/Moon needs/);
      expect(grammarFaults(text), SIGN_INFO[sign].name).toEqual([]);
    }
  });

  it('leaves out a house note that would send a contact somewhere its text does not go', () => {
    const moons = line(freya, "**Freya's Moon opposition Malik's Moon**");
    expect(moons).toContain('makes home easier.');
    expect(moons).not.toMatch(/tenth house|career and public life/);
    expect(line(camille, "**Camille's Sun trine Pedro's Jupiter**")).not.toContain('friendships and hopes');
    expect(freya + camille + sunita).not.toMatch(/, so this shows in /);
    expect(settingClash('Learning how each likes to be comforted makes home easier.', 10, 'romantic')).toBe(
      true,
    );
    expect(settingClash('Learning how each likes to be comforted makes home easier.', 4, 'romantic')).toBe(
      false,
    );
    // The bond's own word is every contact's setting between relatives.
    expect(settingClash('what Ana expects of the family can unsettle Ben', 3, 'family')).toBe(false);
  });

  it('says the out-of-sign caveat once, and never of a contact within a degree', () => {
    const list = section(camille, 'More Connections Between Your Charts');
    expect(list.match(/The signs tell another story/g)).toHaveLength(1);
    expect(list).toContain(
      'The same holds below for Camille’s Jupiter with Pedro’s Venus in Cancer and for Camille’s Saturn in Leo with Pedro’s Venus.'.replaceAll(
        '’',
        "'",
      ),
    );
    const tight = line(camille, "**Camille's Saturn sextile Pedro's Sun**");
    expect(tight).toContain('(out of sign, but so close to exact that it holds)');
    expect(tight).not.toMatch(/weak contact|little in common|passing moments|faintly|a hint rather/);
  });

  it('says a close tie is read in its own right only when it has its own line', () => {
    const score = line(camille, '- **Compatibility score**');
    expect(score).not.toMatch(
      /Mars sextile Pedro's Mercury \(1\.4°\), one of your closest ties, is read above/,
    );
    expect(score).toContain(
      "Camille's Mars sextile Pedro's Mercury (1.4°), one of your closest ties, lies outside the pairs it counts. Camille's drive and Pedro's words fit together without effort.",
    );
  });

  it('reads a rising-sign contact between relatives without a first meeting', () => {
    expect(sunita).not.toMatch(/first meeting|first impression/);
    const faults: string[] = [];
    for (const key of Object.keys(SYNASTRY_TEXT).filter((k) => k.includes('Ascendant')))
      for (const family of ['conjunction', 'flowing', 'tense'] as const) {
        const text = synastryText('family', key, family);
        if (
          /first (?:meeting|impression)|at first sight|draws you together|part of the attraction/.test(text)
        )
          faults.push(`${key} ${family}`);
      }
    expect(faults).toEqual([]);
  });

  it('takes what asks the most from the tightest hard contacts, and calls no theme easy beside a hard contact to it', () => {
    const close = section(sunita, 'In Short');
    expect(close).not.toMatch(/Talk (?:asks the most|is where you work hardest)/);
    expect(close).not.toMatch(/feelings (?:are the easy part|come easily)/i);
    expect(close).toContain("The tie that needs the most care is Sunita's Mars square Arjun's Sun");
  });

  it('varies the Sun–Saturn and Moon–Jupiter harmonies between reports and bonds', () => {
    expect(freya + camille).not.toContain('Durability comes from');
    expect(sunita).not.toMatch(/home life together feels abundant/);
    expect(synastryText('family', 'Moon|Jupiter', 'flowing')).not.toBe(
      synastryText('romantic', 'Moon|Jupiter', 'flowing'),
    );
    expect(synastryText('family', 'Sun|Saturn', 'flowing')).not.toBe(
      synastryText('romantic', 'Sun|Saturn', 'flowing'),
    );
    expect(synastryText('friends', 'Sun|Saturn', 'flowing')).not.toBe(
      synastryText('romantic', 'Sun|Saturn', 'flowing'),
    );
  });

  it('tells the lead square in full once and refers back to it in the close', () => {
    const close = section(freya, 'In Short');
    expect(close).toMatch(
      /^Freya's Mercury square Malik's Moon stays the live question between you, the friction/,
    );
    expect(close).not.toContain("Freya's words and Malik's feelings");
    // The overview said "Letting a feeling settle before answering": the close's advice is another.
    expect(close).not.toContain('before answering');
    expect(close).toMatch(/It eases through [^.]+\./);
  });

  it('says each score band against the median of random pairs', () => {
    // 1,500 random pairs, 1950-2010, both times known: median 13, upper quartile 20, 97th percentile 32.
    const word = (n: number) => RING_BAND[[...SCORE_BANDS].reverse().find((b) => n >= b.min)!.label];
    expect(word(13)).toBe('about average');
    expect(word(8)).toBe('below average');
    expect(word(20)).toBe('well above average');
    expect(word(32)).toBe('far above average');
    expect(line(freya, '- **Compatibility score**')).toContain('20 of 44, well above average.');
  });
});
