// Second reading of the r13 review over new questions: the answer's reason says what its cards
// show; a court card as a cause is a person, not a clause; a named relative keeps their pronoun.
import { describe, expect, it } from 'vitest';
import { answerOf, drawWithCard, seriesReadings } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';
import type { TarotDraw } from '../tarot/draw';
import { readQuestion } from './content/tarot-positions';

const readings = (question: string, n = 40) => seriesReadings('r15', question, n, ['three-card']);
const threeCard = (question: string, draw: TarotDraw) =>
  composeThreeCard({ firstName: 'Mara', question, draw }).markdown;
const section = (md: string, title: string) => md.split(`## ${title}`)[1]!.split('\n## ')[0]!;

describe('the answer’s reason', () => {
  it('says what the deciding cards show for the matter, not only their names', () => {
    let leaned = 0;
    for (const question of [
      'Will my partner and I still be happy in five years?',
      'Will I get the flat on Mill Road?',
    ])
      for (const md of readings(question)) {
        const answer = answerOf(md);
        if (!answer.startsWith('**Leaning')) continue;
        leaned++;
        // Led by the deciding card, or by the matter when two decide it, then what each shows for
        // it; a card whose theme the spread as a whole has just told is named and pointed back to
        // there, so its theme is not said twice (review r19).
        expect(answer).toMatch(
          // The story of the spread has named the matter just before, so the answer does not
          // name it again (review r25).
          /(\*\* .+ (ahead|now) carries it: it shows \w|\*\* The .+ (ahead|now) shows \w|\*\* (It|The) .+ (ahead|now)[ ,.].*(paragraphs? gives?|rest of the spread)|\*\* It comes down to .+ (ahead|now)\.|\*\* What settles it is .+ (ahead|now|behind you)\.)/,
        );
      }
    expect(leaned).toBeGreaterThan(30);
  });
});

describe('people in the question', () => {
  it('reads a court card behind a why-question as a person in the story, in a sentence that parses', () => {
    let courts = 0;
    for (const md of readings('Why does my brother keep ignoring my calls?', 60)) {
      const overview = section(md, 'Overview');
      expect(overview).not.toMatch(/\bin someone in it\b/);
      if (overview.includes('a person in the story')) courts++;
    }
    expect(courts).toBeGreaterThan(0);
  });

  it('gives a named relative their own pronoun, never “they”', () => {
    for (const question of [
      'What should I do about the money my sister lent me?',
      'How do I repay my uncle?',
    ])
      for (const md of readings(question))
        expect(md).not.toMatch(/where they will need patience|the difficulty it shows is theirs/);
  });
});

describe('whose decision it is', () => {
  it('reads healing without an operation as healing, never as an operation to go through', () => {
    for (const md of readings('Can my shoulder heal without an operation?'))
      expect(md).not.toMatch(
        /the operation and your recovery|your surgeon|puts your body in other people’s hands/,
      );
  });

  it('leaves settling a custody dispute to the asker and their lawyer, not to a court', () => {
    for (const md of readings('Should we agree the custody arrangement out of court?'))
      expect(md).not.toMatch(/court’s or the authority’s|custody hearing|belongs to the court/);
    for (const md of readings('Should I accept their offer and settle the custody dispute?', 20))
      expect(md).not.toMatch(/court’s or the authority’s|custody hearing|belongs to the court/);
  });
});

describe('card pictures', () => {
  it('describes a card’s picture only where it bears on its place in the spread', () => {
    // The Star's pool and the Three of Wands' cliff say nothing about a past or a present.
    for (const [card, place] of [
      ['major-17-star', 0],
      ['wands-03-three', 0],
      ['pentacles-09-nine', 1],
    ] as const)
      for (const question of ['Will my new team respect me?', 'How can I save more each month?']) {
        const md = threeCard(question, drawWithCard('r15pic', place, card, false));
        expect(md).not.toMatch(/kneeling by a pool|stands on a cliff|stands alone in a vineyard/i);
      }
    // The watcher of the ships ahead is looking at what is coming, so there the picture stays.
    const ahead = threeCard(
      'Will my new team respect me?',
      drawWithCard('r15pic', 2, 'wands-03-three', false),
    );
    expect(ahead).toMatch(/cliff|ships/);
  });
});

describe('the story of the spread', () => {
  it('calls only a step being weighed “this step”, never a hope such as finding love', () => {
    for (const md of readings('What keeps me from meeting the right person?'))
      expect(md).not.toMatch(/\bthis (step|decision)\b(?! is how| decides)/);
  });

  it('ties the answer’s step to what the card ahead means, not to the card’s name alone', () => {
    for (const md of readings('What should I do about my overdraft?'))
      expect(answerOf(md)).not.toMatch(/, ahead, is what this step (guards against|builds toward)\./);
  });
});

describe('in-laws and open questions', () => {
  it('never reads an in-law through a shared household: no house, meals or who does what', () => {
    for (const question of [
      'How do I get closer to my sister-in-law?',
      'Will my father-in-law ever warm to me?',
    ])
      for (const md of readings(question))
        expect(md).not.toMatch(
          /household|the house looks|meals that cook|the costs, the space|invite people round/i,
        );
  });

  it('answers an open question in the overview with what the card ahead shows, not a pointer to the story', () => {
    for (const md of [
      'What should I do about the loan my cousin gave me?',
      'What should I know about the months ahead?',
    ].flatMap((q) => readings(q)))
      expect(section(md, 'Overview')).not.toContain('the story of the spread below tells it');
  });
});

describe('recovering from a loss that is not the body’s', () => {
  // "Recover" alone made a lost-savings question medical: the Celtic Cross then sent the asker to a
  // doctor. Getting over money, a break-up or a lost job is the matter's own subject.
  it('reads recovering from lost money or a break-up without a doctor, and an injury still with one', () => {
    for (const question of [
      'How can I recover after losing money on a bad investment?',
      'How do I recover from the break-up?',
    ]) {
      expect(readQuestion(question).sensitive).toBeNull();
      for (const md of seriesReadings('r15-recover', question, 20, ['celtic-cross']))
        expect(md).not.toMatch(/\b(doctor|GP|blood tests?)\b/);
    }
    expect(readQuestion('Will I recover from this injury?').sensitive).toBe('medical');
  });
});
