// The faults a second independent reader found (review batch "r2"), each pinned to the draw that
// showed it, so a regression is caught on the very reading.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { readQuestion } from './content/tarot-positions';
import { composeCelticCross } from './celtic-cross-report';
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
    for (const question of [
      'I am in recovery. What should I watch for?',
      'I have been clean for a year. What next?',
    ])
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

/** The r2 review batch's Celtic Cross reading number i (1-based). */
const cross = (i: number, firstName: string, question: string) =>
  composeCelticCross({
    firstName,
    question,
    draw: drawSpread({ seed: seed(`c${i - 1}`), cut: String(i - 1), spread: 'celtic-cross' }),
  }).markdown;

describe('situation facts, continued', () => {
  it('reads a driving test as a test of skill, not office life or book study', () => {
    const md = reading(7, 'Camille', 'How should I prepare for my driving test?');
    expect(md).not.toMatch(/[Oo]ffice politics|your studies/);
  });

  it('speaks to a parent about the ill child and answers "and myself", with nothing about the parent’s body', () => {
    const md = reading(3, 'Ayesha', 'My son has been very ill. How can I support him and myself?');
    expect(md).not.toMatch(/your particular body|Body and mind/);
    expect(md).toMatch(/And for yourself:/);
    expect(md).not.toMatch(/every piece at last in place/);
  });

  it('implies no prognosis and no celebration on a parent’s cancer treatment', () => {
    const md = cross(3, 'Maren', 'How can I support my mother through her cancer treatment?');
    expect(md).not.toMatch(/the worst is over|recovery after the worst|every piece at last in place/);
  });

  it('reads going back to one’s home country as a move, not a holiday', () => {
    const md = cross(4, 'Dev', 'Should I go back to my home country?');
    expect(md).not.toMatch(/[Ss]et a budget|[Pp]ack light/);
  });
});

describe('no mechanical justification of the step', () => {
  it('never says which card "speaks most plainly" to the question', () => {
    for (let i = 1; i <= 15; i++)
      expect(reading(i, 'Ana', 'How should I prepare for my driving test?')).not.toMatch(
        /speaks most plainly|asks for the long view/,
      );
  });
});

describe('verdicts and court cards', () => {
  it('reads a good card ahead against a hard one now as unclear, naming both, never a hopeful story then a bare "Unclear"', () => {
    // Review r31: the whole spread is weighed, so a hard present is not outweighed by the future alone.
    for (const [i, name, question] of [
      [2, 'Tomás', 'Is my band going to make it?'],
      [6, 'Pieter', 'Will my investment in the shop pay off?'],
    ] as const) {
      const md = reading(i, name, question);
      expect(md).toMatch(/the answer is unclear: .* ahead pulls yes and .* now no/);
      expect(md).toMatch(
        /\*\*Unclear\.\*\* (.* ahead and .* now pull against each other|.* ahead pulls one way and .* now the other|Between .* ahead and .* now the weight is even|.* now and .* ahead point opposite ways, and neither outweighs the other)\./,
      );
      expect(md).not.toMatch(/is the worst of it, and .* shows the way out/);
    }
  });

  it('never reads a Queen as the "he" asked about, and says a lean on his feelings is about what the cards show', () => {
    const md = reading(4, 'Jon', 'Does he really love me?');
    expect(md).toMatch(/Queen of Swords/);
    expect(md).not.toMatch(/person you ask about|honest woman/);
    // What he feels is his: the cards give a lean on it, never a firm one.
    expect(md).toMatch(/Leaning no, but not strongly, on what the cards show/);
  });

  it('reads a future court card as a way to meet what comes, never as a woman', () => {
    const md = reading(2, 'Tomás', 'Is my band going to make it?');
    expect(md).toMatch(
      /the way to meet what comes|how you might meet what comes|to what comes|What comes next is best met/,
    );
    expect(md).not.toMatch(/confident woman/);
  });
});

describe('reversals that depart from Waite say so', () => {
  it('gives Waite’s own reading beside the modern one', async () => {
    const { PENTACLES_MEANINGS } = await import('../tarot/meanings/pentacles');
    const { CUPS_MEANINGS } = await import('../tarot/meanings/cups');
    expect(PENTACLES_MEANINGS['pentacles-05-five']!.reversed.meaning).toMatch(/departs from Waite/);
    expect(PENTACLES_MEANINGS['pentacles-13-queen']!.reversed.meaning).toMatch(/Waite read it/);
    expect(CUPS_MEANINGS['cups-14-king']!.reversed.meaning).toMatch(/Waite went further/);
  });
});
