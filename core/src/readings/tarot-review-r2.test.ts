// The faults a second independent reader found (review batch "r2"), each pinned to the draw that
// showed it, so a regression is caught on the very reading.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';

const seed = (s: string) => createHash('sha256').update(`r2${s}`).digest('hex');
/** The r2 review batch's three-card reading number i (1-based). */
const reading = (i: number, firstName: string, question: string) =>
  composeThreeCard({
    firstName,
    question,
    draw: drawSpread({ seed: seed(`t${i - 1}`), cut: String(i - 1), spread: 'three-card' }),
  }).markdown;

describe('situation facts', () => {
  it('reads someone already sober as staying sober, not as deciding whether to stop', () => {
    for (const question of ['I am in recovery. What should I watch for?', 'I have been clean for a year. What next?'])
      expect(readQuestion(question).care).toBe('recovery');
    expect(readQuestion('Should I stop drinking for good?').care).toBe('addiction');
    const md = reading(9, 'Nadia', 'I am three months sober. What will help me stay on track?');
    expect(md).not.toMatch(/[Ww]hether and how you stop/);
    expect(md).toMatch(/[Ss]taying sober/);
  });

  it('leaves settling out of court to the asker, not to a court', () => {
    const question = 'Should I settle the dispute with my neighbour out of court?';
    expect(readQuestion(question).court).toBe(false);
    expect(reading(15, 'Emil', question)).not.toMatch(/court’s or the authority’s/);
    expect(readQuestion('Will the court rule for me or should I settle out of court?').court).toBe(true);
  });
});
