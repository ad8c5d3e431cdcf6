// The professional review of batch r20 (three-card and Celtic Cross): a yes/no question left to
// another's choice still gets the cards' lean, a suit-chosen step is never credited to a card,
// travel lines never stand beside a verdict to stay, retirement is not a job to leave, and a
// divorce settlement is not the asker's decision.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { composeThreeCard } from './tarot-report';

const three = (question: string, n = 40) =>
  Array.from(
    { length: n },
    (_, i) =>
      composeThreeCard({
        firstName: 'Lena',
        question,
        draw: seriesDraw('t20', 'three-card', i),
      }).markdown.split('## Verify')[0]!,
  );
const cross = (question: string, n = 40) =>
  Array.from(
    { length: n },
    (_, i) =>
      composeCelticCross({
        firstName: 'Noa',
        question,
        draw: seriesDraw('cc20', 'celtic-cross', i),
      }).markdown.split('## Verify')[0]!,
  );

describe('tarot review r20', () => {
  it('answers a yes/no question about another’s choice with the lean, not a subject line', () => {
    for (const md of three('Will my sister forgive me?')) {
      expect(md).toMatch(/In short, the cards (lean towards (yes|no)|do not settle it yet)/);
      expect(md).not.toMatch(/gives the answer: home life/);
    }
  });

  it('credits a step to a card only when it is the card’s own advice', () => {
    for (const md of three('How can I handle stress at work better?'))
      expect(md).not.toMatch(/one question still open, as the .+ advises/);
  });

  it('never sends the asker travelling beside a verdict to stay in the job', () => {
    for (const md of cross('Should I leave my job to travel for a year?'))
      if (/favour staying with your job/.test(md))
        expect(md).not.toMatch(/The world is open to you, so go|best cards for travel/);
  });

  it('reads life after retirement without a job to leave', () => {
    for (const md of cross('How can I find meaning again after retirement?'))
      expect(md).not.toMatch(/ready to leave a job|your work leaves/);
  });

  it('gives a divorce settlement a lean rather than calling it the asker’s decision', () => {
    for (const md of cross('Will my divorce settle fairly?')) {
      expect(md).not.toMatch(/yours to decide/i);
      expect(md).not.toMatch(/\bin \(Justice\)/);
    }
  });
});
