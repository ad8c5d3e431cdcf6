// Review t of the tarot readings: a question whose yes is the feared answer ("Is my friend jealous
// of me?") was answered "a cautious yes" from favourable cards, and a spoken no went on to name
// "what the yes has to survive".
import { describe, expect, it } from 'vitest';
import { composeCelticCross } from './celtic-cross-report';
import { TURN_TEST } from './content/celtic-cross';
import { asksAboutAFear, readQuestion } from './content/tarot-positions';
import { crossWithCard, drawWithCard } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

describe('a feared yes (review t)', () => {
  it.each([
    'Is my friend Tessa jealous of me?',
    'Is my sister envious of my new job?',
    'Does my boss resent me?',
    'Is my flatmate angry with me?',
    'Does my mother-in-law hate me?',
  ])('reads "%s" as a question whose yes is feared', (question) => {
    expect(asksAboutAFear(question)).toBe(true);
  });

  it('still reads a hope as a hope', () => {
    expect(asksAboutAFear('Will my sister forgive me?')).toBe(false);
    expect(asksAboutAFear('Is he the one?')).toBe(false);
  });

  it('names the test of a favourable lean without calling it a yes, since it may be spoken as a no', () => {
    for (const lines of Object.values(TURN_TEST))
      for (const line of lines) expect(line('the Five of Wands reversed')).not.toMatch(/\byes\b/i);
  });
});

describe('an apology owed only by an asker who did the wrong (review t)', () => {
  const FORGIVE = 'Should I forgive my sister for missing my wedding?';
  const OWED = /apology you owe|you owe (an|them|him|her) apolog|own your (part|share)/i;

  it('tells someone deciding whether to forgive no apology of their own, whatever the Five of Swords reversed says', () => {
    for (const place of ['outcome', 'self', 'near-future']) {
      const md = composeCelticCross({
        firstName: 'Leila',
        question: FORGIVE,
        draw: crossWithCard('forgive-t', 0, place, 'swords-05-five', true),
      }).markdown;
      expect(md).not.toMatch(OWED);
    }
    for (const place of [0, 1, 2]) {
      const md = composeThreeCard({
        firstName: 'Leila',
        question: FORGIVE,
        draw: drawWithCard('forgive-t', place, 'swords-05-five', true),
      }).markdown;
      expect(md).not.toMatch(OWED);
    }
  });

  it('leaves the apology to an asker who says they did the wrong', () => {
    expect(readQuestion('I lied to my best friend. How do I make it right?').grants.has('atFault')).toBe(
      true,
    );
    expect(readQuestion('How do I apologise to my brother?').grants.has('atFault')).toBe(true);
    expect(readQuestion(FORGIVE).grants.has('atFault')).toBe(false);
  });
});

describe('the marriage card on a proposal (review t)', () => {
  it('reads the Hierophant reversed ahead as a no to a proposal, never as leaning neither way', () => {
    const md = composeThreeCard({
      firstName: 'Sofia',
      question: 'Is he going to propose this year?',
      draw: drawWithCard('propose-t', 2, 'major-05-hierophant', true),
    }).markdown;
    expect(md).not.toMatch(/Hierophant reversed ahead leans neither way/);
    expect(md).toMatch(/Hierophant reversed ahead (is|leans no|pulls no)|vows and convention set aside/);
  });
});

describe('situations the question rules out (review t)', () => {
  it('tells someone with a job offer in hand no job search, and a bar exam candidate no choice of subject', () => {
    const offer = readQuestion('Should I accept the job offer in Rotterdam?');
    expect(offer.grants.has('jobHunt')).toBe(false);
    expect(readQuestion('How do I find a new job after being made redundant?').grants.has('jobHunt')).toBe(
      true,
    );
    expect(readQuestion('Will I pass my bar exam in February?').grants.has('choosingStudy')).toBe(false);
    expect(readQuestion('Should I go back to university at 45?').grants.has('choosingStudy')).toBe(true);
    const exam = composeThreeCard({
      firstName: 'Amara',
      question: 'Will I pass my bar exam in February?',
      draw: drawWithCard('bar-t', 1, 'cups-06-six', false),
    }).markdown;
    expect(exam).not.toMatch(/choice of subject/);
  });
});
