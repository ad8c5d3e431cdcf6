// A numerologist's review (x) of life path reports: a karmic debt only the name-by-name sums reach
// stood without a hedge, one only the letters added all at once reach went unsaid, a Maturity sum
// passing through 13, 14, 16 or 19 was never flagged, and the pairings under the Soul Urge and the
// Personality read alike, neither saying which number is the inner motive and which the first
// impression.
import { describe, expect, it } from 'vitest';
import { maturity, numerologyProfile } from '../numerology/numerology';
import { composeLifePath } from './lifepath-report';

const now = new Date('2026-11-29T12:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now }).markdown;
const section = (md: string, heading: string) => md.split(`### ${heading}`)[1]!.split('\n### ')[0]!;

describe('life path review x', () => {
  it('hedges a debt only the name-by-name sums reach where it is read', () => {
    // HUGO 6 and LAMBERT 8 make 14 name by name; all the letters at once, 24 + 26 = 50 -> 5.
    const md = report('Hugo', 'Lambert', '1980-05-05');
    expect(md.split('## Your Numbers')[0]).toMatch(/14\/5 in your Destiny/);
    expect(section(md, 'Destiny')).toContain(
      'Added name by name, the total of your whole name passes through 14, a karmic debt that adding all the letters at once misses',
    );
    // Met again in a second number, the debt is hedged there too: OSCAR 4 and MENSAH 9 make the
    // consonants' 13, all at once 13 + 18 = 31 -> 4.
    expect(section(report('Oscar', 'Mensah', '2006-03-29'), 'Personality 4')).toContain(
      'Added name by name, as this reading does, the total of your consonants passes through 13 as well, though added all at once it would not',
    );
    // Three debts are read together, with no word on method: the overview says it. KWAME 8 and
    // ASANTE 6 make 14; 17 + 15 = 32 -> 5. The Soul Urge's 13 and the Personality's 19 stand either way.
    const kwame = report('Kwame', 'Asante', '1983-04-12');
    expect(kwame.split('## Your Numbers')[0]).toContain(
      'Your numbers carry three karmic debts, 14/5 in your Destiny, 13/4 in your Soul Urge and 19/1 in your Personality. Only adding name by name finds the 14. Each is',
    );
  });

  it('says where the letters added all at once pass through a debt the name-by-name sums miss', () => {
    // INES's consonants make 6 and MOURA's 13 -> 4: name by name 6 + 4 = 10 -> 1, all at once
    // 6 + 13 = 19.
    const md = report('Ines', 'Moura', '1980-05-05');
    expect(section(md, 'Personality')).toMatch(
      /Counted all at once, your consonants pass through 19, a karmic debt this reading does not count\./,
    );
  });

  it('flags a karmic debt the Maturity sum passes through, as the other numbers’ debts are', () => {
    // Life Path 7 and Destiny 7 make 14 -> 5.
    const p = numerologyProfile('Amara Eze', '1975-03-18');
    expect(maturity(p.lifePath, p.destiny).karmicDebt).toBe(14);
    const md = report('Amara', 'Eze', '1975-03-18');
    expect(md).toMatch(
      /Maturity number(?:, the sum of Life Path and Destiny, is)? 14\/5, a karmic debt number: /,
    );
    // A sum that passes through none says nothing of a debt.
    expect(report('Tove', 'Lindqvist', '1984-09-09')).not.toMatch(
      /Maturity number(?:, the sum of Life Path and Destiny, is)? 1[3469]\//,
    );
  });

  it('names each number’s role in a section’s pairing, so two pairings in one report do not read alike', () => {
    // Kira Brandt: Life Path 9, Soul Urge 2, Personality 33. Both pairings opened "The 2 and the
    // 9 are both numbers of sympathy" and "The 2 and the 33 are both numbers of care".
    const md = report('Kira', 'Brandt', '1983-02-04');
    expect(section(md, 'Soul Urge 2')).toContain(
      '**With your Life Path 9.** The 2 of your heart and the 9 of your road are both numbers of sympathy',
    );
    expect(section(md, 'Personality 33')).toContain(
      '**With your Soul Urge 2.** The 2 of your heart and the 33 of your first impression are both numbers of care',
    );
    // A day's pairing that names its place already is left as it is.
    expect(md).not.toMatch(/of your day of your day/);
  });
});
