// Second reading of the r13 review over new questions: the answer's reason says what its cards
// show; a court card as a cause is a person, not a clause; a named relative keeps their pronoun.
import { describe, expect, it } from 'vitest';
import { answerOf, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 40) => seriesReadings('r15', question, n, ['three-card']);
const section = (md: string, title: string) => md.split(`## ${title}`)[1]!.split('\n## ')[0]!;

describe('the answer’s reason', () => {
  it('says what the deciding cards show for the matter, not only their names', () => {
    let leaned = 0;
    for (const question of [
      'Will my partner and I still be happy in five years?',
      'Will I get the flat on Mill Road?',
    ])
      for (const md of readings(question)) {
        const answer = answerOf(md);
        if (!answer.startsWith('**Leaning')) continue;
        leaned++;
        expect(answer).toMatch(/It rests on what (two cards|.+ (ahead|now)) shows? for [^:]+: \w/);
      }
    expect(leaned).toBeGreaterThan(30);
  });
});

describe('people in the question', () => {
  it('reads a court card behind a why-question as a person in the story, in a sentence that parses', () => {
    let courts = 0;
    for (const md of readings('Why does my brother keep ignoring my calls?', 60)) {
      const overview = section(md, 'Overview');
      expect(overview).not.toMatch(/\bin someone in it\b/);
      if (overview.includes('a person in the story')) courts++;
    }
    expect(courts).toBeGreaterThan(0);
  });

  it('gives a named relative their own pronoun, never “they”', () => {
    for (const question of [
      'What should I do about the money my sister lent me?',
      'How do I repay my uncle?',
    ])
      for (const md of readings(question))
        expect(md).not.toMatch(/where they will need patience|the difficulty it shows is theirs/);
  });
});

describe('whose decision it is', () => {
  it('reads healing without an operation as healing, never as an operation to go through', () => {
    for (const md of readings('Can my shoulder heal without an operation?'))
      expect(md).not.toMatch(
        /the operation and your recovery|your surgeon|puts your body in other people’s hands/,
      );
  });

  it('leaves settling a custody dispute to the asker and their lawyer, not to a court', () => {
    for (const md of readings('Should we agree the custody arrangement out of court?'))
      expect(md).not.toMatch(/court’s or the authority’s|custody hearing|belongs to the court/);
    for (const md of readings('Should I accept their offer and settle the custody dispute?', 20))
      expect(md).not.toMatch(/court’s or the authority’s|custody hearing|belongs to the court/);
  });
});
