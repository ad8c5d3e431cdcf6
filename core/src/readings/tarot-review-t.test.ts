// Review t of the tarot readings: a question whose yes is the feared answer ("Is my friend jealous
// of me?") was answered "a cautious yes" from favourable cards, and a spoken no went on to name
// "what the yes has to survive".
import { describe, expect, it } from 'vitest';
import { TURN_TEST } from './content/celtic-cross';
import { asksAboutAFear } from './content/tarot-positions';

describe('a feared yes (review t)', () => {
  it.each([
    'Is my friend Tessa jealous of me?',
    'Is my sister envious of my new job?',
    'Does my boss resent me?',
    'Is my flatmate angry with me?',
    'Does my mother-in-law hate me?',
  ])('reads "%s" as a question whose yes is feared', (question) => {
    expect(asksAboutAFear(question)).toBe(true);
  });

  it('still reads a hope as a hope', () => {
    expect(asksAboutAFear('Will my sister forgive me?')).toBe(false);
    expect(asksAboutAFear('Is he the one?')).toBe(false);
  });

  it('names the test of a favourable lean without calling it a yes, since it may be spoken as a no', () => {
    for (const lines of Object.values(TURN_TEST))
      for (const line of lines) expect(line('the Five of Wands reversed')).not.toMatch(/\byes\b/i);
  });
});
