// The life path report: Life Path, Destiny and Soul Urge with their arithmetic shown, read
// individually and then together, from the number content library.
import {
  numerologyProfile,
  type CoreNumber,
  type NumberResult,
  type NumerologyOptions,
} from '../numerology/numerology';
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

// Taken in turn by role, so two master numbers in one report are introduced differently.
const MASTER_NOTES: ((r: NumberResult, role: string) => string)[] = [
  (r, role) =>
    `${r.value} is a master number; on quieter days it works as ${r.root}, so both readings of your ${role} apply.`,
  (r, role) =>
    `As a master number, ${r.value} also carries the plainer ${r.root} within it, and your ${role} swings between the two.`,
  (r) =>
    `Master number ${r.value} keeps ${r.root} as its everyday form, to fall back on when the higher pitch is too much.`,
];

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
  ([s1, s2, s3], who) => `${who} can lean on ${s1} here, and on ${s2} and ${s3} as well.`,
  ([s1, s2, s3]) => `At its best it shows as ${s1}, backed by ${s2} and ${s3}.`,
  ([s1, s2, s3]) => `Three qualities stand out: ${s1}, ${s2} and ${s3}.`,
];
const CHALLENGES: ((c1: string, c2: string) => string)[] = [
  (c1, c2) => `The shadow side is ${c1}, and sometimes ${c2}; these are habits to notice, not flaws to fear.`,
  (c1, c2) => `Watch for ${c1} and ${c2}, the ways this number can overdo its gifts.`,
  (c1, c2) => `Under stress it slides toward ${c1} or ${c2}.`,
  (c1, c2) => `Its pitfalls are ${c1} and, now and then, ${c2}.`,
  (c1, c2) => `When things go wrong, look for ${c1} first and ${c2} second.`,
  (c1, c2) => `Overdone, it turns into ${c1}, or into ${c2}.`,
  (c1, c2) => `On a bad day, expect ${c1}, with ${c2} not far behind.`,
  (c1, c2) => `Its blind spots: ${c1}, and a tendency toward ${c2}.`,
  (c1, c2) => `Left unchecked, ${c1} creeps in, and ${c2} follows.`,
  (c1, c2) => `The price of its strengths can be ${c1}, sometimes ${c2}.`,
];

/**
 * Openers that turn one phrasing into several: two people who share a number (and so a slot's
 * content) rarely get the same opener as well. Each slot of a report gets a different one.
 */
const LEADS = [
  '',
  '',
  '',
  'In practice, ',
  'Put simply, ',
  'As a rule, ',
  'For the most part, ',
  'Most of the time, ',
  'Generally, ',
  'Often, ',
  'In short, ',
  'Usually, ',
];
const LED_SLOTS = [
  'Life Path:work',
  'Life Path:love',
  'Destiny:use',
  'Soul Urge:use',
  'th:su',
  'th:pe',
  'gd:1',
  'gd:2',
  'gd:3',
];

/** A phrasing with its slot's opener; names and numbers at the start keep their capitals. */
function withLead(c: Chooser, slot: string, sentence: string, who: string): string {
  const i = LED_SLOTS.indexOf(slot);
  const lead = i < 0 ? '' : c.pickSome('lead', LEADS, LED_SLOTS.length)[i]!;
  // A sentence that already opens with a phrase of its own ("In love, ...") takes no opener.
  if (
    lead === '' ||
    /^[^,:;]{0,24},/.test(sentence) ||
    /^(In|At|To|For|When|As|Behind|Close|Given)\b/.test(sentence)
  )
    return sentence;
  const proper =
    sentence.startsWith(who) ||
    /^(Life Path|Destiny|Soul Urge|Personality|Master|[A-Z][a-z]*'s)\b/.test(sentence);
  return lead + (proper ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1));
}

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
  const led = (slot: string, sentence: string) => withLead(c, slot, sentence, who);
  const t = NUMBER_TEXT[r.value];
  const roleLine = role === 'Life Path' ? t.lifePath : role === 'Destiny' ? t.destiny : t.soulUrge;
  const [s1, s2, s3] = c.pickSome(`${role}:s`, t.strengths, 3);
  const [ch1, ch2] = c.pickSome(`${role}:c`, t.challenges, 2);
  const parts = [
    c.pick(`${role}:calc`, [
      `Your ${role} number comes from ${source}: ${r.chain}.`,
      `From ${source} comes the ${role} number: ${r.chain}.`,
      `The ${role} number is worked out from ${source}: ${r.chain}.`,
      `Reduce ${source} and the ${role} number appears: ${r.chain}.`,
    ]) + (r.master ? ` ${c.cycle('master', ROLES.indexOf(role), MASTER_NOTES)(r, role)}` : ''),
    earlier
      ? `${c.pick(`${role}:again`, [
          `${r.value} already appeared as your ${earlier} number, so the same character is at work here in another role`,
          `You met ${r.value} above as your ${earlier} number; here it returns in a second part`,
          `The ${earlier} number was ${r.value} as well, so this is that character seen from another side`,
          `Because ${r.value} is also your ${earlier} number, its qualities are doubled`,
          `With ${r.value} already standing as your ${earlier} number, this role adds a new angle rather than a new character`,
          `This ${r.value} echoes your ${earlier} number`,
          `Here ${r.value} turns up a second time, after your ${earlier} number`,
          `Your ${earlier} number was also ${r.value}, and in this role the same energy takes another job`,
          `Seen once already as the ${earlier} number, ${r.value} now speaks for another part of you`,
        ])}: ${roleLine.charAt(0).toLowerCase()}${roleLine.slice(1)}`
      : // The number's essence and its meaning in this role make one sentence, tied to the person.
        `${t.essence.replace(/\.$/, '')}${c.pick(`${role}:join`, [`; for ${who}, `, `: in ${who}'s numbers, `, `, and for ${who} `, `; in ${who}'s case, `])}${roleLine.charAt(0).toLowerCase()}${roleLine.slice(1)}`,
  ];
  // A number already described in an earlier role keeps its strengths and pitfalls from there.
  if (!earlier)
    parts.push(
      // Each role its own phrasing, drawn apart for every reading rather than in a fixed rotation.
      c.pickSome('str', STRENGTHS, ROLES.length)[ROLES.indexOf(role)]!([s1!, s2!, s3!], who),
      c.pickSome('chal', CHALLENGES, ROLES.length)[ROLES.indexOf(role)]!(ch1!, ch2!),
    );
  // A recurring number gets a line on what changes with the role instead of its text again.
  if (earlier)
    parts.push(
      role === 'Destiny'
        ? c.pick('again:de', [
            `The difference is one of direction: as your Life Path it is the lesson, as your Destiny it is the skill people already notice in ${who}.`,
            `In this role it stops being a task and becomes a tool, something others can see and ask ${who} for.`,
            `Where the Life Path describes what life teaches, this describes what ${who} brings to the table, so the same qualities show up in your work and in how others rely on you.`,
            `Here the accent moves from the road to the talents: what was a lesson becomes a way of working.`,
            `What the road teaches slowly, the name hands ${who} as a ready skill.`,
            `Seen through the name, the number is less a challenge than an instrument ${who} already plays.`,
            `Others tend to meet this number in ${who} first as competence, long before they notice it as a life theme.`,
          ])
        : c.pick('again:su', [
            `This time it speaks in private: not what ${who} does or shows, but what ${who} quietly wants.`,
            `As a Soul Urge it moves indoors, into the wishes ${who} rarely says aloud, which makes it easier to act on once named.`,
            `In this role the same character becomes a motive rather than a manner, felt more than seen.`,
            `Here it describes what ${who} longs for rather than what ${who} shows, so it can surprise even close friends.`,
            `Turned inward, the number becomes a private compass for ${who}: the wish behind the choices.`,
            `As a heart number it is quieter, the reason underneath the behaviour rather than the behaviour itself.`,
            `What was a way of acting elsewhere becomes, here, a way of wanting.`,
            `Of its appearances this is the most personal one: the heart wants what the rest of your numbers already practise.`,
          ]),
    );
  // A number described in an earlier role already had its work and love lines.
  if (role === 'Destiny' && !earlier) {
    parts.push(
      led(
        `${role}:use`,
        c.pick(`${role}:use`, [
          `It finds its best use in ${t.work}.`,
          `Put it to work in ${t.work}, and your name's talents show.`,
          `Its natural field is ${t.work}.`,
          `Look for ${t.work}; that is where this number earns its keep.`,
          `The talents of your name show best in ${t.work}.`,
          `Given the choice, ${who} does well to seek out ${t.work}.`,
          `${capitalise(t.work)}: fields like these let this number do what it does best.`,
          `A job that uses it well would sit among ${t.work}.`,
        ]),
      ),
    );
  }
  if (role === 'Soul Urge' && !earlier) {
    parts.push(
      led(
        `${role}:use`,
        c.pick(`${role}:use`, [
          `In close relationships, this part of ${who} quietly hopes for ${t.love}.`,
          `Privately, ${who} feels most fulfilled in ${t.love}.`,
          `What the heart asks for here is ${t.love}.`,
          `Close to home, this number looks for ${t.love}.`,
          `Its deepest wish in love is for ${t.love}.`,
          `Behind closed doors it needs ${t.love}, even when ${who} does not say so.`,
          `Give this part of you ${t.love}, and much else falls into place.`,
          `It comes alive in ${t.love}.`,
        ]),
      ),
    );
  }
  if (detail) {
    parts.push(
      led(
        `${role}:work`,
        c.pick(`${role}:work`, [
          `In work, this road thrives in ${t.work}.`,
          `Career-wise, look toward ${t.work}, where this path feels at home.`,
          `The working life that suits it best: ${t.work}.`,
          `Professionally, it does well in ${t.work}.`,
          `At work, ${who} tends to flourish in ${t.work}.`,
          `Good ground for this path is ${t.work}.`,
          `The path opens up in ${t.work}, where effort feels like your own.`,
          `When choosing work, weigh ${t.work} first.`,
        ]),
      ),
      led(
        `${role}:love`,
        c.pick(`${role}:love`, [
          `In love, it flourishes with ${t.love}.`,
          `Relationships go best on this road with ${t.love}.`,
          `Love comes easiest with ${t.love}.`,
          `As a partner, this path is happiest with ${t.love}.`,
          `In a couple, ${who} does best with ${t.love}.`,
          `What this road looks for in love is ${t.love}.`,
          `Closeness works for this path when there is ${t.love}.`,
          `The heart settles on this road with ${t.love}.`,
        ]),
      ),
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
  const led = (slot: string, sentence: string) => withLead(c, slot, sentence, who);
  const full = neutralise(fullName);
  const title = `Life Path Reading for ${full}`;
  const lp = NUMBER_TEXT[lifePath.value];
  const de = NUMBER_TEXT[destiny.value];
  const su = NUMBER_TEXT[soulUrge.value];

  const values = [lifePath.value, destiny.value, soulUrge.value];
  const distinct = new Set(values).size === 3;
  const overview = [
    c.pick('ov:1', [
      `${who}, your birth date ${profile.birthDate} and your full name, ${full}, give three core numbers: Life Path ${lifePath.value}, Destiny ${destiny.value} and Soul Urge ${soulUrge.value}.`,
      `Three numbers frame this reading, ${who}: Life Path ${lifePath.value} from your birth date (${profile.birthDate}), Destiny ${destiny.value} from the letters of ${full}, and Soul Urge ${soulUrge.value} from its vowels.`,
      `From ${profile.birthDate} and the name ${full} come Life Path ${lifePath.value}, Destiny ${destiny.value} and Soul Urge ${soulUrge.value}, ${who}.`,
    ]),
    distinct
      ? c.pick('ov:2', [
          `In short, ${who}, ${lp.title} walks the road, ${de.title} describes your talents, and ${su.title} speaks for your heart.`,
          `Think of Life Path ${lifePath.value} (${lp.title}) as the road, Destiny ${destiny.value} (${de.title}) as the tools you carry, and Soul Urge ${soulUrge.value} (${su.title}) as the reason you walk it.`,
          `Put simply, your road belongs to ${lp.title}, your talents to ${de.title} and your private wishes to ${su.title}.`,
          `${capitalise(lp.title)} sets the direction, ${de.title} supplies the skills and ${su.title} the motive, ${who}.`,
        ])
      : c.pick('ov:2', [
          `One number recurs among the three, ${who}, so its character carries more weight than the others.`,
          `A repeated number makes this a more concentrated profile than most, ${who}: one character speaks in two roles.`,
          `Since two of the roles share a number, ${who}, the reading below comes back to one character from more than one side.`,
          `Your numbers repeat themselves, ${who}, which numerologists read as emphasis: the shared number is the heart of the profile, and the sections below show it at work in each role.`,
          `Not every profile has three different numbers, ${who}; yours returns to one of them, so what that number gives and asks is underlined throughout.`,
          `One number does double duty in your profile, ${who}, and that repetition is the first thing to notice before reading the details.`,
        ]),
    c.pick('ov:3', [
      `The calculation follows Hans Decoz's Pythagorean method: each part of the date and each name is reduced separately, and the master numbers 11, 22 and 33 are kept; every step is shown so you can check it, ${who}.`,
      `Each figure for ${full} is worked out by the Pythagorean method Hans Decoz describes, reducing every part of the date and every name on its own and keeping 11, 22 and 33; the steps are printed so you can follow them.`,
      `The sums below give the letters of ${full} their Pythagorean values, reduce each name and each part of ${profile.birthDate} separately, as Hans Decoz teaches, and keep the master numbers 11, 22 and 33.`,
      `Every step of the arithmetic is shown, ${who}: letters take their Pythagorean values, each name and each part of ${profile.birthDate} is reduced on its own, and 11, 22 and 33 stay whole (Hans Decoz's method).`,
    ]),
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

  // What the sections above left unsaid about a number (the strength and the pitfall they did not
  // pick), so the themes add to them instead of repeating their words.
  const firstRole = (v: CoreNumber) => ROLES[values.indexOf(v)]!;
  const spare = (v: CoreNumber, kind: 's' | 'c') => {
    const list = kind === 's' ? NUMBER_TEXT[v].strengths : NUMBER_TEXT[v].challenges;
    const used = c.pickSome(`${firstRole(v)}:${kind}`, list, kind === 's' ? 3 : 2);
    return list.find((x) => !used.includes(x)) ?? list[0]!;
  };
  const themes: string[] = [];
  if (!distinct) {
    const repeated = values.find((v, i) => values.indexOf(v) !== i)!;
    const rt = NUMBER_TEXT[repeated];
    themes.push(
      c.pick('th:rep', [
        `The number ${repeated} appears more than once among your core numbers, so ${rt.title} is a strong, repeated note: its gifts come easily, and so do its excesses, ${spare(repeated, 'c')} among them.`,
        `With ${repeated} counted twice, ${rt.title} dominates; expect its talents to feel natural and its weak spot, ${spare(repeated, 'c')}, to need watching.`,
        `A doubled ${repeated} turns up the volume of ${rt.title}: more of its drive, and more risk of ${spare(repeated, 'c')}.`,
        `Because ${repeated} recurs, ${rt.title} is the loudest voice in this chart, and ${spare(repeated, 'c')} is the habit it most needs to keep in check.`,
        `${capitalise(rt.title)} appears twice for ${who}, so its virtues come without effort; the cost, when there is one, looks like ${spare(repeated, 'c')}.`,
        `Twice ${repeated}: that makes ${rt.title} less a side of ${who} than a signature, with ${spare(repeated, 'c')} as its typical slip.`,
        `The recurring ${repeated} gives ${who} a clear centre of gravity in ${rt.title}, and one recurring trap, ${spare(repeated, 'c')}.`,
        `${who}'s profile keeps returning to ${repeated}, ${rt.title}; the strength is consistency, the risk ${spare(repeated, 'c')}.`,
      ]),
    );
  }
  const masters = [lifePath, destiny, soulUrge].filter((r) => r.master).map((r) => r.value);
  if (masters.length > 0) {
    const n = masters.length === 1 ? 'number' : 'numbers';
    const list = listJoin(masters.map(String));
    themes.push(
      c.pick('th:master', [
        `Master ${n} ${list} ${masters.length === 1 ? 'brings' : 'bring'} extra intensity: higher potential, and a need for grounding so it does not turn into pressure.`,
        `The master ${n} ${list} ${masters.length === 1 ? 'raises' : 'raise'} the stakes, ${who}: big potential that asks for rest and routine so it does not become strain.`,
        `With master ${n} ${list} in the mix, ideals run high; grounding habits keep the charge useful rather than draining.`,
        `Master ${n} ${list} ${masters.length === 1 ? 'asks' : 'ask'} ${who} to aim high and rest well, because the voltage is higher than usual.`,
        `${who} carries master ${n} ${list}: unusual sensitivity and drive, best kept steady with sleep, routine and friends who keep it real.`,
      ]),
    );
  }
  themes.push(
    lifePath.root === destiny.root
      ? c.pick('th:root', [
          `Life Path ${lifePath.value} and Destiny ${destiny.value} share a root, so your road and your talents point the same way.`,
          `Road and talents agree here: Life Path ${lifePath.value} and Destiny ${destiny.value} reduce to the same root, so what you are for and what you are good at rarely pull apart.`,
          `Since Life Path ${lifePath.value} and Destiny ${destiny.value} share a root, ${who}, the skills in your name are the very ones your road asks for.`,
          `Life Path ${lifePath.value} and Destiny ${destiny.value} come down to one root: little friction between purpose and ability, and a risk of leaning on one style too much.`,
          `What ${who} is here to do and what ${who} does well are close relatives, since Life Path ${lifePath.value} and Destiny ${destiny.value} share a root.`,
          `One root under Life Path ${lifePath.value} and Destiny ${destiny.value} means a consistent life: the job and the road are rarely at odds.`,
        ])
      : c.pick('th:lpde', [
          `Life Path ${lifePath.value} and Destiny ${destiny.value} differ: the road asks for ${spare(lifePath.value, 's')}, while your talents lean toward ${spare(destiny.value, 's')}, and putting the second to work for the first is a key to this chart.`,
          `For ${who}, Life Path ${lifePath.value} and Destiny ${destiny.value} make a working pair: ${spare(destiny.value, 's')} in the hands, ${spare(lifePath.value, 's')} as the lesson.`,
          `Life Path ${lifePath.value} wants ${spare(lifePath.value, 's')}; Destiny ${destiny.value} supplies ${spare(destiny.value, 's')}. The art is letting one serve the other.`,
          `Your road (Life Path ${lifePath.value}) calls for ${spare(lifePath.value, 's')}, and your name's talents (Destiny ${destiny.value}) offer ${spare(destiny.value, 's')}; the two complement each other once you let them work together.`,
          `Life Path ${lifePath.value} and Destiny ${destiny.value} pull in different directions, ${who}: one wants ${spare(lifePath.value, 's')}, the other brings ${spare(destiny.value, 's')}, and a life that makes room for both feels whole.`,
          `Between Life Path ${lifePath.value} and Destiny ${destiny.value} there is a useful tension: ${spare(destiny.value, 's')} is the tool, ${spare(lifePath.value, 's')} the task.`,
        ]),
  );
  themes.push(
    led(
      'th:su',
      c.pick('th:su', [
        `Soul Urge ${soulUrge.value} is the private motive under it all: when choices feel hard, ask what ${su.title} in you actually wants.`,
        `Beneath Life Path ${lifePath.value} and Destiny ${destiny.value} sits Soul Urge ${soulUrge.value}, the inner wish for ${spare(soulUrge.value, 's')}; decisions that honour it feel right from the inside.`,
        `Soul Urge ${soulUrge.value} works out of sight, ${who}: it is why some successes feel empty and others feel like yours.`,
        `Under the public numbers, Soul Urge ${soulUrge.value} keeps asking for ${spare(soulUrge.value, 's')}; a week without any of it is a week that feels off.`,
        `When you are unsure, consult Soul Urge ${soulUrge.value}, ${su.title} in you, before the louder numbers.`,
        `Soul Urge ${soulUrge.value} is the quiet vote in every big decision ${who} makes.`,
        `Private and persistent, Soul Urge ${soulUrge.value} keeps ${who} honest about what really satisfies.`,
        `Soul Urge ${soulUrge.value} asks a simple question of each plan: does it feed ${spare(soulUrge.value, 's')}?`,
      ]),
    ),
  );
  const pe = NUMBER_TEXT[personality.value];
  themes.push(
    led(
      'th:pe',
      c.pick('th:pe', [
        `Your Personality number, from the consonants, is ${personality.value} (${pe.title}): the first impression others tend to have before they know the rest.`,
        `The consonants of ${full} give Personality ${personality.value}, ${pe.title}, which is how strangers tend to read you at first.`,
        `Personality ${personality.value} (${pe.title}), from the consonants of your name, is the face you show before people know you well.`,
        `First impressions follow Personality ${personality.value}: people meeting ${who} tend to see ${pe.title} before anything else.`,
        `Strangers usually meet Personality ${personality.value} in ${who}, ${pe.title}, before the deeper numbers show.`,
        `The outer layer is Personality ${personality.value}, ${pe.title}: how ${who} comes across in a room.`,
        `Personality ${personality.value} (${pe.title}) is the doorway others walk through to reach the rest of ${who}.`,
      ]),
    ),
  );

  const guidance = [
    led(
      'gd:1',
      c.pick('gd:1', [
        `For Life Path ${lifePath.value}, ${who}: ${lp.growth}.`,
        `The growth step for Life Path ${lifePath.value} is to ${lp.growth}.`,
        `Life Path ${lifePath.value} grows when you ${lp.growth}.`,
        `To walk Life Path ${lifePath.value} well, ${lp.growth}.`,
        `Above all, ${who}, Life Path ${lifePath.value} asks you to ${lp.growth}.`,
        `Life Path ${lifePath.value} matures as you learn to ${lp.growth}.`,
        `The lesson of Life Path ${lifePath.value}, ${who}, is to ${lp.growth}.`,
      ]),
    ),
    destiny.value === lifePath.value
      ? c.pick('gd:2same', [
          `Destiny ${destiny.value} shares that advice, applied to the talents your name describes.`,
          `The same advice serves Destiny ${destiny.value}, where it applies to your talents.`,
          `Destiny ${destiny.value} repeats the lesson for the skills your name describes.`,
          `Apply it to Destiny ${destiny.value} too, ${who}: the same growth step frees your talents.`,
          `Destiny ${destiny.value}, being the same number, grows by the same step.`,
          `Destiny ${destiny.value} needs nothing different: the one step serves both road and skills.`,
          `In work, Destiny ${destiny.value} answers to the same advice.`,
        ])
      : led(
          'gd:2',
          c.pick('gd:2', [
            `For your Destiny ${destiny.value}: ${de.growth}, ${who}.`,
            `Destiny ${destiny.value} grows when you ${de.growth}.`,
            `To make the most of Destiny ${destiny.value}, ${de.growth}.`,
            `Destiny ${destiny.value} asks you to ${de.growth}.`,
            `Your talents (Destiny ${destiny.value}) flourish once you ${de.growth}.`,
            `For the skills of Destiny ${destiny.value}: ${de.growth}.`,
          ]),
        ),
    soulUrge.value === lifePath.value || soulUrge.value === destiny.value
      ? c.pick('gd:3same', [
          `Soul Urge ${soulUrge.value} echoes that advice in private life, ${who}, where the same number speaks for your heart.`,
          `In private, Soul Urge ${soulUrge.value} asks for the same, ${who}.`,
          `Soul Urge ${soulUrge.value} carries the same advice into your closest relationships.`,
          `At home and in love the same step applies, since Soul Urge ${soulUrge.value} repeats the number.`,
          `Soul Urge ${soulUrge.value} adds nothing new to the advice, only a more private place to follow it.`,
          `Let Soul Urge ${soulUrge.value} remind you of the same lesson whenever a choice is personal rather than public.`,
        ])
      : led(
          'gd:3',
          c.pick('gd:3', [
            `For your Soul Urge ${soulUrge.value}, ${who}: ${su.growth}.`,
            `And Soul Urge ${soulUrge.value} asks you to ${su.growth}.`,
            `Privately, Soul Urge ${soulUrge.value} is served when you ${su.growth}.`,
            `Soul Urge ${soulUrge.value} finds peace when you ${su.growth}.`,
            `In private, Soul Urge ${soulUrge.value} is content once you ${su.growth}.`,
            `The heart's number, Soul Urge ${soulUrge.value}, asks you to ${su.growth}.`,
          ]),
        ),
    c.pick('gd:4', [
      `Numbers describe tendencies, ${who}, not a fixed fate; use them as a mirror for the choices that remain entirely yours.`,
      `None of these numbers limits you, ${who}: they name gifts and lessons, and what you make of them is up to you.`,
      `Treat this as a description, ${who}, not a sentence: the choices stay yours.`,
      `Read the numbers as a sketch of tendencies, ${who}; you fill in the picture.`,
      `These figures point, ${who}; they do not decide.`,
      `Use the numbers as questions, ${who}, not answers.`,
      `Whatever the arithmetic says, ${who}, the next step is your own.`,
      `A profile like this is a starting point for reflection, ${who}, never a verdict.`,
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
