import { natalChart } from '../core/src/astro/chart';
import { relationshipScore } from '../core/src/astro/score';
import { compatibilityScoreFromEngine, composeCompatibility } from '../core/src/readings/compatibility-report';
import { composeNatal } from '../core/src/readings/natal-report';
import { composeCelticCross } from '../core/src/readings/celtic-cross-report';
import { composeThreeCard } from '../core/src/readings/tarot-report';
import { rng } from '../core/src/readings/__fixtures__/charts';
import { drawSpread } from '../core/src/tarot/draw';
import { LABELLED_QUESTIONS } from '../core/src/readings/__fixtures__/questions';
const r = rng(5);
const which = process.argv[2]!;
const charts = Array.from({ length: 120 }, (_, i) => {
  for (;;) { try { return natalChart({ name: 'A', year: 1940 + Math.floor(r() * 70), month: 1 + Math.floor(r() * 12), day: 1 + Math.floor(r() * 28), hour: r() > 0.2 ? Math.floor(r() * 24) : null, minute: 30, lat: 52.5, lng: 13.4, tz_str: 'Europe/Berlin' }); } catch {} }
});
const seed = (i: number) => Array.from({ length: 64 }, (_, k) => ((i * 7 + k * 13) % 16).toString(16)).join('');
const jobs: (() => unknown)[] = [];
for (let i = 0; i < 120; i++) {
  if (which === 'natal') jobs.push(() => composeNatal({ chart: charts[i]!, firstName: 'Ana' }));
  if (which === 'compat') { const a = charts[i]!, b = charts[(i + 1) % 120]!; const s = compatibilityScoreFromEngine(relationshipScore(a, b)); jobs.push(() => composeCompatibility({ person1: { firstName: 'Ana', chart: a }, person2: { firstName: 'Ben', chart: b }, score: s })); }
  if (which === 'cc' || which === 'three') { const d = drawSpread({ seed: seed(i), cut: String(i), spread: which === 'cc' ? 'celtic-cross' : 'three-card' }); const q = LABELLED_QUESTIONS[i % LABELLED_QUESTIONS.length]![0]; jobs.push(() => (which === 'cc' ? composeCelticCross : composeThreeCard)({ firstName: 'Ana', question: q, draw: d })); }
}
for (const j of jobs.slice(0, 20)) j();
const t0 = performance.now();
for (let k = 0; k < 3; k++) for (const j of jobs) j();
console.log(which, ((performance.now() - t0) / (3 * jobs.length)).toFixed(3), 'ms mean');
