import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { fixtureScore, randomChart } from './__fixtures__/charts';
import { composeCompatibility, synastryAspects } from './compatibility-report';
import { InputError } from './errors';
import { answerQuestion } from './guide';
import { composeLifePath } from './lifepath-report';
import { composeNatal } from './natal-report';
import { composeCelticCross } from './tarot-report';

describe('answerQuestion', () => {
  const cc = composeCelticCross({
    firstName: 'Ana',
    question: 'Where is my work going?',
    draw: drawSpread({ seed: 'cd'.repeat(32), spread: 'celtic-cross' }),
  });

  it('answers about a named card, a position and reversals from the reading facts', () => {
    const card = cc.facts.cards[4]!;
    const a = answerQuestion(cc, `What does the ${card.name} mean here?`);
    expect(a.answer).toContain(card.name);
    expect(a.answer).toContain(card.positionLabel);
    expect(a.sources).toContain(`card:${card.cardId}`);
    const outcome = answerQuestion(cc, 'What about the outcome?');
    expect(outcome.answer).toContain(cc.facts.cards[9]!.name);
    const rev = answerQuestion(cc, 'Which cards are reversed?');
    const reversed = cc.facts.cards.filter((c) => c.orientation === 'reversed');
    for (const c of reversed) expect(rev.answer).toContain(c.name);
    expect(answerQuestion(cc, 'Tell me more').answer).toContain(cc.facts.cards[0]!.name);
    const absent = ['The Sun', 'The Moon', 'The Fool'].find(
      (n) => !cc.facts.cards.some((c) => c.name === n),
    )!;
    expect(answerQuestion(cc, `And what would ${absent} mean?`).answer).toContain(
      `${absent} is not among the cards drawn`,
    );
  });

  it('answers about placements, houses and unknown birth times', () => {
    const chart = randomChart(5);
    const natal = composeNatal({ chart });
    const venus = natal.facts.placements.find((p) => p.point === 'Venus')!;
    expect(answerQuestion(natal, 'Where is my Venus?').answer).toContain(`Venus, which governs`);
    expect(answerQuestion(natal, 'Where is my Venus?').answer).toContain(venus.signName);
    expect(answerQuestion(natal, 'What is my 7th house about?').answer).toContain('seventh house');
    const noTime = composeNatal({ chart: randomChart(5, { timeKnown: false }) });
    expect(answerQuestion(noTime, 'What is my rising sign?').answer).toMatch(/cannot/);
  });

  it('answers about numbers and compatibility scores', () => {
    const lp = composeLifePath({ firstName: 'Mary Lynn', lastName: 'Bryant', birthDate: '1990-05-14' });
    expect(answerQuestion(lp, 'What does my life path number mean?').answer).toContain('Life Path is 11');
    expect(answerQuestion(lp, "What's my soul urge?").answer).toContain('Soul Urge is 5');
    expect(answerQuestion(lp, 'How was it calculated?').answer).toContain('5 + 5 + 1 = 11/2');
    const c1 = randomChart(1);
    const c2 = randomChart(2);
    const compat = composeCompatibility({
      person1: { firstName: 'Ana', chart: c1 },
      person2: { firstName: 'Ben', chart: c2 },
      score: fixtureScore(c1, c2, synastryAspects(c1, c2)),
    });
    expect(answerQuestion(compat, 'Why is our score what it is?').answer).toContain(
      `${compat.facts.score.score} out of 44`,
    );
    expect(answerQuestion(compat, "What is Ben's Moon?").answer).toContain("Ben's Moon");
  });

  it('rejects empty and oversized questions and never echoes the question', () => {
    expect(() => answerQuestion(cc, '  ')).toThrow(InputError);
    expect(() => answerQuestion(cc, 'x'.repeat(501))).toThrow(/500/);
    expect(answerQuestion(cc, '<script>alert(1)</script> outcome?').answer).not.toContain('<script>');
  });
});
