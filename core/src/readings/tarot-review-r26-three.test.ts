// Review r26 (three cards): the topic slot only takes a matter, "what is holding it back" names a
// card, a "how … without burning out" answers the burnout, a choice maps its cards to its options,
// no card's line assumes a partner or a promotion the question does not have, the Four of Swords
// is rest (not roots), a figure ahead is grown into, a family's past is not the asker's fault, a
// yes rests on an upright card, and two majors in three cards earn no paragraph of their own.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { GENERAL_STEPS } from './content/tarot-care';
import { composeThreeCard, matterOf } from './tarot-report';
import { answerOf, drawWithCard, drawWithCards, section, seriesReadings } from './__fixtures__/tarot-draws';

const threeCard = (question: string, n = 40) => seriesReadings('r26t', question, n, ['three-card']);
const read = (question: string, draw: ReturnType<typeof drawWithCard>) =>
  composeThreeCard({ firstName: 'Mara', question, draw }).markdown;

const WEDDING = 'Will he ever apologise for what he said at the wedding?';
const KNEE = 'Is my knee going to heal well enough for me to run the marathon in April?';
const LOAN = 'Will the money I lent my cousin ever come back to me?';
const POTTERY = 'What is holding my pottery business back from growing?';
const EXAMS = 'How can I get through my final nursing exams without burning out?';
const SEVERANCE = 'Should I sign the severance agreement or fight for my job?';
const HOUSE = "Should I sell my late father's house or keep it in the family?";
const REDUNDANT = 'How do I rebuild my confidence after being made redundant?';
const SON = 'What do I need to understand about my son pulling away from the family?';

describe('the topic slot', () => {
  it('never takes an occasion the matter happened at', () => {
    expect(readQuestion(WEDDING).topic).toBeNull();
    for (const md of threeCard(WEDDING)) expect(md).not.toMatch(/\b(For|On|As for|With) the wedding\b/);
  });

  it('puts no body part or thing into "the root of"', () => {
    for (const q of [KNEE, HOUSE])
      for (const md of threeCard(q)) expect(md).not.toMatch(/root of (your|the) (knee|house|father’s house)/);
  });

  it('names a loan once, with no doubled words', () => {
    expect(matterOf(readQuestion(LOAN), LOAN)).toBe('the loan to your cousin');
    expect(GENERAL_STEPS.pentacles('the money')).not.toMatch(/money the money/);
    for (const md of threeCard(LOAN)) {
      expect(md).not.toMatch(/money the money|the money will take/);
      expect(md.replace(/## Verify[\s\S]*$/, '')).not.toMatch(/\b(the|a|your|of|to) \1\b/i);
    }
  });
});

describe('the question type', () => {
  it('"what is holding it back" always names a card', () => {
    for (const md of threeCard(POTTERY)) {
      expect(md).not.toMatch(/name no block|no card here leans against it/);
      expect(answerOf(md)).toMatch(
        /What holds it back, as the cards show it:\*\* [^*]*\b(now|ahead|behind you)\b/,
      );
    }
  });

  it('"how … without burning out" answers the burnout', () => {
    for (const md of threeCard(EXAMS)) expect(answerOf(md)).toMatch(/On not burning out:/);
  });

  it('a choice with a "fight for" option maps its cards to the options', () => {
    expect(readQuestion(SEVERANCE).options?.stay).toBe(1);
    for (const md of threeCard(SEVERANCE)) expect(md).not.toMatch(/since no card names either/);
  });
});

describe('the premise', () => {
  it('gives no promotion or applause to someone being pushed out, and no job to someone who lost it', () => {
    for (const md of threeCard(REDUNDANT))
      expect(md).not.toMatch(/the job has lost its savour|your (boss|employer)\b/);
    const md = read(SEVERANCE, drawWithCard('r26-six', 1, 'wands-06-six', false));
    expect(md).toContain('Six of Wands');
    expect(md).not.toMatch(/promotion|an award|accept the credit/);
  });

  it('invents no partner for a question that names none', () => {
    for (const md of threeCard(WEDDING, 60)) expect(md).not.toMatch(/\byour partner\b/);
  });

  it('reads a choice about a late father’s house for the house, not as grief itself', () => {
    for (const md of threeCard(HOUSE)) expect(md).not.toMatch(/your grief for your father/);
  });
});

describe('card meanings', () => {
  it('the Four of Swords ahead is rest, never roots', () => {
    const md = read(HOUSE, drawWithCard('r26-four', 2, 'swords-04-four', false));
    expect(md).not.toMatch(/Four of Swords[^.]*roots/);
    expect(md).toMatch(/Four of Swords ahead asks for a pause/);
  });
});

describe('a court card ahead', () => {
  it('is a quality grown into or someone who arrives, never a destination', () => {
    const md = read(
      REDUNDANT,
      drawWithCards('r26-queen', [
        ['cups-06-six', true],
        ['wands-09-nine', true],
        ['cups-13-queen', false],
      ]),
    );
    expect(md).not.toMatch(/Queen of Cups ahead (points to|shows where this is heading: )an intuitive/);
    expect(md).not.toMatch(/Queen of Cups ahead points to [^.]*this step is how you get there/);
    expect(md).toMatch(
      /Queen of Cups ahead (is the deep care and intuition you grow into|shows what you grow into)|that is who you can become from here/,
    );
  });
});

describe('a family’s past', () => {
  it('is never where the asker planted the trouble', () => {
    const md = read(SON, drawWithCard('r26-king', 0, 'cups-14-king', true));
    expect(md).not.toMatch(/first took root/);
    expect(md).toMatch(/not a verdict on anyone|something lived through|not an accusation/);
    for (const r of threeCard(SON)) expect(r).not.toMatch(/first took root/);
  });
});

describe('the lean', () => {
  it('never cites a reversed card as the reason for yes', () => {
    const md = read(
      'Should I accept the transfer to our Singapore office?',
      drawWithCards('r26-sun', [
        ['cups-12-knight', false],
        ['wands-08-eight', false],
        ['major-19-sun', true],
      ]),
    );
    expect(md).not.toMatch(/Sun reversed ahead,? (and|with|gives|decides)/);
    expect(section(md, 'Overview')).toMatch(/towards yes/);
  });

  it('is left open when only a reversed card says yes against a card that says no', () => {
    const md = read(
      'Is it time to tell my best friend that I have feelings for her?',
      drawWithCards('r26-five', [
        ['cups-07-seven', true],
        ['major-12-hanged-man', true],
        ['cups-05-five', true],
      ]),
    );
    expect(section(md, 'Overview')).not.toMatch(/towards yes/);
    expect(answerOf(md)).not.toMatch(/^\*\*Leaning yes/);
  });
});

describe('the spread as a whole', () => {
  it('says nothing of two majors in three cards', () => {
    for (const q of [LOAN, EXAMS, SON])
      for (const md of threeCard(q, 60)) {
        expect(md).not.toMatch(/runs deeper than the day-to-day/);
        expect(md).not.toMatch(/Two of the three cards are Major Arcana/);
      }
  });
});
