// The general faults a third round of independent readers found (issue 26), each checked over
// many draws, since each is a rule and not one reading.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { PUSHES_AHEAD } from './tarot-report';
import { answerOf, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 30) => seriesReadings('r3', question, n);
/** The steps an answer gives: the clause after each lead-in colon. */
const stepsOf = (answer: string) =>
  [...answer.matchAll(/(?:it|effort|difference|choose|first|then|and): ([^.;]+)/g)].map((m) => m[1]!);

describe('issue 26', () => {
  it('gives no go-ahead step under a no or an unclear lean', () => {
    let held = 0;
    for (const question of [
      'Should I ask my boss for a raise?',
      'Should I quit my job?',
      'Should I text him?',
    ])
      for (const md of readings(question)) {
        const answer = answerOf(md);
        if (!/^\*\*(Leaning no|Unclear|On balance, not|Likely not|Still open|Not yet|No\b)/.test(answer))
          continue;
        held++;
        for (const step of stepsOf(answer)) expect(step, answer).not.toMatch(PUSHES_AHEAD);
        expect(answer).not.toMatch(/book the meeting/);
      }
    expect(held).toBeGreaterThan(10);
  });

  it('answers an either/or with the option the cards favour, in the asker’s words', () => {
    const question = 'Should I publish my novel myself or keep looking for an agent?';
    expect(readQuestion(question).options).not.toBeNull();
    for (const md of readings(question, 12)) {
      const overview = md.split('## Overview')[1]!.split('##')[0]!;
      expect(overview).not.toMatch(/Likely not|Likely yes|cautious yes|not yet/i);
      expect(overview).toMatch(/favour “(publish|keep looking)|favour neither|Neither path/);
    }
  });

  it('reads a question about a dying parent for what to say and do, never as a forecast', () => {
    const question = 'How can I make peace with my father before he dies?';
    expect(readQuestion(question).care).toBe('dying');
    for (const md of readings(question, 15)) {
      expect(md).not.toMatch(/for the better|moving out|change of address|hopeful shape|the way things go/);
      expect(answerOf(md)).toMatch(/say|tell|letter|visit|words/);
    }
  });
});
