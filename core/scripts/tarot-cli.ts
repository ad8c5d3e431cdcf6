// Replays or creates tarot draws from the command line so anyone can check a stored reading:
//   npm run tarot -- verify --seed S --cut C --spread celtic-cross [--commitment H]
//   npm run tarot -- new [--cut C] [--spread three-card]
import { parseArgs } from 'node:util';
import { commitSeed, createSeed, drawSpread, DrawError, type TarotDraw } from '../src/tarot/draw';
import { isSpreadId } from '../src/tarot/deck';
import { runCli } from './cli-runner';

function print(draw: TarotDraw): void {
  console.log(`spread:     ${draw.spread}`);
  console.log(`seed:       ${draw.seed}`);
  console.log(`commitment: ${draw.commitment}`);
  console.log(`cut:        ${JSON.stringify(draw.cut)}`);
  for (const c of draw.cards) {
    console.log(
      `${String(c.position).padStart(2)}. ${c.positionLabel}: ${c.name}${c.orientation === 'reversed' ? ' (reversed)' : ''}`,
    );
  }
}

function main(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      cut: { type: 'string', default: '' },
      spread: { type: 'string', default: 'celtic-cross' },
      commitment: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0] ?? 'verify';
  const spread = values.spread ?? 'celtic-cross';
  if (!isSpreadId(spread)) {
    console.error(`unknown spread "${spread}" (three-card or celtic-cross)`);
    return 2;
  }
  let seed: string;
  if (command === 'verify') {
    if (!values.seed) {
      console.error('verify needs --seed');
      return 2;
    }
    seed = values.seed;
  } else if (command === 'new') {
    seed = createSeed();
  } else {
    console.error(`unknown command "${command}" (verify or new)`);
    return 2;
  }
  try {
    const draw = drawSpread({ seed, cut: values.cut ?? '', spread });
    if (values.json) console.log(JSON.stringify(draw, null, 2));
    else print(draw);
    if (values.commitment !== undefined) {
      const ok = commitSeed(seed) === values.commitment.toLowerCase();
      console.log(ok ? 'commitment: matches' : 'commitment: DOES NOT MATCH the seed');
      return ok ? 0 : 1;
    }
    return 0;
  } catch (err) {
    if (err instanceof DrawError) {
      console.error(`${err.field}: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

runCli(
  `usage: npm run tarot -- <verify|new> [options]

  verify --seed S [--cut C] [--spread celtic-cross|three-card] [--commitment H] [--json]
         replays a stored draw; with --commitment, checks the seed against its published seal
  new    [--cut C] [--spread celtic-cross|three-card] [--json]
         draws with a fresh seed`,
  main,
);
