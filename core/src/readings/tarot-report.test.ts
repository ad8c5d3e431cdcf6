import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { cardByName, DECK } from '../tarot/deck';
import { paragraphs } from './__fixtures__/paragraphs';
import { InputError } from './errors';
import { maxNameRepeats, repeatedFourGrams } from './__fixtures__/prose';
import { cardinal } from './text';
import { cardPhrase } from './tarot-interplay';
import { composeCelticCross, composeThreeCard } from './tarot-report';

const seed = (n: number) => n.toString(16).padStart(64, '0');
const LONG_WORDS = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? 'career' : 'word')).join(' ');
const LONG_CHARS = 'Will my relationship grow? '.repeat(20).slice(0, 500);
const QUESTIONS = [
  'Will I find a new job this year?',
  'What should I know about my relationship?',
  'How can I heal?',
  LONG_WORDS,
  LONG_CHARS,
];

describe('cardPhrase', () => {
  const card = (name: string) => cardByName(name)!;

  it('gives a major named with "The" a lower-case article mid-sentence and never "the The"', () => {
    expect(cardPhrase(card('The Tower'))).toBe('the Tower');
    expect(cardPhrase(card('The Tower'), { capital: true })).toBe('The Tower');
    expect(cardPhrase(card('The High Priestess'), { reversed: true })).toBe('the High Priestess reversed');
    for (const c of DECK) expect(cardPhrase(c, { capital: true })).not.toMatch(/\b[Tt]he [Tt]he\b/);
  });

  it('leaves Death, Strength, Justice, Temperance and Judgement bare, and reads the Wheel of Fortune with "the"', () => {
    expect(cardPhrase(card('Death'))).toBe('Death');
    expect(cardPhrase(card('Strength'), { reversed: true })).toBe('Strength reversed');
    expect(cardPhrase(card('Judgement'), { capital: true })).toBe('Judgement');
    expect(cardPhrase(card('Justice'))).toBe('Justice');
    expect(cardPhrase(card('Temperance'))).toBe('Temperance');
    expect(cardPhrase(card('Wheel of Fortune'))).toBe('the Wheel of Fortune');
    expect(cardPhrase(card('Wheel of Fortune'), { capital: true })).toBe('The Wheel of Fortune');
  });

  it('gives a minor the article, reversed after the name, capital at a sentence start', () => {
    expect(cardPhrase(card('Ace of Cups'))).toBe('the Ace of Cups');
    expect(cardPhrase(card('Queen of Swords'), { reversed: true })).toBe('the Queen of Swords reversed');
    expect(cardPhrase(card('Queen of Swords'), { reversed: true, capital: true })).toBe(
      'The Queen of Swords reversed',
    );
  });
});

describe('tarot reports', () => {
  it('stay within the word limits for many draws and questions', () => {
    for (let n = 1; n <= 150; n++) {
      const question = QUESTIONS[n % QUESTIONS.length]!;
      const three = composeThreeCard({
        firstName: 'Ana',
        question,
        draw: drawSpread({ seed: seed(n), spread: 'three-card' }),
      });
      expect(three.wordCount).toBeGreaterThanOrEqual(350);
      expect(three.wordCount).toBeLessThanOrEqual(800);
      const ccQuestion = question === LONG_WORDS ? LONG_CHARS : question;
      const cc = composeCelticCross({
        firstName: 'Ana',
        question: ccQuestion,
        draw: drawSpread({ seed: seed(n), spread: 'celtic-cross' }),
      });
      expect(cc.wordCount).toBeGreaterThanOrEqual(700);
      expect(cc.wordCount).toBeLessThanOrEqual(1400);
    }
  });

  it('is deterministic and differs between draws', () => {
    const input = {
      firstName: 'Ana',
      question: 'What now?',
      draw: drawSpread({ seed: seed(7), cut: 'c', spread: 'celtic-cross' as const }),
    };
    const other = composeCelticCross({
      ...input,
      draw: drawSpread({ seed: seed(8), cut: 'c', spread: 'celtic-cross' }),
    });
    expect(other.markdown).not.toBe(composeCelticCross(input).markdown);
  });

  it('has the sections, every card, and names a card or theme in every paragraph', () => {
    const draw = drawSpread({ seed: seed(3), spread: 'celtic-cross' });
    const r = composeCelticCross({ firstName: 'Ana', question: 'Where is my career going?', draw });
    for (const h of ['## Overview', '## The Cards', '## Themes', '## Guidance'])
      expect(r.markdown).toContain(h);
    for (const c of draw.cards) expect(r.markdown).toContain(`: ${c.name}`);
    const names = DECK.map((c) => c.name.replace(/^The /, '').toLowerCase());
    for (const p of paragraphs(r.markdown)) {
      expect(
        names.some((n) => p.toLowerCase().includes(n)) || /Major Arcana|suit of|reversed|upright/.test(p),
        p,
      ).toBe(true);
    }
    expect(r.facts.cards).toHaveLength(10);
    expect(r.writer).toBe('composer');
  });

  it('names each card once per paragraph and varies its wording', () => {
    for (let n = 1; n <= 60; n++) {
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const compose = spread === 'three-card' ? composeThreeCard : composeCelticCross;
        const r = compose({
          firstName: 'Ana',
          question: 'Where is my life heading?',
          draw: drawSpread({ seed: seed(n), spread }),
        });
        const most = maxNameRepeats(r.markdown, 'card');
        expect(most.count, most.paragraph).toBeLessThanOrEqual(2);
        expect(repeatedFourGrams(r.markdown).share).toBeLessThan(0.06);
        // Every join is complete: paragraphs end a sentence, and no stop is doubled or dropped.
        for (const p of paragraphs(r.markdown)) expect(p, p).toMatch(/[.!?”…]$/);
        expect(r.markdown).not.toMatch(/\.\.|\s[.,;:]|;\s*\./);
      }
    }
  });

  it('reads the spread as a whole: crossing pair, court cards as people, reversals by position', () => {
    // The first seed whose Celtic Cross holds a court card and a reversal.
    let n = 1;
    const hasCourt = (d: ReturnType<typeof drawSpread>) =>
      d.cards.some(
        (c) => / (Page|Knight|Queen|King) of /.test(c.name) || /^(Page|Knight|Queen|King) of /.test(c.name),
      );
    let draw = drawSpread({ seed: seed(n), spread: 'celtic-cross' });
    while (!hasCourt(draw) || !draw.cards.some((c) => c.orientation === 'reversed'))
      draw = drawSpread({ seed: seed(++n), spread: 'celtic-cross' });
    const r = composeCelticCross({ firstName: 'Ana', question: 'Will I get the promotion at work?', draw });
    const themes = r.markdown.split('## Themes')[1]!.split('## Guidance')[0]!;
    const heart = draw.cards[0]!;
    const cross = draw.cards[1]!;
    const heartName = heart.name.replace(/^The /, '');
    const crossName = cross.name.replace(/^The /, '');
    expect(themes).toMatch(new RegExp(`${crossName}[^\\n]*${heartName}|${heartName}[^\\n]*${crossName}`));
    expect(themes).toMatch(/of the 10 cards|Major Arcana/);
    const court = draw.cards.find((c) => /^(Page|Knight|Queen|King) of /.test(c.name))!;
    expect(themes).toMatch(
      new RegExp(
        `${court.name}[^.]*(person|someone|presence|figure|seeker|newcomer|learner|decision-maker|role)`,
      ),
    );
    const reversed = draw.cards.filter((c) => c.orientation === 'reversed');
    expect(themes).toMatch(new RegExp(`(${reversed.length}|${cardinal(reversed.length)}) of the ten`, 'i'));
    // The question is about work, and the reading says so outside the card sections too.
    expect(r.markdown.split('## The Cards')[0]).toMatch(/work/);
    expect(themes + r.markdown.split('## Guidance')[1]).toMatch(/work|career/);
  });

  it('names cards with their article in running prose and keeps the printed name in headings', () => {
    for (let n = 1; n <= 40; n++) {
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const compose = spread === 'three-card' ? composeThreeCard : composeCelticCross;
        const draw = drawSpread({ seed: seed(n), spread });
        const r = compose({
          firstName: 'Ana',
          question: 'How do I handle the conflict with my sister?',
          draw,
        });
        for (const c of draw.cards) expect(r.markdown).toContain(`: ${c.name}`);
        const prose = paragraphs(r.markdown).join('\n');
        expect(prose).not.toMatch(/\b[Tt]he [Tt]he\b/);
        // A minor or the Wheel of Fortune is always preceded by "the" (or starts "The") in prose.
        expect(prose).not.toMatch(
          /(?<!\b[Tt]he )\b(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Page|Knight|Queen|King) of (Wands|Cups|Swords|Pentacles)\b/,
        );
        expect(prose).not.toMatch(/(?<!\b[Tt]he )Wheel of Fortune/);
        // The theme is named once in the overview's lens sentence, not echoed as its own subject.
        expect(r.markdown).not.toMatch(/family and home, Ana, your family and home/);
      }
    }
  });

  it('weaves the question into the reading', () => {
    const q = 'Should I take the job offer in Lisbon?';
    const r = composeThreeCard({
      firstName: 'Ana',
      question: q,
      draw: drawSpread({ seed: seed(11), spread: 'three-card' }),
    });
    expect(r.markdown).toContain(`“${q}”`);
    const cardSections = r.markdown.split('### ').slice(1);
    // The question's subject (work) colours every card section, not only the overview.
    for (const s of cardSections) expect(s).toMatch(/work|career/i);
    expect(r.markdown).toMatch(/yes or (a )?no/);
  });

  it('neutralises markdown and HTML in the name and question', () => {
    const r = composeThreeCard({
      firstName: '<img src=x onerror=alert(1)>',
      question: '**bold** [link](http://evil) <script>alert(1)</script>\n## Injected heading\n| table |',
      draw: drawSpread({ seed: seed(5), spread: 'three-card' }),
    });
    expect(r.markdown).not.toMatch(/<(img|script)/);
    expect(r.markdown).not.toContain('[link](');
    expect(r.markdown).not.toContain('**bold**');
    expect(r.markdown).not.toMatch(/^## Injected/m);
    expect(r.markdown).toContain('＜script＞');
  });

  it('rejects empty and oversized questions, letterless names and mismatched draws', () => {
    const draw3 = drawSpread({ seed: seed(1), spread: 'three-card' });
    const drawCc = drawSpread({ seed: seed(1), spread: 'celtic-cross' });
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        return (e as InputError).field + ':' + (e as InputError).code;
      }
      return 'no error';
    };
    expect(field(() => composeThreeCard({ firstName: 'Ana', question: '   ', draw: draw3 }))).toBe(
      'question:required',
    );
    expect(
      field(() => composeThreeCard({ firstName: 'Ana', question: `${LONG_WORDS} more`, draw: draw3 })),
    ).toBe('question:too_long');
    expect(
      field(() => composeCelticCross({ firstName: 'Ana', question: `${LONG_CHARS}!`, draw: drawCc })),
    ).toBe('question:too_long');
    expect(field(() => composeThreeCard({ firstName: '1234', question: 'Why?', draw: draw3 }))).toBe(
      'firstName:no_letters',
    );
    expect(field(() => composeThreeCard({ firstName: 'Ana', question: 'Why?', draw: drawCc }))).toBe(
      'draw:invalid_value',
    );
    // 300 words exactly and 500 characters exactly are allowed.
    expect(composeThreeCard({ firstName: 'Ana', question: LONG_WORDS, draw: draw3 }).kind).toBe('three-card');
    expect(composeCelticCross({ firstName: 'Ana', question: LONG_CHARS, draw: drawCc }).kind).toBe(
      'celtic-cross',
    );
  });
});
