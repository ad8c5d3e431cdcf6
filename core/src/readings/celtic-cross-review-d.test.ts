import { describe, expect, it } from 'vitest';
import { DECK } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { crossWithCard, seededDraw } from './__fixtures__/tarot-draws';
import { grammarFaults } from './__fixtures__/grammar';
import { composeCelticCross } from './celtic-cross-report';

// The review batch: setd-cross-i, with the names and questions it was read for.
const ASKED = [
  ['Clara', 'Where is my marriage heading now that the children have left home?'],
  ['Dev', 'Should I sell my share of the restaurant to my partner?'],
  ['Mei', 'How can I rebuild trust with my teenage daughter?'],
  ['Oskar', 'Will I find work I care about this year?'],
  ['Rosa', 'What do I need to understand about my grief for my grandmother?'],
] as const;
const review = (i: number) =>
  composeCelticCross({
    firstName: ASKED[i]![0],
    question: ASKED[i]![1],
    draw: seededDraw(`setd-cross-${i}`, 'celtic-cross'),
  }).markdown;
const withCard = (question: string, i: number, place: string, id: string, reversed: boolean) =>
  composeCelticCross({ firstName: 'Ana', question, draw: crossWithCard('review-d-', i, place, id, reversed) })
    .markdown;
const part = (md: string, heading: string) => md.split(`### ${heading}`)[1]!.split(/\n##/)[0]!;
const storyOf = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]+)/.exec(md)?.[1] ?? '';

describe('Celtic Cross, review d', () => {
  it('reads a kind crossing card against the heart it crosses, never calling its reversed sense a strength', () => {
    expect(part(review(0), 'The heart of the matter')).not.toMatch(/strength to bring to the centre/);
    for (const [id, reversed] of [
      ['wands-04-four', true],
      ['major-19-sun', true],
      ['cups-05-five', true],
    ] as const)
      for (let i = 0; i < 6; i++) {
        const cross = part(withCard(ASKED[0][1], i, 'challenge', id, reversed), 'The heart of the matter');
        expect(cross).not.toMatch(
          /strength to bring to the centre is|from you now: [^.]*, more than anything else/,
        );
        expect(cross).not.toMatch(/more a spur than a block/);
      }
  });

  it('says the people around you as each kind card shows them, grammatically and true to the card', () => {
    expect(part(review(3), 'You and the people around you')).not.toMatch(/goodwill|let people help/);
    const stock =
      /more goodwill than you are counting on|the people around you bring [a-z]|the people near you offer|the mood is|climate is one of|still forming amid/;
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const section = part(
          withCard(ASKED[3][1], 0, 'environment', card.id, reversed),
          'You and the people around you',
        );
        const line = section.split('\n\n')[2]!;
        expect(line, `${card.id}${reversed ? ' reversed' : ''}`).not.toMatch(stock);
        for (const s of line.split(/(?<=\.) /)) expect(grammarFaults(s), s).toEqual([]);
      }
    // The Seven of Wands holds its ground against challengers: no one around it is offering help.
    const seven = withCard(ASKED[3][1], 1, 'environment', 'wands-07-seven', false);
    expect(part(seven, 'You and the people around you')).toMatch(/ground you hold/);
  });

  it('reads the leading suit of a grief for what carries the asker, and no card of it as money', () => {
    const md = review(4);
    expect(storyOf(md)).not.toMatch(/money, work and what is practical/);
    expect(storyOf(md)).toMatch(/the body, sleep and the shape of your days/);
    expect(md).not.toMatch(/giving with strings|material things|worry about security/);
    for (let i = 0; i < 8; i++) {
      const grief = withCard(ASKED[4][1], i, 'self', 'pentacles-06-six', true);
      expect(grief).not.toMatch(/\b(money|strings attached|giving with strings)\b/);
    }
  });

  it('names the person the question is about in full once or twice, then more briefly', () => {
    const md = review(2);
    const prose = md.replace(/“[^”]*”/g, '');
    expect(prose.split('your teenage daughter').length - 1).toBeLessThanOrEqual(2);
    expect(part(md, 'You and the people around you')).toMatch(/\bher struggling\b/);
  });

  it('does not close a crossing or a hope with the same stock phrase whatever the cards', () => {
    for (let i = 0; i < ASKED.length; i++)
      expect(review(i)).not.toMatch(/more a spur than a block|hold that wish loosely/);
  });

  it('says why each card points toward selling or keeping, in words about the sale', () => {
    const md = review(1);
    const overview = md.split('## Overview')[1]!.split('## The Cross')[0]!;
    expect(overview).toMatch(
      /hard cards?, and on this question a hard card shows what staying as you are would bring/,
    );
    expect(overview).toMatch(/the Star in what approaches, hope, is a kind card[^.]*keeping it/);
    expect(md).not.toMatch(/a good card on the side of keeping things as they are/);
    expect(md).toMatch(/What pulls the other way is the Star, in what approaches: hope, [^.]*keeping it/);
  });

  it('describes the outcome card by one picture only', () => {
    const outcome = part(review(0), 'The outcome');
    expect(outcome).toMatch(/child riding out/);
    expect(outcome).not.toMatch(/walled garden/);
  });

  it('keeps the kind reversed cards a kind sense', () => {
    // The Four of Wands reversed leans kind, and its sense in the story says so.
    expect(meaningOf({ id: 'wands-04-four' }, true).lean).toBe('yes');
    expect(storyOf(review(0))).not.toMatch(/a milestone put off/);
  });
});
