// Answers free-text questions about a stored reading from its facts ("what does the Tower mean
// here?", "where is my Venus?", "what is a Soul Urge?"), for the voice guide. It matches the
// question against the reading's own cards, placements and numbers and answers from the same
// content library the composer used, so the guide never contradicts the reading.
import type { PointName } from '../astro/types';
import { cardById, DECK, type TarotCard } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { HOUSE_THEME, SIGN_INFO } from './content/astro';
import { HOUSE_TEXT, SIGN_TEXT, type HouseNumber, type HousePoint } from './content/authored';
import {
  BIRTHDAY_TEXT,
  KARMIC_DEBT_TEXT,
  MASTER_RULE,
  NUMBER_TEXT,
  PERSONAL_YEAR_TEXT,
  type NumberRole,
} from './content/numbers';
import { pointTitle, tablePoint } from './astro-facts';
import { MAX_GUIDE_QUESTION_LENGTH } from '../api/voice';
import type { Language } from '../api/language';
import {
  answerLifePathDe,
  answerYearAheadDe,
  greetingDe,
  offTopicKindDe,
  refusalDe,
  suggestedQuestionsDe,
} from './guide-de';
import { answerNatalDe } from './guide-natal-de';
import { answerCompatibilityDe } from './guide-compat-de';
import { answerTarotDe } from './guide-tarot-de';
import { InputError } from './errors';
import type { TarotDraw } from '../tarot/draw';
import type { TarotSubject } from '../tarot/meanings';
import { isYesNoQuestion, readQuestion } from './content/tarot-positions';
import { cardPhrase, named } from './tarot-interplay';
import { karmicDebtsOf } from './lifepath-report';
import { crossAnswerLean } from './celtic-cross-report';
import { answerSection, asClause, asSpreadLean, drawnCards, oneStep } from './tarot-report';
import { listJoin, ordinal } from './text';
import type {
  AnyReading,
  CardFact,
  CompatibilityFacts,
  LifePathFacts,
  NatalFacts,
  PersonSummary,
  PlacementFact,
  TarotFacts,
  YearAheadFacts,
} from './types';

/** "seventh" -> 7, for questions that name a house in words. */
const HOUSE_BY_ORDINAL = new Map(Array.from({ length: 12 }, (_, i) => [ordinal(i + 1), i + 1]));

export interface GuideAnswer {
  /** Plain text, not markdown (it may contain stored names): speak it or render it as text. */
  answer: string;
  /** What the answer is based on, e.g. "card:major-16-tower", "placement:Venus", "number:lifePath". */
  sources: string[];
}

const POSITION_WORDS: Record<string, RegExp> = {
  past: /\bpast\b/,
  present: /\b(present|now|heart of the matter|covers?)\b/,
  future: /\bfuture\b/,
  challenge: /\b(cross(ing|es)?|challenge|obstacle)\b/,
  crown: /\b(crown|aim|best outcome)\b/,
  foundation: /\b(foundation|beneath|root)\b/,
  'recent-past': /\b(passing|behind|recent)\b/,
  'near-future': /\b(approach(ing|es)?|near future|coming|before)\b/,
  self: /\b(myself|yourself|self)\b/,
  environment: /\b(surroundings|environment|others|people around|house)\b/,
  'hopes-fears': /\b(hopes?|fears?)\b/,
  outcome: /\b(outcome|result|will come|end|final|last)\b/,
};

/** Whole-word mention of a card name, with or without its article ("tower", "the star" but not "start"). */
function mentions(q: string, name: string): boolean {
  const bare = name
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${bare}\\b`).test(q);
}

const cardOfFact = (c: CardFact): TarotCard => cardById(c.cardId)!;
/** "the Heart of the Matter position", from the printed label "The Heart of the Matter". */
const positionOf = (c: CardFact) =>
  `the ${c.positionLabel.replace(/^The /, '').replace(/:.*$/, '')} position`;
const phraseOf = (c: CardFact, capital = false) =>
  cardPhrase(cardOfFact(c), { reversed: c.orientation === 'reversed', capital });

/** A drawn card from the authored text: its theme in its position, its meaning for the question, its advice. */
function describeCard(c: CardFact, f: TarotFacts): string {
  const m = meaningOf(cardOfFact(c), c.orientation === 'reversed');
  const subject = readQuestion(f.question).subject;
  return `${phraseOf(c, true)}, in ${positionOf(c)}, speaks of ${m.theme}. ${m.subjects[subject]} Its advice: ${asClause(m.advice)}.`;
}

/** Questions that ask the guide for a verdict or a next step rather than about one card. */
const ASKS_FOR_ANSWER =
  /\b(should|right|good idea|worth|what (do|should) i do|what now|next step|advice|answer|yes or no|chance|likely|going to)\b/;

function answerTarot(f: TarotFacts, q: string): GuideAnswer {
  const describe = (cards: CardFact[]) => cards.map((c) => describeCard(c, f)).join(' ');
  const named = f.cards.filter((c) => mentions(q, c.name));
  if (named.length > 0) return { answer: describe(named), sources: named.map((c) => `card:${c.cardId}`) };
  const other = DECK.find((card) => mentions(q, card.name));
  if (other) {
    const [up, down] = [meaningOf(other, false), meaningOf(other, true)];
    return {
      answer: `${cardPhrase(other, { capital: true })} is not among the cards drawn in this reading. Upright it speaks of ${up.theme}; reversed, of ${down.theme}.`,
      sources: [`deck:${other.id}`],
    };
  }
  if (/\brevers/.test(q)) {
    const rev = f.cards.filter((c) => c.orientation === 'reversed');
    return rev.length === 0
      ? {
          answer: 'All the cards in this reading came up upright, so their energies are flowing outwardly.',
          sources: f.cards.map((c) => `card:${c.cardId}`),
        }
      : {
          answer: `Reversed here: ${listJoin(rev.map((c) => phraseOf(c)))}. A reversed card shows its energy delayed, blocked or turned inward, not a bad omen. ${describe(rev)}`,
          sources: rev.map((c) => `card:${c.cardId}`),
        };
  }
  const byPosition = f.cards.filter(
    (c) => POSITION_WORDS[c.positionKey]?.test(q) || q.includes(c.positionLabel.toLowerCase()),
  );
  const ordinalMatch = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/.exec(q);
  if (ordinalMatch) {
    const n =
      ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].indexOf(
        ordinalMatch[1]!,
      ) + 1;
    const card = f.cards.find((c) => c.position === n);
    if (card) return { answer: describe([card]), sources: [`card:${card.cardId}`] };
  }
  if (byPosition.length > 0)
    return { answer: describe(byPosition), sources: byPosition.map((c) => `card:${c.cardId}`) };
  const outcome = f.cards[f.cards.length - 1]!;
  const sources = f.cards.map((c) => `card:${c.cardId}`);
  // A question put to the reading ("Is Porto the right place for me?") is answered from the
  // spread the way the reading answered its own question, read for this question's subject.
  if (isYesNoQuestion(q) || ASKS_FOR_ANSWER.test(q)) {
    const asked = readQuestion(q);
    const subject = asked.scores[asked.subject] > 0 ? asked.subject : readQuestion(f.question).subject;
    const yesNo = isYesNoQuestion(q) || (/\b(answer|yes or no)\b/.test(q) && isYesNoQuestion(f.question));
    return { answer: tarotAnswer(f.draw, subject, yesNo, q), sources };
  }
  return {
    answer: `This reading drew ${listJoin(f.cards.map((c) => `${phraseOf(c)} in ${positionOf(c)}`))}. The card that speaks most directly to where things are heading is ${phraseOf(outcome)}: ${meaningOf(cardOfFact(outcome), outcome.orientation === 'reversed').theme}. You can ask me about any of these cards or positions.`,
    sources,
  };
}

const POINT_WORDS: [PointName, RegExp][] = [
  ['Sun', /\bsun\b/],
  ['Moon', /\bmoon\b(?! ?lilith)/],
  ['Mercury', /\bmercury\b/],
  ['Venus', /\bvenus\b/],
  ['Mars', /\bmars\b/],
  ['Jupiter', /\bjupiter\b/],
  ['Saturn', /\bsaturn\b/],
  ['Uranus', /\buranus\b/],
  ['Neptune', /\bneptune\b/],
  ['Pluto', /\bpluto\b/],
  ['Chiron', /\bchiron\b/],
  ['Mean_Lilith', /\blilith\b/],
  ['True_Node', /\bnode\b/],
  ['Ascendant', /\b(ascendant|rising)\b/],
  ['Medium_Coeli', /\b(midheaven|mc|medium coeli)\b/],
];

/** The reading's own authored texts for a placement, so the guide says what the report says. */
function describePlacement(p: PlacementFact): string {
  const key = tablePoint(p.point);
  const sign = key ? SIGN_TEXT[key][p.sign] : `Your ${pointTitle(p.point)} is in ${SIGN_INFO[p.sign].name}.`;
  const houseText =
    key && p.house !== null && key in HOUSE_TEXT
      ? ` ${HOUSE_TEXT[key as HousePoint][p.house as HouseNumber]}`
      : '';
  return `${sign}${p.retrograde && p.point !== 'True_Node' && p.point !== 'Mean_Node' && p.point !== 'True_South_Node' ? ` ${pointTitle(p.point)} was retrograde at birth.` : ''}${houseText}`;
}

function answerNatal(f: NatalFacts, q: string): GuideAnswer {
  const wanted = POINT_WORDS.filter(([, re]) => re.test(q)).map(([n]) => n);
  const found = f.placements.filter((p) => wanted.includes(p.point === 'Mean_Node' ? 'True_Node' : p.point));
  const missingAngles = wanted.filter(
    (n) => (n === 'Ascendant' || n === 'Medium_Coeli') && !f.birthTimeKnown,
  );
  const parts: string[] = found.map(describePlacement);
  if (missingAngles.length > 0)
    parts.push(
      'Without a birth time the Ascendant, Midheaven and houses cannot be calculated, so I cannot tell you those.',
    );
  const houseMatch =
    /\b(\d{1,2})(?:st|nd|rd|th)? house\b/.exec(q) ??
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house\b/.exec(q);
  if (houseMatch && f.birthTimeKnown) {
    const n = /^\d+$/.test(houseMatch[1]!) ? Number(houseMatch[1]) : HOUSE_BY_ORDINAL.get(houseMatch[1]!);
    if (n !== undefined && n >= 1 && n <= 12) {
      const inHouse = f.placements.filter(
        (p) => p.house === n && p.point !== 'Ascendant' && p.point !== 'Medium_Coeli',
      );
      parts.push(
        `The ${ordinal(n)} house is the house of ${HOUSE_THEME[n - 1]!.replace('&', 'and').toLowerCase()}. ${inHouse.length > 0 ? `In your chart it holds ${listJoin(inHouse.map((p) => pointTitle(p.point)))}.` : 'No planets sit there in your chart, which simply means the area is shaped more by the sign on its cusp.'}`,
      );
    }
  }
  if (/\baspect|square|trine|opposition|conjunction|sextile\b/.test(q)) {
    const asp = f.aspects
      .filter((a) => wanted.length === 0 || wanted.includes(a.p1) || wanted.includes(a.p2))
      .slice(0, 3);
    if (asp.length > 0)
      parts.push(
        `Closest aspects: ${listJoin(asp.map((a) => `${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)} (orb ${a.orb.toFixed(1)}°)`))}.`,
      );
  }
  if (parts.length > 0) return { answer: parts.join(' '), sources: found.map((p) => `placement:${p.point}`) };
  const big = f.placements.filter((p) => p.point === 'Sun' || p.point === 'Moon' || p.point === 'Ascendant');
  return {
    answer: `The core of your chart is ${listJoin(big.map((p) => `${pointTitle(p.point)} in ${p.signName}`))}. ${big.map(describePlacement).join(' ')} You can ask me about any planet, house or aspect.`,
    sources: big.map((p) => `placement:${p.point}`),
  };
}

function describeNumber(
  role: string,
  r: { value: keyof typeof NUMBER_TEXT; chain: string },
  inRole: NumberRole,
): string {
  const t = NUMBER_TEXT[r.value];
  const { meaning, gift, trap } = t[inRole];
  return `Your ${role} is ${r.value}, ${t.title} (${r.chain}). ${meaning} ${gift} ${trap}`;
}

function answerLifePath(f: LifePathFacts, q: string): GuideAnswer {
  const p = f.profile;
  const parts: string[] = [];
  const sources: string[] = [];
  if (/life ?path/.test(q)) {
    parts.push(describeNumber('Life Path', p.lifePath, 'lifePath'));
    sources.push('number:lifePath');
  }
  if (/destiny|expression/.test(q)) {
    parts.push(describeNumber('Destiny number', p.destiny, 'destiny'));
    sources.push('number:destiny');
  }
  if (/soul ?urge|heart'?s desire/.test(q)) {
    parts.push(describeNumber('Soul Urge', p.soulUrge, 'soulUrge'));
    sources.push('number:soulUrge');
  }
  if (/personality|consonant/.test(q)) {
    parts.push(describeNumber('Personality number, from the consonants,', p.personality, 'personality'));
    sources.push('number:personality');
  }
  if (/birthday|day (of|i was) born/.test(q) && p.birthday) {
    const b = p.birthday;
    parts.push(
      `Your Birthday number is ${b.chain.includes('->') ? `${b.master ? `${b.value}/${b.root}` : b.value} (${b.chain})` : b.chain}. ${BIRTHDAY_TEXT[b.value as keyof typeof BIRTHDAY_TEXT]}`,
    );
    sources.push('number:birthday');
  }
  if (/personal year|this year|year ahead|next year/.test(q) && f.personalYear) {
    const { year, result } = f.personalYear;
    parts.push(
      `${year} is your Personal Year ${result.value} (${result.chain}). ${PERSONAL_YEAR_TEXT[result.value as keyof typeof PERSONAL_YEAR_TEXT]}`,
    );
    sources.push('number:personalYear');
  }
  if (/karmic|debt/.test(q)) {
    const debts = karmicDebtsOf(p);
    parts.push(
      debts.length > 0
        ? debts.map((d) => KARMIC_DEBT_TEXT[d]).join(' ')
        : 'None of your numbers passes through a karmic debt number (13, 14, 16 or 19).',
    );
    sources.push('number:karmicDebt');
  }
  if (/master/.test(q)) parts.push(MASTER_RULE);
  if (/calculat|how (did|do|is)|method|chain/.test(q))
    parts.push(
      `Life Path adds the reduced month, day and year (${p.lifePath.chain}); Destiny adds each name's letters (${p.destiny.chain}); Soul Urge adds each name's vowels (${p.soulUrge.chain}), with Y counted as a vowel except where it follows a vowel or starts a name before one.`,
    );
  if (parts.length === 0) {
    const m = /\b(11|22|33|[1-9])\b/.exec(q);
    if (m) {
      const n = Number(m[1]) as keyof typeof NUMBER_TEXT;
      const roles = [
        ['Life Path', p.lifePath],
        ['Destiny', p.destiny],
        ['Soul Urge', p.soulUrge],
      ]
        .filter(([, r]) => (r as typeof p.lifePath).value === n)
        .map(([role]) => role);
      parts.push(
        `${n} is ${NUMBER_TEXT[n].title}, the number of ${NUMBER_TEXT[n].drive}.${roles.length > 0 ? ` In your reading it is your ${listJoin(roles as string[])} number.` : ''}`,
      );
      sources.push(`number:${n}`);
    }
  }
  if (parts.length > 0) return { answer: parts.join(' '), sources };
  return {
    answer: `Your core numbers are Life Path ${p.lifePath.value} (${NUMBER_TEXT[p.lifePath.value].title}), Destiny ${p.destiny.value} (${NUMBER_TEXT[p.destiny.value].title}) and Soul Urge ${p.soulUrge.value} (${NUMBER_TEXT[p.soulUrge.value].title}). ${NUMBER_TEXT[p.lifePath.value].lifePath.meaning} Ask me about any of the three numbers or how they were calculated.`,
    sources: ['number:lifePath', 'number:destiny', 'number:soulUrge'],
  };
}

function answerCompatibility(f: CompatibilityFacts, q: string): GuideAnswer {
  const max = f.score.max ?? 44;
  const parts: string[] = [];
  const sources: string[] = [];
  if (/score|points?|number|rating|why/.test(q)) {
    const top = [...f.score.breakdown].sort((a, b) => b.points - a.points).slice(0, 4);
    parts.push(
      `Your score is ${f.score.score} out of ${max} (${f.score.label}). ${top.length > 0 ? `The biggest contributions: ${listJoin(top.map((b) => `${b.rule} (${b.points > 0 ? '+' : ''}${b.points})`))}.` : ''} The score measures classic astrological ease, not the worth of the relationship.`,
    );
    sources.push('score');
  }
  const wanted = POINT_WORDS.filter(([, re]) => re.test(q)).map(([n]) => n);
  for (const person of [f.person1, f.person2]) {
    const mentioned = q.includes(person.name.toLowerCase());
    for (const p of person.placements) {
      if (
        wanted.includes(p.point) &&
        (mentioned ||
          (!q.includes(f.person1.name.toLowerCase()) && !q.includes(f.person2.name.toLowerCase())))
      ) {
        parts.push(
          `${person.name}'s ${pointTitle(p.point)} is in ${p.signName}, a ${SIGN_INFO[p.sign].modality} ${SIGN_INFO[p.sign].element} sign.`,
        );
        sources.push(`placement:${person.name}:${p.point}`);
      }
    }
  }
  if (parts.length > 0) return { answer: parts.join(' '), sources };
  const sun = (s: CompatibilityFacts['person1']) =>
    s.placements.find((p) => p.point === 'Sun')?.signName ?? 'unknown';
  return {
    answer: `This reading compares ${f.person1.name} (Sun in ${sun(f.person1)}) and ${f.person2.name} (Sun in ${sun(f.person2)}), with a score of ${f.score.score} out of ${max}: ${f.score.label}. Ask me about the score, or about either person's Sun, Moon, Venus or Mars.`,
    sources: ['score'],
  };
}

const LUNATION_WORD = {
  new_moon: 'new Moon',
  full_moon: 'full Moon',
  solar: 'solar eclipse',
  lunar: 'lunar eclipse',
} as const;

function yearMonthLine(m: YearAheadFacts['months'][number]): string {
  const parts = [
    ...m.transits.map((t) => `${t.title}, ${t.window}`),
    ...m.lunations
      .filter((l) => l.points.length)
      .map((l) => `a ${LUNATION_WORD[l.kind]} on your ${listJoin(l.points.map((p) => pointTitle(p)))}`),
  ];
  return parts.length
    ? `In ${m.label}: ${parts.join('; ')}.`
    : `${m.label} brings no slow transit or lunation to your chart.`;
}

function answerYearAhead(f: YearAheadFacts, q: string): GuideAnswer {
  const month = f.months.find((m) => q.includes(m.label.split(' ')[0]!.toLowerCase()));
  if (month) return { answer: yearMonthLine(month), sources: [`month:${month.month}`] };
  const all = f.months.flatMap((m) => m.transits);
  const body = all.find((t) => q.includes(pointTitle(t.body).toLowerCase()));
  if (body) {
    const ofBody = all.filter((t) => t.body === body.body);
    return {
      answer: `${listJoin(ofBody.map((t) => `${t.title}, ${t.window}`))}.`,
      sources: ofBody.map((t) => `transit:${t.body}|${t.point}|${t.aspect}`),
    };
  }
  if (/eclipse/.test(q)) {
    const list = f.months.flatMap((m) => m.lunations.filter((l) => l.kind === 'solar' || l.kind === 'lunar'));
    const line = list.map(
      (l) =>
        `a ${LUNATION_WORD[l.kind]} at ${l.degree}° ${SIGN_INFO[l.sign].name}${l.points.length ? `, on your ${listJoin(l.points.map((p) => pointTitle(p)))}` : ', touching no point of your chart'}`,
    );
    return {
      answer: list.length ? `This year has ${listJoin(line)}.` : 'There is no eclipse in this year.',
      sources: ['eclipses'],
    };
  }
  const themes = f.themes.map((t) => `${t.title} (${t.window})`);
  return {
    answer: themes.length
      ? `The strongest contacts of your year are ${listJoin(themes)}. Ask me about a month or a planet.`
      : 'No slow planet comes into close aspect with your chart this year. Ask me about a month or the eclipses.',
    sources: f.themes.map((t) => `transit:${t.body}|${t.point}|${t.aspect}`),
  };
}

/**
 * Answers a question about a stored reading from its facts, in the language the reading was
 * written in; the question is never echoed back.
 */
export function answerQuestion(
  reading: AnyReading,
  question: string,
  language: Language = 'en',
): GuideAnswer {
  const trimmed = question.trim();
  if (trimmed === '') throw new InputError('question', 'required', 'question is required');
  if ([...trimmed].length > MAX_GUIDE_QUESTION_LENGTH)
    throw new InputError(
      'question',
      'too_long',
      `question must be at most ${MAX_GUIDE_QUESTION_LENGTH} characters`,
    );
  const q = trimmed.toLowerCase().replace(/[’]/g, "'");
  // Every kind is written in German for a German reader (decision 0028).
  if (language === 'de' && reading.kind === 'natal') return answerNatalDe(reading.facts, q);
  if (language === 'de' && reading.kind === 'compatibility') return answerCompatibilityDe(reading.facts, q);
  if (language === 'de' && reading.kind === 'life-path') return answerLifePathDe(reading.facts, q);
  if (language === 'de' && reading.kind === 'year-ahead') return answerYearAheadDe(reading.facts, q);
  if (language === 'de' && (reading.kind === 'three-card' || reading.kind === 'celtic-cross'))
    return answerTarotDe(reading.facts, q);
  switch (reading.kind) {
    case 'three-card':
    case 'celtic-cross':
      return answerTarot(reading.facts, q);
    case 'natal':
      return answerNatal(reading.facts, q);
    case 'life-path':
      return answerLifePath(reading.facts, q);
    case 'compatibility':
      return answerCompatibility(reading.facts, q);
    case 'year-ahead':
      return answerYearAhead(reading.facts, q);
  }
}

/** Advice the guide must not give, whatever a reading says: it points to a professional instead. */
export type OffTopic = 'medical' | 'legal' | 'financial';

// "Cancer" is a sign, never a diagnosis here, so it is not on the medical list.
const OFF_TOPIC: [OffTopic, RegExp, string][] = [
  [
    'medical',
    /\b(diagnos\w*|symptoms?|medic(al|ation|ine)s?|disease|illness|sick|tumou?r|doctor|prescri\w*|dos(e|age)|pregnan\w*|surgery|therap(y|ist)|treatment|cure|pills?|vaccin\w*|blood pressure)\b/,
    'a doctor or another qualified health professional',
  ],
  [
    'legal',
    /\b(lawyer|lawsuit|sue|suing|legal(ly)?|court|contract|custody|attorney|illegal|visa|immigration|evict\w*|will and testament)\b/,
    'a qualified lawyer or a legal advice service',
  ],
  [
    'financial',
    /\b(invest\w*|stocks?|shares|crypto\w*|bitcoin|lottery|loans?|mortgage|tax(es)?|trading|portfolio|pension|savings|financial advice|buy (a )?house)\b/,
    'a qualified, licensed financial adviser',
  ],
];

/**
 * Which kind of professional advice a question (or a model's answer) asks for or gives, or null
 * when it is about the reading. A German text is checked for English words too: readers mix them.
 */
export function offTopicKind(question: string, language: Language = 'en'): OffTopic | null {
  const q = question.toLowerCase();
  return (
    (language === 'de' ? offTopicKindDe(q) : null) ?? OFF_TOPIC.find(([, re]) => re.test(q))?.[0] ?? null
  );
}

/** The reading when it was written in German, for the German answers. */
function germanReading(reading: AnyReading, language: Language) {
  return language === 'de' ? reading : null;
}

export interface GuideReply extends GuideAnswer {
  /** Questions the user might ask next, each answerable from this reading. */
  suggestions: string[];
  /** Set when the question asked for medical, legal or financial advice, which the guide declines. */
  refused: OffTopic | null;
}

/** Who the guide speaks to: the reader's first name as the reading records it. */
export function firstNameOf(reading: AnyReading): string {
  switch (reading.kind) {
    case 'three-card':
    case 'celtic-cross':
    case 'life-path':
    case 'year-ahead':
      return reading.facts.firstName;
    case 'natal':
      return reading.facts.name.split(' ')[0] ?? '';
    case 'compatibility':
      return reading.facts.person1.name;
  }
}

function placementsLine(placements: PlacementFact[], points: PointName[]): string {
  return points
    .map((point) => placements.find((p) => p.point === point))
    .filter((p) => p !== undefined)
    .map((p) => `${p.label} in ${p.signName}${p.house === null ? '' : ` (house ${p.house})`}`)
    .join(', ');
}

/** Longest summary handed to a hosted voice agent as a dynamic variable. */
export const MAX_READING_SUMMARY_LENGTH = 600;

/**
 * A few plain sentences of the reading's facts, for a hosted voice agent that has no other
 * view of the reading: the title and the placements, cards or numbers it is built on.
 */
export function readingSummary(reading: AnyReading): string {
  const facts = ((): string => {
    switch (reading.kind) {
      case 'three-card':
      case 'celtic-cross':
        return `${reading.facts.question ? `Question: “${reading.facts.question}” ` : ''}Cards: ${reading.facts.cards
          .map((c) => `${c.positionLabel}: ${phraseOf(c)}`)
          .join('; ')}.`;
      case 'natal':
        return `Chart of ${reading.facts.name}: ${placementsLine(reading.facts.placements, [
          'Sun',
          'Moon',
          'Ascendant',
          'Mercury',
          'Venus',
          'Mars',
        ])}.${reading.facts.birthTimeKnown ? '' : ' Birth time unknown, so houses and rising sign are uncertain.'}`;
      case 'life-path': {
        const p = reading.facts.profile;
        return `Numbers of ${p.name}: Life Path ${p.lifePath.value}, Expression ${p.destiny.value}, Soul Urge ${p.soulUrge.value}, Personality ${p.personality.value}.`;
      }
      case 'compatibility': {
        const { person1, person2, score, relationship } = reading.facts;
        const person = (x: PersonSummary) =>
          `${x.name}: ${placementsLine(x.placements, ['Sun', 'Moon', 'Venus', 'Mars'])}`;
        // A model would otherwise read every pair as lovers.
        const bond = relationship === 'romantic' ? 'romantic partners' : `${relationship}, not a romance`;
        return `Read for ${bond}. Score ${score.score} of ${score.max ?? 44} (${score.label}). ${person(person1)}. ${person(person2)}.`;
      }
      case 'year-ahead': {
        const { themes, from, to } = reading.facts;
        return `Forecast from ${from.slice(0, 10)} to ${to.slice(0, 10)}. Strongest contacts: ${themes.map((t) => t.title).join('; ') || 'none'}.`;
      }
    }
  })();
  const summary = `${reading.title}. ${facts}`;
  return summary.length <= MAX_READING_SUMMARY_LENGTH
    ? summary
    : `${summary.slice(0, MAX_READING_SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/** Follow-up questions drawn from the reading's own facts, so the built-in guide can answer each. */
export function suggestedQuestions(reading: AnyReading, language: Language = 'en'): string[] {
  const german = germanReading(reading, language);
  if (german) return suggestedQuestionsDe(german);
  switch (reading.kind) {
    case 'three-card':
    case 'celtic-cross': {
      const [first, second] = reading.facts.cards;
      return [
        `What does ${phraseOf(first!)} mean in ${positionOf(first!)}?`,
        ...(second ? [`What does ${phraseOf(second)} mean here?`] : []),
        isYesNoQuestion(reading.facts.question) ? 'Which cards give the answer?' : 'What should I do next?',
      ];
    }
    case 'natal': {
      const { placements, birthTimeKnown } = reading.facts;
      const moon = placements.find((p) => p.point === 'Moon');
      const venus = placements.find((p) => p.point === 'Venus');
      return [
        ...(moon ? [`What does my Moon in ${moon.signName} mean?`] : []),
        birthTimeKnown ? 'What does my rising sign say about me?' : 'What are my closest aspects?',
        ...(venus ? [`What about my Venus in ${venus.signName}?`] : []),
      ];
    }
    case 'life-path': {
      const p = reading.facts.profile;
      return [
        `What does my Life Path ${p.lifePath.value} mean?`,
        `What does my Soul Urge ${p.soulUrge.value} say about me?`,
        reading.facts.personalYear ? 'What does this year hold for me?' : 'How were my numbers calculated?',
      ];
    }
    case 'compatibility': {
      const { person1, person2, score } = reading.facts;
      return [
        `Why is our score ${score.score}?`,
        `What about ${person1.name}'s Venus?`,
        `What about ${person2.name}'s Moon?`,
      ];
    }
    case 'year-ahead': {
      const { themes, months } = reading.facts;
      return [
        'What are the strongest themes of my year?',
        ...(themes[0] ? [`What does ${pointTitle(themes[0].body)} bring me this year?`] : []),
        `What happens in ${months[1]?.label.split(' ')[0] ?? 'the next month'}?`,
      ];
    }
  }
}

/**
 * The built-in guide's reply, in the language the reading was written in: the answer from the
 * reading's facts, spoken to the reader by name, with follow-up questions; medical, legal and
 * financial advice is declined politely.
 */
export function guideReply(reading: AnyReading, question: string, language: Language = 'en'): GuideReply {
  const german = germanReading(reading, language) !== null;
  const speaks: Language = german ? 'de' : 'en';
  const name = firstNameOf(reading);
  const suggestions = suggestedQuestions(reading, speaks);
  const refused = offTopicKind(question, speaks);
  if (refused) {
    // Validates the question the same way as an answer would.
    answerQuestion(reading, question, speaks);
    const who = OFF_TOPIC.find(([kind]) => kind === refused)![2];
    return {
      answer: german
        ? refusalDe(name, refused, suggestions[0])
        : `${name ? `${name}, that` : 'That'} is a question for ${who}, and I would not want to guess at ${refused} matters from a reading. What I can do is talk through what your reading shows, for example: ${suggestions[0]}`,
      sources: [],
      suggestions,
      refused,
    };
  }
  const { answer, sources } = answerQuestion(reading, question, speaks);
  const asked = question.trim().toLowerCase();
  return {
    answer: german
      ? greetingDe(name, answer)
      : name
        ? `${name}, here is what your reading says. ${answer}`
        : answer,
    sources,
    suggestions: suggestions.filter((s) => s.toLowerCase() !== asked),
    refused: null,
  };
}

/**
 * The card answer the guide gives: the same lean the reading shows (the three-card lean, or the
 * Celtic Cross's crossLean with its reason), the one step, and what the outcome card says on the
 * question's subject. It lives here, not in tarot-report, because it joins both spreads' modules.
 */
export function tarotAnswer(draw: TarotDraw, subject: TarotSubject, yesNo: boolean, question = ''): string {
  const cards = drawnCards(draw);
  const outcome = cards[cards.length - 1]!;
  const present = cards[draw.spread === 'three-card' ? 1 : 0]!;
  const q = { ...readQuestion(question), subject, yesNo };
  q.noVerdict = yesNo && q.sensitive !== null;
  const lean =
    !yesNo || q.noVerdict
      ? null
      : draw.spread === 'three-card'
        ? asSpreadLean(cards, q)
        : crossAnswerLean(cards, q);
  const step = oneStep(cards, q, question, lean?.lean ?? null);
  const answer = answerSection(lean, step, outcome, present, draw.spread, q).replace(/\*\*/g, '');
  return `${answer} On this question, ${named(outcome.card, outcome.d)} says: ${outcome.m.subjects[subject]}`;
}
