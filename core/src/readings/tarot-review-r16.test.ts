// Final review of batch r14: sentences written for a situation the question never states, and tone
// on a loss, a custody case or another person's illness.
import { describe, expect, it } from 'vitest';
import { answerOf, drawWithCard, seriesReadings } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

const readings = (question: string, n = 30) => seriesReadings('r16', question, n);
const withCard = (question: string, place: number, card: string, reversed: boolean) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCard('r16', place, card, reversed) })
    .markdown;

describe('sentences that presume a situation the question does not state', () => {
  it('gives no crush advice to someone asking about a pattern in their choice of partners', () => {
    for (const md of readings('Why do I keep falling for the same sort of person?'))
      expect(md).not.toMatch(/make the move you have been waiting|let your interest show/);
  });

  it('reads no beginning romance or course to start for someone getting over a person they never dated', () => {
    for (const md of readings('How do I stop thinking about someone I never went out with?'))
      expect(md).not.toMatch(/start the course|Love starts slowly|new connection/);
  });

  it('promises no new connection to someone about to propose', () => {
    for (const md of readings('Will my girlfriend say yes if I propose to her?'))
      expect(md).not.toMatch(/new connection/);
  });

  it('reads no career choice into a job already taken', () => {
    for (const md of readings('How will my first weeks at the new company go?'))
      expect(md).not.toMatch(/professions?\b.*\bsuit you/);
  });

  it('calls a novel no job', () => {
    const md = withCard('Will a publisher want my novel?', 1, 'cups-01-ace', true);
    expect(md).not.toMatch(/gone out of the job/);
  });

  it('never tells a couple in treatment to book the appointment they have been putting off', () => {
    for (const md of readings('Is our fertility treatment going to work this round?'))
      expect(md).not.toMatch(/appointment you have been putting off/);
  });

  it('offers no invitation to a parent helping a son through his divorce', () => {
    const md = withCard('How can I support my son while his marriage ends?', 1, 'cups-12-knight', false);
    expect(md).not.toMatch(/the invitation/);
  });

  it('offers no new thing to accept when partners are dividing a business', () => {
    for (const md of readings('My co-founder is leaving; how should we divide the company fairly?'))
      expect(md).not.toMatch(/accept the next new thing/);
  });
});

describe('tone on sensitive matters', () => {
  it('calls no parent in a custody case careless or greedy', () => {
    for (const md of readings('Will the judge give me custody of my children?'))
      expect(md).not.toMatch(/\b(greedy|careless)\b/i);
    const md = withCard('Will the judge give me custody of my children?', 0, 'pentacles-01-ace', true);
    expect(md).not.toMatch(/\b(greedy|careless)\b/i);
  });

  it('advises no celebration after the asker has lost their money', () => {
    for (const md of readings('How do I pick myself up after losing my savings to a fraud?'))
      expect(md).not.toMatch(/mark what you have achieved|support some celebration|reason to celebrate/);
  });

  it('neither forecasts nor hands the asker a relative’s recovery', () => {
    for (const md of readings('Will my grandmother get better after her stroke?'))
      expect(md).not.toMatch(/it is on your side|the present card shows what to change/);
  });
});

describe('what, why and how questions', () => {
  it('names what holds a matter back from a card that leans against it, in the answer too', () => {
    for (const md of readings('What is holding my little shop back?', 20)) {
      if (md.startsWith('# Celtic')) continue;
      const answer = answerOf(md);
      expect(answer).toMatch(/^\*\*What holds it back/);
      expect(md).not.toMatch(/In short, .+ ahead gives the answer/);
    }
  });

  it('gives practical steps for dividing a business fairly', () => {
    for (const md of readings('How can my business partner and I divide the firm fairly?', 20)) {
      if (md.startsWith('# Celtic')) continue;
      expect(answerOf(md)).toMatch(/independent valuation.+mediator.+in writing/);
    }
  });
});

describe('stock lines across readings', () => {
  const questions = [
    'Will my new café do well this year?',
    'Is my partner happy with me?',
    'Should I take the job in Leeds?',
  ];

  it('closes no card with a line that reads the same in every reading', () => {
    for (const question of questions)
      for (const md of readings(question, 20))
        expect(md).not.toMatch(/that is a real asset|kinder than they may feel from the inside/);
  });

  it('words a lean’s firmness the same in the heading and the text', () => {
    let weak = 0;
    for (const question of questions)
      for (const md of readings(question, 20)) {
        expect(md).not.toMatch(/(lean|Leaning) (yes|no), (clearly|fairly)/);
        const heading = /\*\*Leaning (yes|no), but not strongly/.test(md);
        // A weak lean is qualified by the card that holds it back, or else in words; a plain one is not.
        const overview = md.split('## The Spread as a Whole')[0]!;
        const notFirmly = /leans? towards (yes|no), though not firmly/.test(overview);
        if (heading)
          expect(
            notFirmly ||
              /pulls? the other way|holds? it back|argues? against it|leans neither way|takes no side in it|leaves that part open|does not settle it either way|says nothing either way on it|tips it neither way/.test(
                overview,
              ),
          ).toBe(true);
        else expect(notFirmly).toBe(false);
        if (heading) weak++;
      }
    expect(weak).toBeGreaterThan(0);
  });
});
