// Issue 26, round 4 of the three-card rework: a sale read for the sale, a step a couple takes
// together, a child settling in or getting a place (not the child's choice, nor the household's),
// lines that blame the asker for a landlord's act, and a "when" question told to protect what it
// does not have yet. Each is a rule, so each is checked over many draws.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { answerOf, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 40) => seriesReadings('r12', question, n, ['three-card']);
const bodyOf = (md: string) => md.replace(/“[^”]*”/g, '').split('## Verify')[0]!;
const overviewOf = (md: string) => md.split('## The Cards')[0]!;

describe('issue 26, three-card round 4', () => {
  it('reads a sale for the sale: a lean to keep the house never sits beside a card pointing to the sale', () => {
    const question = 'Should we sell the house and move to Portugal?';
    expect(readQuestion(question).leaving).toBe(false);
    for (const md of readings(question)) {
      expect(bodyOf(md)).not.toMatch(/favour keeping the house/);
      // "We" asked, so the lean is said of the step taken together.
      if (/lean (yes|no)/.test(overviewOf(md))) expect(overviewOf(md)).toMatch(/moving to Portugal together/);
      if (/the direction for selling/.test(md)) expect(answerOf(md)).not.toMatch(/^\*\*Leaning no/);
    }
  });

  it('reads a child settling in for the child and the asker’s support, never as the child’s choice or the household', () => {
    for (const md of readings('Will my daughter settle in at her new school?')) {
      const body = bodyOf(md);
      expect(body).toMatch(/settling in/);
      expect(body).not.toMatch(
        /hers to decide|between you|you and your daughter|who does what|the household/,
      );
    }
    for (const md of readings('Will my son get into the football academy?')) {
      expect(overviewOf(md)).toMatch(/for the academy to decide/);
      expect(bodyOf(md)).not.toMatch(/his to decide|good sign for them/);
    }
  });

  it('never blames the asker’s debts or dates a marriage', () => {
    for (const md of readings('Will my landlord give back my deposit?'))
      expect(bodyOf(md)).not.toMatch(/restructur|debts? or obligations|your finances/);
    for (const md of readings('Is my marriage worth saving?'))
      expect(bodyOf(md)).not.toMatch(/\ba crush\b|playing at love/);
  });

  it('reads work still to be found as work, and never tells it to protect what it has', () => {
    const question = 'When will I find work that feels meaningful?';
    expect(readQuestion(question).subject).toBe('work');
    for (const md of readings(question))
      expect(bodyOf(md)).not.toMatch(/worth protecting rather than changing|keep going as you are/);
  });
});
