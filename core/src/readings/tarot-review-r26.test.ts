// The professional review of batch r26 (three-card): each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { seriesReadings } from './__fixtures__/tarot-draws';

const three = (question: string, n = 300) => seriesReadings('t26', question, n, ['three-card']);

describe('tarot review r26', () => {
  it('names a theme with no article of its own whole, never "the and …"', () => {
    // "Something of the and plain daily comfort is still under your mother's recovery" (the Sun's
    // care theme, "warmth and plain daily comfort", lost its first word to a missing article).
    for (const md of three('Will my mother recover from her stroke?')) expect(md).not.toMatch(/\bthe and\b/);
  });

  it('never says a card "speaks of" a list of adjectives', () => {
    // "It speaks of useful, serviceable and responsible, a man of rectitude." (Knight of Pentacles)
    for (const md of three('Is it a good time to start a podcast?'))
      expect(md).not.toMatch(/speaks of \w+(ful|ous|ive|able|ible|ent|ant|al|ic|ly|ed),/);
  });
});
