// Review batch 17: a question about someone else's habit, a debt the asker co-signed, a pregnancy
// already under way, a relationship already lived at a distance or someone who has died is read
// for that person and that state, never as the asker's own habit, debt, hope or loss.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTED_QUESTIONS } from './__fixtures__/questions';
import { drawWithCard, seriesReadings } from './__fixtures__/tarot-draws';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';

const readings = (question: string, n = 12) => seriesReadings('r17', question, n);

describe('who and what a question is about', () => {
  it.each(ATTRIBUTED_QUESTIONS.map((a) => [a.question, a] as const))('reads %s', (question, a) => {
    const q = readQuestion(question);
    expect(q.subject).toBe(a.subject);
    expect(q.about?.who ?? null).toBe(a.about ?? null);
    expect(q.situation.askerRole).toBe(a.askerRole ?? null);
    expect(q.situation.reached).toBe(a.reached ?? null);
    expect(q.situation.deceasedWho).toBe(a.deceasedWho ?? null);
  });

  it('keeps the asker’s own habit theirs', () => {
    for (const question of ['Should I stop drinking for good?', 'Will I manage to quit smoking this time?'])
      expect(readQuestion(question).habit).toBeNull();
    expect(readQuestion('Will my father stop drinking?').habit).toMatchObject({
      who: { who: 'your father', pronoun: 'him' },
      habit: 'drinking',
    });
  });
});

describe('readings that name whose matter it is', () => {
  it.each(ATTRIBUTED_QUESTIONS.filter((a) => a.never).map((a) => [a.question, a.never!] as const))(
    'never misreads %s',
    (question, never) => {
      for (const md of readings(question)) expect(md).not.toMatch(never);
    },
  );

  it('reads a father’s drinking as his to stop and the asker’s part beside him', () => {
    for (const md of readings('Will my father stop drinking?')) {
      expect(md).toMatch(/Whether your father stops drinking is his decision, not yours/);
      expect(md).toMatch(/Al-Anon/);
      // No card sentence hands the asker his choices.
      expect(md).not.toMatch(/can be tipped by what you do|if you hold your course|the one in your hands/);
    }
  });

  it('reads a co-signed loan as the brother’s debt and the asker’s liability', () => {
    for (const md of readings('I co-signed my brother’s loan, will he pay it back?', 8)) {
      expect(md).toMatch(/Paying it back is his to do, not yours; as the one who co-signed/);
      expect(md).toMatch(/what you are liable for as the co-signer/);
    }
    const three = readings('I co-signed my brother’s loan, will he pay it back?', 8).filter((md) =>
      md.startsWith('# Past'),
    );
    for (const md of three) expect(md).toMatch(/your brother’s debt/);
  });

  it('reads a pregnancy under way as the one being carried, with the midwife’s care', () => {
    for (const md of readings('I’m 12 weeks pregnant. Will the pregnancy go well?'))
      expect(md).toMatch(/midwife/);
  });

  it('names the one who died, not the living sibling, when an estate is shared', () => {
    for (const md of readings('My sister and I split our late mother’s house. Will it be fair?', 8))
      if (md.startsWith('# Past'))
        expect(md).toMatch(/what your mother left you and your sister is part of missing her/);
  });

  it('reads the Two of Cups on a business contract as a partnership, not two hearts', () => {
    for (const place of [0, 1, 2]) {
      const md = composeThreeCard({
        firstName: 'Mara',
        question: 'Should I sign the contract with my new business partner?',
        draw: drawWithCard('r17', place, 'cups-02-two', false),
      }).markdown;
      expect(md).not.toMatch(/two hearts/);
    }
  });
});
