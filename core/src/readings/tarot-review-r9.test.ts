// The general faults a ninth round of independent readers found (issue 26), each checked over
// many draws with questions of the same kinds, since each is a rule and not one reading.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { CARRIES_ON, CELEBRATES } from './tarot-report';
import { answerOf, seriesReadings, type TarotSpread } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 30, spreads?: TarotSpread[]) =>
  seriesReadings('r9', question, n, spreads);
/** The reading without the asker's own quoted question, which keeps their words. */
const bodyOf = (md: string) => md.replace(/“[^”]*”/g, '');

describe('issue 26, round 9', () => {
  it('names the matter in a grammatical phrase, keeps a place name’s capital, and says it in full at most three times', () => {
    const gym = 'Does the woman I met at the book club like me?';
    const lisbon = 'Should I accept the job at our Lisbon office?';
    const shop = 'Will my dog-grooming business succeed?';
    for (const md of readings(gym, 10)) expect(bodyOf(md)).not.toMatch(/book club like/);
    for (const md of readings(gym, 10, ['three-card'])) expect(bodyOf(md)).toMatch(/the woman you met/);
    for (const md of readings(lisbon, 10)) expect(bodyOf(md)).not.toMatch(/lisbon|your Lisbon/);
    for (const md of readings(shop, 20))
      expect((bodyOf(md).match(/dog-grooming business/gi) ?? []).length).toBeLessThanOrEqual(3);
  });

  it('routes a question by its matter when a baby, a hospital or a parent’s care only dates or places it', () => {
    expect(readQuestion('Can we buy a bigger house before our baby is born?')).toMatchObject({
      subject: 'home',
      sensitive: null,
    });
    expect(readQuestion('Should I take the admin job at the hospital?')).toMatchObject({
      subject: 'work',
      sensitive: null,
    });
    expect(readQuestion('Should I move back to Cork to care for my dad?')).toMatchObject({
      care: null,
      sensitive: null,
    });
    // An online shop is a business, not someone met online.
    expect(readQuestion('Is it time to close my online shop?').metOnline).toBe(false);
    expect(readQuestion('Is the guy I met online honest?').metOnline).toBe(true);
    const knee = readQuestion('How do I sleep better while I recover from my shoulder surgery?');
    expect(knee.care).not.toBe('surgery');
    for (const md of readings('How do I sleep better while I recover from my shoulder surgery?', 10, [
      'three-card',
    ]))
      expect(md).not.toMatch(/before the operation/);
    for (const md of readings('How do I sleep better while I recover from my shoulder surgery?', 10, [
      'three-card',
    ]))
      expect(answerOf(md)).toMatch(/bedtime/);
    for (const md of readings('Can we buy a bigger house before our baby is born?', 10))
      expect(md).not.toMatch(/your body|your doctor/);
  });

  it('closes with advice that agrees with the lean: no carrying on under a yes to closing, no celebrating without a yes', () => {
    let checked = 0;
    for (const question of [
      'Is it time to close my online shop?',
      'Should I give up my allotment?',
      'Will I pass my driving test?',
      'Will my pottery studio do well this year?',
    ])
      for (const md of readings(question, 40, ['three-card'])) {
        // The reason names what the cards show (a celebration now, on a question of staying);
        // the advice is what must agree with the lean.
        const answer = answerOf(md)
          .replace(/(It rests on|Against that,)[^.]*\./g, '')
          .replace(/(?<=\*\* )([^.*]* carries it: |For )[^.]*\./, '');
        const lean = /^\*\*(Leaning yes|Likely yes|Yes\b|On balance, yes)/.test(answer)
          ? 'yes'
          : /^\*\*(Leaning no|Likely not|No\b|On balance, not)/.test(answer)
            ? 'no'
            : null;
        if (!lean) continue;
        checked++;
        if (lean !== 'yes') expect(answer).not.toMatch(CELEBRATES);
        if (lean === 'yes' && readQuestion(question).leaving) expect(answer).not.toMatch(CARRIES_ON);
      }
    expect(checked).toBeGreaterThan(60);
  });

  it('never casts a King or Queen as a child, and never tells a parent to distrust a child', () => {
    for (const md of readings('Will I get custody of my son?', 40))
      for (const m of md.matchAll(/### [^:]+: (King|Queen) of \w+[^\n]*\n\n([^\n]+)/g))
        expect(m[2]).not.toMatch(/may well be your son/);
    for (const md of readings('How can I help my son through his exams?', 40))
      expect(md).not.toMatch(/watch what he does more than what he says/);
  });

  it('acknowledges the death behind a choice about what someone left', () => {
    for (const md of readings("Should I sell my late uncle's house or live in it myself?", 10, [
      'three-card',
    ]))
      expect(md.split('## The Cards')[0]).toMatch(/what your uncle left you is part of missing him/);
  });

  it('never tells the asker a custody case is theirs to decide', () => {
    for (const md of readings('Will I get custody of my son?', 20))
      expect(md).not.toMatch(/yours to decide/i);
  });
});
