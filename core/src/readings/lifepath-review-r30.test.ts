// Review r30 (astro set n, life path 6 and 6): each test fails on the text the reviewers quoted.
import { describe, expect, it } from 'vitest';
import { CHALLENGE_GIST, CHALLENGE_TEXT } from './content/numbers';
import { composeLifePath } from './lifepath-report';

const NOW = new Date('2026-11-28T12:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now: NOW }).markdown;
const section = (md: string, heading: string) => md.split(heading)[1]!.split('\n#')[0]!;

describe('the life path report after review r30', () => {
  it('reads a missing number a core number carries in one sentence with it, never "that number" after several lessons', () => {
    // NORA CASTELLANO has no 4, 7 or 8 among her letters; her consonants total 13 -> 4. "Your
    // Personality 4 still reaches that number" followed the lesson of the 8.
    const lessons = section(report('Nora', 'Castellano', '1960-01-03'), '### Karmic Lessons');
    // Review r31: the 7 and the 8, which no core number carries, are read in one sentence.
    expect(lessons).toContain('Your name has no 7 or 8 among its letters');
    expect(lessons).toContain('Your name’s letters lack a 4, but your Personality 4 carries it');
    expect(lessons).not.toContain('Without a 4,');
    expect(lessons).not.toContain('that number');
  });

  it('reads the main Challenge when it names it, and never names the one for now without what it asks', () => {
    // 3 January 1960: Challenges 2, 4, 2 and 6; at 66 Nora is in the fourth.
    const nora = section(report('Nora', 'Castellano', '1960-01-03'), '### Your Pinnacles');
    expect(nora).toContain(
      `the main one of your life is the third, 2, whose work is ${CHALLENGE_GIST[2]}. ${CHALLENGE_TEXT[6]}`,
    );
    // 14 May 1958: four 0s in a report long enough to be cut: "are all 0, so one Challenge runs
    // through your whole life." said nothing of what a 0 asks.
    const desmond = section(report('Desmond', 'Mwangi', '1958-05-14'), '### Your Pinnacles');
    expect(desmond).toMatch(
      /Your four Challenges are all 0, so one Challenge runs through your whole life(, and its work is |\.? A)/,
    );
    expect(desmond).toContain('the challenge of choice');
    // Every living report, long or short, reads the Challenge it names as the reader's now.
    for (const [first, last, date] of [
      ['Lily', 'Bryant', '1994-08-19'],
      ['Oprah', 'Winfrey', '1954-01-29'],
      ['Victor', 'Almeida', '1969-07-08'],
    ] as const) {
      const line = section(report(first, last, date), '### Your Pinnacles').match(
        /Your four Challenges[^\n]*/,
      )![0];
      expect(line, first).not.toMatch(/is yours now\.$/);
    }
  });

  it('does not say one thing twice when the Life Path and the Destiny are the same number', () => {
    // Life Path 6 and Destiny 6: "a carer whose life gathers people around you, and you bring to
    // that road a gift for care and responsibility".
    // 7 January 1960: 1 + 7 + (1960 -> 7) = 15 -> 6; NORA CASTELLANO gives Destiny 6.
    const md = report('Nora', 'Castellano', '1960-01-07');
    expect(md).toContain('### Life Path 6');
    expect(md).toContain('### Destiny 6');
    const opening = section(md, '## Overview').trim().split('\n\n')[0]!;
    expect(opening).not.toContain('a gift for care');
    expect(opening).toContain('your Destiny is the same number');
  });

  it("leaves none of set o's garbled or doubled lines in its six reports", () => {
    const set: [string, string, string][] = [
      ['Hannah', 'Weber', '1983-10-29'],
      ['Tomasz', 'Nowak', '1972-12-05'],
      ['Aisha', 'Bello', '1999-02-14'],
      ['Gabriel', 'Santos', '1964-06-30'],
      ['Mei', 'Chen', '1991-11-11'],
      ['Patrick', "O'Neill", '1955-09-18'],
    ];
    for (const [first, last, date] of set)
      expect(report(first, last, date), first).not.toMatch(
        /you count among those to look after|a 9 that means that power|People see good company|gift for expression: expression is|equipped to adapt[^.]*born adaptable/,
      );
  });
});
