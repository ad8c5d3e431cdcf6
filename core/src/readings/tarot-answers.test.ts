// What a professional reader faulted in the third review batch: sensitive questions given a lean,
// question nouns slotted into template phrases, advice from the wrong part of life, a partner
// assumed where there is none, positions left unapplied, a verdict the body contradicts.
import { describe, expect, it } from 'vitest';
import { cardByName } from '../tarot/deck';
import { drawSpread } from '../tarot/draw';
import { meaningOf } from '../tarot/meanings';
import { readQuestion } from './content/tarot-positions';
import { composeCelticCross, composeThreeCard, splitSentences } from './tarot-report';

type Spread = 'three-card' | 'celtic-cross';
const seed = (n: number) => n.toString(16).padStart(64, '0');
const compose = (spread: Spread, question: string, n: number) => {
  const input = { firstName: 'Ana', question, draw: drawSpread({ seed: seed(n), spread }) };
  return spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input);
};
/** Forty readings of a question, alternating the spreads. */
const readings = (question: string) =>
  Array.from({ length: 40 }, (_, n) => compose(n % 2 ? 'three-card' : 'celtic-cross', question, n + 1));
/** The reading's prose without the question quoted back. */
const prose = (markdown: string) => markdown.replace(/“[^”]*”/g, '“…”');
/** The step the reading ends on: the one thing to do, what keeps or changes a lean, or what the cards speak to. */
const stepOf = (markdown: string) =>
  /(?:\*\*The one thing to do[^*]*\*\*|\*\*What can help now:\*\*|What keeps it that way:|What could change it:|What would settle it:|What the cards do speak to is [^:.]*:) ([^.]*)\./.exec(
    markdown,
  )?.[1] ?? '';

const LEAN = /Leaning (yes|no)|lean (yes|no)|\*\*Unclear|no firm yes or no/;

describe('sensitive questions', () => {
  const cases: [string, RegExp][] = [
    ['Should I stop drinking for good?', /doctor or a support service/],
    ['How can I heal after my miscarriage?', /bereavement counsellor/],
    ['Will my dad’s heart operation go smoothly?', /do not replace his doctors/],
    ['Will the court grant my visa appeal?', /do not replace a lawyer/],
    ['Should I contest my late aunt’s will?', /do not replace a lawyer/],
  ];

  it('gives an addiction, a pregnancy loss, another’s surgery, a visa and a will no lean, and a support note every time', () => {
    for (const [question, note] of cases)
      for (const r of readings(question)) {
        expect(r.markdown, question).not.toMatch(LEAN);
        expect(r.markdown, question).toMatch(note);
      }
  });

  it('never argues against stopping drinking, and says whose decision it is', () => {
    for (const r of readings('Should I stop drinking for good?')) {
      expect(r.markdown).toContain('no card argues against stopping');
      expect(r.markdown).not.toMatch(/favour staying|argues for staying|moderation|sensible measure/i);
    }
  });

  it('tells a visa appellant the ruling is the court’s and never hands him the decision', () => {
    for (const r of readings('Will the court grant my visa appeal?')) {
      expect(r.markdown).toContain('The decision is the court’s or the authority’s');
      expect(prose(r.markdown)).not.toMatch(/\byour decision\b|\byou decide\b|\bsleep on\b/i);
      expect(stepOf(r.markdown)).toMatch(/lawyer|legal advice|counsel|solicitor|professional/);
    }
  });

  it('never tells someone whose father is in surgery to sleep on a decision', () => {
    for (const r of readings('Will my dad’s heart operation go smoothly?'))
      expect(prose(r.markdown)).not.toMatch(/sleep on|\byour decision\b|\byou decide\b/i);
  });

  it('reads only Death and the Tower as change on a sensitive question, never the Nine of Swords', () => {
    for (const [question] of cases)
      for (const r of readings(question)) {
        const caveat = /([^.]*) (?:is|are) read here as change in the matter/.exec(r.markdown)?.[1];
        if (caveat) expect(caveat.replace(/\b(Death|the Tower|The Tower|and)\b|,/g, '').trim()).toBe('');
      }
  });

  it('tells an investor that a reading is not financial advice', () => {
    for (const r of readings('Is now a good time to invest in index funds?'))
      expect(r.markdown).toContain('This is a reading, not financial advice');
  });
});

describe('the question’s own words', () => {
  it('never slots a noun from the question into a template phrase', () => {
    const questions: [string, RegExp][] = [
      ['How can I heal after my miscarriage?', /your miscarriage/],
      ['How do I rebuild trust with my teenage son?', /your teenage son/],
      ['How can I support my sister through her divorce?', /your divorce|her divorce/],
      ['What is holding me back with my novel manuscript?', /your novel/],
    ];
    for (const [question, slotted] of questions)
      for (const r of readings(question)) {
        expect(prose(r.markdown), question).not.toMatch(slotted);
        expect(r.markdown).not.toMatch(
          /the drive behind|the practical side of your|the feeling side of your/,
        );
      }
  });

  it('names only a vetted topic: "your debts", never the question’s phrase', () => {
    expect(readQuestion('How can I get out of debt?').topic).toBe('your debts');
    expect(readQuestion('How can I heal after my miscarriage?').topic).toBeNull();
  });
});

describe('the one thing to do', () => {
  const OTHER_LIFE =
    /\b(part(y|ies)|celebrat\w*|sweet words?|apolog\w*|taster|class(es)?|flirt\w*|romance)\b/i;

  it('never gives a raise, a will, a visa appeal, a debt or a flat search a step about parties, sweet words, apologies or classes', () => {
    for (const question of [
      'Should I ask for a raise this quarter?',
      'Should I contest my late aunt’s will?',
      'Will the court grant my visa appeal?',
      'How can I get out of debt?',
      'Will we find a bigger flat for the family soon?',
    ])
      for (const r of readings(question)) expect(stepOf(r.markdown), question).not.toMatch(OTHER_LIFE);
  });

  it('gives a legal question the card’s legal step with proper legal advice', () => {
    for (const r of readings('Should I contest my late aunt’s will?'))
      expect(stepOf(r.markdown)).toMatch(/lawyer|legal advice|counsel|solicitor|professional/);
  });

  it('gives a debt a step about money and a raise a step about making the case', () => {
    for (const r of readings('How can I get out of debt?'))
      expect(stepOf(r.markdown)).toMatch(
        /debts?|budget|creditors?|repay|bills?|owed|figures|accounts?|spending|income/i,
      );
    for (const r of readings('Should I ask for a raise this quarter?'))
      expect(stepOf(r.markdown)).toMatch(/pay|salary|raise|case|worth|ask for|meeting|owed/i);
  });

  it('gives someone grieving a pregnancy loss no taster classes, parties or regimes', () => {
    for (const r of readings('How can I heal after my miscarriage?'))
      expect(r.markdown).not.toMatch(/taster|sign up|regime|marks a party|ambition, drive/i);
  });
});

describe('who the question is about', () => {
  it('speaks of no partner or relationship to someone asking a person out or hoping to meet someone', () => {
    for (const question of ['Will she say yes if I ask her out?', 'Will I meet someone new this year?'])
      for (const r of readings(question)) {
        const body = prose(r.markdown).replace(
          /^(Behind|Ahead|At|Across|Above|Beneath|The|Just|In|Coming|You|Your|What|Around|Where|If)[^:.]*: [^.]*\./gm,
          '',
        );
        expect(body, question).not.toMatch(
          /a partner may|your partner|each want this|the two of you|both of you/i,
        );
        expect(r.markdown).not.toContain('each card is read for the relationship');
      }
  });

  it('reads a sister’s divorce for the sister and how the asker supports her', () => {
    const r = compose('three-card', 'How can I support my sister through her divorce?', 5);
    expect(r.markdown).toContain(
      'each card is read for what she is going through and how you can support her',
    );
  });
});

describe('every position applied', () => {
  it('gives every card a sentence beyond its description, with no "reversed. Reversed," stutter, within 800-1,100 words', () => {
    for (let n = 1; n <= 40; n++) {
      const r = compose('celtic-cross', 'Will I meet someone new this year?', n);
      expect(r.wordCount).toBeGreaterThanOrEqual(800);
      expect(r.wordCount).toBeLessThanOrEqual(1_100);
      expect(r.markdown).not.toMatch(/reversed\. Reversed,/);
    }
    // Batch 3, reading 19: the Devil reversed in the recent past was only "Reversed, the chains come off."
    const samuel = compose('celtic-cross', 'Will the court grant my visa appeal?', 0x7e3000 + 19 * 15485863);
    const devil = samuel.markdown
      .split('\n\n')
      .find((p) => p.startsWith('Just behind you') || p.includes('the Devil reversed:'))!;
    expect(splitSentences(devil).length).toBeGreaterThanOrEqual(3);
  });

  it('reconciles a hard card in the crown with the best this can become', () => {
    let seen = 0;
    for (let n = 1; n <= 80; n++) {
      const r = compose('celtic-cross', 'What is my purpose right now?', n);
      const crown = r.facts.cards.find((c) => c.positionKey === 'crown')!;
      if (meaningOf(cardByName(crown.name)!, crown.orientation === 'reversed').lean !== 'no') continue;
      seen++;
      expect(r.markdown).toContain('A hard card as the best this can become is not a fate');
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the verdict and the body agree', () => {
  it('never says "turns for the better" beside an unclear or no lean, nor "slower, not refused", warm suits or a shared number', () => {
    for (const question of ['Will she say yes if I ask her out?', 'Will I finish my thesis on time?'])
      for (const r of readings(question)) {
        if (r.markdown.includes('The story turns for the better'))
          expect(r.markdown).toMatch(/\*\*Leaning yes/);
        expect(r.markdown).not.toMatch(/slower, not refused|warm suits|share a number/);
      }
  });

  it('notices all four of a number', () => {
    const samuel = compose('celtic-cross', 'Will the court grant my visa appeal?', 0x7e3000 + 19 * 15485863);
    expect(samuel.markdown).toContain('All four Nines are here');
  });
});

describe('authored meanings in the Waite tradition', () => {
  const upright = (name: string) => meaningOf(cardByName(name)!, false).meaning;
  it('reads the Seven of Pentacles upright as gain from patient work, not unease about what is owed', () => {
    expect(upright('Seven of Pentacles')).not.toMatch(/owed|unease/);
  });
  it('shows two kneeling figures on the Six of Pentacles and an olive-and-palm crown on the Ace of Swords', () => {
    expect(upright('Six of Pentacles')).toContain('two kneeling figures');
    expect(upright('Ace of Swords')).toContain('crown hung with olive and palm');
  });
});
