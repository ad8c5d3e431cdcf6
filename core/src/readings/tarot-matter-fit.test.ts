// The faults a fourth round of professional readers found (issue 26): sentences that assume a
// situation the question does not have, a card whose picture is the matter and goes unsaid, steps
// picked per card instead of for the question, and a spread never read as a whole.
import { describe, expect, it } from 'vitest';
import { composeThreeCard } from './tarot-report';
import { proseSentences } from './__fixtures__/grammar';
import { drawWithCard, seriesDraw, seriesReadings, type TarotSpread } from './__fixtures__/tarot-draws';

const drawOf = (spread: TarotSpread, i: number) => seriesDraw('r4', spread, i);
const readings = (question: string, n = 30, spreads?: TarotSpread[]) =>
  seriesReadings('r4', question, n, spreads);
const paragraphOf = (md: string, label: string) =>
  md.split(`### ${label}: `)[1]!.split('\n\n###')[0]!.split('\n\n## ')[0]!;
const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n\n## ')[0]!;

describe('the asker’s matter, in the asker’s terms', () => {
  it('never reads a business of one’s own as a job: no boss, no resigning, no job hunt', () => {
    for (const question of [
      'Should I open my own bakery this year?',
      'How do I get my small business through a slow winter?',
      'Will my café survive its first year?',
    ])
      for (const md of readings(question))
        expect(md).not.toMatch(
          /\b(your boss|a boss|resign\w*|retrain\w*|new job|job offer|promotion|pay rise|colleagues?)\b/i,
        );
  });

  it('calls a sister who is a business partner "your sister", never a boss or a parent', () => {
    for (const md of readings('How do I rebuild trust with my sister, who is also my business partner?')) {
      expect(md).not.toMatch(/\b(boss\w*|employer|a parent|your parents?)\b/i);
      expect(md).not.toMatch(/your business partner/);
    }
    expect(
      readings('How do I rebuild trust with my sister, who is also my business partner?', 10, [
        'three-card',
      ]).join(' '),
    ).toMatch(/your sister/);
  });

  it('names a grandparent in care as the asker does, never "your parent"', () => {
    for (const md of readings('How can I support my grandmother now she is moving into a care home?')) {
      expect(md).not.toMatch(/\b(your parent|a parent)\b/);
      expect(md).not.toMatch(/\btheir doctors\b/);
    }
  });
});

describe('a card whose picture is the matter', () => {
  it('says so in the card’s own paragraph, before its general sentence, either way up', () => {
    const cases: [string, string, RegExp, RegExp][] = [
      ['Will I pass my driving test next month?', 'major-07-chariot', /driving test/, /driver losing hold/],
      ['Should I move to Lisbon next year?', 'wands-02-two', /planning a move/, /planning a move/],
      ['Will I win custody of my son?', 'major-11-justice', /fair settlement/, /does not come out even/],
      [
        'How can I keep my family home after the inheritance is settled?',
        'pentacles-10-ten',
        /family house across the generations/,
        /inheritance put at risk/,
      ],
      ['How do I open my own bakery?', 'wands-03-three', /trade and enterprise/, /./],
    ];
    for (const [question, cardId, upright, reversed] of cases)
      for (const rev of [false, true]) {
        if (cardId === 'wands-03-three' && rev) continue;
        const md = composeThreeCard({
          firstName: 'Mara',
          question,
          draw: drawWithCard('r4', 1, cardId, rev),
        }).markdown;
        expect(paragraphOf(md, 'Present'), question).toMatch(rev ? reversed : upright);
      }
  });

  it('never pictures Death or the Tower as the matter itself on a question of health', () => {
    const md = composeThreeCard({
      firstName: 'Mara',
      question: 'Will my father recover from his operation?',
      draw: drawWithCard('r4', 2, 'major-16-tower', false),
    }).markdown;
    expect(md).not.toMatch(/your question is about exactly that kind of structure/);
  });
});

describe('the answer the question asks for', () => {
  it('gives a "How…?" question two or three steps in order, each from a card or the question', () => {
    let methods = 0;
    for (const md of readings('How can I get my savings back on track?', 30, ['three-card'])) {
      const answer = section(md, 'Your Answer');
      if (!answer.startsWith('**How to go about it:**')) continue;
      methods++;
      expect(answer).toMatch(/First, [^.]+\. Then, [^.]+\./);
    }
    expect(methods).toBeGreaterThan(5);
  });

  it('answers "When…?" with the pace the cards show and never a date', () => {
    for (const md of readings('When will I find a new job?')) {
      expect(md).toMatch(/pace rather than a date|give no date/);
      expect(md).not.toMatch(
        /\b(January|February|March|April|June|July|August|September|October|November|December|\d+ (days|weeks|months))\b/,
      );
    }
  });

  it('answers "Why…?" with the cause the cards show', () => {
    for (const md of readings('Why do my relationships keep ending?')) expect(md).toMatch(/\bcause\b/);
  });
});

describe('the spread as a whole', () => {
  it('says what stands out in at most three sentences, naming the cards it means, and nothing when nothing does', () => {
    let said = 0;
    for (let i = 0; i < 40; i++) {
      const r = composeThreeCard({
        firstName: 'Mara',
        question: 'What should I focus on this month?',
        draw: drawOf('three-card', i),
      });
      const overall = section(r.markdown, 'The Spread as a Whole').split('\n\n')[1];
      const cards = r.facts.draw.cards;
      const majors = cards.filter((d) => d.cardId.startsWith('major')).length;
      const reversed = cards.filter((d) => d.orientation === 'reversed').length;
      const suits = cards.map((d) => d.cardId.split('-')[0]).filter((s) => s !== 'major');
      const paired = new Set(suits).size < suits.length;
      const ranks = cards.filter((d) => !d.cardId.startsWith('major')).map((d) => d.cardId.split('-')[1]);
      // Since review r27 set f two figures get no remark of their own: it contradicted their paragraphs.
      // Review r26: two majors in three cards are common, so they are said only to fill a thin reading.
      const notable = majors === 3 || reversed === 3 || paired || new Set(ranks).size < ranks.length;
      if (!notable) {
        if (majors === 2 && overall)
          expect(overall).toMatch(/the only Minor Arcana card|is a Minor Arcana card/);
        else expect(overall).toBeUndefined();
        continue;
      }
      said++;
      expect(proseSentences(overall!).length).toBeLessThanOrEqual(3);
      if (majors === 3) expect(overall).toMatch(/Major Arcana/);
      expect(overall).not.toMatch(/runs deeper than the day-to-day/);
      if (reversed === 3) expect(overall).toMatch(/every card is reversed/);
    }
    expect(said).toBeGreaterThan(10);
  });

  it('reads the Celtic Cross as a whole before the answer', () => {
    for (const md of readings('Where is my career going?', 20, ['celtic-cross'])) {
      const answer = section(md, 'The Answer');
      const whole = /\*\*The spread as a whole\.\*\* ([^\n]+)/.exec(answer)?.[1];
      if (whole) expect(proseSentences(whole).length).toBeLessThanOrEqual(3);
    }
  });
});
