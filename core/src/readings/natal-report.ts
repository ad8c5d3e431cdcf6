// The natal report: the chart's synthesis first (see natal-synthesis), then each placement from
// planet x sign x house parts with phrasings that do not repeat within a reading, aspects from
// the two planets' roles x the aspect's dynamic, and guidance from the most personal points.
import type { Chart, HouseSystem, PointName } from '../astro/types';
import { ASPECT_TEXT, HOUSE_TEXT, POINT_ROLE, POINT_TEXT, SIGN_TEXT } from './content/astro';
import {
  majorAspects,
  phraseTakers,
  placements,
  pointLabel,
  pointTitle,
  type Take,
  type TakeHouse,
} from './astro-facts';
import { synthesise } from './natal-synthesis';
import { synthesisOverview, synthesisSections } from './natal-synthesis-text';
import { aOrAn, capitalise, Chooser, countWords, listJoin, neutralise, ordinal } from './text';
import type { NatalFacts, PlacementFact, Reading } from './types';
import { checkName } from './validate';

export interface NatalReadingInput {
  chart: Chart;
  /** Name to address; defaults to the chart's name. */
  firstName?: string;
}

const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  P: 'Placidus',
  W: 'Whole Sign',
  E: 'Equal',
  K: 'Koch',
  O: 'Porphyry',
};

/** Slow planets spend years in a sign, so their sign speaks for a generation. */
const GENERATIONAL = new Set<PointName>(['Uranus', 'Neptune', 'Pluto']);

/** What a placement sentence can draw on: the point, its sign and house, and the chosen phrases. */
interface PlacementWords {
  L: string;
  label: string;
  title: string;
  S: string;
  deg: number;
  governs: string;
  realm: string;
  /** The realm, or what the point governs when the opening sentence already used the realm. */
  topic: string;
  pressure: string;
  style: string;
  a1: string;
  a2: string;
  a3: string;
  modality: string;
  element: string;
  gift: string;
  edge: string;
  need: string;
}

// Each slot has at least as many phrasings as the report has placements, and the report walks
// through them in turn, so no phrasing repeats within one reading. Only the first sentence names
// the placement; the others say "it", "this placement" or, once, "your Sun".
const INTRO: ((w: PlacementWords) => string)[] = [
  (w) => `${w.L} sits at ${w.deg}° ${w.S}, expressing ${w.governs} ${w.style}.`,
  (w) => `In ${w.S}, ${w.label} handles ${w.realm} ${w.style}, with ${aOrAn(w.a1)} streak.`,
  (w) => `With ${w.label} in ${w.S}, there is ${aOrAn(w.a1)} and ${w.a2} quality to ${w.governs}.`,
  (w) =>
    `${w.L} in ${w.S} colours ${w.governs} with ${w.modality} ${w.element}: ${w.a1}, ${w.a2} and ${w.a3}.`,
  (w) => `${w.L} at ${w.deg} degrees of ${w.S} gives ${w.realm} ${aOrAn(w.a1)}, ${w.a2} tone.`,
  (w) => `You were born with ${w.label} in ${w.S}, so you express ${w.governs} ${w.style}.`,
  (w) => `${w.S} is the sign of ${w.label} in your chart, making ${w.realm} ${w.a1} and ${w.a2}.`,
  (w) => `Your ${w.title} is in ${w.S} (${w.deg}°): ${w.a1}, ${w.a2}, and inclined to act ${w.style}.`,
  (w) => `${w.L} occupies ${w.S}, bringing ${aOrAn(w.a1)}, ${w.a3} colouring to ${w.governs}.`,
  (w) => `Placed in ${w.S}, ${w.label} lends ${w.realm} ${aOrAn(w.a2)} and ${w.a1} character.`,
  (w) => `${w.L} falls in ${w.S} at ${w.deg}°, so you meet ${w.realm} ${w.style}.`,
  (w) => `In your chart ${w.label} is found in ${w.S}, which gives ${w.governs} ${aOrAn(w.a1)} edge.`,
  (w) => `Think of ${w.label} in ${w.S} as ${aOrAn(w.a1)}, ${w.a2} energy applied to ${w.realm}.`,
  (w) => `${w.S} hosts ${w.label} at ${w.deg}°, giving ${w.realm} ${aOrAn(w.a1)}, ${w.a3} slant.`,
];

const GIFT: ((w: PlacementWords) => string)[] = [
  (w) => `At its best, this placement gives ${w.topic} ${w.gift}.`,
  (w) => `For ${w.topic}, it supplies ${w.gift}.`,
  (w) => `When it is working well, it shows as ${w.gift} in ${w.topic}.`,
  (w) => `The gift here is ${w.gift}, especially in ${w.topic}.`,
  (w) => `In ${w.topic}, it lends you ${w.gift}.`,
  (w) => `Its best contribution to ${w.topic} is ${w.gift}.`,
  (w) => `People close to you may notice ${w.gift} first, most of all in ${w.topic}.`,
  (w) => `On a good day it brings ${w.gift} to ${w.topic}.`,
  (w) => `What it offers ${w.topic} is ${w.gift}.`,
  (w) => `Lean on it for ${w.gift} in anything that touches ${w.topic}.`,
  (w) => `Here lies ${w.gift}, a strength ${w.topic} can count on.`,
  (w) => `Expect ${w.gift} from this part of you, above all in ${w.topic}.`,
  (w) => `It rewards ${w.topic} with ${w.gift}.`,
  (w) => `Others often rely on you for ${w.gift} when it comes to ${w.topic}.`,
];

const EDGE: ((w: PlacementWords) => string)[] = [
  (w) => `The challenge is ${w.edge}, and it comes up especially when ${w.pressure}.`,
  (w) => `When ${w.pressure}, the growth edge is ${w.edge}.`,
  (w) => `Growth here means ${w.edge}, particularly when ${w.pressure}.`,
  (w) => `Its lesson is ${w.edge}; that matters most when ${w.pressure}.`,
  (w) => `Under strain, as when ${w.pressure}, work on ${w.edge}.`,
  (w) => `The harder side shows when ${w.pressure}; then the task is ${w.edge}.`,
  (w) => `Watch for the moments when ${w.pressure}: they ask for ${w.edge}.`,
  (w) => `If ${w.pressure}, remember that ${w.edge} is the skill to build.`,
  (w) => `Its weak spot appears when ${w.pressure}, and the remedy is ${w.edge}.`,
  (w) => `The lesson here is ${w.edge}, tested whenever ${w.pressure}.`,
  (w) => `Growth comes through ${w.edge}, above all when ${w.pressure}.`,
  (w) => `When ${w.pressure}, it helps to practise ${w.edge}.`,
  (w) => `It asks for ${w.edge}, a lesson that surfaces when ${w.pressure}.`,
  (w) => `Trouble tends to start when ${w.pressure}; ${w.edge} is the way through.`,
];

interface HouseWords {
  ord: string;
  n: number;
  theme: string;
  area: string;
  example: string;
}

const HOUSE: ((h: HouseWords) => string)[] = [
  (h) => `Its house is the ${h.ord} (${h.theme}), so you see it most in ${h.area}, such as ${h.example}.`,
  (h) => `In the ${h.ord} house (${h.theme}), it shows up in ${h.area}, for example ${h.example}.`,
  (h) => `Placed in the ${h.ord} house, it turns toward ${h.area}: think of ${h.example}.`,
  (h) => `The ${h.ord} house puts it to work in ${h.area}, visible in ${h.example}.`,
  (h) =>
    `By house it lives in the ${h.ord} (${h.theme}); its stage is ${h.area}, and ${h.example} is a typical scene.`,
  (h) => `It acts through the ${h.ord} house, ${h.theme}: ${h.area}, ${h.example} and the like.`,
  (h) => `Look for it in ${h.area}, the territory of the ${h.ord} house, and especially in ${h.example}.`,
  (h) => `The ${h.ord} house (${h.theme}) is where this energy gets used, in ${h.area} such as ${h.example}.`,
  (h) => `Through the ${h.ord} house it reaches ${h.area}; ${h.example} is where you will notice it.`,
  (h) => `Its setting is the ${h.ord} house: ${h.area}, and moments like ${h.example}.`,
  (h) => `In daily life it plays out in ${h.area} (the ${h.ord} house), for instance ${h.example}.`,
  (h) => `House ${h.n}, ${h.theme}, gives it a home in ${h.area}; picture ${h.example}.`,
  (h) => `Being in the ${h.ord} house, it colours ${h.area}, above all ${h.example}.`,
  (h) => `From the ${h.ord} house, it works on ${h.area}, as in ${h.example}.`,
];

const NEED: ((w: PlacementWords) => string)[] = [
  (w) => `What helps your ${w.title} most is ${w.need}.`,
  (w) => `Give your ${w.title} ${w.need} and you will feel the difference.`,
  (w) => `Feed your ${w.title} with ${w.need}.`,
  (w) => `Your ${w.title} thrives on ${w.need}.`,
  (w) => `You nourish your ${w.title} through ${w.need}.`,
  (w) => `Your ${w.title} asks for ${w.need}.`,
  (w) => `Make room for ${w.need}, and your ${w.title} repays you.`,
  (w) => `Your ${w.title} settles when it has ${w.need}.`,
  (w) => `Keep ${w.need} within reach; your ${w.title} depends on it.`,
  (w) => `Above all, your ${w.title} needs ${w.need}.`,
  (w) => `With ${w.need}, your ${w.title} does its best work.`,
  (w) => `Offer your ${w.title} ${w.need} and watch it steady.`,
  (w) => `Your ${w.title} grows strongest with ${w.need}.`,
  (w) => `Plan for ${w.need}; your ${w.title} is happier for it.`,
];

/**
 * One placement's paragraph. `i` is its place in the report, which walks the phrasings.
 */
function placementParagraph(
  c: Chooser,
  f: PlacementFact,
  i: number,
  take: Take,
  takeHouse: TakeHouse,
  /**
   * How many retrograde and uncertain-sign placements came before this one: their lines are
   * taken in turn by these counts, so they differ however far apart the paragraphs are.
   */
  turns: { retro: number; possible: number },
): string {
  const t = POINT_TEXT[f.point]!;
  const s = SIGN_TEXT[f.sign];
  const slot = f.point;
  const [a1, a2, a3] = c.pickSome(`${slot}:adj`, s.adjectives, 3);
  const w: PlacementWords = {
    L: capitalise(t.label),
    label: t.label,
    title: pointTitle(f.point),
    S: s.name,
    deg: f.degree,
    governs: t.governs,
    realm: t.realm,
    topic: t.realm,
    pressure: t.pressure,
    style: take('style', f.sign),
    a1: a1!,
    a2: a2!,
    a3: a3!,
    modality: s.modality,
    element: s.element,
    gift: take('gift', f.sign),
    edge: take('edge', f.sign),
    need: take('need', f.sign),
  };
  const out: string[] = [c.cycle('a', i, INTRO)(w)];
  if (out[0]!.includes(t.realm)) w.topic = t.area;
  if (f.possibleSigns) {
    out.push(
      c.cycle('possible', turns.possible, [
        `Because the birth time is unknown, it could fall in ${listJoin(f.possibleSigns)}; read this as the most likely sign and notice which description fits you better.`,
        `Without a birth time the sign is not certain (${listJoin(f.possibleSigns)} are both possible), so test the description below against your experience.`,
        `This one changed sign on your birth date, between ${listJoin(f.possibleSigns)}; the likelier one is read here, and you can judge which rings true.`,
      ]),
    );
  }
  out.push(c.cycle('b', i, GIFT)(w));
  // The generational note takes the place of the growth edge for the slow planets.
  if (!GENERATIONAL.has(f.point)) out.push(c.cycle('c', i, EDGE)(w));
  if (f.house !== null) {
    const h = HOUSE_TEXT[f.house - 1]!;
    out.push(
      c.cycle(
        'd',
        i,
        HOUSE,
      )({
        ord: ordinal(f.house),
        n: f.house,
        theme: h.theme,
        area: takeHouse('areas', f.house),
        example: takeHouse('examples', f.house),
      }),
    );
  }
  if (GENERATIONAL.has(f.point)) {
    out.push(
      c.cycle('gen', i, [
        `It stays in ${s.name} for years, so this part describes your generation, not only you${f.house !== null ? '; the house shows where you personally meet it' : ''}.`,
        `Everyone born within a few years of you shares this ${s.name} placement; what makes it yours is ${f.house !== null ? 'its house and ' : ''}its aspects to your personal planets.`,
        `As a slow-moving planet in ${s.name}, it speaks for a whole age group${f.house !== null ? ', and its house makes it personal' : ''}.`,
      ]),
    );
  }
  if (f.retrograde && t.retro) {
    out.push(
      c.cycle('r', turns.retro, [
        `It was retrograde at your birth: ${t.retro}.`,
        `Retrograde at your birth, it turns inward first: ${t.retro}.`,
        `Because it was retrograde, ${t.retro}.`,
        `The retrograde motion adds a reflective layer: ${t.retro}.`,
        `Its retrograde station at birth means ${t.retro}.`,
        `Moving backward from Earth's view at the time, it works differently: ${t.retro}.`,
        `Being retrograde, it favours review over haste, and ${t.retro}.`,
        `A retrograde placement, it tends to mature late: ${t.retro}.`,
      ]),
    );
  }
  out.push(c.cycle('f', i, NEED)(w));
  const where = f.house !== null ? ` in the ${capitalise(ordinal(f.house))} House` : '';
  return `### ${pointTitle(f.point)} in ${s.name}${where}${f.retrograde && t.retro ? ' (retrograde)' : ''}\n\n${out.join(' ')}`;
}

function anglesSection(c: Chooser, facts: PlacementFact[], take: Take): string[] {
  const out: string[] = [];
  const asc = facts.find((f) => f.point === 'Ascendant');
  if (asc) {
    const s = SIGN_TEXT[asc.sign];
    const ascEdge = take('edge', asc.sign);
    const ascNeed = take('need', asc.sign);
    out.push(
      `### Ascendant in ${s.name}\n\n` +
        [
          c.pick('asc', [
            `Your Ascendant, the sign rising at the moment of birth, is ${s.name} at ${asc.degree}°: ${s.rising}.`,
            `With ${s.name} rising (${asc.degree}°), ${s.rising}.`,
            `${s.name} was rising on the eastern horizon when you were born, at ${asc.degree}°, so ${s.rising}.`,
          ]),
          c.pick('asc2', [
            `The rising sign is the doorway to the chart, so this ${s.adjectives[0]} manner is how the rest of you is first met.`,
            `People meet this ${s.adjectives[1]} front door before they meet the rest of the house; it is a real part of you, not a mask.`,
            `It is the style you reach for in new situations, ${s.adjectives[2]} before you have even decided how to be.`,
          ]),
          c.pick('asc3', [
            `Growing into it means ${ascEdge}.`,
            `It grows strongest when you allow yourself ${ascNeed}.`,
            `Its lesson over a lifetime is ${ascEdge}.`,
          ]),
        ].join(' '),
    );
  }
  const mc = facts.find((f) => f.point === 'Medium_Coeli');
  if (mc) {
    const s = SIGN_TEXT[mc.sign];
    const mcGift = take('gift', mc.sign);
    out.push(
      `### Midheaven in ${s.name}\n\n` +
        c.pick('mc', [
          `The Midheaven, the top of the chart, is in ${s.name}: it points to ${s.mc}.`,
          `With the Midheaven in ${s.name}, your sense of calling leans toward ${s.mc}.`,
          `At the top of your chart sits ${s.name}, the sign of your Midheaven, pointing to ${s.mc}.`,
        ]) +
        ' ' +
        c.pick('mc2', [
          `Whatever your job title, this part of the chart asks to be known for ${mcGift}.`,
          `Reputation grows here when you let ${mcGift} show in public.`,
          `Over the years, what people come to know you for is ${mcGift}.`,
        ]),
    );
  }
  return out;
}

/**
 * One aspect as a list item. A point's realm is given the first time it appears in the section
 * only; the advice refers back to the pair without naming it again.
 */
function aspectLine(
  c: Chooser,
  a: NatalFacts['aspects'][number],
  i: number,
  introduced: Set<string>,
): string {
  const t = ASPECT_TEXT[a.aspect as keyof typeof ASPECT_TEXT];
  const withRealm = (p: PointName) => {
    const realm = POINT_ROLE[p];
    if (!realm || introduced.has(p)) return pointLabel(p);
    introduced.add(p);
    return `${pointLabel(p)} (${realm})`;
  };
  const dyn = c.cycle(`dyn:${a.aspect}`, i, t.dynamics)(withRealm(a.p1), withRealm(a.p2));
  const adv = c.cycle(`adv:${a.aspect}`, i, t.advice);
  // One sentence, so the advice stays tied to this pair rather than standing alone.
  return `- **${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}°): ${capitalise(dyn)}; ${adv.charAt(0).toLowerCase()}${adv.slice(1)}`;
}

export function composeNatal(input: NatalReadingInput): Reading<'natal'> {
  const { chart } = input;
  const name = checkName(input.firstName ?? chart.name, 'firstName');
  const c = new Chooser(
    `natal|${name}|${chart.julian_day_ut}|${chart.lat}|${chart.lng}|${chart.birth_time_known}`,
  );
  const facts = placements(chart);
  const aspects = majorAspects(chart, 7);
  const synthesis = synthesise(chart);
  const { elements, modalities } = synthesis;
  const who = neutralise(name);
  const sun = facts.find((f) => f.point === 'Sun');
  const moon = facts.find((f) => f.point === 'Moon');
  const asc = facts.find((f) => f.point === 'Ascendant');
  const title = `Natal Chart Reading for ${who}`;

  const overview: string[] = [];
  const big = [
    sun && `the Sun in ${sun.signName}`,
    moon && `the Moon in ${moon.signName}`,
    asc && `${asc.signName} rising`,
  ].filter(Boolean) as string[];
  overview.push(
    c.pick('ov:1', [
      `${who}, your chart is built around ${listJoin(big)}.`,
      `The first things to know about your chart, ${who}, are ${listJoin(big)}.`,
      `${who}, at the heart of this reading stand ${listJoin(big)}.`,
    ]),
  );
  if (sun && moon) {
    const ss = SIGN_TEXT[sun.sign];
    const ms = SIGN_TEXT[moon.sign];
    overview.push(
      ss.element === ms.element
        ? `Your ${ss.name} Sun and ${ms.name} Moon share the element of ${ss.element}, so what you want and what you need tend to pull in the same direction.`
        : c.pick('ov:2', [
            `The ${ss.name} Sun speaks the language of ${ss.element} while the ${ms.name} Moon speaks ${ms.element}: purpose and comfort have different needs, and honouring both is part of your story.`,
            `Your ${ss.adjectives[0]} ${ss.name} Sun and ${ms.adjectives[0]} ${ms.name} Moon combine ${ss.element} and ${ms.element}, a mix that gives you range once you learn to let each have its turn.`,
          ]),
    );
  }
  overview.push(
    c.pick('ov:3', [
      `What follows describes tendencies and potentials rather than fixed outcomes: a chart shows the weather you were born into, and you remain the one who decides what to do with it.`,
      `Read this as a map of your inner landscape, not a verdict; every placement here can be lived in many ways, and growth is always possible.`,
      `Astrology describes inclinations, not destiny, ${who}, so take what resonates and hold the rest lightly.`,
      `None of it is fixed, ${who}: each placement below can be lived well or badly, and the chart cannot say which you will choose.`,
      `Treat what follows as a description of your raw material, ${who}; what you build from it is up to you.`,
      `A birth chart sketches potential, not a script, so read each part as a question to test against your own life.`,
    ]),
  );

  const { take, takeHouse } = phraseTakers(c);
  const planets = facts.filter((f) => f.point !== 'Ascendant' && f.point !== 'Medium_Coeli');
  const core = planets.map((f, i) =>
    placementParagraph(c, f, i, take, takeHouse, {
      retro: planets.slice(0, i).filter((x) => x.retrograde).length,
      possible: planets.slice(0, i).filter((x) => x.possibleSigns).length,
    }),
  );
  const angleParas = anglesSection(c, facts, take);

  const synthesisParts = synthesisSections(c, synthesis, asc ? asc.signName : null, takeHouse);
  if (chart.warnings.some((w) => w.code === 'polar_house_fallback')) {
    const used = HOUSE_SYSTEM_NAMES[chart.house_system ?? 'W'];
    synthesisParts.push(
      `### House System\n\nBecause you were born at a high latitude, where ${HOUSE_SYSTEM_NAMES[chart.house_system_requested]} houses cannot be drawn, the chart uses ${used} houses instead; read house positions as approximate.`,
    );
  }
  const sections = [
    `# ${title}`,
    `## Overview\n\n${overview.join(' ')}\n\n${synthesisOverview(c, synthesis)}`,
    `## Chart Synthesis\n\n${synthesisParts.join('\n\n')}`,
    `## Core Placements\n\n${[...core, ...angleParas].join('\n\n')}`,
  ];
  if (aspects.length > 0) {
    const introduced = new Set<string>();
    sections.push(
      `## Aspects\n\n${c.pick('asp:intro', [
        `The ${aspects.length} tightest major aspects, led by ${pointTitle(aspects[0]!.p1)} ${aspects[0]!.aspect} ${pointTitle(aspects[0]!.p2)}, show how the parts of your chart talk to each other.`,
        `Aspects are the conversations between planets; the closest in your chart is ${pointTitle(aspects[0]!.p1)} ${aspects[0]!.aspect} ${pointTitle(aspects[0]!.p2)}, and these are the ${aspects.length} tightest.`,
      ])}\n\n${aspects.map((a, i) => aspectLine(c, a, i, introduced)).join('\n')}`,
    );
  }

  if (!chart.birth_time_known) {
    const moonNote = moon?.possibleSigns
      ? ` The Moon moves about 13° a day, so it may have been in ${listJoin(moon.possibleSigns)}.`
      : '';
    sections.push(
      `## What This Chart Cannot Tell\n\n${c.pick('notime:1', [
        `Without a birth time, the Ascendant, the Midheaven and the twelve houses cannot be calculated, so this reading says nothing about your rising sign or about which areas of life (home, career, partnership and so on) each planet acts in.`,
        `Your birth time is unknown, ${who}, so the rising sign, the Midheaven and the houses, which say where in life each planet acts, are left out.`,
        `The houses and angles depend on the exact minute of birth, so without it this chart cannot show your rising sign or which part of life (work, home, love and so on) each planet colours.`,
      ])} ${c.pick('notime:2', [
        `The planets' signs are reliable for most of the day.`,
        `Everything said about signs and aspects still holds, since the planets barely move in a day.`,
        `The signs of the planets hardly change over a day, so those parts stand.`,
      ])}${moonNote} ${c.pick('notime:3', [
        `If you find your birth time, a new chart will add the houses and angles.`,
        `A birth certificate or a family record with the time would complete the picture.`,
        `Should the time turn up, ${who}, run the chart again for the full picture.`,
      ])}`,
    );
  }

  const saturn = facts.find((f) => f.point === 'Saturn');
  const node = facts.find((f) => f.point === 'True_Node' || f.point === 'Mean_Node');
  const guidance: string[] = [];
  if (sun) {
    const sunNeed = take('need', sun.sign);
    guidance.push(
      c.pick('gd:sun', [
        `Let your ${sun.signName} Sun have ${sunNeed}; purpose grows where it is fed.`,
        `Make regular room for ${sunNeed}, which your ${sun.signName} Sun needs to shine.`,
      ]),
    );
  }
  if (moon) {
    const moonNeed = take('need', moon.sign);
    guidance.push(
      c.pick('gd:moon', [
        `On hard days, your ${moon.signName} Moon recovers through ${moonNeed}.`,
        `Your ${moon.signName} Moon feels safest with ${moonNeed}; build that into your week.`,
      ]),
    );
  }
  if (saturn) {
    const saturnEdge = take('edge', saturn.sign);
    guidance.push(
      c.pick('gd:sat', [
        `Saturn in ${saturn.signName} asks for patience with ${saturnEdge}; what you build slowly here lasts.`,
        `With Saturn in ${saturn.signName}, the long work is ${saturnEdge}, and it rewards you over years rather than weeks.`,
      ]),
    );
  }
  if (node) {
    const nodeGift = take('gift', node.sign);
    guidance.push(
      c.pick('gd:node', [
        `The North Node in ${node.signName} points toward ${nodeGift} as a direction worth growing into.`,
        `Step by step, the North Node in ${node.signName} invites you to develop ${nodeGift}.`,
      ]),
    );
  }
  guidance.push(
    c.pick('gd:end', [
      `None of this is fixed, ${who}: you are more than any placement, and the chart is best used as a companion for the choices that are yours.`,
      `Return to this reading when you face a choice, ${who}, and ask which part of your chart wants a say; the decision remains yours.`,
    ]),
  );
  sections.push(`## Guidance\n\n${guidance.join(' ')}`);

  const markdown = sections.join('\n\n');
  const natalFacts: NatalFacts = {
    name,
    birthTimeKnown: chart.birth_time_known,
    placements: facts,
    aspects,
    elements,
    modalities,
    warnings: chart.warnings.map((w) => w.message),
  };
  return {
    kind: 'natal',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: natalFacts,
  };
}
