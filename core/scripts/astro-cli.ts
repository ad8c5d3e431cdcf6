/**
 * Chart engine CLI.
 *   npm run astro -- chart --date 1940-10-09 --time 18:30 --tz Europe/London --lat 53.4084 --lng -2.9916 [--house-system P]
 *   npm run astro -- chart --date 1940-10-09 --time 18:30 --city Liverpool --country GB
 *   npm run astro -- score --a a.json --b b.json     (each file: one chart input or birth data)
 *   npm run astro -- place "Liverpool" [--country GB] [--limit 10]
 * Omit --time (or pass --time unknown) for an unknown birth time. Bad input: exit 1, one line.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { chartInputFromBirthData } from '../src/astro/birth';
import { natalChart } from '../src/astro/chart';
import { ChartInputError } from '../src/astro/errors';
import { loadPlaceIndex } from '../src/astro/places-node';
import { birthDataSchema, chartInputSchema } from '../src/astro/schemas';
import { relationshipScoreFromInputs } from '../src/astro/score';
import type { ChartInput } from '../src/astro/types';

import { runCli } from './cli-runner';

class UsageError extends Error {}

function parseDate(s: string | undefined): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s ?? '');
  if (!m) throw new ChartInputError('date', `expected YYYY-MM-DD, got "${s ?? ''}"`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function parseTime(s: string | undefined): { hour: number | null; minute: number | null } {
  if (s === undefined || s === 'unknown') return { hour: null, minute: null };
  const m = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (!m) throw new ChartInputError('time', `expected HH:MM, got "${s}"`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

function parseNumber(field: string, s: string | undefined): number {
  const v = Number(s);
  if (s === undefined || s.trim() === '' || !Number.isFinite(v))
    throw new ChartInputError(field, `expected a number, got "${s ?? ''}"`);
  return v;
}

/** A JSON input with lat/lng/tz_str is used as is; one with a city is looked up. */
function inputFromJson(value: unknown, label: string): ChartInput {
  const withCoords = chartInputSchema.safeParse(value);
  if (withCoords.success) return withCoords.data;
  const birth = birthDataSchema.safeParse(value);
  if (birth.success) return chartInputFromBirthData(birth.data, loadPlaceIndex()).input;
  const issue = (value && typeof value === 'object' && 'city' in value ? birth : withCoords).error.issues[0];
  throw new ChartInputError(
    `${label}.${issue?.path.join('.') || 'input'}`,
    issue?.message ?? 'invalid input',
  );
}

function readJson(path: string | undefined, flag: string): unknown {
  if (!path) throw new UsageError(`--${flag} <file.json> is required`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ChartInputError(flag, `cannot read ${path}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ChartInputError(flag, `${path} is not valid JSON`);
  }
}

function chartCommand(args: string[]): unknown {
  const { values } = parseArgs({
    args,
    options: {
      date: { type: 'string' },
      time: { type: 'string' },
      tz: { type: 'string' },
      lat: { type: 'string' },
      lng: { type: 'string' },
      city: { type: 'string' },
      country: { type: 'string' },
      'house-system': { type: 'string' },
      name: { type: 'string' },
      'utc-offset-minutes': { type: 'string' },
    },
  });
  const base = { name: values.name ?? '', ...parseDate(values.date), ...parseTime(values.time) };
  let input: ChartInput;
  if (values.city !== undefined) {
    input = chartInputFromBirthData(
      { ...base, city: values.city, country: values.country },
      loadPlaceIndex(),
    ).input;
    if (values.tz) input.tz_str = values.tz;
  } else {
    if (values.lat === undefined || values.lng === undefined)
      throw new UsageError('give --lat and --lng, or --city');
    if (!values.tz)
      throw new ChartInputError('tz', 'an IANA zone such as Europe/London is required with --lat/--lng');
    input = {
      ...base,
      lat: parseNumber('lat', values.lat),
      lng: parseNumber('lng', values.lng),
      tz_str: values.tz,
    };
  }
  if (values['house-system'] !== undefined)
    input.house_system = values['house-system'] as ChartInput['house_system'];
  if (values['utc-offset-minutes'] !== undefined)
    input.utc_offset_minutes = parseNumber('utc-offset-minutes', values['utc-offset-minutes']);
  return natalChart(input);
}

function scoreCommand(args: string[]): unknown {
  const { values } = parseArgs({ args, options: { a: { type: 'string' }, b: { type: 'string' } } });
  const a = inputFromJson(readJson(values.a, 'a'), 'a');
  const b = inputFromJson(readJson(values.b, 'b'), 'b');
  const { charts: _charts, ...score } = relationshipScoreFromInputs(a, b);
  return score;
}

function placeCommand(args: string[]): unknown {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { country: { type: 'string' }, limit: { type: 'string' } },
  });
  const query = positionals.join(' ');
  const limit = values.limit === undefined ? 10 : parseNumber('limit', values.limit);
  const found = loadPlaceIndex().search(query, {
    ...(values.country ? { country: values.country } : {}),
    limit,
  });
  if (found.length === 0) throw new ChartInputError('city', `no place named "${query}"`);
  return found;
}

/** parseArgs reads "--lng -2.99" as two options; glue a negative number to its option. */
function glueNegativeValues(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = args[i + 1];
    if (a.startsWith('--') && !a.includes('=') && next !== undefined && /^-\d/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

function main(argv: string[]): number {
  const [command, ...rest] = glueNegativeValues(argv);
  try {
    const run = { chart: chartCommand, score: scoreCommand, place: placeCommand }[command ?? ''];
    if (!run) throw new UsageError('usage: astro <chart|score|place> [options]');
    process.stdout.write(JSON.stringify(run(rest), null, 2) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof ChartInputError || e instanceof UsageError) {
      console.error(`error: ${e.message}`);
    } else if (e instanceof ZodError) {
      console.error(`error: ${e.issues[0]?.path.join('.')}: ${e.issues[0]?.message}`);
    } else if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`error: ${e.message}`);
    } else {
      console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
    }
    return 1;
  }
}

runCli(
  `usage: npm run astro -- <chart|score|place> [options]

  chart --date YYYY-MM-DD [--time HH:MM|unknown] (--tz ZONE --lat N --lng N | --city NAME --country CC)
        [--house-system P|K|O|R|C|E|W]
  score --a a.json --b b.json        each file: one chart input or birth data
  place "Liverpool" [--country GB] [--limit 10]`,
  main,
);
