/**
 * Open-loop load at a fixed rate, run by `bench/api.ts` as a process of its own: requests leave
 * on a schedule whether or not earlier ones have answered, and latency is measured from the
 * scheduled time, so a stall shows up in the percentiles instead of silently slowing the
 * generator (autocannon's rate mode sends in bursts).
 *
 * Why a process of its own: run inside the bench, the generator's own event loop stalled for
 * 60-100 ms once per run (collecting the garbage the autocannon runs before it had left), and
 * since latency counts from the schedule, that stall was reported as the server's p99.
 *
 * Usage: node bench/fixed-rate.mjs <url> <rate> <seconds> <warm-up seconds> [headers as JSON]
 * Prints one JSON line: { rps, p50, p99, errors, over10, worst } of the measured seconds, where
 * `over10` counts the requests slower than 10 ms and `worst` is the slowest one, as its latency
 * and when it was due (seconds into the run, and epoch ms to set beside other logs). With
 * FIXED_RATE_TIMELINE=<file> it also writes every request's due time (epoch ms) and latency, and
 * its own timer's late ticks (over 5 ms), to find what a stall coincides with.
 */
import fs from 'node:fs';
import http from 'node:http';

const [url, rateArg, secondsArg, warmUpArg, headersArg] = process.argv.slice(2);
const rate = Number(rateArg);
const headers = headersArg ? JSON.parse(headersArg) : {};
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let timeline = null;
let gaps = null;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Sends `rate` requests a second for `seconds`; resolves with each one's latency and outcome. */
function load(seconds) {
  const total = rate * seconds;
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let worst = { ms: 0, atS: 0, at: 0 };
  const start = performance.now();
  return new Promise((resolve) => {
    let done = 0;
    const finish = (scheduledAt, ok) => {
      const latency = performance.now() - scheduledAt;
      latencies.push(latency);
      if (latency > worst.ms)
        worst = { ms: latency, atS: (scheduledAt - start) / 1000, at: performance.timeOrigin + scheduledAt };
      timeline?.push([performance.timeOrigin + scheduledAt, latency]);
      if (!ok) errors += 1;
      if (++done === total)
        resolve({ latencies, errors, worst, elapsed: (performance.now() - start) / 1000 });
    };
    let lastTick = performance.now();
    const tick = () => {
      const t = performance.now();
      if (t - lastTick > 5) gaps?.push([performance.timeOrigin + lastTick, t - lastTick]);
      lastTick = t;
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) {
        const scheduledAt = start + (sent * 1000) / rate;
        sent += 1;
        const req = http.request(
          { host: target.hostname, port: target.port, path: target.pathname, headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => finish(scheduledAt, res.statusCode === 200));
          },
        );
        req.on('error', () => finish(scheduledAt, false));
        req.end();
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}

// The warm-up opens the connections and fills the server's caches at the same rate: the first
// request after a pause opens a database connection (about 30 ms on PostgreSQL), a cost paid
// once, not at 1,000 req/s.
await load(Number(warmUpArg));
if (process.env.FIXED_RATE_TIMELINE) [timeline, gaps] = [[], []];
const { latencies, errors, worst, elapsed } = await load(Number(secondsArg));
agent.destroy();
if (timeline) fs.writeFileSync(process.env.FIXED_RATE_TIMELINE, JSON.stringify({ timeline, gaps }));
latencies.sort((a, b) => a - b);
const round = (n) => Math.round(n * 100) / 100;
console.log(
  JSON.stringify({
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
    over10: latencies.filter((l) => l > 10).length,
    worst: { ms: round(worst.ms), atS: round(worst.atS), at: Math.round(worst.at) },
  }),
);
