import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { composeCelticCross } from './celtic-cross-report';
import { GENERAL_STEPS } from './content/tarot-care';
import { readQuestion } from './content/tarot-positions';
import { questionIntent } from './tarot-question-lean';
import { composeThreeCard, matterOf } from './tarot-report';

const seeds = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => createHash('sha256').update(`${tag}-${i}`).digest('hex'));
const three = (question: string, n = 60) =>
  seeds(question, n).map(
    (seed) =>
      composeThreeCard({
        firstName: 'Ana',
        question,
        draw: drawSpread({ seed, cut: '', spread: 'three-card' }),
      }).markdown,
  );

describe('tarot review u', () => {
  it('gives a trump’s general step without pasting the matter in ("what you want from the flu")', () => {
    expect(GENERAL_STEPS.major('the flu')).not.toContain('the flu');
  });

  it('keeps advice for a stake ("a sum you can afford to lose") out of a question about paying off a debt', () => {
    // The review's own draw (set u1, three-card reading 3) gave the Fool's gambling line.
    const seed = createHash('sha256').update('u1-three-2').digest('hex');
    const question = 'Will I be able to pay off my credit card by summer?';
    const draw = drawSpread({ seed, cut: '', spread: 'three-card' });
    const md = composeThreeCard({ firstName: 'Chloe', question, draw }).markdown;
    expect(md).toContain('The Fool');
    for (const text of [md, ...three(question, 120)])
      expect(text).not.toMatch(/afford to lose|backing a hunch/);
  });

  it('says "reversed" once when a reversed card promises a smaller yes', () => {
    for (const q of ['Will I get the promotion this spring?', 'Will we sell the flat before Christmas?'])
      for (const md of three(q, 120))
        expect(md).not.toMatch(/Reversed, (?:the )?[A-Z][^.]* reversed promises?/);
  });

  it('never makes a plural matter the subject of "ends"', () => {
    for (const seed of seeds('debts', 120)) {
      const md = composeCelticCross({
        firstName: 'Ana',
        question: "What should I do about my father's debts?",
        draw: drawSpread({ seed, cut: '', spread: 'celtic-cross' }),
      }).markdown;
      expect(md).not.toMatch(/where (?:the|your) [\w' ]*s ends\b/);
    }
  });

  it('makes a plural matter agree in the Celtic Cross story ("where your debts go", not "goes")', () => {
    for (const question of [
      'How can I get out of debt?',
      'What do the dreams I keep having about water mean?',
    ])
      for (const seed of seeds(question, 150)) {
        const md = composeCelticCross({
          firstName: 'Ana',
          question,
          draw: drawSpread({ seed, cut: '', spread: 'celtic-cross' }),
        }).markdown;
        // "your hope for your debts needs" agrees with the hope.
        expect(md).not.toMatch(/(?<!hope for )\b(?:your debts|the dreams) (?:goes|ends|needs)\b/);
      }
  });

  it('reads getting one’s energy back after the flu as a health question about the getting back', () => {
    const question = 'How can I get my energy back after the flu?';
    const q = readQuestion(question);
    expect(q.subject).toBe('health');
    expect(matterOf(q, question)).toBe('getting your energy back');
  });

  it('reads "is my sister angry with me?" for anger: the Eight of Cups walking away is no yes', () => {
    const question = 'Is my sister angry with me?';
    expect(questionIntent({ ...readQuestion(question), words: question.toLowerCase() })).toBe('anger');
    // The review's draw (set u2, three-card reading 12): Five of Cups reversed, Emperor reversed, Eight of Cups.
    const seed = createHash('sha256').update('u2-three-11').digest('hex');
    const md = composeThreeCard({
      firstName: 'Leo',
      question,
      draw: drawSpread({ seed, cut: '', spread: 'three-card' }),
    }).markdown;
    expect(md).toContain('### Future: Eight of Cups');
    expect(md).not.toMatch(/the Eight of Cups ahead[^.]*is why it leans/i);
    expect(md).toContain('sad more than angry');
  });

  it('hears Waite’s "treachery, disloyalty" in the Six of Wands reversed on a suspicion', () => {
    // The review's draw (set u1, three-card reading 10): the Devil reversed now, the Six of Wands reversed ahead.
    const seed = createHash('sha256').update('u1-three-9').digest('hex');
    const md = composeThreeCard({
      firstName: 'Jonah',
      question: 'Is my boyfriend hiding something from me?',
      draw: drawSpread({ seed, cut: '', spread: 'three-card' }),
    }).markdown;
    expect(md).toContain('### Future: Six of Wands (reversed)');
    expect(md).not.toContain('neither of deceit nor of honesty');
    expect(md).toMatch(/Six of Wands reversed ahead gives that answer/);
  });

  it('gives no "bad news" forecast to someone whose mother faces an operation', () => {
    // The review's draw (set u2, three-card reading 4): the Eight of Swords ahead, whose Waite line ends "bad news".
    const seed = createHash('sha256').update('u2-three-3').digest('hex');
    const md = composeThreeCard({
      firstName: 'Nico',
      question: 'Will my mum’s operation go well?',
      draw: drawSpread({ seed, cut: '', spread: 'three-card' }),
    }).markdown;
    expect(md).toContain('### Future: Eight of Swords');
    expect(md).not.toMatch(/bad news|censure/);
  });

  it('reads a friendship that may recover as a mending, not a body, and leaving teaching as work', () => {
    const friendship = readQuestion('Will my friendship with Ruth recover after the wedding row?');
    expect(friendship.sensitive).toBeNull();
    expect(friendship.care).toBeNull();
    expect(readQuestion('Should I leave teaching?').subject).toBe('work');
  });

  it('makes the mending the matter when a funeral is only its occasion, and reads an upright court as upright', () => {
    const question = "How can I make peace with my brother after our father's funeral?";
    expect(matterOf(readQuestion(question), question)).toBe('making peace with your brother');
    // The review's draw (set v2, three-card reading 5): the King of Pentacles upright in the past.
    const seed = createHash('sha256').update('v2-three-4').digest('hex');
    const md = composeThreeCard({
      firstName: 'Oscar',
      question,
      draw: drawSpread({ seed, cut: '', spread: 'three-card' }),
    }).markdown;
    expect(md).toContain('### Past: King of Pentacles\n');
    expect(md).not.toContain('reversed it only says');
    expect(md).not.toContain('Reversed, it says only');
  });

  it('promises no inheritance to a question about a mother’s care', () => {
    const care = "What do I need to know about my mother's dementia care?";
    for (const seed of seeds(care, 150)) {
      const md = composeCelticCross({
        firstName: 'Ana',
        question: care,
        draw: drawSpread({ seed, cut: '', spread: 'celtic-cross' }),
      }).markdown;
      expect(md).not.toMatch(/an inheritance or gift/);
    }
    // The review's draw (set v2, Celtic Cross reading 4) gave "an inheritance or gift may add to them".
    const seed = createHash('sha256').update('v2-celtic-3').digest('hex');
    const md = composeCelticCross({
      firstName: 'Pavel',
      question: care,
      draw: drawSpread({ seed, cut: '', spread: 'celtic-cross' }),
    }).markdown;
    expect(md).not.toMatch(/an inheritance or gift/);
  });
});
