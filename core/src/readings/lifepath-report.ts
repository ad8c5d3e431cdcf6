// The life path report: Life Path, Destiny and Soul Urge with their arithmetic shown, read
// individually and then together, from the number content library.
import { numerologyProfile, type NumberResult, type NumerologyOptions } from '../numerology/numerology';
import { NUMBER_TEXT } from './content/numbers';
import { InputError } from './errors';
import { capitalise, Chooser, countWords, listJoin, neutralise } from './text';
import type { LifePathFacts, Reading } from './types';
import { checkName } from './validate';

export interface LifePathReadingInput {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  options?: NumerologyOptions;
}

function masterNote(r: NumberResult, role: string): string {
  return r.master
    ? ` ${r.value} is a master number; on quieter days it works as ${r.root}, so both readings of your ${role} apply.`
    : '';
}

const ROLES = ['Life Path', 'Destiny', 'Soul Urge'] as const;
type Role = (typeof ROLES)[number];

// Phrasings for each part of a number's section. The three sections take them at different
// offsets, so that two roles sharing a number (a Life Path 6 with a Destiny 6) never read alike;
// the number itself is named in the heading and the calculation, then called "this number".
const STRENGTHS: ((s: [string, string, string], who: string) => string)[] = [
  ([s1, s2, s3]) => `Its strengths include ${s1}, ${s2} and ${s3}.`,
  ([s1, s2, s3]) => `This number brings ${s1} and ${s2}, with ${s3} close behind.`,
  ([s1, s2, s3], who) => `${capitalise(s1)}, ${s2} and ${s3} are qualities ${who} can count on here.`,
  ([s1, s2, s3]) => `Expect ${s1} first, then ${s2} and ${s3}.`,
  ([s1, s2, s3], who) => `In ${who}'s case that means ${s1}, ${s2} and a good measure of ${s3}.`,
  ([s1, s2, s3]) => `Its gifts are ${s1}, ${s2} and ${s3}, in roughly that order.`,
];
const CHALLENGES: ((c1: string, c2: string) => string)[] = [
  (c1, c2) => `The shadow side is ${c1}, and sometimes ${c2}; these are habits to notice, not flaws to fear.`,
  (c1, c2) => `Watch for ${c1} and ${c2}, the ways this number can overdo its gifts.`,
  (c1, c2) => `Under stress it slides toward ${c1} or ${c2}.`,
  (c1, c2) => `Its pitfalls are ${c1} and, now and then, ${c2}.`,
  (c1, c2) => `When things go wrong, look for ${c1} first and ${c2} second.`,
  (c1, c2) => `Overdone, it turns into ${c1}, or into ${c2}.`,
];

function numberSection(
  c: Chooser,
  role: Role,
  r: NumberResult,
  source: string,
  who: string,
  detail: boolean,
  /** The role that already described this number, if any; its essence is not repeated. */
  earlier: Role | null,
): string {
  const t = NUMBER_TEXT[r.value];
  const k = ROLES.indexOf(role) * 2;
  const roleLine = role === 'Life Path' ? t.lifePath : role === 'Destiny' ? t.destiny : t.soulUrge;
  const [s1, s2, s3] = c.pickSome(`${role}:s`, t.strengths, 3);
  const [ch1, ch2] = c.pickSome(`${role}:c`, t.challenges, 2);
  const parts = [
    c.pick(`${role}:calc`, [
      `Your ${role} number comes from ${source}: ${r.chain}.`,
      `From ${source} comes the ${role} number: ${r.chain}.`,
      `The ${role} number is worked out from ${source}: ${r.chain}.`,
      `Reduce ${source} and the ${role} number appears: ${r.chain}.`,
    ]) + masterNote(r, role),
    earlier
      ? `${r.value} already appeared as your ${earlier} number, so the same character is at work here in another role. ${roleLine}`
      : // The number's essence and its meaning in this role make one sentence, tied to the person.
        `${t.essence.replace(/\.$/, '')}${c.pick(`${role}:join`, [`; for ${who}, `, `: in ${who}'s numbers, `, `, and for ${who} `, `; in ${who}'s case, `])}${roleLine.charAt(0).toLowerCase()}${roleLine.slice(1)}`,
  ];
  // A number already described in an earlier role keeps its strengths and pitfalls from there.
  if (!earlier)
    parts.push(
      c.cycle('str', k, STRENGTHS)([s1!, s2!, s3!], who),
      c.cycle('chal', k, CHALLENGES)(ch1!, ch2!),
    );
  // A number described in an earlier role already had its work and love lines.
  if (role === 'Destiny' && !earlier) {
    parts.push(
      c.pick(`${role}:use`, [
        `It finds its best use in ${t.work}.`,
        `Put it to work in ${t.work}, and your name's talents show.`,
        `Its natural field is ${t.work}.`,
        `Look for ${t.work}; that is where this number earns its keep.`,
      ]),
    );
  }
  if (role === 'Soul Urge' && !earlier) {
    parts.push(
      c.pick(`${role}:use`, [
        `In close relationships, this part of ${who} quietly hopes for ${t.love}.`,
        `Privately, ${who} feels most fulfilled in ${t.love}.`,
        `What the heart asks for here is ${t.love}.`,
        `Close to home, this number looks for ${t.love}.`,
      ]),
    );
  }
  if (detail) {
    parts.push(
      c.pick(`${role}:work`, [
        `In work, this road thrives in ${t.work}.`,
        `Career-wise, look toward ${t.work}, where this path feels at home.`,
        `The working life that suits it best: ${t.work}.`,
        `Professionally, it does well in ${t.work}.`,
      ]),
      c.pick(`${role}:love`, [
        `In love, it flourishes with ${t.love}.`,
        `Relationships go best on this road with ${t.love}.`,
        `Love comes easiest with ${t.love}.`,
        `As a partner, this path is happiest with ${t.love}.`,
      ]),
    );
  }
  return `### ${role} ${r.value}${r.master ? `/${r.root}` : ''}: ${capitalise(t.title)}\n\n${parts.join(' ')}`;
}

export function composeLifePath(input: LifePathReadingInput): Reading<'life-path'> {
  const firstName = checkName(input.firstName, 'firstName');
  const lastName = checkName(input.lastName, 'lastName');
  const fullName = `${firstName} ${lastName}`;
  let profile;
  try {
    profile = numerologyProfile(fullName, input.birthDate, input.options);
  } catch (err) {
    // The name check above accepts any script; numerology needs Latin letters (and at least one
    // vowel and consonant), and the form's fields are firstName and lastName.
    if (err instanceof InputError && err.field === 'name') {
      throw new InputError(
        'firstName',
        err.code,
        err.code === 'no_letters' ? 'name must contain Latin letters for numerology' : err.message,
      );
    }
    throw err;
  }
  const { lifePath, destiny, soulUrge, personality } = profile;
  const c = new Chooser(`life-path|${fullName}|${profile.birthDate}|${JSON.stringify(profile.options)}`);
  const who = neutralise(firstName);
  const full = neutralise(fullName);
  const title = `Life Path Reading for ${full}`;
  const lp = NUMBER_TEXT[lifePath.value];
  const de = NUMBER_TEXT[destiny.value];
  const su = NUMBER_TEXT[soulUrge.value];

  const overview = [
    c.pick('ov:1', [
      `${who}, your birth date ${profile.birthDate} and your full name, ${full}, give three core numbers: Life Path ${lifePath.value}, Destiny ${destiny.value} and Soul Urge ${soulUrge.value}.`,
      `Three numbers frame this reading, ${who}: Life Path ${lifePath.value} from your birth date (${profile.birthDate}), Destiny ${destiny.value} from the letters of ${full}, and Soul Urge ${soulUrge.value} from its vowels.`,
    ]),
    c.pick('ov:2', [
      `In short, ${who}, ${lp.title} walks the road, ${de.title} describes your talents, and ${su.title} speaks for your heart.`,
      `Think of Life Path ${lifePath.value} (${lp.title}) as the road, Destiny ${destiny.value} (${de.title}) as the tools you carry, and Soul Urge ${soulUrge.value} (${su.title}) as the reason you walk it.`,
    ]),
    `The calculation follows Hans Decoz's Pythagorean method: each part of the date and each name is reduced separately, and the master numbers 11, 22 and 33 are kept; every step is shown so you can check it, ${who}.`,
  ];

  const nameParts = (r: NumberResult) => listJoin(r.parts.map((p) => `${p.label} ${p.chain}`));
  const dateParts = listJoin(lifePath.parts.map((p) => `${p.label} ${p.chain}`));
  const sections = [
    numberSection(
      c,
      'Life Path',
      lifePath,
      lifePath.parts.length > 0 ? `your birth date (${dateParts})` : `the digits of your birth date`,
      who,
      true,
      null,
    ),
    numberSection(
      c,
      'Destiny',
      destiny,
      `all the letters of your name (${nameParts(destiny)})`,
      who,
      false,
      destiny.value === lifePath.value ? 'Life Path' : null,
    ),
    numberSection(
      c,
      'Soul Urge',
      soulUrge,
      `the vowels of your name (${nameParts(soulUrge)})`,
      who,
      false,
      soulUrge.value === lifePath.value ? 'Life Path' : soulUrge.value === destiny.value ? 'Destiny' : null,
    ),
  ];

  const themes: string[] = [];
  const values = [lifePath.value, destiny.value, soulUrge.value];
  if (new Set(values).size < 3) {
    const repeated = values.find((v, i) => values.indexOf(v) !== i)!;
    themes.push(
      `The number ${repeated} appears more than once among your core numbers, so ${NUMBER_TEXT[repeated].title} is a strong, repeated note: its strengths, such as ${NUMBER_TEXT[repeated].strengths[3] ?? NUMBER_TEXT[repeated].strengths[0]}, come easily, and so do its excesses.`,
    );
  }
  const masters = [lifePath, destiny, soulUrge].filter((r) => r.master).map((r) => r.value);
  if (masters.length > 0) {
    themes.push(
      `Master ${masters.length === 1 ? 'number' : 'numbers'} ${listJoin(masters.map(String))} ${masters.length === 1 ? 'brings' : 'bring'} extra intensity: higher potential, and a need for grounding so it does not turn into pressure.`,
    );
  }
  themes.push(
    lifePath.root === destiny.root
      ? `Life Path ${lifePath.value} and Destiny ${destiny.value} share a root, so your road and your talents point the same way.`
      : c.pick('th:lpde', [
          `Life Path ${lifePath.value} and Destiny ${destiny.value} differ: the road asks for ${lp.strengths[0]}, while your talents lean toward ${de.strengths[0]}. Using the second in service of the first is a key to this chart.`,
          `Your road (Life Path ${lifePath.value}) calls for ${lp.strengths[1]}, and your name's talents (Destiny ${destiny.value}) offer ${de.strengths[1]}; the two complement each other once you let them work together.`,
        ]),
  );
  themes.push(
    c.pick('th:su', [
      `Soul Urge ${soulUrge.value} is the private motive under it all: when choices feel hard, ask what ${su.title} in you actually wants.`,
      `Beneath Life Path ${lifePath.value} and Destiny ${destiny.value} sits Soul Urge ${soulUrge.value}, the inner wish for ${su.strengths[0]}; decisions that honour it feel right from the inside.`,
    ]),
  );
  themes.push(
    `Your Personality number, from the consonants, is ${personality.value} (${NUMBER_TEXT[personality.value].title}): the first impression others tend to have before they know the rest.`,
  );

  const guidance = [
    c.pick('gd:1', [
      `For Life Path ${lifePath.value}, ${who}: ${lp.growth}.`,
      `The growth step for Life Path ${lifePath.value} is to ${lp.growth}.`,
    ]),
    destiny.value === lifePath.value
      ? `Destiny ${destiny.value} shares that advice, applied to the talents your name describes.`
      : c.pick('gd:2', [
          `For your Destiny ${destiny.value}: ${de.growth}, ${who}.`,
          `Destiny ${destiny.value} grows when you ${de.growth}.`,
        ]),
    soulUrge.value === lifePath.value || soulUrge.value === destiny.value
      ? `Soul Urge ${soulUrge.value} echoes that advice in private life, ${who}, where the same number speaks for your heart.`
      : c.pick('gd:3', [
          `For your Soul Urge ${soulUrge.value}, ${who}: ${su.growth}.`,
          `And Soul Urge ${soulUrge.value} asks you to ${su.growth}.`,
        ]),
    c.pick('gd:4', [
      `Numbers describe tendencies, ${who}, not a fixed fate; use them as a mirror for the choices that remain entirely yours.`,
      `None of these numbers limits you, ${who}: they name gifts and lessons, and what you make of them is up to you.`,
    ]),
  ];

  const markdown = [
    `# ${title}`,
    `## Overview\n\n${overview.join(' ')}`,
    `## Core Numbers\n\n${sections.join('\n\n')}`,
    `## Themes\n\n${themes.join('\n\n')}`,
    `## Guidance\n\n${guidance.join(' ')}`,
  ].join('\n\n');
  const facts: LifePathFacts = { firstName, lastName, birthDate: profile.birthDate, profile };
  return { kind: 'life-path', title, markdown, writer: 'composer', wordCount: countWords(markdown), facts };
}
