// The professional review of batch r23 (Celtic Cross): a reversed card's short name in the story
// says its reversed sense, never the upright one; the hopes and fears card states no fact and gives
// no order about the subject; a band's question is read as work, and a venture not yet begun is
// never told its success has made the asker lazy.
import { describe, expect, it } from 'vitest';
import { meaningOf } from '../tarot/meanings';
import { cardById } from '../tarot/deck';
import { splitSentences } from './tarot-report';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { readQuestion } from './content/tarot-positions';

const read = (question: string, i: number, tag = 'cc23') => {
  const draw = seriesDraw(tag, 'celtic-cross', i);
  return { draw, md: composeCelticCross({ firstName: 'Noa', question, draw }).markdown };
};

describe('Celtic Cross review r23', () => {
  it('never names a reversed card by its upright sense', () => {
    let named = 0;
    for (let i = 0; i < 300; i++) {
      const { md } = read('What does the next year hold for my health?', i);
      expect(md).not.toMatch(
        /a promising chance \(the Ace of Pentacles reversed\)|a dawn \(the Nine of Swords reversed\)|a juggling act \(the Two of Pentacles reversed\)/,
      );
      if (/\*\*The story of the spread\.\*\* [^\n]*\b\w+ reversed\b/.test(md)) named++;
    }
    // The summing up names a reversed card as reversed, never by its upright name alone.
    expect(named).toBeGreaterThan(0);
  });

  it("never states the hopes and fears card's subject lines as fact or instruction", () => {
    for (let i = 0; i < 300; i++) {
      const { draw, md } = read('What does the next year hold for my health?', i);
      const hf = draw.cards.find((d) => d.positionKey === 'hopes-fears')!;
      const lines = splitSentences(
        meaningOf(cardById(hf.cardId)!, hf.orientation === 'reversed').subjects.health,
      );
      const section = md.split('### Your hopes and fears')[1]!.split('\n#')[0]!;
      for (const line of lines) expect(section).not.toContain(line);
    }
  });

  it('reads a band as work and a business not yet begun as unproven', () => {
    expect(readQuestion('Will my band make it?').subject).toBe('work');
    for (let i = 0; i < 200; i++) {
      expect(read('Will my band make it?', i).md).not.toMatch(/Worry about material things crowds out peace/);
      for (const question of ['Should I start a business?', 'Will my band make it?'])
        expect(read(question, i).md).not.toMatch(/Success has made you lazy|the goal you reached/);
    }
  });
});
