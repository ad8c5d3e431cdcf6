import { describe, expect, it } from 'vitest';
import { answerOf, cardSections, section, seededDraw, seriesReading } from './__fixtures__/tarot-draws';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';

/** The review batch's reading of question i, on the draw it was dealt. */
const batch = (i: number, firstName: string, question: string, set = 'setd3') =>
  composeThreeCard({ firstName, question, draw: seededDraw(`${set}-three-${i}`, 'three-card') }).markdown;
const read = (question: string, i: number) => seriesReading('three-card', question, 'd3', i, 'Mina');

const BATCH: [string, string][] = [
  ['Amelie', 'Will my daughter settle in at her new school?'],
  ['Rui', 'Should I sign the contract with the new agency?'],
  ['Beth', 'Does my husband still find me attractive?'],
  ['Omar', 'How can I make peace with my neighbour over the fence?'],
  ['Ivy', 'Will my horse recover from his lameness?'],
  ['Karl', 'What should I focus on in my retirement?'],
  ['Noor', 'Is it time to leave my band and go solo?'],
  ['Dina', 'Should I forgive my best friend for lying to me?'],
  ['Yara', "Will my mother's operation go well?"],
  ['Emil', 'How do I stop procrastinating on my thesis?'],
];
const reading = (i: number) => batch(i, ...BATCH[i]!);

describe('tarot review d3, someone else’s operation', () => {
  it('reads no doom and puts no outcome in the asker’s hands, and ties the cards to her recovery', () => {
    const md = reading(8);
    expect(md).not.toMatch(/only delays what must come|how you act now decides|still open to how you do it/);
    const [, now, ahead] = cardSections(md);
    expect(now).toMatch(/your mother’s recovery/);
    expect(ahead).toMatch(/your mother’s recovery/);
    for (let i = 0; i < 6; i++)
      expect(read('Will my father’s surgery go well?', i)).not.toMatch(
        /how you act now decides|only delays what must come|in your hands/,
      );
  });
});

describe('tarot review d3, leaving a band', () => {
  it('never calls the card ahead staying, nor leans on a reversed figure ahead alone', () => {
    const md = reading(6);
    expect(md).not.toMatch(/what staying holds/);
    expect(section(md, 'Overview')).not.toMatch(/Page of Swords reversed ahead decides it/);
  });
});

describe('tarot review d3, a relative’s matter read for them', () => {
  it('reads the present card for the daughter or the mother’s backing, and lets no mood card decide', () => {
    const md = reading(0);
    expect(md).not.toMatch(/where your effort counts most/);
    expect(cardSections(md)[1]).toMatch(/as you back her/);
    expect(answerOf(md)).not.toMatch(/Queen of Cups reversed now shows your care/);
  });

  it('reads the card ahead for the son, not as the asker’s road', () => {
    const ahead = cardSections(
      batch(3, 'Lena', 'How do I support my son through his first heartbreak?', 'setd'),
    )[2];
    expect(ahead).not.toMatch(/the road you are on now/);
    expect(ahead).toMatch(/\bhim\b/);
  });
});

describe('tarot review d3, a neighbour without noise', () => {
  it('gives a quarrel over a fence, a hedge, a tree or parking a step with no noise in it', () => {
    const md = reading(3);
    expect(md).not.toMatch(/noise|nights and hours/);
    expect(answerOf(md)).toMatch(/face to face/);
    for (const question of [
      'How do I sort out the boundary with my neighbour?',
      'Will my neighbour cut back the tree over my garden?',
      'How can I stop arguing with my neighbour about parking?',
      'How do I settle the hedge dispute with my neighbours?',
    ])
      for (let i = 0; i < 4; i++) expect(read(question, i), question).not.toMatch(/\bnoise\b/);
    expect(answerOf(read('How do I get my neighbour to turn the music down at night?', 0))).toMatch(/noise/);
  });
});

describe('tarot review d3, the asker’s own words', () => {
  it('keeps a court card’s he or she off the asker, and the retirement line whole', () => {
    const md = reading(5);
    expect(md).not.toMatch(/herself|drift towards [^.]* for your retirement/);
  });

  it('ties a husband’s attraction to his feelings, and a comparison with a sister to the asker alone', () => {
    const husband = reading(2);
    for (const card of cardSections(husband)) expect(card).toMatch(/his feelings for you/);
    expect(husband).not.toMatch(/the two of you/);
    const sister = batch(9, 'Hana', 'How can I stop comparing myself to my sister?', 'setd');
    expect(sister).not.toMatch(/the two of you|you and your sister/);
  });
});

describe('tarot review d3, a contract is not a lawsuit', () => {
  it('keeps the lawyer for a contract in dispute, not one offered to sign', () => {
    const md = reading(1);
    expect(md).not.toMatch(/lawyer|legal/);
    expect(md).toMatch(/\*\*(Leaning|Unclear|Yes|No)/);
    expect(readQuestion('Should I sign the contract with the new agency?').sensitive).toBeNull();
    expect(readQuestion('Should I accept the new contract at work?').sensitive).toBeNull();
    expect(readQuestion('Will I win the contract dispute with my builder?').sensitive).toBe('legal');
    expect(readQuestion('Should I sue them for breach of contract?').sensitive).toBe('legal');
    expect(readQuestion('Will my divorce settlement be fair?').sensitive).toBe('legal');
  });
});

describe('tarot review d3, stock lines', () => {
  it('says no stock shadow, warning or not-fixed line across the batch', () => {
    const all = BATCH.map((_, i) => reading(i)).join('\n');
    expect(all).not.toMatch(/Left unchecked, its shadow shows|what lies ahead is not fixed/);
    expect(all.match(/a warning about how you might meet what comes/g)?.length ?? 0).toBeLessThan(2);
  });
});
