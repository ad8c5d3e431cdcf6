// The professional review of batch r22 (three-card): no blame in the past of an illness, a
// reversed figure as someone else names its shadow, advice follows the question's own matter, the
// figures remark reads a reversed court reversed, and stock links are cut.
import { describe, expect, it } from 'vitest';
import type { DrawnCard } from '../tarot/draw';
import { seriesDraw, seriesReadings } from './__fixtures__/tarot-draws';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';

const three = (question: string, n = 60) => seriesReadings('t22', question, n, ['three-card']);

describe('tarot review r22', () => {
  it('never reads a hard past card as the cause of an illness', () => {
    for (const md of three('How will my father’s recovery from his stroke go?', 80))
      expect(md).not.toMatch(/first took root|began there|first picked up here|goes back to this/);
  });

  // Review r26b: a reversed figure's shadow is never laid on someone the asker loves ("a side of
  // them that may come out: promises that may not be kept"), nor is anyone "at their worst".
  it('never reads a reversed figure ahead as the shadow of someone the asker loves', () => {
    let figures = 0;
    for (const md of three('Will my wife and I get through this rough patch?', 300)) {
      expect(md).not.toMatch(/at their worst|warns of a side of (her|him|them) that may come out/);
      if (/reversed ahead may well stand for your wife/.test(md)) figures++;
    }
    expect(figures).toBe(0);
  });

  it('reads a move from one field to another as work, so its advice is work advice', () => {
    expect(readQuestion('Should I switch from law to medicine?').subject).toBe('work');
    for (const md of three('Should I switch from law to medicine?'))
      expect(md).not.toMatch(/give thanks for the shelter|find a practice that others have walked/);
  });

  it('gives a question about a colleague a step about the colleague, with "now" said once', () => {
    for (const md of three('What should I do about a jealous coworker?', 120)) {
      const answer = md.split('## Your Answer')[1]!;
      expect(answer).not.toMatch(/renegotiate a deadline|hand something on/i);
      expect(answer).not.toMatch(/What to do now[^.]*\bnow\b/);
    }
  });

  it('qualifies a weak lean by the card against it, not by a stock "though not firmly"', () => {
    let against = 0;
    for (const question of ['Will I get the job?', 'Should I move to Lisbon?'])
      for (const md of three(question, 80)) {
        const overview = md.split('## The Cards')[0]!;
        if (!/pulls? the other way|holds? it back from being firmer|argues? against it/.test(overview))
          continue;
        // Every card reversed holds any lean back, whatever card is named against it.
        if (/every card is reversed/.test(md)) continue;
        against++;
        expect(overview).not.toMatch(/though not firmly/);
      }
    expect(against).toBeGreaterThan(0);
  });

  it('lets no minor or court ahead carry a lean over a major against it now', () => {
    let met = 0;
    for (let i = 0; i < 3000 && met < 4; i++) {
      const draw = seriesDraw('t22dv', 'three-card', i);
      const [, now, ahead] = draw.cards as [DrawnCard, DrawnCard, DrawnCard];
      if (now.cardId !== 'major-15-devil' || now.orientation !== 'upright') continue;
      if (!/-(11-page|12-knight|13-queen|14-king)$/.test(ahead.cardId) || ahead.orientation !== 'upright')
        continue;
      met++;
      const md = composeThreeCard({
        firstName: 'Lena',
        question: 'Should I lend my brother money?',
        draw,
      }).markdown;
      expect(md).toMatch(/\*\*Unclear\.\*\*/);
    }
    expect(met).toBeGreaterThan(0);
  });

  it('cuts the stock links between cards', () => {
    for (const question of ['Will I get the job?', 'Will my sister forgive me?', 'Should I move to Lisbon?'])
      for (const md of three(question, 40))
        expect(md).not.toMatch(/That carried through|is still yours to use/);
  });
});
