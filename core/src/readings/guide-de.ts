// The voice guide's answers for readings written in German (the life path and the year ahead; the
// natal chart's are in guide-natal-de.ts, the compatibility's in guide-compat-de.ts):
// the same facts as guide.ts answers from, in sentences written in German with the du-form and
// the terms of the German reading (decision 0028), and questions read in German. The German texts
// come from the same tables the German composer used, so the guide says what the reading says.
import type { NumberRole } from './content/numbers';
import { NUMBERS_DE } from './content/numbers-de';
import { listJoinDe, pointSubjectDe, pointYoursDe, SIGN_DE } from './sky-words-de';
import type { GuideAnswer, OffTopic } from './guide';
import { karmicDebtsOf } from './lifepath-report';
import { suggestedNatalDe } from './guide-natal-de';
import { suggestedCompatibilityDe } from './guide-compat-de';
import { suggestedTarotDe } from './guide-tarot-de';
import type { CompatibilityFacts, LifePathFacts, NatalFacts, TarotFacts, YearAheadFacts } from './types';

const ROLE: Record<NumberRole, string> = {
  lifePath: 'Lebenszahl',
  destiny: 'Ausdruckszahl',
  soulUrge: 'Seelenzahl',
  personality: 'Persönlichkeitszahl',
};

type CoreResult = LifePathFacts['profile']['lifePath'];

function describeNumber(role: NumberRole, r: CoreResult): string {
  const t = NUMBERS_DE.numberText[r.value];
  const { meaning, gift, trap } = t[role];
  return `Deine ${ROLE[role]} ist die ${r.value} (${r.chain}), ihr Thema: ${t.title}. ${meaning} ${gift} ${trap}`;
}

export function answerLifePathDe(f: LifePathFacts, q: string): GuideAnswer {
  const p = f.profile;
  const parts: string[] = [];
  const sources: string[] = [];
  const ask = (re: RegExp, role: NumberRole, r: CoreResult) => {
    if (!re.test(q)) return;
    parts.push(describeNumber(role, r));
    sources.push(`number:${role}`);
  };
  ask(/lebens ?(zahl|weg)/, 'lifePath', p.lifePath);
  ask(/ausdruck|schicksalszahl|namenszahl/, 'destiny', p.destiny);
  ask(/seele|herzenswunsch/, 'soulUrge', p.soulUrge);
  ask(/persönlichkeit|konsonant|mitlaut/, 'personality', p.personality);
  if (/geburtstag|tag meiner geburt/.test(q) && p.birthday) {
    const b = p.birthday;
    const shown = b.master ? `${b.value}/${b.root}` : String(b.value);
    parts.push(
      `Deine Geburtstagszahl ist die ${shown}${b.chain.includes('->') ? ` (${b.chain})` : ''}. ${NUMBERS_DE.birthdayText[b.value as keyof typeof NUMBERS_DE.birthdayText]}`,
    );
    sources.push('number:birthday');
  }
  if (/persönliche\w* jahr|(dieses|diesem|kommende\w*|nächste\w*) jahr/.test(q) && f.personalYear) {
    const { year, result } = f.personalYear;
    parts.push(
      `${year} ist dein Persönliches Jahr ${result.value} (${result.chain}). ${NUMBERS_DE.personalYearText[result.value as keyof typeof NUMBERS_DE.personalYearText]}`,
    );
    sources.push('number:personalYear');
  }
  if (/karm|schuld/.test(q)) {
    const debts = karmicDebtsOf(p);
    parts.push(
      debts.length > 0
        ? debts.map((d) => NUMBERS_DE.karmicDebtText[d]).join(' ')
        : 'Keine deiner Zahlen führt über eine karmische Schuldzahl (13, 14, 16 oder 19).',
    );
    sources.push('number:karmicDebt');
  }
  if (/meister/.test(q)) parts.push(NUMBERS_DE.masterRule);
  if (/berechn|rechnest|rechnet|methode|quersumme|wie (kommt|kommst|wurde|wird|hast|ergibt)/.test(q))
    parts.push(
      `Für die Lebenszahl werden Monat, Tag und Jahr addiert (${p.lifePath.chain}); für die Ausdruckszahl die Buchstaben jedes Namens (${p.destiny.chain}); für die Seelenzahl die Vokale jedes Namens (${p.soulUrge.chain}), wobei das Y als Vokal zählt, wenn es wie einer klingt. Ä, Ö und Ü zählen wie A, O und U, ß wie SS.`,
    );
  if (parts.length === 0) {
    const m = /\b(11|22|33|[1-9])\b/.exec(q);
    if (m) {
      const n = Number(m[1]) as keyof typeof NUMBERS_DE.numberText;
      const t = NUMBERS_DE.numberText[n];
      const roles = (['lifePath', 'destiny', 'soulUrge'] as const).filter((role) => p[role].value === n);
      parts.push(
        `Die ${n} steht für ${t.title}; sie richtet sich auf ${t.drive}.${roles.length > 0 ? ` In deiner Deutung ist sie deine ${listJoinDe(roles.map((role) => ROLE[role]))}.` : ''}`,
      );
      sources.push(`number:${n}`);
    }
  }
  if (parts.length > 0) return { answer: parts.join(' '), sources };
  const title = (r: CoreResult) => NUMBERS_DE.numberText[r.value].title;
  return {
    answer: `Deine Kernzahlen sind die Lebenszahl ${p.lifePath.value} (${title(p.lifePath)}), die Ausdruckszahl ${p.destiny.value} (${title(p.destiny)}) und die Seelenzahl ${p.soulUrge.value} (${title(p.soulUrge)}). ${NUMBERS_DE.numberText[p.lifePath.value].lifePath.meaning} Frag mich nach einer dieser drei Zahlen oder danach, wie sie berechnet wurden.`,
    sources: ['number:lifePath', 'number:destiny', 'number:soulUrge'],
  };
}

/** Accusative and nominative are the same for each: "es gibt eine Sonnenfinsternis". */
const LUNATION_DE = {
  new_moon: 'ein Neumond',
  full_moon: 'ein Vollmond',
  solar: 'eine Sonnenfinsternis',
  lunar: 'eine Mondfinsternis',
} as const;

type Lunation = YearAheadFacts['months'][number]['lunations'][number];
const onYour = (l: Lunation) => `auf ${listJoinDe(l.points.map((p) => pointYoursDe(p)))}`;

/** "saturn", "mondknoten": a body as a question names it, without its article. */
const bareName = (body: YearAheadFacts['themes'][number]['body']) =>
  pointSubjectDe(body)
    .replace(/^(Der|Die|Das) /, '')
    .toLowerCase();

function yearMonthLineDe(m: YearAheadFacts['months'][number]): string {
  const parts = [
    ...m.transits.map((t) => `${t.title}, ${t.window}`),
    ...m.lunations.filter((l) => l.points.length).map((l) => `${LUNATION_DE[l.kind]} ${onYour(l)}`),
  ];
  return parts.length
    ? `Im ${m.label}: ${parts.join('; ')}.`
    : `Im ${m.label} berührt weder ein langsamer Transit noch eine Lunation dein Horoskop.`;
}

export function answerYearAheadDe(f: YearAheadFacts, q: string): GuideAnswer {
  const month = f.months.find((m) => q.includes(m.label.split(' ')[0]!.toLowerCase()));
  if (month) return { answer: yearMonthLineDe(month), sources: [`month:${month.month}`] };
  const all = f.months.flatMap((m) => m.transits);
  const body = all.find((t) => q.includes(bareName(t.body)));
  if (body) {
    const ofBody = all.filter((t) => t.body === body.body);
    return {
      // The windows hold commas of their own, so the contacts are set apart by semicolons.
      answer: `${ofBody.map((t) => `${t.title}, ${t.window}`).join('; ')}.`,
      sources: ofBody.map((t) => `transit:${t.body}|${t.point}|${t.aspect}`),
    };
  }
  if (/finsternis|eklipse/.test(q)) {
    const list = f.months.flatMap((m) => m.lunations.filter((l) => l.kind === 'solar' || l.kind === 'lunar'));
    const line = list.map(
      (l) =>
        `${LUNATION_DE[l.kind]} bei ${l.degree}° ${SIGN_DE[l.sign].name}${l.points.length ? `, ${onYour(l)}` : ', die keinen Punkt deines Horoskops berührt'}`,
    );
    return {
      answer: list.length
        ? `In diesem Jahr gibt es ${line.join('; ')}.`
        : 'In diesem Jahr gibt es keine Finsternis.',
      sources: ['eclipses'],
    };
  }
  const themes = f.themes.map((t) => `${t.title} (${t.window})`);
  return {
    answer: themes.length
      ? `Die stärksten Kontakte deines Jahres sind ${listJoinDe(themes)}. Frag mich nach einem Monat oder einem Planeten.`
      : 'In diesem Jahr kommt kein langsamer Planet in einen engen Aspekt zu deinem Horoskop. Frag mich nach einem Monat oder nach den Finsternissen.',
    sources: f.themes.map((t) => `transit:${t.body}|${t.point}|${t.aspect}`),
  };
}

export function suggestedQuestionsDe(
  reading:
    | { kind: 'natal'; facts: NatalFacts }
    | { kind: 'compatibility'; facts: CompatibilityFacts }
    | { kind: 'life-path'; facts: LifePathFacts }
    | { kind: 'year-ahead'; facts: YearAheadFacts }
    | { kind: 'three-card'; facts: TarotFacts }
    | { kind: 'celtic-cross'; facts: TarotFacts },
): string[] {
  if (reading.kind === 'three-card' || reading.kind === 'celtic-cross')
    return suggestedTarotDe(reading.facts);
  if (reading.kind === 'natal') return suggestedNatalDe(reading.facts);
  if (reading.kind === 'compatibility') return suggestedCompatibilityDe(reading.facts);
  if (reading.kind === 'life-path') {
    const p = reading.facts.profile;
    return [
      `Was bedeutet meine Lebenszahl ${p.lifePath.value}?`,
      `Was sagt meine Seelenzahl ${p.soulUrge.value} über mich?`,
      reading.facts.personalYear ? 'Was bringt mir dieses Jahr?' : 'Wie wurden meine Zahlen berechnet?',
    ];
  }
  const { themes, months } = reading.facts;
  const month = months[1]?.label.split(' ')[0];
  return [
    'Was sind die stärksten Themen meines Jahres?',
    ...(themes[0]
      ? [`Was bringt mir ${pointSubjectDe(themes[0].body).replace(/^D/, 'd')} in diesem Jahr?`]
      : []),
    month ? `Was geschieht im ${month}?` : 'Was geschieht im nächsten Monat?',
  ];
}

// German words have umlauts, which \b does not see as letters, so each stem is bounded by hand.
const OFF_TOPIC_DE: [OffTopic, RegExp][] = [
  [
    'medical',
    /(?<![a-zäöüß])(diagnos|symptom|medikament|krankheit|erkrank|krank\b|tumor|arzt|ärzt|rezept|dosis|dosierung|schwanger|operation|therapie|therapeut|behandlung|heilung|tablette|impf|blutdruck)/,
  ],
  [
    'legal',
    /(?<![a-zäöüß])(anwalt|anwält|klage|verklag|gericht|vertrag|sorgerecht|illegal|visum|einwanderung|aufenthaltstitel|räumung|testament|rechtlich)/,
  ],
  [
    'financial',
    /(?<![a-zäöüß])(invest|aktie|krypto|bitcoin|lotto|kredit|darlehen|hypothek|steuer|trading|depot|rente\b|renten|ersparnis|finanzberat|geldanlage|haus kaufen)/,
  ],
];

export function offTopicKindDe(text: string): OffTopic | null {
  return OFF_TOPIC_DE.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** Whom to ask instead, in the dative after "bei". */
const PROFESSIONAL_DE: Record<OffTopic, { who: string; matters: string }> = {
  medical: {
    who: 'einer Ärztin, einem Arzt oder einer anderen medizinischen Fachkraft',
    matters: 'Gesundheitsfragen',
  },
  legal: { who: 'einer Anwältin, einem Anwalt oder einer Rechtsberatungsstelle', matters: 'Rechtsfragen' },
  financial: { who: 'einer unabhängigen, zugelassenen Finanzberatung', matters: 'Geldfragen' },
};

export function refusalDe(name: string, kind: OffTopic, suggestion: string | undefined): string {
  const { who, matters } = PROFESSIONAL_DE[kind];
  return `${name ? `${name}, mit` : 'Mit'} dieser Frage bist du bei ${who} besser aufgehoben, und ${matters} möchte ich nicht aus einer Deutung heraus beantworten. Was ich tun kann: mit dir besprechen, was deine Deutung zeigt${suggestion ? `, zum Beispiel: ${suggestion}` : '.'}`;
}

export const greetingDe = (name: string, answer: string) =>
  name ? `${name}, das sagt deine Deutung dazu: ${answer}` : answer;
