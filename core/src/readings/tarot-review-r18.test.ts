// Review of batch r18: whose matter a question is about when its second clause or a side remark
// names someone else.
import { describe, expect, it } from 'vitest';
import { seriesReadings } from './__fixtures__/tarot-draws';
import { readQuestion } from './content/tarot-positions';

const readings = (question: string, n = 30) => seriesReadings('r18', question, n);

describe('questions the review saw misread', () => {
  it('reads "is he ready, or am I waiting for nothing?" as one yes or no about him, not a choice', () => {
    const question = 'Is he ready for a serious relationship, or am I waiting for nothing?';
    expect(readQuestion(question).options).toBeNull();
    for (const md of readings(question)) expect(md).not.toMatch(/do not choose between|Neither option/);
  });

  it('keeps a genuine either/or a choice', () => {
    expect(readQuestion('Should I stay in Berlin or move to Lisbon?').options).not.toBeNull();
  });

  it("never makes Dad's retirement the asker's, nor a farm sale a matter of staying with it", () => {
    for (const md of readings('Should we sell the family farm now that Dad has retired?'))
      expect(md).not.toMatch(/your retirement|staying with the sale/);
  });

  it('sends a mother supporting her son at university to no revision of her own', () => {
    for (const md of readings('How can I support my son through his first year at university?'))
      expect(md).not.toMatch(
        /explain each topic in your own words|pulls you towards a new subject|revise|your exams/,
      );
  });

  it('makes no ally of a boss the question names as the trouble, and does not ask a parent with dementia to decide', () => {
    const cross = (question: string) => seriesReadings('r18', question, 40, ['celtic-cross']);
    for (const md of cross('How do I handle a boss who takes credit for my work?'))
      expect(md).not.toMatch(/this card is on your side|meet you at least halfway/);
    for (const md of cross(
      'My mother has early dementia and I am her main carer. How do I balance her needs with my own life?',
    ))
      expect(md).not.toMatch(/made up her mind|The people around things/);
  });

  it('never follows "before you begin anything new" with a step that starts something', () => {
    for (const md of seriesReadings(
      'r18',
      'What is blocking me from finishing the novel I started five years ago?',
      60,
      ['celtic-cross'],
    )) {
      const steps = /\*\*Next steps:\*\*(.*)/.exec(md)?.[1] ?? '';
      if (/before you begin anything new/.test(steps)) expect(steps).not.toMatch(/[;,] (and |then )?start /);
    }
  });
});
