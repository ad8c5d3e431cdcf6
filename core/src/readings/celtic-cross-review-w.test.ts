import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { grammarFaults } from './__fixtures__/grammar';
import { composeCelticCross } from './celtic-cross-report';
import { WHOLE } from './content/celtic-cross';

const read = (question: string, i: number) =>
  composeCelticCross({
    firstName: 'Iris',
    question,
    draw: drawSpread({
      seed: createHash('sha256').update(`review-w-${i}`).digest('hex'),
      cut: '',
      spread: 'celtic-cross',
    }),
  }).markdown;
const storyOf = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]+)/.exec(md)?.[1] ?? '';

describe('Celtic Cross, review w', () => {
  it('calls going back to university a return to study, never "the move"', () => {
    for (let i = 0; i < 12; i++) {
      const md = read('Should I go back to university at 45?', i);
      expect(md).not.toMatch(/\bthe move\b/i);
    }
  });

  it('names the matter at most three times in the story of the spread, and says each line aloud without nested asides', () => {
    const question = 'How can I rebuild trust with my teenage son?';
    for (let i = 0; i < 16; i++) {
      const story = storyOf(read(question, i));
      expect(story).not.toBe('');
      expect(story.split('things between you and your teenage son').length - 1).toBeLessThanOrEqual(3);
      // "The Page of Pentacles reversed, first steps left half done, laid across the move, does not…"
      expect(story).not.toMatch(/will have been got past|in spite of .+ in your own place, so do not let/);
    }
  });

  it('reads a divorce mediation as the mediation itself, not the life after the divorce', () => {
    for (let i = 0; i < 8; i++) {
      const md = read('How will my divorce mediation go?', i);
      expect(md).toMatch(/the mediation/);
      expect(md).not.toMatch(/life after the divorce|this new chapter/);
    }
  });

  it('never says a support after a stroke "can still end either way"', () => {
    for (let i = 0; i < 16; i++)
      expect(read('Will my sister recover after her stroke?', i)).not.toMatch(/can still end either way/);
  });

  it('says every crossing line of the story over a plural matter without an agreement fault', () => {
    const faults = Object.values(WHOLE.crossing)
      .flat()
      .map((line) =>
        line(
          'the Ten of Cups',
          'the Seven of Wands',
          'The Ten of Cups',
          'The Seven of Wands',
          'your finances',
          'joy',
          'a stand',
        ),
      )
      .flatMap((sentence) => grammarFaults(sentence).map((f) => `${f}: ${sentence}`));
    expect(faults).toEqual([]);
  });
});
