// What ties one placement to the rest of its chart and to the person's stage of life: the planet's
// closest aspect told inside its own paragraph (framed by its dignity, so a strong planet under
// pressure and a weak one given help read differently), the house of an outer planet as the
// personal part of a generational placement, and the age at the reading's date, which decides how
// vocation and the Saturn returns are spoken of.
import { SIGN_INFO } from './content/astro';
import { pointLabel } from './astro-facts';
import type { Chart, PointName, SignAbbrev } from '../astro/types';
import type { AspectFact } from './types';
import { capitalise } from './text';

/** Whole years from the birth date to `now` (UTC calendar), or null when the reading has no date. */
export function ageAt(chart: Pick<Chart, 'year' | 'month' | 'day'>, now: Date | undefined): number | null {
  if (!now) return null;
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const age = y - chart.year - (m < chart.month || (m === chart.month && d < chart.day) ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * How the Midheaven's vocation is framed at this age: a direction to try at 25, a standing to build
 * at 40, a thread to trace at 50, and at 70 what the working life has meant and what is handed on.
 */
export function vocationAtAge(age: number): string {
  // The Saturn returns themselves are told in Saturn's paragraph; here only what they mean for work.
  if (age < 28)
    return `At ${age}, you are still trying these directions on, and the next few years tend to show which of them is truly yours.`;
  if (age <= 31)
    return `At ${age}, a calling that was only promising has to become a real commitment, or make way for one that fits better.`;
  if (age <= 44)
    return `At ${age}, the question is less which field to enter than what standing to build in the one you have, and this is the quality to be known for there.`;
  if (age <= 57)
    return `At ${age}, you can probably trace this thread back through the work you have already done; the years ahead ask you to put your name to it more fully.`;
  if (age <= 61)
    return `At ${age}, your working life is being weighed: what you built, what to hand on, and what you still mean to do for its own sake.`;
  return `At ${age}, read this less as a career to pursue than as the thread that has run through your working life, and as what you now pass on, mentor or do for love rather than for a living.`;
}

/** Where the person stands in Saturn's cycle of about 29 years, said in Saturn's own paragraph. */
export function saturnReturnAtAge(age: number): string {
  if (age < 27)
    return 'Saturn first comes back to where it stood at your birth when you are about 29, and that return is usually when this lesson stops being a weight and becomes your own authority.';
  if (age <= 31)
    return 'You are at or near your first Saturn return, as Saturn comes back to where it stood at your birth: the time when this lesson presses hardest and pays most.';
  if (age <= 55)
    return 'Your first Saturn return, around 29, is behind you, and with it the hardest part of this lesson; the second comes at about 59.';
  if (age <= 61)
    return 'You are at or near your second Saturn return, around 59, a time to ask what the structures you have built are now for.';
  if (age <= 85)
    return 'Both of your Saturn returns, around 29 and 59, are behind you, and what this placement once demanded has had time to become a steadiness others lean on.';
  return 'Saturn has come back to where it stood at your birth two or three times in your life, around 29, 59 and 88, and each return has taken this lesson further.';
}

/** Said before an outer planet's house when its sign is read only as a generation's. */
export const OUTER_HOUSE_BRIDGE: Partial<Record<PointName, string>> = {
  Uranus: 'That much belongs to your generation; the house it occupies is yours alone.',
  Neptune: 'That is the generation’s story, and yours begins with the house it falls in.',
  Pluto: 'Millions share that sign; the house is where Pluto becomes personal.',
};

/** The aspects a placement's paragraph tells, with the verb and noun each is said with. */
const ASPECT_WORDS: Record<string, { verb: string; noun: string }> = {
  conjunction: { verb: 'joins', noun: 'a conjunction' },
  opposition: { verb: 'opposes', noun: 'an opposition' },
  square: { verb: 'squares', noun: 'a square' },
  trine: { verb: 'trines', noun: 'a trine' },
  sextile: { verb: 'sextiles', noun: 'a sextile' },
};

export const WOVEN_ASPECTS: ReadonlySet<string> = new Set(Object.keys(ASPECT_WORDS));

/** How close an aspect is, in words a reader hears rather than a figure to decode. */
function closeness(orb: number, variant: number): string {
  const k = Math.ceil(orb);
  const ways =
    orb < 0.3
      ? ['almost exactly', 'all but exactly', 'to the degree']
      : orb < 1
        ? ['within a degree', 'inside a degree', 'less than a degree from exact']
        : [`within ${k}°`, `inside ${k}°`, `${k}° from exact`];
  return ways[variant % ways.length]!;
}

export type PlanetState = 'strong' | 'weak' | 'plain';

/**
 * The sentence that brings a planet's closest aspect into its paragraph, before the authored pair
 * text: how the aspect meets this planet's condition (pressure on a debilitated planet, help for it,
 * strength under pressure or flowing outward), the other planet named with its sign. `used` counts
 * the frames a report has taken, so its paragraphs do not open their aspects the same way.
 */
export function aspectFrame(
  a: AspectFact,
  other: PointName,
  otherSign: SignAbbrev | null,
  state: PlanetState,
  used: Map<string, number>,
): string {
  const { verb, noun } = ASPECT_WORDS[a.aspect]!;
  const Noun = capitalise(noun);
  const angle = other === 'Ascendant' || other === 'Medium_Coeli';
  const name = pointLabel(other);
  const who = `${name}${otherSign && !angle ? ` in ${SIGN_INFO[otherSign].name}` : ''}`;
  const Who = capitalise(who);
  const n = used.get('all') ?? 0;
  used.set('all', n + 1);
  // Frames that put the closeness straight after "squares it" take their own turn of phrase, so
  // two of them in one report do not read "trines it within a degree" and "squares it within a degree".
  const verbTurn = used.get('verb') ?? 0;
  const near = closeness(a.orb, n);
  const nearAfterVerb = closeness(a.orb, verbTurn);
  const gap = a.orb < 1 ? 'less than a degree' : `${a.orb.toFixed(1)}°`;
  const family =
    a.aspect === 'conjunction'
      ? 'conjunction'
      : a.aspect === 'square' || a.aspect === 'opposition'
        ? 'tense'
        : 'flowing';
  const frames: Record<string, string[]> = {
    'conjunction:angle': [
      other === 'Ascendant'
        ? `It rises ${gap} from the Ascendant, on the eastern horizon itself.`
        : `It stands ${gap} from the Midheaven, at the top of the chart.`,
    ],
    conjunction: [
      `It stands ${gap} from ${name}, and the two act as one.`,
      a.orb < 1
        ? `Less than a degree from ${name}, it rarely acts alone.`
        : `Only ${gap} from ${name}, it rarely acts alone.`,
      `${capitalise(name)} lies ${gap} away, so the two speak with one voice.`,
    ],
    'tense:weak': [
      `${Noun} to ${who}, ${near}, tests it further, on top of a sign that already works against it.`,
      `${Who} ${verb} it ${nearAfterVerb}, adding pressure to a planet already working against its sign.`,
      `Its sign is hard enough, and ${noun} with ${who}, ${near}, asks still more of it.`,
    ],
    'tense:strong': [
      `Strong as it is here, it meets ${noun} from ${who}, ${near}.`,
      `For all its strength here, ${who} ${verb} it ${nearAfterVerb}, and that pressure keeps it honest.`,
      `Its dignity is tested by ${noun} with ${who}, ${near}, and holds.`,
    ],
    'tense:plain': [
      `Its sharpest contact is ${noun} with ${who}, ${near}.`,
      `${Who} ${verb} it ${nearAfterVerb}, and that friction runs through everything above.`,
      `${Noun} from ${who}, ${near}, gives all this an edge.`,
      `The tension comes from ${who}, which ${verb} it ${nearAfterVerb}.`,
      `It is pulled against ${who} by ${noun}, ${near}.`,
      `A hard link to ${who}, ${noun} ${near}, keeps this restless.`,
    ],
    'flowing:weak': [
      `Help comes through ${noun} to ${who}, ${near}, which eases what the sign makes hard.`,
      `${Who} ${verb} it ${nearAfterVerb}, a friend to a planet that struggles in its sign.`,
      `What its sign withholds, ${noun} with ${who}, ${near}, partly gives back.`,
    ],
    'flowing:strong': [
      `${Noun} linking it to ${who}, ${near}, lets that strength flow outward.`,
      `${Who} ${verb} it ${nearAfterVerb}, giving that strength an easy outlet.`,
      `Its dignity finds an ally in ${who}, through ${noun} ${near}.`,
    ],
    'flowing:plain': [
      `Its closest tie is ${noun} with ${who}, ${near}.`,
      `${Who} ${verb} it ${nearAfterVerb}, an easy current under all of this.`,
      `${Noun} from ${who}, ${near}, smooths the way.`,
      `Support comes from ${who}, which ${verb} it ${nearAfterVerb}.`,
      `It draws on ${who} through ${noun}, ${near}.`,
      `An easy link to ${who}, ${noun} ${near}, helps here.`,
    ],
  };
  // Each kind of frame takes its next wording, so a report's paragraphs do not open their aspects
  // alike until a list runs out; the closeness turns with the report's count of frames.
  const key = family === 'conjunction' ? (angle ? 'conjunction:angle' : 'conjunction') : `${family}:${state}`;
  const list = frames[key]!;
  const k = used.get(key) ?? 0;
  used.set(key, k + 1);
  const frame = list[k % list.length]!;
  if (frame.includes(`${verb} it ${nearAfterVerb}`)) used.set('verb', verbTurn + 1);
  return frame;
}
