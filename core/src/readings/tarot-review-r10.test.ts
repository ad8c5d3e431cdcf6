// Issue 26, round 2 of the three-card rework: declarations read as a step not yet taken, another
// person's health read for the asker's part, no card paragraph shared whole between questions, and
// relatives never read as the asker's romance. Each is a rule, so each is checked over many draws.
import { describe, expect, it } from 'vitest';
import { declarationOf, healthOfOther, readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';
import { maxNameRepeats } from './__fixtures__/prose';
import { seriesDraw, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 30) => seriesReadings('r10', question, n, ['three-card']);
/** The reading without the asker's own quoted question and the draw's footer. */
const bodyOf = (md: string) => md.replace(/“[^”]*”/g, '').split('## Verify')[0]!;
/** The three card paragraphs, without their headings. */
const cardParagraphs = (md: string) =>
  md
    .split('### ')
    .slice(1, 4)
    .map((p) => p.split('\n\n').slice(1).join('\n\n').split('\n## ')[0]!.trim());

describe('issue 26, round 10', () => {
  it('reads telling someone how you feel or asking them out as a step not yet taken', () => {
    expect(declarationOf('Should I tell my coworker I’m in love with her?')).toEqual({
      acts: 'telling your colleague how you feel',
      who: 'your colleague',
    });
    expect(declarationOf('Should I ask him out?')?.acts).toBe('asking him out');
    expect(declarationOf('Do I tell my gym buddy I have a crush on her?')?.acts).toBe(
      'telling your gym buddy how you feel',
    );
    expect(declarationOf('Should I tell my sister that her husband is lying to her?')).toBeNull();
    expect(readQuestion('Is it time to tell my best friend how I feel?').acts).toBe(
      'telling your best friend how you feel',
    );
    // "Will she say yes?" asks what she will do: no step of the asker's is weighed.
    expect(readQuestion('Will she say yes if I ask her out?').acts).toBeNull();
    for (const question of [
      'Should I tell my coworker I’m in love with her?',
      'Should I ask him out?',
      'Should I confess my feelings to my flatmate?',
      'Is it time to tell my best friend how I feel?',
    ])
      for (const md of readings(question, 25)) {
        const body = bodyOf(md);
        expect(body, question).not.toMatch(
          /\b(new|more|time|spend|do \w+) together\b|\broutine\b|the relationship|your relationship|your partner|the two of you|both of you|house rules|in limbo/i,
        );
        expect(body, question).toMatch(/where speaking up leads/);
        // The card's library advice to wait ("finished thinking") is not laid beside the question's own step.
        expect(body, question).not.toMatch(/finished thinking|forgiveness frees you/);
      }
  });

  it('reads someone else’s operation, chemo or stroke for the asker’s part with them, never the asker’s body', () => {
    expect(healthOfOther('How do I make peace with my brother before his operation?')).toEqual({
      who: 'your brother',
      pronoun: 'him',
    });
    expect(healthOfOther('How can I support my mum through her chemo?')?.who).toBe('your mum');
    // "My sister … his operation" is someone else's operation.
    expect(healthOfOther('Should I tell my sister about his operation?')).toBeNull();
    const cases: [string, RegExp][] = [
      ['How can I support my mum through her chemo?', /your mum/],
      ['How do I make peace with my brother before his operation?', /making peace with your brother/],
      ['Will my husband recover from his stroke?', /your husband/],
      ['How do I help my dad after his heart attack?', /your dad/],
    ];
    for (const [question, person] of cases)
      for (const md of readings(question, 20)) {
        const body = bodyOf(md);
        expect(body, question).toMatch(person);
        expect(body, question).toMatch(/\b(his|her) doctors\b/);
        expect(body, question).not.toMatch(
          /\byour (own )?body\b|Rest before|give your body|your recovery|watch how (he|she) acts/i,
        );
      }
    // Stress over a sale is no one's health.
    expect(readQuestion('Is selling our house worth the stress?')).toMatchObject({
      sensitive: null,
      acts: 'selling your house',
    });
  });

  it('never gives two questions the same card paragraph whole on the same draw', () => {
    const questions = [
      'Should I tell my coworker I’m in love with her?',
      'How can I support my mum through her chemo?',
      'Is selling our house worth the stress?',
      'Will my sister and her husband be happy in their new home?',
      'Should I take the job offer in Leeds?',
      'How do I get out of debt?',
      'Where is my life heading?',
      'Will I pass my driving test?',
    ];
    for (let i = 0; i < 25; i++) {
      const draw = seriesDraw('r10', 'three-card', i);
      const seen = new Map<string, string>();
      for (const question of questions)
        for (const p of cardParagraphs(composeThreeCard({ firstName: 'Mara', question, draw }).markdown)) {
          expect(seen.get(p), `${question}\n${p}`).toBeUndefined();
          seen.set(p, question);
        }
    }
  });

  it('reads a relative and their partner as family, never as the asker’s romance, and names them once at least', () => {
    for (const question of [
      'Will my sister and her husband be happy in their new home?',
      'How do I get on better with my daughter’s boyfriend?',
    ])
      for (const md of readings(question, 25))
        expect(bodyOf(md), question).not.toMatch(
          /\b(your partner|a partner may|new romance|romantic|date night)\b/i,
        );
    for (const md of readings('Will my boss notice my work this quarter?', 25))
      expect(md.split('## The Spread as a Whole')[1]!.split('## Your Answer')[0]).toMatch(/your boss/);
  });

  it('names no card three times in one paragraph, in its own paragraph or the spread’s patterns', () => {
    let over = 0;
    for (const question of ['How do I cope with burnout?', 'Should I start a PhD?', 'Will he come back?'])
      for (const md of readings(question, 60)) if (maxNameRepeats(md, 'card').count > 2) over++;
    expect(over).toBeLessThanOrEqual(2);
  });
});
