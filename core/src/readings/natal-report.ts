// The natal report: each placement is described from planet x sign x house parts with several
// phrasings, aspects from the two planets' realms x the aspect's dynamic, and the overview,
// themes and guidance from counts and the chart's most personal points.
import type { Chart, HouseSystem, PointName } from '../astro/types';
import {
  ASPECT_TEXT,
  ELEMENT_TEXT,
  HOUSE_TEXT,
  MODALITY_TEXT,
  POINT_TEXT,
  SIGN_TEXT,
  type Element,
  type Modality,
} from './content/astro';
import { balance, majorAspects, placements, pointLabel, pointTitle } from './astro-facts';
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

function placementParagraph(c: Chooser, f: PlacementFact, i: number): string {
  const t = POINT_TEXT[f.point]!;
  const s = SIGN_TEXT[f.sign];
  const slot = f.point;
  const L = capitalise(t.label);
  const [a1, a2, a3] = c.pickSome(`${slot}:adj`, s.adjectives, 3);
  const style = c.pick(`${slot}:style`, s.styles);
  const gift = c.pick(`${slot}:gift`, s.gifts);
  const edge = c.pick(`${slot}:edge`, s.edges);
  const need = c.pick(`${slot}:need`, s.needs);
  const out: string[] = [];
  out.push(
    c.cycle('a', i, [
      `${L} sits at ${f.degree}° ${s.name}, expressing ${t.governs} ${style}.`,
      `In ${s.name}, ${t.label} handles ${t.realm} ${style}, with ${aOrAn(a1!)} streak.`,
      `With ${t.label} in ${s.name}, there is ${aOrAn(a1!)} and ${a2} quality to ${t.governs}.`,
      `${L} in ${s.name} colours ${t.governs} with ${s.modality} ${s.element}: ${a1}, ${a2} and ${a3}.`,
      `${L} at ${f.degree} degrees of ${s.name} gives ${t.realm} ${aOrAn(a1!)}, ${a2} tone, expressed ${style}.`,
    ]),
  );
  if (f.possibleSigns) {
    out.push(
      `Because the birth time is unknown, ${t.label} could fall in ${listJoin(f.possibleSigns)}; read this as the most likely sign and notice which description fits you better.`,
    );
  }
  out.push(
    c.cycle('b', i, [
      `At its best, ${t.label} in ${s.name} gives you ${gift}.`,
      `${L} in ${s.name} is a source of ${gift} for you.`,
      `When it is working well, this ${s.name} ${pointTitle(f.point)} shows up as ${gift}.`,
      `The gift of this ${s.name} placement is ${gift}, especially in ${t.realm}.`,
      `In ${t.realm}, ${s.name} lends you ${gift}.`,
    ]),
  );
  out.push(
    c.cycle('c', i, [
      `The ${s.name} challenge is ${edge}, and it comes up for ${t.label} especially when ${t.pressure}.`,
      `When ${t.pressure}, the ${s.name} growth edge for ${t.label} is ${edge}.`,
      `Growth for ${t.label} in ${s.name} means ${edge}, particularly when ${t.pressure}.`,
      `The ${s.name} lesson for ${t.realm} is ${edge}; it matters most when ${t.pressure}.`,
    ]),
  );
  if (f.house !== null) {
    const h = HOUSE_TEXT[f.house - 1]!;
    const area = c.pick(`${slot}:area`, h.areas);
    const example = c.pick(`${slot}:ex`, h.examples);
    out.push(
      c.cycle('d', i, [
        `Its house is the ${ordinal(f.house)} (${h.theme}), so you see ${t.realm} most in ${area}, such as ${example}.`,
        `In the ${ordinal(f.house)} house (${h.theme}), ${t.label} shows up in ${area}, for example ${example}.`,
        `Placed in the ${ordinal(f.house)} house, ${t.label} brings ${t.realm} into ${area}: think of ${example}.`,
        `The ${ordinal(f.house)} house puts ${t.label} to work in ${area}, visible in ${example}.`,
      ]),
    );
  }
  if (GENERATIONAL.has(f.point)) {
    out.push(
      c.pick(`${slot}:gen`, [
        `${L} stays in ${s.name} for years, so this part describes your generation as much as you${f.house !== null ? '; the house shows where you personally meet it' : ''}.`,
        `Everyone born within a few years of you shares ${t.label} in ${s.name}; what makes it yours is ${f.house !== null ? 'its house and ' : ''}its aspects to your personal planets.`,
      ]),
    );
  }
  if (f.retrograde && t.retro) {
    out.push(
      c.pick(`${slot}:r`, [
        `${L} was retrograde when you were born: ${t.retro}.`,
        `With ${t.label} retrograde in ${s.name}, ${t.retro}.`,
      ]),
    );
  }
  out.push(
    c.cycle('f', i, [
      `What helps ${t.label} in ${s.name} most is ${need}.`,
      `Give this ${s.name} energy ${need} and you will feel ${t.realm} come into its own.`,
      `Feed this ${s.name} ${pointTitle(f.point)} with ${need}.`,
      `${L} in ${s.name} thrives on ${need}.`,
      `You nourish ${t.realm} through ${need}, as ${t.label} in ${s.name} asks.`,
    ]),
  );
  const where = f.house !== null ? ` in the ${capitalise(ordinal(f.house))} House` : '';
  return `### ${pointTitle(f.point)} in ${s.name}${where}${f.retrograde && t.retro ? ' (retrograde)' : ''}\n\n${out.join(' ')}`;
}

/** The ruler of the rising sign is the chart ruler; where it sits colours the whole chart. */
function rulerSentence(c: Chooser, ruler: PointName, facts: PlacementFact[]): string {
  const r = facts.find((f) => f.point === ruler);
  if (!r) return '';
  const where = r.house !== null ? ` in the ${ordinal(r.house)} house` : '';
  return ` ${c.pick('ruler', [
    `Your chart ruler, the planet of the rising sign, is ${pointLabel(ruler)}, placed in ${r.signName}${where}, so its themes thread through the whole reading.`,
    `As ruler of the Ascendant, ${pointLabel(ruler)} in ${r.signName}${where} acts as the guide of your chart; its themes echo through every section.`,
  ])}`;
}

function anglesSection(c: Chooser, facts: PlacementFact[]): string[] {
  const out: string[] = [];
  const asc = facts.find((f) => f.point === 'Ascendant');
  if (asc) {
    const s = SIGN_TEXT[asc.sign];
    out.push(
      `### Ascendant in ${s.name}\n\n` +
        c.pick('asc', [
          `Your Ascendant, the sign rising at the moment of birth, is ${s.name} at ${asc.degree}°: ${s.rising}.`,
          `With ${s.name} rising (${asc.degree}°), ${s.rising}.`,
        ]) +
        ' ' +
        c.pick('asc2', [
          `The rising sign is the doorway to the chart, so this ${s.adjectives[0]} ${s.name} manner is how the rest of you is first met.`,
          `People meet the ${s.adjectives[1]} ${s.name} front door before they meet the rest of the house; it is a real part of you, not a mask.`,
        ]) +
        ' ' +
        c.pick('asc3', [
          `Growing into this ${s.name} Ascendant means ${c.pick('asc:e', s.edges)}.`,
          `The ${s.name} Ascendant grows strongest when you allow yourself ${c.pick('asc:n', s.needs)}.`,
        ]) +
        rulerSentence(c, s.ruler, facts),
    );
  }
  const mc = facts.find((f) => f.point === 'Medium_Coeli');
  if (mc) {
    const s = SIGN_TEXT[mc.sign];
    out.push(
      `### Midheaven in ${s.name}\n\n` +
        c.pick('mc', [
          `The Midheaven, the top of the chart, is in ${s.name}: it points to ${s.mc}.`,
          `With the Midheaven in ${s.name}, your sense of calling leans toward ${s.mc}.`,
        ]) +
        ' ' +
        c.pick('mc2', [
          `Whatever your job title, a ${s.name} Midheaven asks to be known for ${c.pick('mc:g', s.gifts)}.`,
          `Reputation grows for a ${s.name} Midheaven when you let ${c.pick('mc:g', s.gifts)} show in public.`,
        ]),
    );
  }
  return out;
}

function aspectLine(c: Chooser, a: NatalFacts['aspects'][number]): string {
  const t = ASPECT_TEXT[a.aspect as keyof typeof ASPECT_TEXT];
  const slot = `${a.p1}-${a.p2}`;
  // Naming each point with its realm keeps two-realm sentences readable ("Venus (love and values)").
  const r1 = POINT_TEXT[a.p1] ? `${pointLabel(a.p1)} (${POINT_TEXT[a.p1]!.realm})` : pointLabel(a.p1);
  const r2 = POINT_TEXT[a.p2] ? `${pointLabel(a.p2)} (${POINT_TEXT[a.p2]!.realm})` : pointLabel(a.p2);
  const dyn = c.pick(`${slot}:dyn`, t.dynamics)(r1, r2);
  const adv = c.pick(`${slot}:adv`, t.advice)(pointLabel(a.p1), pointLabel(a.p2));
  return `- **${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}°): ${capitalise(dyn)}. ${adv}`;
}

function themes(
  c: Chooser,
  chart: Chart,
  facts: PlacementFact[],
  elements: Record<Element, number>,
  modalities: Record<Modality, number>,
): string[] {
  const paras: string[] = [];
  const els = (Object.entries(elements) as [Element, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const [topEl, topN] = els[0]!;
  const missing = els.filter(([, n]) => n === 0).map(([e]) => e);
  const inEl = (e: Element) =>
    facts
      .filter((f) => f.point !== 'Ascendant' && f.point !== 'Medium_Coeli' && SIGN_TEXT[f.sign].element === e)
      .map((f) => f.label);
  paras.push(
    c.pick('th:el', [
      `Element balance: ${els.map(([e, n]) => `${e} ${n}`).join(', ')} among the ten planets. ${capitalise(topEl)} leads with ${listJoin(inEl(topEl).slice(0, 4))}, so ${ELEMENT_TEXT[topEl].quality} come naturally to you.`,
      `Counting the ten planets by element gives ${els.map(([e, n]) => `${n} in ${e}`).join(', ')}. The emphasis on ${topEl} (${listJoin(inEl(topEl).slice(0, 4))}) makes ${ELEMENT_TEXT[topEl].quality} your home ground.`,
    ]) + (topN >= 5 ? ` With ${topN} planets in ${topEl}, this is a defining note of the chart.` : ''),
  );
  if (missing.length > 0) {
    paras.push(
      `No planets are in ${listJoin(missing)}. ${missing.map((e) => ELEMENT_TEXT[e].lacking).join(' ')}`,
    );
  }
  const mods = (Object.entries(modalities) as [Modality, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  paras.push(
    c.pick('th:mod', [
      `By modality, ${mods.map(([m, n]) => `${n} ${m}`).join(', ')}: your strongest mode is ${MODALITY_TEXT[mods[0]![0]]}, while ${mods[2]![0]} energy (${MODALITY_TEXT[mods[2]![0]]}) may take more effort.`,
      `The ${mods[0]![0]} signs hold ${mods[0]![1]} planets, which favours ${MODALITY_TEXT[mods[0]![0]]}; the ${mods[2]![0]} signs hold ${mods[2]![1]}, so ${MODALITY_TEXT[mods[2]![0]]} is the skill to practise.`,
    ]),
  );
  const bySign = new Map<string, string[]>();
  const byHouse = new Map<number, string[]>();
  for (const f of facts) {
    if (f.point === 'Ascendant' || f.point === 'Medium_Coeli') continue;
    bySign.set(f.signName, [...(bySign.get(f.signName) ?? []), f.label]);
    if (f.house !== null) byHouse.set(f.house, [...(byHouse.get(f.house) ?? []), f.label]);
  }
  for (const [sign, pts] of bySign) {
    if (pts.length >= 3)
      paras.push(
        `A cluster of ${pts.length} points in ${sign} (${listJoin(pts)}) concentrates a lot of your energy in the ${sign} way of being: ${listJoin(SIGN_TEXT[facts.find((f) => f.signName === sign)!.sign].adjectives.slice(0, 3))}.`,
      );
  }
  for (const [house, pts] of byHouse) {
    if (pts.length >= 3)
      paras.push(
        `The ${ordinal(house)} house (${HOUSE_TEXT[house - 1]!.theme}) holds ${listJoin(pts)}, making ${HOUSE_TEXT[house - 1]!.areas[0]} a major stage of your life.`,
      );
  }
  const retro = facts.filter((f) => f.retrograde && POINT_TEXT[f.point]?.retro);
  if (retro.length > 0) {
    paras.push(
      c.pick('th:retro', [
        `${listJoin(retro.map((f) => f.label))} ${retro.length === 1 ? 'was' : 'were'} retrograde at birth, so part of your growth happens through review and reflection before it shows outwardly.`,
        `Retrograde at birth: ${listJoin(retro.map((f) => f.label))}. These energies tend to mature inwardly and often become stronger with age.`,
      ]),
    );
  }
  if (chart.warnings.some((w) => w.code === 'polar_house_fallback')) {
    const used = HOUSE_SYSTEM_NAMES[chart.house_system ?? 'W'];
    paras.push(
      `Because you were born at a high latitude, where ${HOUSE_SYSTEM_NAMES[chart.house_system_requested]} houses cannot be drawn, the chart uses ${used} houses instead; read house positions as approximate.`,
    );
  }
  return paras;
}

export function composeNatal(input: NatalReadingInput): Reading<'natal'> {
  const { chart } = input;
  const name = checkName(input.firstName ?? chart.name, 'firstName');
  const c = new Chooser(
    `natal|${name}|${chart.julian_day_ut}|${chart.lat}|${chart.lng}|${chart.birth_time_known}`,
  );
  const facts = placements(chart);
  const aspects = majorAspects(chart, 8);
  const { elements, modalities } = balance(chart);
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
      `Astrology describes inclinations, not destiny, so take what resonates and hold the rest lightly.`,
    ]),
  );

  const core = facts
    .filter((f) => f.point !== 'Ascendant' && f.point !== 'Medium_Coeli')
    .map((f, i) => placementParagraph(c, f, i));
  const angleParas = anglesSection(c, facts);

  const sections = [
    `# ${title}`,
    `## Overview\n\n${overview.join(' ')}`,
    `## Core Placements\n\n${[...core, ...angleParas].join('\n\n')}`,
  ];
  if (aspects.length > 0) {
    sections.push(
      `## Aspects\n\n${c.pick('asp:intro', [
        `The ${aspects.length} tightest major aspects, led by ${pointTitle(aspects[0]!.p1)} ${aspects[0]!.aspect} ${pointTitle(aspects[0]!.p2)}, show how the parts of your chart talk to each other.`,
        `Aspects are the conversations between planets; the closest in your chart is ${pointTitle(aspects[0]!.p1)} ${aspects[0]!.aspect} ${pointTitle(aspects[0]!.p2)}, and these are the ${aspects.length} tightest.`,
      ])}\n\n${aspects.map((a) => aspectLine(c, a)).join('\n')}`,
    );
  }
  sections.push(`## Themes\n\n${themes(c, chart, facts, elements, modalities).join('\n\n')}`);

  if (!chart.birth_time_known) {
    const moonNote = moon?.possibleSigns
      ? ` The Moon moves about 13° a day, so it may have been in ${listJoin(moon.possibleSigns)}.`
      : '';
    sections.push(
      `## What This Chart Cannot Tell\n\nWithout a birth time, the Ascendant, the Midheaven and the twelve houses cannot be calculated, so this reading says nothing about your rising sign or about which areas of life (home, career, partnership and so on) each planet acts in. The planets' signs are reliable for most of the day.${moonNote} If you find your birth time, a new chart will add the houses and angles.`,
    );
  }

  const saturn = facts.find((f) => f.point === 'Saturn');
  const node = facts.find((f) => f.point === 'True_Node' || f.point === 'Mean_Node');
  const guidance: string[] = [];
  if (sun)
    guidance.push(
      c.pick('gd:sun', [
        `Let your ${sun.signName} Sun have ${c.pick('gd:sun:n', SIGN_TEXT[sun.sign].needs)}; purpose grows where it is fed.`,
        `Make regular room for ${c.pick('gd:sun:n', SIGN_TEXT[sun.sign].needs)}, which your ${sun.signName} Sun needs to shine.`,
      ]),
    );
  if (moon)
    guidance.push(
      c.pick('gd:moon', [
        `On hard days, your ${moon.signName} Moon recovers through ${c.pick('gd:moon:n', SIGN_TEXT[moon.sign].needs)}.`,
        `Your ${moon.signName} Moon feels safest with ${c.pick('gd:moon:n', SIGN_TEXT[moon.sign].needs)}; build that into your week.`,
      ]),
    );
  if (saturn)
    guidance.push(
      c.pick('gd:sat', [
        `Saturn in ${saturn.signName} asks for patience with ${c.pick('gd:sat:e', SIGN_TEXT[saturn.sign].edges)}; what you build slowly here lasts.`,
        `With Saturn in ${saturn.signName}, the long work is ${c.pick('gd:sat:e', SIGN_TEXT[saturn.sign].edges)}, and it rewards you over years rather than weeks.`,
      ]),
    );
  if (node)
    guidance.push(
      c.pick('gd:node', [
        `The North Node in ${node.signName} points toward ${c.pick('gd:node:g', SIGN_TEXT[node.sign].gifts)} as a direction worth growing into.`,
        `Step by step, the North Node in ${node.signName} invites you to develop ${c.pick('gd:node:g', SIGN_TEXT[node.sign].gifts)}.`,
      ]),
    );
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
