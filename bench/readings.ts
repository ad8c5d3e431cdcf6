/**
 * `npm run bench:readings`: variety and speed of the composer. Writes 200 natal reports for random
 * births (charts from the chart engine, computed before timing) and 200 Celtic Cross readings for
 * random draws, then prints the median and maximum share of sentences that any two reports have
 * in common (shared unique sentences / sentences of the shorter report) and the time per report.
 * Goals: median share < 15%, no pair > 40%; median natal < 5 ms, tarot < 1 ms.
 */
import { natalChart } from '../core/src/astro/chart';
import type { Chart } from '../core/src/astro/types';
import { composeCelticCross } from '../core/src/readings/tarot-report';
import { composeNatal } from '../core/src/readings/natal-report';
import { rng } from '../core/src/readings/__fixtures__/charts';
import { sentences } from '../core/src/readings/text';
import { createSeed, drawSpread } from '../core/src/tarot/draw';

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
];
const QUESTIONS = [
  'Will I find a new job this year?',
  'What should I know about my relationship with my partner?',
  'How can I feel more at peace at home?',
  'Should I move abroad next spring?',
  'What is blocking my creative work?',
  'How do I handle the conflict with my sister?',
  'What do I need to understand about money right now?',
  'Where is my life heading?',
];

function randomChart(): Chart {
  for (;;) {
    const city = pick(CITIES);
    const known = random() > 0.2;
    try {
      return natalChart({
        name: pick(NAMES),
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

function variety(label: string, texts: string[]): void {
  const sets = texts.map((t) => new Set(sentences(t)));
  const shares: number[] = [];
  let worst = { share: 0, i: 0, j: 0 };
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const [a, b] = sets[i]!.size <= sets[j]!.size ? [sets[i]!, sets[j]!] : [sets[j]!, sets[i]!];
      let common = 0;
      for (const s of a) if (b.has(s)) common++;
      const share = common / a.size;
      shares.push(share);
      if (share > worst.share) worst = { share, i, j };
    }
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `${label}: shared sentences between two reports: median ${pct(median(shares))}, max ${pct(worst.share)} (reports ${worst.i} and ${worst.j}, ${shares.length} pairs)`,
  );
}

function timing(label: string, ms: number[], words: number[]): void {
  console.log(
    `${label}: ${ms.length} reports, time per report median ${median(ms).toFixed(3)} ms, max ${Math.max(...ms).toFixed(3)} ms; words min ${Math.min(...words)}, median ${median(words)}, max ${Math.max(...words)}`,
  );
}

const charts = Array.from({ length: N }, randomChart);
// One warm-up pass so the timings measure the composer, not the JIT's first compilation.
charts.slice(0, 20).forEach((chart) => composeNatal({ chart }));
const natalMs: number[] = [];
const natalTexts: string[] = [];
const natalWords: number[] = [];
for (const chart of charts) {
  const t0 = performance.now();
  const r = composeNatal({ chart });
  natalMs.push(performance.now() - t0);
  natalTexts.push(r.markdown);
  natalWords.push(r.wordCount);
}

const draws = Array.from({ length: N }, () => ({
  firstName: pick(NAMES),
  question: pick(QUESTIONS),
  draw: drawSpread({ seed: createSeed(), cut: String(random()), spread: 'celtic-cross' }),
}));
draws.slice(0, 20).forEach((d) => composeCelticCross(d));
const tarotMs: number[] = [];
const tarotTexts: string[] = [];
const tarotWords: number[] = [];
for (const d of draws) {
  const t0 = performance.now();
  const r = composeCelticCross(d);
  tarotMs.push(performance.now() - t0);
  tarotTexts.push(r.markdown);
  tarotWords.push(r.wordCount);
}

timing('natal', natalMs, natalWords);
variety('natal', natalTexts);
timing('celtic cross', tarotMs, tarotWords);
variety('celtic cross', tarotTexts);
