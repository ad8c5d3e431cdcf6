// Review r34 (Celtic Cross, scored 3-4/10): the crossing line called the matter settled while the
// answer said "not settled" (and the reverse); a business after a flood never heard the flood and
// was read as a body to see a doctor about; a grant already applied for, or a job already
// interviewed for, was told to do what the asker said was done.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { redoes, statedFacts } from './celtic-cross-events';

const read = (question: string, i: number) =>
  composeCelticCross({ firstName: 'Ana', question, draw: seriesDraw('cc34', 'celtic-cross', i) }).markdown;
const overview = (md: string) => /## Overview\n\n([^\n]*)/.exec(md)?.[1] ?? '';
/** The line that reads the heart and the crossing together: the last paragraph of their section. */
const crossing = (md: string) => {
  const section = /### The heart of the matter[^\n]*\n\n([\s\S]*?)\n\n### /.exec(md)?.[1] ?? '';
  return section.split('\n\n').at(-1) ?? '';
};
const steps = (md: string) =>
  [/\*\*The one thing to do:\*\* ([^\n]*)/.exec(md)?.[1], /\*\*Next steps:\*\* ([^\n]*)/.exec(md)?.[1]]
    .filter((x) => x)
    .join(' ');

const YES_NO = [
  'Will I find love this year?',
  'Will my partner and I move in together?',
  'Will my business survive next year?',
  'Should I take the job offer in Berlin?',
  'Will my sister and I reconcile?',
  'Will my crowdfunding campaign succeed?',
];

describe('Celtic Cross review r34', () => {
  it('the crossing line agrees with the answer: never "what settles it" beside "not settled", never "either way" beside a yes or a no', () => {
    let unsettled = 0;
    let answered = 0;
    YES_NO.forEach((q, k) => {
      for (let i = 0; i < 12; i++) {
        const md = read(q, k * 12 + i);
        const [head, line] = [overview(md), crossing(md)];
        if (/Not settled either way/.test(head)) {
          unsettled++;
          expect(line, `${q} #${i}`).not.toMatch(/\bwhat settles it\b|\bfeels stuck\b/);
        } else if (/\b(yes|no)\b/i.test(head.split('”')[1]?.split('.')[0] ?? '')) {
          answered++;
          expect(line, `${q} #${i}`).not.toMatch(
            /\beither way\b|\bsettles anything yet\b|\bfrom settling\b|\bstill being decided\b/,
          );
        }
      }
    });
    // Both kinds of answer were read, so the test says something about each.
    expect(unsettled).toBeGreaterThan(3);
    expect(answered).toBeGreaterThan(20);
  });

  it('a bakery after a flood is read as a livelihood, names the flood once, and sends no one to a doctor', () => {
    for (let i = 0; i < 6; i++) {
      const md = read('Will my bakery recover after the flood last spring?', i);
      expect(overview(md)).toMatch(/\bthe flood\b/);
      expect(md).not.toMatch(/\bdoctor\b|\byour body\b/);
    }
  });

  it('names a fire, a break-in or the loss of a job in the overview', () => {
    const cases: [string, RegExp][] = [
      ['Will my shop survive after the fire destroyed our stock?', /\bthe fire\b/],
      ['After the break-in, should I move out of this apartment?', /\bthe break-in\b/],
      ['After losing my job, what direction should I take?', /\bthe loss of your job\b/],
    ];
    for (const [q, event] of cases) expect(overview(read(q, 1))).toMatch(event);
  });

  it('an application already in, a lease signed or an interview done is said so, and no step asks for it again', () => {
    const cases: [string, RegExp, RegExp][] = [
      [
        'I already applied for the arts council grant. Will I get it?',
        /application is already in/,
        /\b(apply|applications?|budget|submit\w*)\b/i,
      ],
      [
        'After the interview last week, will I get the job?',
        /interview is behind you/,
        /\b(applications?|apply for|prepare for (the|your) interview|tell everyone you know)\b/i,
      ],
      [
        'We already signed the lease for the new office. Will the business grow?',
        /signed is signed/,
        /\bsign\b/i,
      ],
    ];
    for (const [q, said, again] of cases)
      for (let i = 0; i < 8; i++) {
        const md = read(q, i);
        expect(overview(md), q).toMatch(said);
        expect(steps(md), `${q} #${i}`).not.toMatch(again);
      }
  });

  it('someone else’s depression or anxiety gets the note for standing by them, as the three-card reading does', () => {
    for (const [q, them] of [
      ['Will my husband’s depression get better?', 'him'],
      ['Will my son get through his anxiety?', 'him'],
      ['What should I know about my sister’s depression?', 'her'],
    ] as const) {
      const md = read(q, 2);
      expect(md, q).toContain(`encourage ${them} to speak to`);
      expect(md, q).not.toMatch(/do not replace (his|her) doctors|if things feel heavy/);
    }
  });

  it('reads the past-tense facts of a question, and nothing from a question that states none', () => {
    expect(statedFacts('Will the bank approve the loan I applied for?').applied).toBe(true);
    expect(statedFacts('Should I apply for the grant?').applied).toBe(false);
    expect(statedFacts('We have already signed the contract. What now?').signed).toBe(true);
    expect(statedFacts('Should I sign the contract?').signed).toBe(false);
    expect(statedFacts('How should I prepare for my interview?').interviewed).toBe(false);
    expect(statedFacts('Will I be fired?').event).toBeNull();
    const applied = statedFacts('I already applied for the grant.');
    expect(redoes('plan the budget before you apply', applied)).toBe(true);
    expect(redoes('reply to the message today', applied)).toBe(false);
  });
});
