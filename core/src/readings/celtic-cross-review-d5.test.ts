import { describe, expect, it } from 'vitest';
import { DECK } from '../tarot/deck';
import { crossWithCard, seededDraw } from './__fixtures__/tarot-draws';
import { grammarFaults } from './__fixtures__/grammar';
import { agrees } from './celtic-cross-answer';
import { composeCelticCross } from './celtic-cross-report';

// The review batch: setd5-cross-i, with the names and questions it was read for.
const ASKED = [
  ['Hanne', 'Should I leave teaching and train as a nurse?'],
  ['Idris', 'What is going on with my partner lately?'],
  ['Lotte', 'How can I help my father through his depression?'],
  ['Matteo', 'Will the sale of our house go through?'],
  ['Saoirse', 'Why do I keep choosing people who are unavailable?'],
] as const;
const review = (i: number) =>
  composeCelticCross({
    firstName: ASKED[i]![0],
    question: ASKED[i]![1],
    draw: seededDraw(`setd5-cross-${i}`, 'celtic-cross'),
  }).markdown;
const withCard = (question: string, i: number, place: string, id: string, reversed: boolean) =>
  composeCelticCross({
    firstName: 'Ana',
    question,
    draw: crossWithCard('review-d5-', i, place, id, reversed),
  }).markdown;
const part = (md: string, heading: string) => md.split(`### ${heading}`)[1]!.split(/\n##/)[0]!;
const overviewOf = (md: string) => md.split('## Overview')[1]!.split('## The Cross')[0]!;
const storyOf = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]+)/.exec(md)?.[1] ?? '';
const sentences = (text: string) => text.split(/(?<=[.!?]) (?=[A-Z])/);
const COURTS = DECK.filter((c) => /^(wands|cups|swords|pentacles)-1[1-4]-/.test(c.id));

describe('Celtic Cross, review d5', () => {
  it('says a court card’s quality at the end as a whole noun phrase, for every card', () => {
    expect(review(0)).not.toMatch(/carrying the day/);
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const outcome = part(withCard(ASKED[3][1], 0, 'outcome', card.id, reversed), 'The outcome');
        const first = outcome.split('\n\n')[1]!;
        expect(first, `${card.id}${reversed ? ' reversed' : ''}`).not.toMatch(/carrying the day|winning out/);
        for (const s of sentences(first)) expect(grammarFaults(s), s).toEqual([]);
      }
  });

  it('keeps advice for the rejected side of a change out of a reading that leans toward it', () => {
    const md = review(0);
    expect(md).not.toMatch(/Reconnect with the reason you chose this work/);
    // A yes to leaving one path for another never hears advice to recommit to the old one.
    const change = { verdict: 'go', leaving: false, changing: true } as const;
    expect(agrees('Reconnect with the reason you chose this work in the first place.', change)).toBe(false);
    expect(agrees('Walk away from what no longer holds you.', { ...change, verdict: 'hold' })).toBe(false);
    expect(
      agrees('Reconnect with the reason you chose this work in the first place.', {
        ...change,
        changing: false,
      }),
    ).toBe(true);
  });

  it('withholds “clearly” when the heart or the crown holds a hard card, and names it', () => {
    const overview = overviewOf(review(0));
    expect(overview).not.toMatch(/Yes, clearly|no weighing card holds back/);
    expect(overview).toMatch(/held back by the Star reversed at the heart of the matter/);
    for (let i = 0; i < 8; i++)
      for (const place of ['present', 'crown'])
        expect(overviewOf(withCard(ASKED[0][1], i, place, 'major-16-tower', false))).not.toMatch(
          /Yes, clearly/,
        );
  });

  it('answers “what is going on with” a person with what the cards show of them', () => {
    const md = review(1);
    const overview = overviewOf(md);
    expect(overview).toMatch(/At the heart of what is going on with your partner lies the Five of Swords/);
    expect(md).not.toMatch(/the help that can settle/);
    // A court card among the people around you is named as the partner in the overview, grammatically.
    for (const card of COURTS)
      for (const reversed of [false, true]) {
        const said = overviewOf(withCard(ASKED[1][1], 0, 'environment', card.id, reversed));
        expect(said, card.id).toMatch(/may well be your partner as things are now/);
        for (const s of sentences(said.trim()).slice(1)) expect(grammarFaults(s), s).toEqual([]);
      }
  });

  it('reads another’s depression as their illness and the asker’s help, with no workplace and no fear waved off', () => {
    const md = review(2);
    expect(md).not.toMatch(/The plan may be sound|nobody is building it|things between you and your father/);
    expect(md).not.toMatch(/your worry speaking/);
    expect(md).toMatch(/your help through your father's illness/);
    for (let i = 0; i < 8; i++)
      for (const id of ['swords-07-seven', 'swords-09-nine', 'major-16-tower']) {
        const fears = part(withCard(ASKED[2][1], i, 'hopes-fears', id, false), 'Your hopes and fears');
        expect(fears).not.toMatch(/your worry speaking|not what will happen|shrink|bigger in your mind/);
      }
  });

  it('tells your own card against the end as speech, never a keyword chain', () => {
    expect(storyOf(review(3))).not.toMatch(/Keep to|brings it to/);
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const story = storyOf(withCard(ASKED[3][1], 2, 'self', card.id, reversed));
        const line = sentences(story).find((s) => /your own card/i.test(s));
        if (!line) continue;
        expect(line).not.toMatch(/^Keep to|the way of your own card/);
        expect(grammarFaults(line), line).toEqual([]);
      }
  });

  it('gives no advice to rebuild a structure on a question about a house', () => {
    expect(review(3)).not.toMatch(/damaged structure|honest foundations/);
    for (let i = 0; i < 6; i++)
      for (const place of ['crown', 'near-future', 'outcome', 'challenge'])
        expect(withCard(ASKED[3][1], i, place, 'major-16-tower', false)).not.toMatch(
          /damaged structure|honest foundations/,
        );
  });

  it('names a pattern question’s matter, and reads a court card in the hopes as a person on love', () => {
    const md = review(4);
    expect(md).not.toMatch(/what you asked about/);
    expect(md).toMatch(/the pattern you want to break/);
    expect(part(md, 'Your hopes and fears')).toMatch(/the cool, detached man/);
    expect(md).not.toMatch(/authority of mind/);
    for (const card of COURTS)
      for (const reversed of [false, true]) {
        const hopes = part(
          withCard(ASKED[4][1], 1, 'hopes-fears', card.id, reversed),
          'Your hopes and fears',
        );
        expect(hopes, card.id).toMatch(/a person/);
        for (const s of sentences(hopes.trim().split('\n').at(-1)!)) expect(grammarFaults(s), s).toEqual([]);
      }
  });

  it('does not repeat a stock line or a theme word for word across the batch', () => {
    const readings = ASKED.map((_, i) => review(i));
    for (const stock of [
      'a hollow victory won at the cost of goodwill',
      'a tight grip loosening, through generosity or through loss',
      'a welcome card laid there is the answer to it more than the obstacle',
      'it is a fair thing to want',
      'let it guide you without treating it as certain',
      'in circumstances and people you do not control',
    ])
      expect(readings.filter((md) => md.includes(stock)).length, stock).toBeLessThanOrEqual(1);
    // The kind crossings, and the people around you, open and close differently in each reading.
    const masked = (text: string) =>
      text.replace(/\bthe [A-Z][\w ]*?(?: of [A-Z]\w+)?(?: reversed)?\b/g, 'X');
    const crossings = readings.map(
      (md) => part(md, 'The heart of the matter').split('\n\n')[2]!.split(':')[0]!,
    );
    const kind = crossings.filter(
      (x) => !/strain|lies across|Laid crosswise|Crossing it|What stands/.test(x),
    );
    expect(new Set(kind.map(masked)).size).toBe(kind.length);
    const around = readings
      .map((md) => part(md, 'You and the people around you').split('\n\n')[2]!)
      .filter((x) => !/your partner|Inner balance/.test(x))
      .map((x) =>
        masked(
          sentences(x)
            .at(-1)!
            .split(/ (?:your|the) /)[0]!,
        ),
      );
    expect(new Set(around).size).toBe(around.length);
    expect(readings.join('\n')).not.toMatch(
      /a welcome card laid there|it is a fair thing to want|without treating it as certain|people you do not control/,
    );
  });
});
