// Issue 26, final polish of the three-card reading: a break with family is never urged firmly and
// is weighed as a boundary, a card of deception on an honesty question rules out a firm yes, a
// "Why…?" is answered with a cause in plain words, and a number remark fits every card it names.
import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import { readQuestion } from './content/tarot-positions';
import { spreadSynthesis, type Placed } from './tarot-interplay';
import { answerOf, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 60) => seriesReadings('r13', question, n, ['three-card']);

describe('issue 26, three-card final polish', () => {
  it('never leans firmly on cutting off a parent, and names the step back from her', () => {
    const question = 'Should I stop speaking to my mother after what she said?';
    expect(readQuestion(question).estranging).toBe(true);
    for (const md of readings(question)) {
      expect(answerOf(md)).not.toMatch(/^\*\*Leaning (yes|no), (clearly|fairly)/);
      expect(md).not.toMatch(/stopping speaking|sit down with the family/);
      expect(md).toMatch(/stepping back from your mother/);
    }
  });

  it('gives no firm yes on an honesty question with a card of deception in the spread', () => {
    let deceptive = 0;
    for (const md of readings('Is my boyfriend being honest about where he goes at night?', 120)) {
      if (!/card of deception/.test(md)) continue;
      deceptive++;
      expect(answerOf(md)).not.toMatch(/^\*\*Leaning yes, (clearly|fairly)/);
    }
    expect(deceptive).toBeGreaterThan(5);
  });

  it('states the cause of a "Why…?" in the card’s meaning, not as a card name', () => {
    for (const md of readings('Why does my team at work keep ignoring my ideas?'))
      expect(md).not.toMatch(
        /cause (lies|sits)( in the present,)? in (the )?(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Page|Knight|Queen|King|[A-Z]\w+ of)\b/,
      );
  });

  it('never gives a number remark that a named card contradicts', () => {
    const placed = (ids: string[]): Placed[] =>
      ids.map((id, i) => {
        const card = cardById(id)!;
        const key = ['past', 'present', 'future'][i]!;
        return {
          card,
          where: key,
          d: {
            position: i + 1,
            positionKey: key,
            positionLabel: key,
            cardId: id,
            name: card.name,
            image: '',
            orientation: 'upright',
          },
        };
      });
    const c = { pick: <T>(_: string, o: readonly T[]) => o[0]! };
    // Two Eights that both move still get the remark, so the test can see it.
    expect(spreadSynthesis(placed(['wands-08-eight', 'pentacles-08-eight', 'major-00-fool']), c)).toMatch(
      /movement/,
    );
    expect(
      spreadSynthesis(placed(['wands-08-eight', 'swords-08-eight', 'pentacles-08-eight']), c),
    ).not.toMatch(/movement and hard work/);
  });
});

describe('issue 26, a question naming someone who has died', () => {
  it('acknowledges the loss once and never tells the asker to let go of the past', () => {
    for (const md of readings("Should I sell my late father's watch?", 40)) {
      expect(md.match(/what your father left you is part of missing him/g)).toHaveLength(1);
      expect(md).not.toMatch(/grip on the past|let go of the past|holding on to the shore/i);
    }
  });
});

describe('issue 26, stock frames', () => {
  it('says no stock past or spread frame that repeats across readings whatever the cards', () => {
    const questions = [
      'Will my son get the treatment he needs for his anxiety?',
      'Should I ask my manager for a raise?',
      'Will my sister and I make up after the wedding?',
      'Should I move to Lisbon next year?',
      'Will my bakery survive the winter?',
      'Is my new man serious about me?',
    ];
    for (const question of questions)
      for (const md of readings(question, 30))
        expect(md).not.toMatch(
          /It was a good start for|That was a strength in the story|carries more weight than a passing problem|if things run on as they are|the road ahead is harder than the one behind|the present card is where your choices still count/,
        );
  });
});

describe('issue 26, a place already offered', () => {
  it('never sends someone choosing between two offers back to applying or revising', () => {
    const question = 'How do I choose between two universities that both accepted me?';
    expect(readQuestion(question).accepted).toBe(true);
    for (const md of readings(question, 40))
      expect(md.split('## Verify')[0]).not.toMatch(
        /get the application in|revision|timetable|hardest topic/i,
      );
  });
});

describe('issue 26, getting a child the help he needs', () => {
  it('reads the question as getting help, not as how treatment goes', () => {
    for (const md of readings('Will my son get the treatment he needs for his anxiety?', 20)) {
      expect(md).not.toMatch(/how the treatment goes/i);
      expect(md).toMatch(/promise a place or a date/);
    }
  });
});
