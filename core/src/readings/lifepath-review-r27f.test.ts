// Two numerologists' review (r27f) of the life path report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { composeLifePath } from './lifepath-report';

const NOW = new Date('2026-11-27T12:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string, now = NOW) =>
  composeLifePath({ firstName, lastName, birthDate, now }).markdown;
const part = (md: string, heading: string) => md.split(heading)[1]!.split(/\n##? /)[0]!;
const client = (md: string) => md.split('## How These Numbers Were Found')[0]!;

const NOOR = report('Noor', 'Rahman', '1992-02-29');
const ELENA = report('Elena', 'Petrova', '1975-11-11');
const SAMUEL = report('Samuel', 'Okafor', '1966-07-04');
const CHLOE = report('Chloe', 'Martin', '1984-11-29');
const HIRO = report('Hiro', 'Tanaka', '1979-08-22');
const GRETA = report('Greta', 'Lind', '2001-03-19');
const SIX = [NOOR, ELENA, SAMUEL, CHLOE, HIRO, GRETA];

describe('life path review r27f', () => {
  it('reads a master number as itself, naming its base, never in a family', () => {
    expect(HIRO).toContain('it asks for the 2’s patience and tact on a larger scale.');
    expect(SAMUEL).toContain('it asks for the 6’s care on a larger scale.');
    for (const md of SIX) {
      expect(client(md)).not.toMatch(/as its ground in the/);
      expect(client(md)).not.toMatch(/beneath (?:it|them) (?:as its ground|are the ground)/);
    }
    // The road's ask opens the portrait; the master-numbers theme adds only the other master's (review x).
    expect(HIRO).toContain(
      'more promise and more strain than plain ones: the 22 asks for the 4’s discipline on a larger scale.',
    );
    expect(HIRO.match(/the 2’s patience and tact/g)).toHaveLength(1);
  });

  it('does not disown a karmic debt, and applies one rule for where the Life Path debt is looked for', () => {
    expect(NOOR).not.toContain('appears only because');
    expect(NOOR).not.toContain('That 16 comes from keeping your day');
    expect(NOOR).toContain(
      'Your numbers carry two karmic debts, 16/7 in your Life Path and 13/4 in your Personality.',
    );
    // Greta's all-digits sum passes through 16; since review r28 the method section shows only the
    // reading's own sums, so that other sum is neither shown nor argued with.
    expect(part(GRETA, '## How These Numbers Were Found')).not.toMatch(
      /Adding all the digits|passes through 16/,
    );
  });

  it('gives a master Birthday its own text, not the wording of a master name number', () => {
    for (const md of [NOOR, ELENA, CHLOE]) {
      expect(md).not.toContain('with the 2 beneath it as its ground rather than its ceiling');
      expect(part(md, '## Overview')).toMatch(/Birthday 11\/2|Birthday is the master 11\/2/);
    }
    expect(ELENA).toMatch(
      /Birthday 11\/2 is a master number in a smaller role than a Life Path 11|a gift of the day you were born|A master number sits in your day of birth/,
    );
  });

  it('does not say a Destiny pulls away and then that it shares the road’s aims (Chloe)', () => {
    expect(part(CHLOE, '## Overview')).not.toMatch(/Destiny 1[^.]*pull in other directions/);
    expect(part(CHLOE, '## Overview')).toContain('The 1 and the 8 are both numbers of authority');
  });

  it('leads the year section with the coming year from November, naming the current one briefly', () => {
    for (const md of SIX) {
      const year = part(md, '## The Year Ahead');
      expect(year).toMatch(/^\n*### Personal Year \d+ in 2027/);
      expect(year).toMatch(/(2026|Until 2027)[^.]*Personal Year \d/);
    }
    expect(report('Noor', 'Rahman', '1992-02-29', new Date('2026-06-01T12:00:00Z'))).toContain(
      '### Personal Year 5 in 2026',
    );
  });

  it('does not repeat the paragraphs the reviewers found word for word', () => {
    const lifePath8 = [ELENA, CHLOE].map((md) => part(md, '### Life Path 8').split('\n\n')[1]);
    expect(lifePath8[0]).not.toBe(lifePath8[1]);
    const withEight = [ELENA, CHLOE].map(
      (md) => part(md, '### Birthday 11/2').split('**With your Life Path 8.**')[1],
    );
    expect(withEight[0]).not.toBe(withEight[1]);
    const masterDay = (md: string) =>
      part(md, '## Overview')
        .split(/(?<=\.) /)
        .filter((s) => /Birthday (?:is the master )?11\/2/.test(s))
        .join(' ');
    expect(masterDay(ELENA)).not.toBe(masterDay(CHLOE));
  });
});
