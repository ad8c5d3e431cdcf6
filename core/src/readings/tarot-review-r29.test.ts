// Review r29 (set n, fresh questions): each test fails on the text quoted from that set.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { composeCelticCross } from './celtic-cross-report';
import { composeThreeCard, matterOf } from './tarot-report';
import { cardSections, drawWithCards, section, seededDraw } from './__fixtures__/tarot-draws';

describe('tarot after review r29', () => {
  it('reads what a colleague takes the asker for as their view, never "For a threat" as the matter', () => {
    const question = 'Does my new colleague see me as a threat?';
    const q = readQuestion(question);
    expect(matterOf(q, question)).toBe('things with your new colleague');
    const md = composeThreeCard({
      firstName: 'Grace',
      question,
      draw: drawWithCards('r29-threat', [
        ['wands-05-five', true],
        ['swords-06-six', false],
        ['major-16-tower', false],
      ]),
    }).markdown;
    expect(md).not.toMatch(/\b(for|makes) a threat\b/i);
  });

  it('files a pattern of attracting unavailable men under love, with no partner assumed', () => {
    for (const question of [
      'Why do I keep attracting unavailable men?',
      'Why do I keep choosing the wrong partners?',
    ]) {
      const q = readQuestion(question);
      expect(q.subject, question).toBe('love');
      expect(matterOf(q, question), question).toBe('finding love');
    }
  });

  it('reads the cards on closing a restaurant for the restaurant, never "For closing your restaurant, a new venture is favoured"', () => {
    const md = composeThreeCard({
      firstName: 'Hugo',
      question: 'Is it time to close my restaurant?',
      draw: drawWithCards('r29-restaurant', [
        ['pentacles-08-eight', true],
        ['wands-12-knight', false],
        ['wands-05-five', false],
      ]),
    }).markdown;
    const [, present] = cardSections(md);
    expect(present).toMatch(/your restaurant/);
    expect(present).not.toMatch(/closing your restaurant, /);
  });

  it('never roots a story in a search or a couple: "where finding love started", "the root of you and your boyfriend"', () => {
    // The set's own draws (seed texts as the batch was generated).
    const cases: [string, string][] = [
      ['set-n-three-card-11', 'Why do I keep attracting unavailable men?'],
      ['set-n-three-card-0', 'Will my boyfriend propose this year?'],
    ];
    for (const [seed, question] of cases) {
      const md = composeThreeCard({
        firstName: 'Maya',
        question,
        draw: seededDraw(seed, 'three-card'),
      }).markdown;
      expect(md).not.toMatch(/where finding love started|root of you and /);
    }
  });

  it('gives a divorcing asker no couples advice: never "before drifting further apart"', () => {
    const md = composeThreeCard({
      firstName: 'Nadia',
      question: 'Should I sign the settlement my ex-husband offered?',
      draw: seededDraw('set-n-three-card-7', 'three-card'),
    }).markdown;
    expect(md).not.toMatch(/drifting (further )?apart|where you each want/);
  });

  it('counts the Eight of Cups reversed on a move as the leaving that does not happen, and the Knight of Wands as a departure', () => {
    const lisbon = composeThreeCard({
      firstName: 'Aisha',
      question: 'Should we move to Lisbon next spring?',
      draw: seededDraw('set-n-three-card-5', 'three-card'),
    }).markdown;
    expect(lisbon).not.toMatch(/Eight of Cups reversed ahead leans neither way/);
    // The Queen of Swords now pulls the other way, so the whole spread leaves it open (review r31).
    expect(lisbon).toMatch(/Eight of Cups reversed ahead leans no/);
    expect(section(lisbon, 'Your Answer')).not.toMatch(/^\s*\*\*Leaning yes/);
    const restaurant = composeThreeCard({
      firstName: 'Hugo',
      question: 'Is it time to close my restaurant?',
      draw: seededDraw('set-n-three-card-10', 'three-card'),
    }).markdown;
    expect(restaurant).not.toMatch(/favour staying with your restaurant/);
  });

  it('says no operation still ahead has been "carried through", and nothing in the story "is worth protecting rather than changing"', () => {
    const surgery = composeThreeCard({
      firstName: 'Lucia',
      question: 'Will my back surgery go well?',
      draw: seededDraw('set-n-three-card-3', 'three-card'),
    }).markdown;
    expect(surgery).not.toMatch(/carried through the operation/);
    const path = composeThreeCard({
      firstName: 'Felix',
      question: 'What do I need to know about my path right now?',
      draw: seededDraw('set-n-three-card-8', 'three-card'),
    }).markdown;
    expect(path).not.toMatch(/worth protecting rather than changing/);
  });

  it('reads the Celtic Cross on one person’s own health with no "you both", and a reversed card of the self as no plain asset', () => {
    const health = composeCelticCross({
      firstName: 'Tara',
      question: 'How can I look after my mental health through the winter?',
      draw: seededDraw('set-n-celtic-cross-7', 'celtic-cross'),
    }).markdown;
    expect(health).not.toMatch(/you both|each other/);
    const novel = composeCelticCross({
      firstName: 'Quinn',
      question: 'What is blocking me from finishing my novel?',
      draw: seededDraw('set-n-celtic-cross-4', 'celtic-cross'),
    }).markdown;
    expect(novel).not.toMatch(/it is an asset/);
  });

  it('never says a spread keeps a steady footing when most of its cards are reversed', () => {
    const md = composeCelticCross({
      firstName: 'Olga',
      question: 'How can I make peace with my father before he dies?',
      draw: seededDraw('set-n-celtic-cross-2', 'celtic-cross'),
    }).markdown;
    expect(md).not.toMatch(/the spread keeps a steady footing/);
  });

  it('reads one’s own mental health as itself, with the crisis line in both spreads, and no inheritance quarrel at work', () => {
    const cross = composeCelticCross({
      firstName: 'Tara',
      question: 'How can I look after my mental health through the winter?',
      draw: seededDraw('set-n-celtic-cross-7', 'celtic-cross'),
    }).markdown;
    expect(cross).not.toMatch(/mental health’s recovery/);
    expect(section(cross, 'Overview')).toMatch(/crisis line/);
    const work = composeThreeCard({
      firstName: 'Keira',
      question: 'How can I cope with anxiety at work?',
      draw: seededDraw('set-n-three-card-13', 'three-card'),
    }).markdown;
    expect(work).not.toMatch(/a family at odds over money, inheritance/);
  });

  it('reads a best man’s speech as no romance and a friend’s move as hers', () => {
    expect(readQuestion('How can I feel more confident before my wedding speech?').subject).toBe('spirit');
    const friend = 'Will my friendship with Sara survive her moving away?';
    // A friendship is read as a relationship between friends, never a household (review r31).
    expect(readQuestion(friend).subject).toBe('love');
    expect(readQuestion(friend).friendship).toBe(true);
    expect(matterOf(readQuestion(friend), friend)).toBe('your friendship');
  });
});
