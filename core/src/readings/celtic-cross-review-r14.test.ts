// The second pass over review r13 (Celtic Cross): a story that joins the cards' causes and agrees
// with the verdict, Waite named only where he adds something for the question, a shadow card in the
// client's own place read as a pressure on them, and each picture described once, where it counts.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { cardById } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import type { TarotDraw } from '../tarot/draw';
import { cardPhrase } from './tarot-interplay';
import { drawnCards } from './tarot-report';
import { readQuestion } from './content/tarot-positions';

const compose = (question: string, draw: TarotDraw) =>
  composeCelticCross({ firstName: 'Mara', question, draw });
const draws = (question: string, n = 60) =>
  Array.from({ length: n }, (_, i) => {
    const draw = seriesDraw('cc14', 'celtic-cross', i);
    return { draw, md: compose(question, draw).markdown };
  });
const storyOf = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]+)/.exec(md)?.[1];
const cardAt = (draw: TarotDraw, key: string) => {
  const d = draw.cards.find((c) => c.positionKey === key)!;
  const card = cardById(d.cardId)!;
  return { card, reversed: d.orientation === 'reversed' };
};
const sentences = (text: string) => text.match(/[^.!?]+[.!?]/g)!.map((s) => s.trim());

describe('Celtic Cross review r13, second pass', () => {
  // Review r31: the summing up relates the cards; it never says a card's meaning a second time.
  it('sums up the spread without saying any card’s theme again, and without contradicting the verdict', () => {
    const question = 'Will my pottery shop turn a profit by next year?';
    for (const { draw, md } of draws(question)) {
      const story = storyOf(md)!;
      for (const p of drawnCards(draw, readQuestion(question))) {
        const head = p.m.theme.split(',')[0]!;
        if (head.split(' ').length >= 4) expect(story, head).not.toContain(head);
      }
      // A no never ends the summing up well, and a yes never ends it on a warning.
      if (/\*\*(No\b|On balance, not yet|Likely not)/.test(md))
        expect(story).not.toMatch(
          /shows the obstacle overcome|the wish is safe to hold|the hope is borne out|will carry this to its end/,
        );
      if (/\*\*(Yes\b|Likely yes)/.test(md)) expect(story).not.toMatch(/harden into|agree, and not kindly/);
    }
  });

  // On the body the end is no forecast: the summing up leaves the outcome out.
  it('sums up a question about the body without the outcome', () => {
    for (const { draw, md } of draws('What is causing my health problems and constant fatigue?', 40)) {
      const story = storyOf(md);
      expect(story).toBeDefined();
      const { card, reversed } = cardAt(draw, 'outcome');
      if (card.arcana === 'minor') expect(story).not.toContain(cardPhrase(card, { reversed }));
      expect(story).not.toMatch(/at the end\b/);
      expect(story).toMatch(
        /holds both what you want from .+ and what you dread, and .+, your own card, is how you carry the two/,
      );
    }
  });

  it('cites Waite at most twice, and never in the general meaning of a card', () => {
    for (const question of [
      'Will my pottery shop turn a profit by next year?',
      'Should I go back to college at 45?',
    ])
      for (const { draw, md } of draws(question)) {
        expect(md.match(/\bWaite\b/g)?.length ?? 0).toBeLessThanOrEqual(2);
        for (const d of draw.cards) {
          const general = meaningOf(cardById(d.cardId)!, d.orientation === 'reversed').meaning;
          for (const s of sentences(general).filter((x) => /\bWaite\b/.test(x))) expect(md).not.toContain(s);
        }
      }
  });

  it('reads a shadow card in the client’s own place as a pressure, never as their character', () => {
    const question = 'Will my husband and I settle in well after moving to Dublin?';
    for (const id of ['swords-07-seven', 'swords-05-five', 'major-15-devil']) {
      const card = cardById(id)!;
      let i = 0;
      while (seriesDraw('cc14', 'celtic-cross', i).cards.some((d) => d.cardId === id)) i++;
      const base = seriesDraw('cc14', 'celtic-cross', i);
      const draw = {
        ...base,
        cards: base.cards.map((d) =>
          d.positionKey === 'self'
            ? { ...d, cardId: id, name: card.name, image: card.image, orientation: 'upright' as const }
            : d,
        ),
      };
      const md = compose(question, draw).markdown;
      const self = md.split('### You and the people around you')[1]!.split('\n\n')[1]!;
      const m = meaningOf(card, false);
      expect(self).toContain('a pressure rather than who you are');
      expect(self).toContain('the move');
      // Neither the card's theme ("a quiet scheme to slip away…") nor its picture is laid on the client.
      expect(self).not.toContain(m.theme);
      expect(self).not.toContain(sentences(m.meaning)[0]!);
    }
  });

  it('describes a card’s picture once at most, and only at the heart and the outcome unless the reading is short', () => {
    for (const question of [
      'Is my friendship with Priya worth fighting for?',
      'Will we sell our flat this year?',
    ])
      for (const { draw, md } of draws(question)) {
        const { wordCount } = compose(question, draw);
        for (const d of draw.cards) {
          const picture = sentences(meaningOf(cardById(d.cardId)!, false).meaning)[0]!;
          const times = md.split(picture).length - 1;
          expect(times).toBeLessThanOrEqual(1);
          if (wordCount >= 900 && !['present', 'outcome'].includes(d.positionKey)) expect(times).toBe(0);
        }
      }
  });
  it('never cuts a card’s sense from its qualifier in the story (“generosity” for over-giving)', () => {
    for (const { draw, md } of draws('Will my pottery shop turn a profit by next year?', 80)) {
      const story = storyOf(md)!;
      for (const d of draw.cards) {
        const reversed = d.orientation === 'reversed';
        const card = cardById(d.cardId)!;
        const words = meaningOf(card, reversed).theme.split(' ');
        const phrase = cardPhrase(card, { reversed });
        // A bare noun ("generosity", "a cup") is never what is left of a qualified sense.
        for (let k = 1; k < Math.min(3, words.length); k++)
          if (story.includes(`${words.slice(0, k).join(' ')} (${phrase})`))
            expect(words[k], story).not.toMatch(/^(that|which|who|where)$/);
      }
    }
  });

  it('says no clock time and no stock advice written for the three-card reading', () => {
    for (const question of [
      'Will my startup close its seed round this spring?',
      'Will my pottery shop turn a profit by next year?',
    ])
      for (const { md } of draws(question, 80))
        expect(md).not.toMatch(/before lunch|tonight|revisit the terms before the friction/i);
  });
});
