// Reviews r27 set f (two tarot readers, two astrologers, fresh questions and famous births): each
// test fails on the text the review quoted.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeCelticCross } from './celtic-cross-report';
import { readQuestion } from './content/tarot-positions';
import { composeNatal } from './natal-report';
import { composeThreeCard } from './tarot-report';
import { HENDRIX, HEPBURN, WOOLF } from './__fixtures__/public-births';
import { PERON } from './__fixtures__/review-births';
import { crossWithCard, drawWithCards, seriesDraw } from './__fixtures__/tarot-draws';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('tarot after review r27 set f', () => {
  it('reads a named couple, a named man’s honesty and pay-day money for their own subject', () => {
    expect(readQuestion('Will Jonas and I still be together by next summer?').subject).toBe('love');
    expect(readQuestion('Is Mark being honest with me?').subject).toBe('love');
    expect(readQuestion('How can I stop living paycheck to paycheck?').subject).toBe('money');
    expect(readQuestion("Should I invest my savings in my friend's restaurant?").subject).toBe('money');
    // Set h: a loan for a cousin's wedding is money, not romance.
    expect(readQuestion('Should I lend my savings to my cousin for his wedding?').subject).toBe('money');
  });

  it('reads a shoulder injury as a body question, with its care note and no verdict (set h)', () => {
    const q = readQuestion('Will my shoulder be strong enough to play rugby again?');
    expect(q.subject).toBe('health');
    expect(q.sensitive).toBe('medical');
  });

  it('hears "Is it over?" as a feared yes, so a hard card ahead never reads as "not over" (set h)', () => {
    expect(readQuestion('Is my friendship with Sam over?').fearedYes).toBe(true);
    expect(readQuestion('Is my marriage finished?').fearedYes).toBe(true);
    expect(readQuestion('Will the job be over by June or later?').fearedYes).toBe(false);
  });

  it('names the one whose honesty is asked about and leaves the answer to him', () => {
    const md = composeThreeCard({
      firstName: 'Jess',
      question: 'Is Mark being honest with me?',
      draw: seriesDraw('r27f-honest', 'three-card', 0),
    }).markdown;
    expect(md).toMatch(/between you and Mark/);
    expect(md).toMatch(/something only Mark can answer/);
    expect(md).not.toMatch(/On your path/);
  });

  it('reads the job a freelancer is leaving with the card’s job lines, not its money lines', () => {
    const md = composeCelticCross({
      firstName: 'Leo',
      question: 'Should I leave my corporate job to freelance as a photographer?',
      draw: crossWithCard('r27f-leave', 0, 'present', 'cups-01-ace', true),
    }).markdown;
    expect(md).toMatch(/The heart has gone out of your work/);
    expect(md).not.toMatch(/Money handled on a soft heart/);
  });

  it('never reads Justice behind the asker as the judgement still awaited', () => {
    const md = composeCelticCross({
      firstName: 'Marco',
      question: 'Will I win the custody hearing?',
      draw: crossWithCard('r27f-justice', 0, 'recent-past', 'major-11-justice', false),
    }).markdown;
    expect(md).not.toMatch(/here it is the judgement on your claim itself/);
  });

  it('answers a parent mending an estrangement with an approach, never with time apart', () => {
    for (let i = 0; i < 6; i++) {
      const md = composeCelticCross({
        firstName: 'Irene',
        question: 'How can I repair things with my estranged son?',
        draw: seriesDraw('r27f-repair', 'celtic-cross', i),
      }).markdown;
      expect(md).not.toMatch(/take some time apart first|distance is a boundary/);
    }
  });

  it('speaks of no recovery, check-up or painful end to someone hoping IVF works', () => {
    const md = composeCelticCross({
      firstName: 'Amara',
      question: 'Will my IVF treatment work this time?',
      draw: crossWithCard('r27f-ivf', 0, 'near-future', 'swords-10-ten', false),
    }).markdown;
    expect(md).not.toMatch(/painful end|support your recovery|check-up|asking you to stop/);
    expect(md).not.toMatch(/leaving your hope for a child behind/);
  });

  it('reads a reversed court card that may be a father in the asker’s care as strain, never as someone to watch (set h)', () => {
    for (let i = 0; i < 30; i++) {
      const md = composeCelticCross({
        firstName: 'Gus',
        question: 'How can I support my father as he grows older?',
        draw: seriesDraw('r27h-father', 'celtic-cross', i),
      }).markdown;
      expect(md).not.toMatch(/watch what he does more than what he says/);
    }
  });

  it('sets no two figures against each other and no stock tie between step and card', () => {
    const md = composeThreeCard({
      firstName: 'Luis',
      question: 'Should I take the job in Singapore?',
      draw: drawWithCards('r27f-figures', [
        ['pentacles-11-page', true],
        ['swords-13-queen', true],
        ['swords-14-king', false],
      ]),
    }).markdown;
    expect(md).not.toMatch(
      /The figures move from|what the step (works on|answers|tips your way)|the warning it turns/,
    );
    expect(md).not.toMatch(/the attitude that will serve you/);
    expect(md).toMatch(/the King of Swords asks for fair, clear judgement/);
  });
});

// Public births with their sources in __fixtures__/public-births.ts.
const natal = (input: ChartInput) => composeNatal({ chart: natalChart(input), now: NOW }).markdown;
const overview = (md: string) => md.split('## Overview\n\n')[1]!.split('\n## ')[0]!;

describe('natal after review r27 set f', () => {
  it('leads with a chart ruler at home in an angular house (Hepburn’s Saturn in Capricorn in the tenth)', () => {
    const first = overview(natal(HEPBURN)).split('. ').slice(0, 2).join('. ');
    expect(first).toMatch(/Saturn, the ruler of your chart, is its dominant planet, at home in Capricorn/);
  });

  it('tells an open sign in the hidden house in one sentence, not two verdicts (Woolf’s Aries Moon)', () => {
    const moon = natal(WOOLF).split('### Moon in Aries')[1]!.split('\n### ')[0]!;
    expect(moon).toMatch(
      /Aries is an outgoing sign that would show your feelings readily, but the twelfth house keeps them out of sight/,
    );
    expect(moon).not.toMatch(/keeps feelings hidden, sometimes even from you/);
  });

  it('tells combustion across a sign line as the weak claim alone, with no full reading before it', () => {
    const md = natal(WOOLF);
    expect(md).not.toMatch(/so read this lightly/);
    expect(md).toMatch(/from the Sun but in another sign/);
  });

  it('calls a dignified Mars force, never discipline, and counts the dignified planets it names later', () => {
    const hendrix = natal(HENDRIX);
    expect(hendrix).not.toMatch(/each dignified and/);
    // Review r30: named with the dominant Jupiter once, not "a dominant Jupiter and a dignified Moon, Mars and Jupiter".
    expect(hendrix).toMatch(/a dominant Jupiter, dignified like the Moon and Mars/);
    expect(hendrix).not.toMatch(/with Mars among them the strength is one of discipline/);
  });

  it('reads a planet burnt on the Sun in the overview as its own paragraph does (Eva Perón’s combust Mars)', () => {
    const eva = overview(natal(PERON));
    expect(eva).toMatch(/Mars stands within a degree of your Sun/);
    expect(eva).not.toMatch(/quick to act/);
    expect(eva).toMatch(/combust in \w+, Mars works inside the Sun's purpose/);
  });
});
