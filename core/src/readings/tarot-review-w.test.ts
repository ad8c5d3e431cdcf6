import { describe, expect, it } from 'vitest';
import { drawWithCard } from './__fixtures__/tarot-draws';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';

/** A reading of the question with one card set at a place (0 past, 1 present, 2 future). */
const reading = (
  question: string,
  place: number,
  id: string,
  reversed = false,
  tag = 'w',
  firstName = 'Ana',
) => composeThreeCard({ firstName, question, draw: drawWithCard(tag, place, id, reversed) }).markdown;

describe('tarot review w, three cards', () => {
  // "Some of the Queen of Swords reversed still sits under adopting a rescue dog": a matter that is
  // an act or a person is no place for a card to sit under.
  it('ties a hard or undecided past card to the matter without making the matter a place', () => {
    const questions = [
      'Should I adopt a rescue dog this spring?',
      'Is the man I met online being honest with me?',
      'How can I cope with my anxiety before the audition?',
    ];
    for (const question of questions)
      for (const [id, reversed] of [
        ['swords-13-queen', true],
        ['wands-05-five', false],
        ['swords-03-three', false],
        ['major-18-moon', false],
      ] as const)
        for (let i = 0; i < 6; i++) {
          const md = reading(question, 0, id, reversed, `w${i}`, 'Noor');
          expect(md, `${question} ${id}`).not.toMatch(
            /still sits under|was the ground under .+ at the start|the start still colours it|first came with|decides its colour/,
          );
        }
  });
});

describe('tarot review w, the question read right', () => {
  it('reads a divorce mediation as a legal matter and a winter abroad as travel', () => {
    expect(readQuestion('How will my divorce mediation go?').subject).toBe('legal');
    expect(readQuestion('Should I spend the winter in Portugal?').subject).toBe('travel');
  });

  it('reads the World on a stay abroad as Waite’s change of place, not only a cycle completed', () => {
    expect(reading('Should I spend the winter in Portugal?', 1, 'major-21-world')).toMatch(
      /voyage, emigration and change of place/,
    );
  });

  it('gives no emigration step to a son’s first job, and no employee’s step to a bakery owner', () => {
    for (let i = 0; i < 24; i++) {
      expect(
        reading('Will my son find work after he graduates?', i % 3, 'wands-08-eight', false, `s${i}`),
      ).not.toMatch(/the language, the paperwork/);
      expect(reading('Is it time to close my bakery?', i % 3, 'wands-06-six', true, `b${i}`)).not.toMatch(
        /record of what you contributed/,
      );
    }
  });

  it('never tells a money question that it turns on the heart more than on facts and figures', () => {
    for (let i = 0; i < 24; i++)
      expect(reading('Will I get the mortgage approved?', i % 3, 'cups-02-two', true, `m${i}`)).not.toMatch(
        /more than on facts and figures/,
      );
  });

  it('does not picture the asker’s own mistreated childhood as the Sun’s joyful child', () => {
    for (let i = 0; i < 12; i++)
      expect(
        reading(
          'Should I forgive my mother for the way she treated me as a child?',
          i % 3,
          'major-19-sun',
          false,
          `c${i}`,
        ),
      ).not.toMatch(/your question in a picture/);
  });
});

describe('tarot review w, the picture of the year', () => {
  it('gives a court card in the present as what the time asks, never as a person the year begins with', () => {
    let pictured = 0;
    for (let i = 0; i < 12; i++) {
      const md = reading(
        'What does this year hold for my spiritual path?',
        1,
        'wands-11-page',
        true,
        `y${i}`,
        'Yuki',
      );
      expect(md).not.toMatch(/looks set to begin with an? (impatient|eager|young)/);
      if (/looks set to begin with/.test(md)) {
        pictured++;
        expect(md).toMatch(/looks set to begin with a time to guard against/);
      }
    }
    expect(pictured).toBeGreaterThan(0);
  });
});

describe('tarot review w, notes in proportion', () => {
  it('meets nerves before an audition with a note in proportion, and keeps the crisis line for anxiety itself', () => {
    const nerves = reading(
      'How can I cope with my anxiety before the audition?',
      0,
      'wands-05-five',
      false,
      'n',
      'Elif',
    );
    expect(nerves).not.toMatch(/crisis line/);
    expect(nerves).toMatch(/nerves before something that matters are normal/);
    const anxiety = reading(
      'How can I cope with my anxiety and panic attacks?',
      0,
      'wands-05-five',
      false,
      'n',
      'Elif',
    );
    expect(anxiety).toMatch(/crisis line/);
  });
});

describe('tarot review w, a question of honesty', () => {
  it('counts a card its own paragraph reads as Waite’s false heart among the signs of deceit', () => {
    const md = reading('Is my husband hiding something from me?', 2, 'cups-10-ten', true, 'h', 'Priya');
    expect(md).toMatch(/false heart/);
    expect(md).not.toMatch(/speaks? neither of deceit nor of honesty/);
  });
});
