// The professional review of batch r32 (Celtic Cross): the summing up closed reading after
// reading on the same template lines; card lines presupposed a life the asker does not have (a
// working life to a retiree, a complete family to an estranged parent); a yes to ending a
// friendship was followed by advice to draw closer; and the matter was said in full in every card.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { named } from './tarot-interplay';
import { cardById } from '../tarot/deck';

const read = (question: string, i: number, set = 'cc32') => {
  const draw = seriesDraw(set, 'celtic-cross', i);
  return { draw, md: composeCelticCross({ firstName: 'Ana', question, draw }).markdown };
};
const story = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]*)/.exec(md)?.[1] ?? '';

const QUESTIONS = [
  'Should I move to Lisbon next spring?',
  'Will my relationship with Tom last?',
  'Should I go back to university at forty?',
  'Should I sell my house this year?',
  'Will I get the promotion I applied for?',
  'Should I start my own bakery?',
  'Should I forgive my father?',
  'Should I take the job offer in Berlin?',
  'How do I deal with my difficult manager?',
  'Will my novel find a publisher?',
  'Should I lend money to my cousin?',
  'What should I focus on in my career?',
  'Should I buy a house with my partner?',
  'Will I find love this year?',
  'Should I adopt a dog?',
  'Should I report my colleague’s misconduct?',
  'Will my business survive next year?',
  'Should I tell my sister the truth?',
  'Should I leave the band?',
  'Is this the right time to travel for a year?',
];

describe('Celtic Cross review r32', () => {
  it('sums up each spread in its own words: no masked story sentence in more than 3 of 40 readings', () => {
    const seen = new Map<string, number>();
    QUESTIONS.forEach((q, k) =>
      [0, 1].forEach((j) => {
        const { draw, md } = read(q, k * 2 + j);
        let s = story(md);
        expect(s).not.toMatch(/No one suit leads|turning point, not a passing problem|lean it away/);
        for (const d of draw.cards)
          s = s.split(named(cardById(d.cardId)!, d as Parameters<typeof named>[1])).join('C');
        for (const sentence of new Set(s.split(/(?<=[.!?])\s+/)))
          seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }),
    );
    const worst = [...seen].sort((a, b) => b[1] - a[1])[0]!;
    expect(worst[1], worst[0]).toBeLessThanOrEqual(3);
  });

  it('reads the asker’s own situation: no working life to a retiree, no complete family to the estranged, no venture after a layoff', () => {
    for (let i = 0; i < 24; i++) {
      const retired = read('I have just retired. What should this year be about?', i).md;
      expect(retired).not.toMatch(
        /working life|five years|Take charge of the venture|at work|in a job|your job|career/i,
      );
      expect(read('Will I reconcile with my estranged brother?', i).md).not.toMatch(
        /feels complete|gathering that brings everyone/,
      );
      expect(read('After being made redundant, where should I look for work?', i).md).not.toMatch(
        /Take charge of the venture|Business success/,
      );
    }
  });

  it('does not follow a yes to ending a friendship with advice to draw closer', () => {
    let yes = 0;
    for (let i = 0; i < 40; i++) {
      const { md } = read('Should I end my friendship with Sam?', i);
      if (!/\*\*(Yes\b|Likely yes)/.test(md)) continue;
      yes++;
      const advice = md.split('**Next steps:**')[1]?.split('\n')[0] ?? '';
      expect(advice).not.toMatch(/together|reconnect|reach out|go back|make up|mend\b|repair/i);
    }
    expect(yes).toBeGreaterThan(0);
  });

  it('names an act asked about in full at most three times, then shortly', () => {
    for (let i = 0; i < 12; i++) {
      const { md } = read('Should I leave accounting for photography?', i);
      const prose = md.split('## The Cross')[1]!;
      expect((prose.match(/leaving accounting/gi) ?? []).length).toBeLessThanOrEqual(3);
    }
  });
});
