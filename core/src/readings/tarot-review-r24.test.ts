// The professional review of batch r24 (three-card): no funding lines on a study question that
// names no money, no household on a driving test, Death ahead is a change to go through, no
// suspicion on a fertility question, a reversed figure is never the one to lean on, no card "says
// most" about a person without saying what, no leaving line for an own business, no stock "its
// drive is still there for…", Waite and the modern reading cited for one card only, and no romance
// line on a loan to a brother.
import { describe, expect, it } from 'vitest';
import { cardSections, drawWithCard, drawWithCards, seriesReadings } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

const three = (question: string, n = 120) => seriesReadings('t24', question, n, ['three-card']);

/** A reading of the question with one card set in a place (0 past, 1 present, 2 future). */
const withCard = (question: string, place: number, id: string, reversed: boolean) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCard('t24', place, id, reversed) }).markdown;

/** A reading of the question with all three cards set, as [id, reversed] from past to future. */
const withCards = (question: string, set: [string, boolean][]) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCards('t24', set) }).markdown;
const CITATION =
  /\bWaite|\bmodern reading\b|today’s reading|older tradition|1911 key|Rider-Waite|usual reading now|modern practice|readers (today|now)|oldest sources|old meanings/;

describe('tarot review r24', () => {
  it('says no grant or sponsor on a study question that names no money', () => {
    const md = withCard('How can I manage my anxiety before exams?', 2, 'pentacles-06-six', true);
    expect(md).toContain('Six of Pentacles');
    expect(md).not.toMatch(/grant or sponsor|scholarship|bursar/i);
    for (const r of three('How can I manage my anxiety before exams?'))
      expect(r).not.toMatch(/grant or sponsor/);
  });

  it('reads the Ten of Cups reversed without a household on a driving test', () => {
    const md = withCard('Will I pass my driving test next month?', 0, 'cups-10-ten', true);
    expect(md).not.toMatch(/a household out of harmony|Family tensions/);
    expect(md).toContain('a happy picture that no longer matches the feeling inside it');
    // A question about the home keeps the household.
    expect(withCard('Will things calm down at home?', 0, 'cups-10-ten', true)).toContain(
      'a household out of harmony',
    );
  });

  it('never frames Death ahead as a fate to turn away from', () => {
    const md = withCard('How do I find more meaning in my life?', 2, 'major-13-death', false);
    expect(md).not.toMatch(/heads where Death ahead points|to the ending, and this step is how you turn it/);
    expect(md).not.toMatch(/Death lies ahead with [^.]*unless something is done differently/);
    expect(md).not.toMatch(/more of the same leads where the last card shows/);
    for (const q of ['How do I find more meaning in my life?', 'What is next for my career?'])
      for (const r of three(q, 200))
        expect(r).not.toMatch(/heads where (Death|the Tower)( reversed)? ahead points/);
  });

  it('says nothing of anyone being "all show" on a fertility question', () => {
    const md = withCard('Will the IVF work this time?', 2, 'major-01-magician', true);
    expect(md).toContain('Magician');
    expect(md).not.toMatch(/all show|could be you/);
  });

  it('sets no two figures against each other in a remark of their own (review r27 set f)', () => {
    // "The figures move from stubborn caution in the Page of Pentacles reversed…" gave the Page a
    // sense its own paragraph did not ("good intentions waiting on a first step").
    const md = withCards('How can I manage my anxiety before exams?', [
      ['wands-11-page', false],
      ['swords-12-knight', true],
      ['pentacles-06-six', true],
    ]);
    expect(md).not.toMatch(/The figures move from|what carries this forward/);
  });

  it('never says a card "says most about" a person without saying what', () => {
    for (const r of three('Should I move in with my girlfriend?', 200))
      expect(r).not.toMatch(/says most about/);
  });

  it('tells no business owner to let the next place suit them better', () => {
    const md = withCard('Will my new bakery make a profit in its first year?', 2, 'swords-06-six', false);
    expect(md).not.toMatch(/next place will suit you better|a move away from a hard job/);
    // The card is applied to the bakery itself, in a line that fits someone running it (review w).
    expect(md).toMatch(/(For|With|As for) the bakery, /);
  });

  it('drops the stock "its drive is still there for…" tie of a kind past card', () => {
    let lessons = 0;
    for (const q of [
      'Should I take the job offer in Lisbon?',
      'Is my boyfriend going to propose?',
      'How do I find more meaning in my life?',
    ])
      for (const r of three(q, 150)) {
        expect(r).not.toMatch(/Its [\w ]+ is still there for|You can still draw on its/);
        if (/(What it taught you then|The lesson of that time) still holds for/.test(r)) lessons++;
      }
    expect(lessons).toBeGreaterThan(0);
  });

  it('cites Waite and the modern reading for one card, the one the answer rests on', () => {
    const md = withCards('Will my new bakery make a profit in its first year?', [
      ['major-07-chariot', true],
      ['pentacles-05-five', false],
      ['swords-06-six', false],
    ]);
    const cited = cardSections(md).filter((s) => CITATION.test(s));
    expect(cited).toHaveLength(1);
    expect(cited[0]).toMatch(/^Future: Six of Swords/);
    let one = 0;
    const all = [
      'Should I take the job offer in Lisbon?',
      'Will I pass my driving test next month?',
      'Is it time to sell my flat?',
    ].flatMap((q) => three(q, 100));
    for (const r of all) if (cardSections(r).filter((s) => CITATION.test(s)).length <= 1) one++;
    // A reading too thin to reach its floor otherwise keeps its citations (about one in a hundred).
    expect(one / all.length).toBeGreaterThan(0.97);
  });

  it('varies the upright Eight of Pentacles behind you with the question', () => {
    const paras = [
      'How do I find more meaning in my life?',
      'Will my best friend and I make up after our fight?',
      'How can I get along better with my new manager?',
    ].map((q) =>
      cardSections(withCard(q, 0, 'pentacles-08-eight', false))[0]!.replace(/for [^:.,]+|with [^:.,]+/g, ''),
    );
    expect(new Set(paras).size).toBe(3);
  });

  it('says no romance line of the Two of Cups reversed on a loan to a brother', () => {
    const md = withCard('Should I lend my brother money?', 2, 'cups-02-two', true);
    expect(md).toContain('Two of Cups');
    expect(md).not.toMatch(/attraction was stronger on one side/);
    expect(withCard('Is my girlfriend losing interest?', 2, 'cups-02-two', true)).toMatch(
      /attraction was stronger on one side/,
    );
  });
});
