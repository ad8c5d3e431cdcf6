// Review u of the tarot subject lines: stock sentences for a part of life presumed a situation the
// asker never stated (care for a father they asked to make peace with, moving boxes in a
// forgiveness, friction at home over a neighbour's dog, promises to check on a daughter), and the
// three-card spread told someone who had already applied to apply.
import { describe, expect, it } from 'vitest';
import { composeCelticCross } from './celtic-cross-report';
import { redoes, statedFacts } from './celtic-cross-events';
import { nounPhrasesOf, readQuestion } from './content/tarot-positions';
import { cardSections, crossWithCard, drawWithCard } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

const PLACES = ['present', 'outcome', 'self', 'near-future', 'crown', 'challenge'];

/** Every three-card and Celtic Cross reading of a question with the card set in each place. */
function readingsWith(question: string, cardId: string, reversed: boolean, tag = 'subject-u') {
  const three = [0, 1, 2].map(
    (place) =>
      composeThreeCard({ firstName: 'Mara', question, draw: drawWithCard(tag, place, cardId, reversed) })
        .markdown,
  );
  const cross = PLACES.map(
    (place) =>
      composeCelticCross({
        firstName: 'Mara',
        question,
        draw: crossWithCard(tag, 0, place, cardId, reversed),
      }).markdown,
  );
  return { three, cross, all: [...three, ...cross] };
}

describe('an ageing parent to make peace with is no one in care (review u)', () => {
  const PEACE = 'How can I make peace with my ageing father?';

  it('reads the question as a mending, not as care of an elder', () => {
    expect(readQuestion(PEACE).care).toBeNull();
    expect(readQuestion(PEACE).sensitive).toBeNull();
    expect(readQuestion('Should I forgive my elderly mother?').care).toBeNull();
  });

  it('keeps care for a question that speaks of it', () => {
    expect(readQuestion('Should I move my elderly mum into a care home?').care).toBe('elder');
    expect(readQuestion('How do I look after my ageing father and still work?').care).toBe('elder');
    expect(readQuestion('How can I make peace with my ageing father now that he has dementia?').care).toBe(
      'elder',
    );
  });

  it('tells no one making peace that caring for a parent turns a family, nor to share the chores of care', () => {
    for (const md of readingsWith(PEACE, 'major-11-justice', false).all) {
      expect(md).not.toMatch(/caring for (a parent|your ageing father)/i);
      expect(md).not.toMatch(/chores, costs and care/i);
    }
  });
});

describe('no household unasked for (review u)', () => {
  const DOG = "How do I handle my neighbour's barking dog?";

  it('says nothing of friction or a move at home on a neighbour’s dog, and still reads the card', () => {
    for (const [id, reversed] of [
      ['wands-06-six', true],
      ['wands-04-four', true],
    ] as const) {
      const { three, all } = readingsWith(DOG, id, reversed);
      for (const md of all) {
        expect(md).not.toMatch(/overlooked at home|causing friction/i);
        expect(md).not.toMatch(/who lives with you|friction under the roof/i);
      }
      // The card whose subject line is held back still says what it means: no paragraph is left bare.
      for (const md of three)
        for (const part of cardSections(md)) expect(part.split(/(?<=\.) /).length).toBeGreaterThan(2);
    }
  });

  it('keeps the household quarrel for a question that states one', () => {
    const q = readQuestion('My teenage son and I keep arguing at home, how do I calm things?');
    expect(q.grants.has('homeQuarrel')).toBe(true);
    const md = composeThreeCard({
      firstName: 'Mara',
      question: 'My teenage son and I keep arguing at home, how do I calm things?',
      draw: drawWithCard('subject-u', 1, 'wands-06-six', true),
    }).markdown;
    expect(md).toMatch(/feeling overlooked at home is causing friction/i);
  });

  it('brings no moving boxes into a forgiveness, and keeps them for a move', () => {
    for (const md of [
      ...readingsWith('Should I forgive my brother?', 'wands-12-knight', false).all,
      ...readingsWith('How do I forgive my mother for the past?', 'wands-04-four', true).all,
    ]) {
      expect(md).not.toMatch(/help with the boxes|change of address/i);
      expect(md).not.toMatch(/who lives with you/i);
    }
    const move = composeThreeCard({
      firstName: 'Mara',
      question: 'Should we move house this spring?',
      draw: drawWithCard('subject-u', 1, 'wands-12-knight', false),
    }).markdown;
    expect(move).toMatch(/change comes to the home at speed/i);
  });

  it('reads a sister to forgive for what she said at a funeral as alive, and keeps the dead as the dead', () => {
    const FUNERAL = 'Can I forgive my sister for what she said at the funeral?';
    expect(readQuestion(FUNERAL).situation.deceased).toBe(false);
    expect(readQuestion('How do I cope with losing my sister?').situation.deceased).toBe(true);
    expect(readQuestion('Did my late father forgive me before he died?').situation.deceased).toBe(true);
    for (const md of readingsWith(FUNERAL, 'wands-14-king', false).three) {
      expect(md).not.toMatch(/your grief for your sister|the one you have lost/i);
    }
    for (const md of readingsWith(FUNERAL, 'swords-06-six', true).all)
      expect(md).not.toMatch(/a planned move/i);
  });

  it('does not cast a teenage daughter as someone whose promises need checking', () => {
    for (const md of readingsWith(
      'How do I rebuild trust with my teenage daughter?',
      'major-01-magician',
      true,
    ).all)
      expect(md).not.toMatch(/every promise you are given/i);
    expect(readQuestion('Will the builder finish our kitchen on time?').grants.has('promises')).toBe(true);
  });

  it('speaks of the asker’s own recovery only when the question names one', () => {
    expect(readQuestion('Will our second IVF round work?').grants.has('illness')).toBe(false);
    expect(readQuestion('How do I recover from my knee surgery?').grants.has('illness')).toBe(true);
    for (const md of readingsWith(
      'How can I sleep better during this stressful time?',
      'major-11-justice',
      true,
    ).all)
      expect(md).not.toMatch(/your own recovery/i);
  });
});

describe('a step the asker has taken is not asked of them again, in either spread (review u)', () => {
  it('tells no one who has applied to apply or to ready a CV', () => {
    const APPLIED = 'I already applied for the museum job, will I hear back?';
    for (const id of ['major-17-star', 'major-10-wheel-of-fortune'])
      for (const md of readingsWith(APPLIED, id, false).all) {
        expect(md).not.toMatch(/\bapply for the role\b/i);
        expect(md).not.toMatch(/have your CV/i);
      }
  });

  it('tells no one who has signed to wait before signing', () => {
    for (const md of readingsWith(
      'We signed the lease yesterday, was it the right flat?',
      'cups-01-ace',
      true,
    ).three)
      expect(md).not.toMatch(/before you sign\b|the small print/i);
  });

  it('leaves the steps to someone who has not yet taken them', () => {
    // No authored card line tells the asker to apply any more (a job search is one case of work
    // among many), so the grant that lets such a step through is checked at the question.
    expect(readQuestion('Will I get the museum job?').grants.has('unapplied')).toBe(true);
    expect(
      readQuestion('I applied for the museum job last week, will I get it?').grants.has('unapplied'),
    ).toBe(false);
    expect(readQuestion('Should I sign the lease for the flat?').grants.has('unsigned')).toBe(true);
  });

  it('shares the stated steps with the Celtic Cross and reads "a good sign" as no signing', () => {
    const facts = statedFacts('We have already signed the contract, will it work out?');
    expect(facts.signed).toBe(true);
    expect(redoes('Read the small print before you sign.', facts)).toBe(true);
    expect(redoes('The reply is a good sign for what follows.', facts)).toBe(false);
    expect(readQuestion('I had the interview on Monday, will they call?').grants.has('uninterviewed')).toBe(
      false,
    );
  });

  it('names the lease, not the day it was signed', () => {
    expect(nounPhrasesOf('We signed the lease yesterday, was it the right flat?').matter).toBe('the lease');
  });
});
