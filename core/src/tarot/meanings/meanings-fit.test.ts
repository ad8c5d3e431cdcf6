import { describe, expect, it } from 'vitest';
import { MAJOR_MEANINGS } from './majors';
import { WANDS_MEANINGS } from './wands';
import { CUPS_MEANINGS } from './cups';
import { SWORDS_MEANINGS } from './swords';
import { PENTACLES_MEANINGS } from './pentacles';
import { TAROT_SUBJECTS, type CardMeanings, type TarotSubject } from './types';

// A card's subject sentence is read on every question of its area, so it may not name a case the
// asker may not have (review: "your intuition about a purchase is sound" on lending a brother money,
// "Take charge of the venture" on burnout, "news of a birth" on a neighbour's dog). Each suit was
// rewritten by its own reader, and each keeps the words that reader found misplaced: any area's
// (`anyArea`), one area's (`byArea`), and the advice's (`advice`, with `anyArea`).
interface FitRules {
  label: string;
  meanings: CardMeanings;
  anyArea: RegExp;
  byArea: Record<TarotSubject, RegExp>;
  advice: RegExp;
}

const SUITS: Record<string, FitRules> = {
  majors: {
    label: 'Major Arcana',
    meanings: MAJOR_MEANINGS,
    anyArea:
      /\b(purchases?|investments?|ventures?|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|interviews?|contracts?|boss|colleagues?|team|clients?|partners?|children|notebooks?|renovations?|wedding|marriage|holidays?|bookings?|insurance|CV|promotion|retraining)\b|\b(an|the|this|that|job) offers?\b|\b(a|the|this|your) trips?\b|\btrips\b|\b(your|new|chosen|this|that) courses?\b|\bthe course\b(?<!stay the course)(?! you)/i,
    byArea: {
      love: /\b(new romance|suitor|date|family plans)\b/i,
      work: /\b(manager|salary|pitch|meeting|project|job)\b/i,
      money: /\b(spend|spending|debts?|bills?|savings|emergency fund|sell|buy)\b/i,
      health:
        /\b(illness|injury|pain|treatment|recovery|recover|check-up|fitness|vitality is|energy is (strong|renewing|bright))\b/i,
      home: /\b(family|relatives?|parents?|gatherings?|occasions?|repair|a move)\b/i,
      travel: /\b(luggage|brochure|road|departure|companions?|a move)\b/i,
      study:
        /\b(revis(e|ing|ion)|marks|tutor|essay|syllabus|papers?|modules?|exams?|assessments?|study group)\b/i,
      legal: /\b(opponent|other side|either side|your adviser|case)\b/i,
      spirit: /\b(church|prayer group|therapist)\b/i,
    },
    advice: /\b(opportunity|news|pack)\b/i,
  },
  wands: {
    label: 'Wands',
    meanings: WANDS_MEANINGS,
    anyArea:
      /\b(purchase|investments?|invest|ventures?|invitation|admirer|crush|engagement|wedding|birth|notebook|renovation|interview|contracts?|boss|colleagues?|team|your partner|new romance|promotion|bonus)\b/i,
    byArea: {
      love: /\b(message|declaration|rivals?|relatives)\b/i,
      work: /\b(projects?|office|meetings?|offer|opening|business|competitors)\b/i,
      money: /\b(business|income|payment|cheque|reward is delayed|expense)\b/i,
      health:
        /\b(ill|illness|injur\w*|pain|treatment|recover\w*|exercise|sport|surgery|symptoms?|class)\b|\benergy (and \w+ )?(is|are|runs) (high|strong|flat)|\byour body feels it\b/i,
      home: /\b(family|relatives|siblings|young person|child(ren)?|a move|moving (in|out|house)|housewarming|arrival|news)\b/i,
      travel: /\b(trips?|tickets?|booking|flights?|by air|business|wedding|reunion)\b/i,
      study:
        /\b(exams?|course|module|class(mates)?|teachers?|graduation|reading list|viva|assignment|extension|abroad)\b/i,
      legal: /\b(your adviser|opponent|other side|dispute|settlement|go-between|letter)\b/i,
      spirit: /\b(church|meditation|prayer)\b/i,
    },
    advice: /\b(message|project|proposal|milestone|leaving|course|call)\b/i,
  },
  cups: {
    label: 'Cups',
    meanings: CUPS_MEANINGS,
    anyArea:
      /\b(purchases?|investments?|ventures?|offers?|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|interviews?|contracts?|boss|colleagues?|teams?|teamwork|partners?|partnerships?|children|courses?|notebook|renovation)\b/i,
    byArea: {
      // A first date, a long marriage and an ex all read love's sentences.
      love: /\b(new romance|proposal|wedding|declaration|old flame|meeting someone|someone new|your relationship)\b/i,
      // Burnout, a career change and one's own business have no job, office or promotion in common.
      work: /\b(the job|a job|your job|office|resign|retrain\w*|promotion|recognition|clients?)\b/i,
      // Lending to a brother, paying off a debt and selling a flat are not spending or a treat.
      money: /\b(spend\w*|a treat|budget|scheme|bonus|afford)\b/i,
      // Fertility and anxiety read health too: no illness, pain or mending, and no energy promised as fact.
      health:
        /\b(illness|injur\w*|pain\w*|treatment|recover\w*|heal\w*|your energy is|energy is (coming back|replenishing|strong)|your body asks)\b/i,
      // A flatmate, a neighbour's dog and a child's new school are not family news.
      home: /\b(family|relatives?|household|homecoming|a visitor|gathering|a new home|siblings?)\b/i,
      // Moving abroad, a visa and a long-distance love are not a holiday by the sea.
      travel: /\b(trips?|holiday|by (sea|water)|destination|bookings?|book it)\b/i,
      // An exam, a thesis and a driving test have no shared teacher, grade or choice of subject.
      study:
        /\b(teacher|tutor|mentor|scholarship|graduation|grade|resit|your subject|choice of subject|group work)\b/i,
      // A visa application has no opponent, court or settlement.
      legal:
        /\b(judge|both (parties|sides)|more than one side|witness\w*|settlement|disputes?|sign|the deal)\b/i,
      // Purpose, faith and meditation are not all mourning.
      spirit: /\b(mourning|grief|funeral)\b/i,
    },
    advice: /\b(the party|old friend|keepsake|hard conversation|truce at home)\b/i,
  },
  swords: {
    label: 'Swords',
    meanings: SWORDS_MEANINGS,
    anyArea:
      /\b(purchases?|investments?|ventures?|offers?|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|examiners?|interviews?|contracts?|boss|managers?|colleagues?|team|partners?|children|notebooks?|renovations?|trips?|classmates|tutors?)\b|\b(the|your|a|new) course\b/i,
    byArea: {
      love: /\b(new romance|marriage|spouse|quarrel|date)\b/i,
      work: /\b(office|business|job offer|leave you have|come back to work)\b/i,
      money: /\b(a deal|the deal|deals|windfall|business|scheme|passwords?|spending|outlay)\b/i,
      // Fertility, anxiety and surgery questions read these too: no illness, cure or verdict on the body.
      health:
        /\b(illness|injur\w*|pain|treatment|recovery|recover|check-up|exercise|plenty of drive|energy is (returning|strong|high)|your body is asking you to stop|advice you were given)\b/i,
      home: /\b(family|relatives?|row|quarrel|house move|planned move|a young person|visits?)\b/i,
      travel: /\b(booking|book it|luggage|over water|holiday|companion|connections)\b/i,
      study: /\b(revision|cramming|result|subjects|school|examination)\b/i,
      // A visa or a contract has no other side: never presume an opponent or a court.
      legal:
        /\b(opponent|other side|one side|divorce|dispute|judge|lawyer|representation|opposition|exchanges|tempers|clause)\b/i,
      spirit: /\b(church|temple|guru)\b/i,
    },
    advice: /\b(apology you owe|go back)\b/i,
  },
  pentacles: {
    label: 'Pentacles',
    meanings: PENTACLES_MEANINGS,
    anyArea:
      /\b(purchases?|investments?|windfall|ventures?|(an|the) offer|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|interviews?|contracts?|boss(es)?|colleagues?|team|partners?|children|(?<!stay )the course|notebook|renovations?)\b/i,
    byArea: {
      love: /\b(new romance|marriage|married|husband|wife|in-laws|the relationship)\b/i,
      work: /\b(new job|promotion|business|projects?|apprenticeship|a rise|bonus|family firm)\b/i,
      money: /\b(loans?|debts?|savings|income|bills|accounts)\b/i,
      health:
        /\b(ill(ness)?|injur\w*|pain|treatment|recover\w*|heal\w*|symptoms?|surgery|your energy is|energy (is|returns))\b/i,
      home: /\b(a move|new home|the family|family life|a young person|inheritance|the house\b)/i,
      travel:
        /\b(trips?|journeys?|holidays?|bookings?|itinerary|destinations?|flights?|countryside|relatives)\b/i,
      study:
        /\b(exams?|courses?|coursework|assignments?|your teacher|scholarships?|grants?|apprenticeship|school|college|submit|revision|your mark)\b/i,
      legal:
        /\b(opponents?|the other side|settlements?|court|judge|disputes?|wills|inheritance|your case|landlord|property)\b/i,
      spirit: /\b(church|prayer|god)\b/i,
    },
    advice: /\b(the (offer|gift|deal|skill|piece of work)|savings|financial|your family|the course)\b/i,
  },
};

const entriesOf = (meanings: CardMeanings) =>
  Object.entries(meanings).flatMap(([id, card]) => [
    [`${id} upright`, card.upright] as const,
    [`${id} reversed`, card.reversed] as const,
  ]);

describe.each(Object.values(SUITS))(
  'the $label subject sentences and advice',
  ({ meanings, anyArea, byArea, advice }) => {
    it('name no event, object or person an ordinary question of the area may not contain', () => {
      const misfits: string[] = [];
      for (const [where, m] of entriesOf(meanings))
        for (const subject of TAROT_SUBJECTS) {
          const text = m.subjects[subject];
          const hit = anyArea.exec(text) ?? byArea[subject].exec(text);
          if (hit) misfits.push(`${where} ${subject} ("${hit[0]}"): ${text}`);
        }
      expect(misfits).toEqual([]);
    });

    it('give advice that any asker can act on', () => {
      const misfits = entriesOf(meanings)
        .map(([where, m]) => [where, m.advice, anyArea.exec(m.advice) ?? advice.exec(m.advice)] as const)
        .filter(([, , hit]) => hit)
        .map(([where, text, hit]) => `${where} ("${hit![0]}"): ${text}`);
      expect(misfits).toEqual([]);
    });
  },
);

describe('the rewritten card lines', () => {
  it('keep the readings the reviewers quoted out of every card and orientation', () => {
    const all = Object.values(SUITS)
      .flatMap(({ meanings }) => entriesOf(meanings))
      .flatMap(([, m]) => [m.advice, ...Object.values(m.subjects)])
      .join('\n');
    expect(all).not.toMatch(
      /Take charge of the venture|Finish the piece of work|the concrete offer|about a purchase is sound|Research comes before any decision|even if it means retraining|A regular call keeps the bond strong/,
    );
  });

  it('keep the tradition while fitting: the Three of Swords still a hurt heart, the Ten still no, the Six still the crossing', () => {
    expect(SWORDS_MEANINGS['swords-03-three']!.upright.subjects.love).toMatch(/hurt|heart|sorrow/i);
    expect(SWORDS_MEANINGS['swords-10-ten']!.upright.lean).toBe('no');
    expect(SWORDS_MEANINGS['swords-06-six']!.upright.subjects.travel).toMatch(/crossing|going/i);
  });
});
