/**
 * `npx tsx bench/tarot-phrases.ts`: the stock lines of the tarot readers. Composes 200 three-card
 * and 100 Celtic Cross readings over the labelled questions and random draws, and prints the
 * sentences and 5-word phrases that recur in the most readings (a card's name is replaced by
 * CARD first and phrases holding it are left out, since a reading must name its cards; the
 * verify footer is left out too). `--top N` sets how many to print (default 25).
 */
import { parseArgs } from 'node:util';
import { composeCelticCross } from '../core/src/readings/celtic-cross-report';
import { composeThreeCard } from '../core/src/readings/tarot-report';
import { rng } from '../core/src/readings/__fixtures__/charts';
import { LABELLED_QUESTIONS } from '../core/src/readings/__fixtures__/questions';
import { stockPhrases } from '../core/src/readings/__fixtures__/tarot-stock';
import { drawSpread } from '../core/src/tarot/draw';

const { values: args } = parseArgs({ options: { top: { type: 'string' } } });
const TOP = Number(args.top ?? 25);
const random = rng(20261126);
const seed = () => Array.from({ length: 64 }, () => Math.floor(random() * 16).toString(16)).join('');

for (const [spread, n] of [
  ['three-card', 200],
  ['celtic-cross', 100],
] as const) {
  const readings = Array.from({ length: n }, (_, i) => {
    const input = {
      firstName: 'Ana',
      question: LABELLED_QUESTIONS[Math.floor(random() * LABELLED_QUESTIONS.length)]![0],
      draw: drawSpread({ seed: seed(), cut: String(i), spread }),
    };
    return (spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input)).markdown;
  });
  const { sentences, phrases } = stockPhrases(readings);
  console.log(`\n${spread}: ${n} readings`);
  console.log('  sentences in the most readings:');
  for (const [s, k] of sentences.slice(0, TOP)) console.log(`    ${k}  ${s.slice(0, 120)}`);
  console.log('  5-word phrases in the most readings:');
  for (const [s, k] of phrases.slice(0, TOP)) console.log(`    ${k}  ${s}`);
}
