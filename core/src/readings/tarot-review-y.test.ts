import { describe, expect, it } from 'vitest';
import { seriesReading, type TarotSpread } from './__fixtures__/tarot-draws';
import { meaningOf } from '../tarot/meanings';
import { WHOLE } from './content/celtic-cross';
import { readQuestion } from './content/tarot-positions';
import { matterOf } from './tarot-report';

const read = (question: string, spread: TarotSpread, i: number) =>
  seriesReading(spread, question, 'y', i, 'Mina');
/** The reading after the quoted question, which keeps the asker's own words. */
const afterQuestion = (md: string) => md.split('”').slice(1).join('');
const answerOf = (md: string) => md.slice(md.indexOf('## Your Answer'), md.indexOf('## Verify'));

describe('tarot review y, the matter and the step for the one asked about', () => {
  it('never tells someone asking about a partner’s debts to budget and call her creditors', () => {
    for (let i = 0; i < 8; i++)
      expect(read('Is my partner being honest with me about his debts?', 'celtic-cross', i)).not.toMatch(
        /talk to your creditors|a monthly budget you can keep/,
      );
  });

  it('names a musician’s career as the career and a redundancy as no move', () => {
    for (let i = 0; i < 6; i++) {
      expect(read('What lies ahead for my creative career as a musician?', 'celtic-cross', i)).not.toMatch(
        /\bthe musician\b/,
      );
      expect(
        afterQuestion(read('How can I move on after being made redundant?', 'celtic-cross', i)),
      ).not.toMatch(/\bthe move\b/);
    }
  });

  it('reads a late grandmother’s piano as the piano, and an offer on a cottage as making an offer', () => {
    const piano = "Should I sell my late grandmother's piano?";
    expect(matterOf(readQuestion(piano), piano)).toBe('your late grandmother’s piano');
    const offer = 'Should we put an offer on the cottage we saw last weekend?';
    expect(matterOf(readQuestion(offer), offer)).toMatch(/^making an offer/);
    for (let i = 0; i < 4; i++) expect(read(piano, 'three-card', i)).not.toMatch(/your grief for/);
  });

  it('gives a manager’s view and a child’s new school their own steps', () => {
    for (let i = 0; i < 6; i++) {
      expect(answerOf(read('Does my new manager rate my work?', 'three-card', i))).toMatch(/feedback/);
      expect(
        answerOf(read('Will my daughter settle into her new school after the move?', 'three-card', i)),
      ).toMatch(/teacher/);
    }
  });

  it('never says Justice favours the side that deserves it, nor "shows where it leads it"', () => {
    expect(meaningOf({ id: 'major-11-justice' }, false).meaning).not.toMatch(/deserves/);
    for (const line of WHOLE.advice['good-good'])
      expect(line('the Sun', 'the Star', 'The Sun', 'The Star', 'it', 'joy', 'hope')).not.toMatch(
        /leads it\b/,
      );
  });
});

describe('tarot review y, no stock close on a question without a verdict', () => {
  it('closes the story of a medical question on the cards drawn, not one line for every reading', () => {
    for (let i = 0; i < 20; i++)
      expect(read('Will my IVF treatment work this time?', 'three-card', i)).not.toMatch(
        /your own footing holding/,
      );
  });
});

describe('tarot review z, a proposal awaited is not one to make', () => {
  // "Is my boyfriend going to propose soon?" was told to "talk about the future you each want …
  // before you ask": the step for the asker's own proposal (which tarot-review-x still checks).
  it('gives the asker’s proposal step only to a proposal the asker makes', () => {
    for (let i = 0; i < 12; i++)
      expect(answerOf(read('Is my boyfriend going to propose soon?', 'three-card', i))).not.toMatch(
        /before you ask/,
      );
  });
});
