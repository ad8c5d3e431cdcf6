// Issue 26, round 3 of the three-card rework: lines that presume a situation the question does not
// have (a romance not yet made, pain, a place on a course, a builder's job, the asker's spending),
// a sale said in the asker's own words, one person per court card, one safety line per sensitive
// question, and Waite's own word for a dispute. Each is a rule, so each is checked over many draws.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';
import { answerOf, drawWithCard, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 40) => seriesReadings('r11', question, n, ['three-card']);
/** The reading without the asker's own quoted question and the draw's footer. */
const bodyOf = (md: string) => md.replace(/“[^”]*”/g, '').split('## Verify')[0]!;
const sentencesOf = (md: string) => bodyOf(md).split(/(?<=[.!?])\s+/);

describe('issue 26, three-card round 3', () => {
  it('says no line that presumes a situation the question does not have', () => {
    const cases: [string, RegExp][] = [
      [
        'Is my marriage worth saving?',
        /\b(suitors?|declaration|first dates?|meeting someone|an engagement)\b/i,
      ],
      ['Should I move in with my boyfriend of six months?', /\b(suitors?|new romance|first dates?)\b/i],
      ['Will my novel find a publisher this year?', /\b(boss|colleagues?|office politics|workplace)\b/i],
      [
        'Should I report my manager to HR for bullying?',
        /\b(apply for the role|new job|CV|job offers?|career step)\b/i,
      ],
      ['How can I sleep better and stop worrying at night?', /\b(ease pain|physio\w*|while you heal)\b/i],
      [
        'Will I get into the master’s programme?',
        /\b(start the course|on your course|your classes|your studies)\b/i,
      ],
      [
        'Will my daughter settle in at her new school?',
        /\b(home project|shoddy job|cheap fix|corner cut)\b/i,
      ],
      [
        'Will the buyer go through with the purchase of our flat?',
        /\b(cheap fix|corner cut|shoddy job|spending)\b/i,
      ],
      [
        'Will my landlord give back my deposit?',
        /\b(spending|feast then famine|track every purchase|splurg\w*)\b/i,
      ],
      // A card's own meaning may name a creative block; the lines said for the question do not.
      ['Should I go back to church?', /\byour creative\b|\buninspired\b|\bcreative (drive|project|work)\b/i],
    ];
    const found: string[] = [];
    for (const [question, wrong] of cases)
      for (const md of readings(question))
        for (const s of sentencesOf(md)) if (wrong.test(s)) found.push(`${question} | ${s}`);
    expect(found.slice(0, 8)).toEqual([]);
  });

  it('keeps a sale in the asker’s words: no family home they did not name, the place kept, no “in your favour” on a lean to keep it', () => {
    for (const md of readings('Should we sell the house and move to Portugal?')) {
      const body = bodyOf(md);
      expect(body).not.toMatch(/family home/);
      expect(body).toMatch(/Portugal/);
      if (/favour keeping/.test(body)) expect(body).not.toMatch(/in your favour/);
    }
  });

  it('reads a court card as one person: the present is the asker’s part, never also the person asked about', () => {
    const found: string[] = [];
    for (const question of [
      'Will my ex pay the child support he owes?',
      'Will my husband change?',
      'Will my sister forgive me?',
    ])
      for (const md of readings(question, 60)) {
        const present = md.split('### Present: ')[1]!.split('\n\n###')[0]!;
        if (/may well (be|stand for)/.test(present)) found.push(`${question} | ${present}`);
      }
    expect(found.slice(0, 3)).toEqual([]);
  });

  it('asks the one who wants forgiving to own it, never to say how they were hurt', () => {
    for (const md of readings('Will my wife forgive me?')) {
      expect(answerOf(md)).toMatch(/own what you did/);
      expect(bodyOf(md)).not.toMatch(/what you need to hear before you can let this go/);
    }
  });

  it('gives every sensitive question one line sending the asker to a professional, never none or two', () => {
    const NOTE = /\b(do not replace|no substitute for)\b/g;
    for (const question of [
      'How can I help my son with his anxiety?',
      'How do I cope with depression this winter?',
      'Should I freeze my eggs?',
      'We have been trying for a child for two years, will it happen?',
      'Will our IVF round work this time?',
      'Will my knee surgery go well?',
      'Will I win custody of my kids?',
      'Should I appeal the tribunal decision?',
      'Will my visa be approved?',
    ]) {
      expect(readQuestion(question).sensitive, question).not.toBeNull();
      for (const md of readings(question, 10)) {
        const overview = md.split('## Overview\n\n')[1]!.split('\n\n## ')[0]!;
        expect(overview.match(NOTE)?.length ?? 0, question).toBe(1);
        expect(overview.match(/\blawyer\b/g)?.length ?? 0, question).toBeLessThanOrEqual(1);
      }
    }
  });

  it('names a reversed Chariot’s litigation on a deposit dispute', () => {
    const md = composeThreeCard({
      firstName: 'Mara',
      question: 'Will my landlord give back my deposit?',
      draw: drawWithCard('r11', 1, 'major-07-chariot', true),
    }).markdown;
    expect(md.split('### Present: ')[1]!.split('\n\n###')[0]).toMatch(/litigation[^.]*literal/);
  });

  it('names a step the asker weighs in full at most three times', () => {
    for (const md of readings('Should I lend my brother money again?', 20))
      expect(bodyOf(md).match(/lending your brother money again/gi)?.length ?? 0).toBeLessThanOrEqual(3);
  });
});
