/**
 * `npm run bench:readings`: how the six report writers read and how fast they are. Writes 200
 * reports of each type for random people (charts from the chart engine, computed before timing),
 * then prints for each type:
 * - words per report against the product's length targets;
 * - time per report (goal: median under 2 ms), on the bundle the server runs (`bundled.mjs`);
 * - repeated 4-gram share within a report, leaving out 4-grams that hold a planet, sign, house,
 *   card, position or number word (goal: every report under 1.5%), and the most repeated phrases;
 * - the most times one card, placement or number is named in a single paragraph (goal: 2);
 * - the share of sentences two reports of different people have in common (unique shared
 *   sentences over the sentences of the shorter report; goal: median under 5%, max under 15%);
 * - grammar faults found by the focused checks of `__fixtures__/astro-grammar.ts` (empty slots,
 *   doubled words, "a"/"an", agreement, raw numbers in prose) for the natal, compatibility and
 *   year-ahead reports (goal 0). The year ahead starts on 1 June 2026 in each birth place's zone;
 *   the compatibility reports take the four relationship kinds in turn.
 * For the tarot readers it also prints the share of sentences with a fault found by the grammar
 * check (goal 0), the question classifier's agreement with the labelled questions (goal at least
 * 95%), and how many readings for health and legal questions use a literal death, illness or
 * poverty word (goal 0).
 * The life path, the natal chart, the compatibility and both tarot spreads are measured twice, in
 * English and in German (the tarot with the same draws, asked in each language); the English grammar
 * checks are left out for German, whose tarot readings are checked for English words, empty slots and
 * doubled words, its classifier against its own labelled questions.
 * `--show N` also prints the N-th report of each type, to read it; `--only WORD` measures only
 * the types whose label holds WORD.
 */
import { parseArgs } from 'node:util';
import { natalChart } from '../core/src/astro/chart';
import { relationshipScore } from '../core/src/astro/score';
import type { Chart } from '../core/src/astro/types';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
} from '../core/src/readings/compatibility-report';
import { composeLifePath } from '../core/src/readings/lifepath-report';
import { RELATIONSHIP_KINDS } from '../core/src/readings/relationship';
import { composeYearAhead } from '../core/src/readings/year-ahead-report';
import { composeNatal } from '../core/src/readings/natal-report';
import { composeCelticCross } from '../core/src/readings/celtic-cross-report';
import { composeThreeCard } from '../core/src/readings/tarot-report';
import { rng } from '../core/src/readings/__fixtures__/charts';
import {
  maxNameRepeats,
  repeatedFourGrams,
  sentenceSet,
  sharedSentenceShare,
  type NameKind,
} from '../core/src/readings/__fixtures__/prose';
import type { Reading } from '../core/src/readings/types';
import { grammarFaults as reportGrammarFaults } from '../core/src/readings/__fixtures__/astro-grammar';
import { drawSpread } from '../core/src/tarot/draw';
import { grammarFaults, proseSentences } from '../core/src/readings/__fixtures__/grammar';
import { LABELLED_QUESTIONS } from '../core/src/readings/__fixtures__/questions';
import { readQuestion } from '../core/src/readings/content/tarot-positions';
import { readsLiterally } from '../core/src/readings/tarot-report';
import { composeTarotDe, readsLiterallyDe } from '../core/src/readings/tarot-report-de';
import { readQuestionDe } from '../core/src/readings/tarot-question-de';
import { LABELLED_QUESTIONS_DE } from '../core/src/readings/__fixtures__/questions-de';
import { germanFaults } from '../core/src/readings/__fixtures__/german-faults';

const { values: args } = parseArgs({ options: { show: { type: 'string' }, only: { type: 'string' } } });
const N = 200;
const random = rng(20261123);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const CITIES = [
  { lat: 52.52, lng: 13.405, tz: 'Europe/Berlin' },
  { lat: 40.7128, lng: -74.006, tz: 'America/New_York' },
  { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' },
  { lat: -33.8688, lng: 151.2093, tz: 'Australia/Sydney' },
  { lat: 19.076, lng: 72.8777, tz: 'Asia/Kolkata' },
  { lat: -23.5505, lng: -46.6333, tz: 'America/Sao_Paulo' },
  { lat: 51.5074, lng: -0.1278, tz: 'Europe/London' },
  { lat: 6.5244, lng: 3.3792, tz: 'Africa/Lagos' },
  { lat: 64.1466, lng: -21.9426, tz: 'Atlantic/Reykjavik' },
  { lat: 34.0522, lng: -118.2437, tz: 'America/Los_Angeles' },
];
const NAMES = [
  'Ana',
  'Ben',
  'Chloe',
  'David',
  'Elif',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Lars',
  'Maya',
  'Noor',
  'Oscar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiko',
  'Bruno',
  'Carmen',
  'Dmitri',
  'Esme',
  'Felix',
  'Gita',
  'Hugo',
  'Ivy',
  'Jamal',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Silva',
  'Brennan',
  'Kowalski',
  'Haddad',
  'Novak',
  'Reyes',
  'Fischer',
  'Mensah',
  'Rossi',
  'Sato',
  'Quinn',
  'Aziz',
  'Larsen',
  'Petrov',
  'Nguyen',
  'Costa',
];
/**
 * A drawer of full names without replacement: every report of one type is for a different person
 * (720 names; a type needs at most 400), and each person has their own birth or draw as well.
 */
function nameDrawer(): () => [string, string] {
  const pool = NAMES.flatMap((f) => LAST_NAMES.map((l): [string, string] => [f, l]));
  return () => pool.splice(Math.floor(random() * pool.length), 1)[0]!;
}
/** Tarot questions: the labelled set, so every subject and the health and legal questions are read. */
const QUESTIONS = LABELLED_QUESTIONS.map(([q]) => q);

/** Length targets of the product per report type, in words. */
const TARGETS: Record<Reading['kind'], [number, number]> = {
  'three-card': [350, 800],
  'celtic-cross': [800, 1100],
  natal: [900, 1600],
  compatibility: [800, 1600],
  'life-path': [700, 1200],
  'year-ahead': [1000, 1600],
};

function randomChart(name: string): Chart {
  for (;;) {
    const city = pick(CITIES);
    const known = random() > 0.2;
    try {
      return natalChart({
        name,
        year: 1940 + Math.floor(random() * 70),
        month: 1 + Math.floor(random() * 12),
        day: 1 + Math.floor(random() * 28),
        hour: known ? Math.floor(random() * 24) : null,
        minute: known ? Math.floor(random() * 60) : null,
        lat: city.lat,
        lng: city.lng,
        tz_str: city.tz,
      });
    } catch {
      // A wall time inside a DST gap or overlap: draw another birth.
    }
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** A reproducible draw seed (64 hex digits) so every run reads the same reports. */
const randomSeed = () => Array.from({ length: 64 }, () => Math.floor(random() * 16).toString(16)).join('');

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

interface Case {
  /** Who the report is for; reports with the same person are not compared for shared sentences. */
  person: string;
  /** First names the report addresses; like planet names, they are left out of the 4-gram measure. */
  names: string[];
  write: () => Reading;
}

function measure(label: string, nameKind: NameKind, cases: Case[]): void {
  if (args.only !== undefined && !label.includes(args.only)) return;
  cases.slice(0, 20).forEach((x) => x.write()); // warm-up, so timings measure the writer, not the JIT
  const ms: number[] = [];
  const reports: Reading[] = [];
  for (const x of cases) {
    const t0 = performance.now();
    reports.push(x.write());
    ms.push(performance.now() - t0);
  }
  const words = reports.map((r) => r.wordCount);
  const [lo, hi] = TARGETS[reports[0]!.kind];
  // Numbered as `--show` takes them, so a report outside the target can be read.
  const outside = words.flatMap((w, i) => (w < lo || w > hi ? [i] : []));
  const which = outside.length > 0 && outside.length <= 5 ? ` (report ${outside.join(', ')})` : '';
  console.log(`\n${label} (${reports.length} reports)`);
  console.log(
    `  words: min ${Math.min(...words)}, median ${median(words)}, max ${Math.max(...words)}; target ${lo}-${hi}, ${outside.length} outside${which}`,
  );
  console.log(`  time per report: median ${median(ms).toFixed(3)} ms, max ${Math.max(...ms).toFixed(3)} ms`);

  const grams = reports.map((r, i) => repeatedFourGrams(r.markdown, cases[i]!.names));
  const shares = grams.map((g) => g.share);
  const phraseCounts = new Map<string, number>();
  for (const g of grams) for (const [p] of g.repeats) phraseCounts.set(p, (phraseCounts.get(p) ?? 0) + 1);
  const common = [...phraseCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([p, n]) => `"${p}" (${n})`);
  console.log(
    `  repeated 4-grams within a report: median ${pct(median(shares))}, max ${pct(Math.max(...shares))}; ${shares.filter((s) => s >= 0.015).length} reports at 1.5% or more`,
  );
  if (common.length > 0) console.log(`    phrases repeated in most reports: ${common.join(', ')}`);

  const names = reports.map((r) => maxNameRepeats(r.markdown, nameKind));
  const worst = names.reduce((a, b) => (b.count > a.count ? b : a));
  console.log(
    `  most times one ${nameKind} is named in a paragraph: max ${worst.count} ("${worst.name}"), ${names.filter((x) => x.count > 2).length} reports over 2`,
  );
  if (worst.count > 2) console.log(`    e.g. ${worst.paragraph.slice(0, 300)}…`);

  const sets = reports.map((r) => sentenceSet(r.markdown));
  const pairShares: number[] = [];
  let top = { share: 0, i: 0, j: 0 };
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      if (cases[i]!.person === cases[j]!.person) continue;
      const share = sharedSentenceShare(sets[i]!, sets[j]!);
      pairShares.push(share);
      if (share > top.share) top = { share, i, j };
    }
  }
  console.log(
    `  sentences shared by two people's reports: median ${pct(median(pairShares))}, max ${pct(top.share)} (reports ${top.i} and ${top.j}, ${pairShares.length} pairs)`,
  );
  const both = [...sets[top.i]!].filter((x) => sets[top.j]!.has(x));
  if (both.length > 0)
    console.log(
      `    shared: ${both
        .slice(0, 6)
        .map((x) => `"${x.slice(0, 90)}"`)
        .join(' | ')}`,
    );
  if (reports[0]!.kind === 'three-card' || reports[0]!.kind === 'celtic-cross')
    tarotChecks(reports, label.includes('(German)'));
  // The grammar checks read English; a German report is checked by its own tests.
  if (['natal', 'compatibility', 'year-ahead'].includes(reports[0]!.kind) && !label.includes('(German)')) {
    const faults = reports.flatMap((r) => reportGrammarFaults(r.markdown));
    console.log(`  grammar faults: ${faults.length} in ${reports.length} reports (goal 0)`);
    for (const f of faults.slice(0, 5)) console.log(`    ${f.kind}: "${f.excerpt}"`);
  }
  const shown = args.show === undefined ? NaN : Number(args.show);
  if (Number.isInteger(shown) && reports[shown]) console.log(`\n${reports[shown].markdown}\n`);
}

/** Grammar faults and literal dark words in tarot readings. */
function tarotChecks(reports: Reading[], german: boolean): void {
  let sentences = 0;
  const faulty: string[] = [];
  let literal = 0;
  let sensitive = 0;
  const faultsOf = german ? germanFaults : grammarFaults;
  for (const r of reports) {
    const all = proseSentences(r.markdown);
    sentences += all.length;
    for (const s of all) if (faultsOf(s).length > 0) faulty.push(s);
    const question = (r.facts as { question: string }).question;
    if (german ? readQuestionDe(question).sensitive : readQuestion(question).sensitive) {
      sensitive++;
      if (all.some(german ? readsLiterallyDe : readsLiterally)) literal++;
    }
  }
  console.log(
    `  sentences with a grammar fault: ${pct(faulty.length / sentences)} (${faulty.length} of ${sentences}; goal 0)`,
  );
  if (faulty.length > 0) console.log(`    e.g. "${faulty[0]}" (${faultsOf(faulty[0]!).join(', ')})`);
  console.log(
    `  health and legal questions read with a literal death, illness or poverty word: ${literal} of ${sensitive} (goal 0)`,
  );
}

if (args.only === undefined || 'tarot questions'.includes(args.only)) {
  const agree = LABELLED_QUESTIONS.filter(([q, subject]) => readQuestion(q).subject === subject).length;
  console.log(
    `\ntarot questions: classifier agrees with ${agree} of ${LABELLED_QUESTIONS.length} labelled questions (${pct(agree / LABELLED_QUESTIONS.length)}; goal at least 95%)`,
  );
  const agreeDe = LABELLED_QUESTIONS_DE.filter(
    ([q, subject]) => readQuestionDe(q).subject === subject,
  ).length;
  console.log(
    `tarot questions (German): classifier agrees with ${agreeDe} of ${LABELLED_QUESTIONS_DE.length} labelled questions (${pct(agreeDe / LABELLED_QUESTIONS_DE.length)}; goal at least 95%)`,
  );
}

const chartNames = nameDrawer();
const natalNames = nameDrawer();
const people = Array.from({ length: 3 * N }, (_, i) => {
  // Natal people and compatibility people are separate sets, each without a repeated name.
  const [firstName, lastName] = i < N ? natalNames() : chartNames();
  return { id: `${firstName} ${lastName}`, firstName, chart: randomChart(firstName) };
});

const tarotCases = (spread: 'three-card' | 'celtic-cross', german = false, next = nameDrawer()): Case[] =>
  Array.from({ length: N }, (_, i) => {
    const [firstName, lastName] = next();
    const input = {
      firstName,
      question: german ? pick(LABELLED_QUESTIONS_DE)[0] : pick(QUESTIONS),
      draw: drawSpread({ seed: randomSeed(), cut: String(i), spread }),
    };
    const write = german
      ? () => composeTarotDe(input)
      : spread === 'three-card'
        ? () => composeThreeCard(input)
        : () => composeCelticCross(input);
    return { person: `${firstName} ${lastName}`, names: [firstName], write };
  });

// The same people and pairs in English and in German, so the two languages' lengths and times compare directly.
for (const [label, language] of [
  ['natal', 'en'],
  ['natal (German)', 'de'],
] as const)
  measure(
    label,
    'placement',
    people.slice(0, N).map((p) => ({
      person: p.id,
      names: [p.firstName],
      write: () => composeNatal({ chart: p.chart, now: new Date('2026-06-01T12:00:00Z'), language }),
    })),
  );
for (const [label, language] of [
  ['compatibility', 'en'],
  ['compatibility (German)', 'de'],
] as const)
  measure(
    label,
    'placement',
    Array.from({ length: N }, (_, i) => {
      const a = people[N + i]!;
      const b = people[2 * N + i]!;
      const score = compatibilityScoreFromEngine(relationshipScore(a.chart, b.chart));
      return {
        person: `${a.id}+${b.id}`,
        names: [a.firstName, b.firstName],
        write: () =>
          composeCompatibility({
            person1: { firstName: a.firstName, chart: a.chart },
            person2: { firstName: b.firstName, chart: b.chart },
            score,
            // Each bond in turn, so the words, speed and grammar figures cover every kind.
            relationship: RELATIONSHIP_KINDS[i % RELATIONSHIP_KINDS.length],
            language,
          }),
      };
    }),
  );
measure('three-card tarot', 'card', tarotCases('three-card'));
measure('three-card tarot (German)', 'card', tarotCases('three-card', true));
measure('celtic cross tarot', 'card', tarotCases('celtic-cross'));
measure('celtic cross tarot (German)', 'card', tarotCases('celtic-cross', true));
const lifePathNames = nameDrawer();
const lifePathPeople = Array.from({ length: N }, () => {
  const [firstName, lastName] = lifePathNames();
  const birthDate = new Date(Date.UTC(1930 + Math.floor(random() * 80), 0, 1 + Math.floor(random() * 365)))
    .toISOString()
    .slice(0, 10);
  return { firstName, lastName, birthDate };
});
// The same people in English and in German, so the two languages' lengths and times compare directly.
for (const [label, language] of [
  ['life path', 'en'],
  ['life path (German)', 'de'],
] as const)
  measure(
    label,
    'number',
    lifePathPeople.map(({ firstName, lastName, birthDate }) => ({
      person: `${firstName} ${lastName} ${birthDate}`,
      names: [firstName, lastName],
      // A fixed date for the Personal Year, so every run measures the same reports.
      write: () =>
        composeLifePath({ firstName, lastName, birthDate, now: new Date('2026-06-01T12:00:00Z'), language }),
    })),
  );
measure(
  'year ahead',
  'placement',
  people.slice(0, N).map((p) => ({
    person: p.id,
    names: [p.firstName],
    write: () =>
      composeYearAhead({
        chart: p.chart,
        firstName: p.firstName,
        fromMs: Date.parse('2026-06-01T12:00:00Z'),
        timeZone: p.chart.tz_str,
      }),
  })),
);
