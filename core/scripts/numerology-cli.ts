// Prints a numerology profile as JSON:
//   npm run numerology -- --name "Mary Lynn Bryant" --date 1990-05-14 [--life-path allDigits]
//     [--names allLetters] [--y never|always] [--no-masters]
import { parseArgs } from 'node:util';
import { numerologyProfile, type NumerologyOptions } from '../src/numerology/numerology';
import { InputError } from '../src/readings/errors';
import { runCli } from './cli-runner';

const USAGE = `usage: npm run numerology -- --name "Full Birth Name" --date YYYY-MM-DD [options]

  --life-path components|componentsFlattened|allDigits   how the birth date is reduced
  --names perName|allLetters                             how the name numbers are summed
  --y sound|never|always                                 when Y counts as a vowel
  --no-masters                                           reduce 11, 22 and 33 too`;

function main(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      date: { type: 'string' },
      'life-path': { type: 'string' },
      names: { type: 'string' },
      y: { type: 'string' },
      'no-masters': { type: 'boolean', default: false },
    },
  });
  if (!values.name || !values.date) {
    console.error(USAGE);
    return 2;
  }
  const pick = <T extends string>(
    flag: string,
    value: string | undefined,
    allowed: readonly T[],
  ): T | undefined => {
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value))
      throw new InputError(flag, 'invalid_value', `use one of ${allowed.join(', ')}`);
    return value as T;
  };
  let options: NumerologyOptions;
  try {
    options = {
      lifePathMethod: pick('--life-path', values['life-path'], [
        'components',
        'componentsFlattened',
        'allDigits',
      ] as const),
      nameMethod: pick('--names', values.names, ['perName', 'allLetters'] as const),
      yRule: pick('--y', values.y, ['sound', 'never', 'always'] as const),
      masters: !values['no-masters'],
    };
  } catch (err) {
    console.error(`${(err as InputError).field}: ${(err as Error).message}`);
    return 2;
  }
  try {
    const p = numerologyProfile(values.name, values.date, options);
    const brief = (r: typeof p.lifePath) => ({
      value: r.value,
      chain: r.chain,
      parts: r.parts.map((x) => `${x.label}: ${x.chain}`),
    });
    console.log(
      JSON.stringify(
        {
          name: p.name,
          birthDate: p.birthDate,
          lifePath: brief(p.lifePath),
          destiny: brief(p.destiny),
          soulUrge: brief(p.soulUrge),
          personality: brief(p.personality),
          options: p.options,
        },
        null,
        2,
      ),
    );
    return 0;
  } catch (err) {
    if (err instanceof InputError) {
      console.error(`${err.field}: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

runCli(USAGE, main);
