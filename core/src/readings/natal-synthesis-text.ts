// The synthesis sections of the natal report and the overview sentences they shape. Each
// section is written only when its factor is present, and names the planets involved.
import type { PointName } from '../astro/types';
import {
  ELEMENT_TEXT,
  HOUSE_TEXT,
  MODALITY_TEXT,
  POINT_TEXT,
  SIGN_TEXT,
  type Element,
  type Modality,
} from './content/astro';
import { pointLabel } from './astro-facts';
import type { AspectPattern, ChartSynthesis, Dignity, MoonPhaseName } from './natal-synthesis';
import { aOrAn, capitalise, cardinal, Chooser, listJoin, ordinal } from './text';

/** "the Sun, Mars and the Midheaven": points named mid-sentence. */
const labels = (ps: PointName[]) => listJoin(ps.map(pointLabel));
const Labels = (ps: PointName[]) => capitalise(labels(ps));

const DIGNITY_TEXT: Record<Dignity, string> = {
  domicile: 'in the sign it rules, where it works with ease and authority',
  exaltation: 'exalted, where its best qualities are honoured',
  detriment: 'in its detriment, the sign opposite its home, where it has to work in unfamiliar ways',
  fall: 'in its fall, where its natural style meets resistance and matures through effort',
};

const PHASE_TEXT: Record<MoonPhaseName, string> = {
  new: 'an instinctive, forward-leaning temperament that starts things before the path is clear',
  crescent: 'a need to push past old habits and prove that something new can take root',
  'first quarter': 'a builder’s temperament that thrives on decisions and meets crises with action',
  gibbous: 'a drive to refine, analyse and improve until things work as they should',
  full: 'a clear awareness of others, where relationships are the mirror in which you see yourself',
  disseminating: 'a wish to share what you have learned, to teach, spread and explain',
  'last quarter':
    'a turn toward reorienting: questioning old forms and outgrowing beliefs that no longer fit',
  balsamic:
    'a visionary, future-minded temperament that completes cycles and prepares the ground for the next',
};

/** What each aspect pattern means, with its members. */
const PATTERN_TEXT: Record<AspectPattern['kind'], (p: AspectPattern, ends: string, apex: string) => string> =
  {
    'grand trine': (p) =>
      `${Labels(p.members)} form a grand trine, a closed circle of ease: talent that flows so readily it can go unused unless you give it a goal.`,
    'T-square': (_p, ends, apex) =>
      `${capitalise(ends)} oppose each other and both square ${apex}, a T-square: the tension finds its outlet through this focal point, where you do your hardest and best work.`,
    'grand cross': (p) =>
      `${Labels(p.members)} lock together in a grand cross of squares and oppositions: pressure from every side, and with it unusual stamina and the ability to hold many demands at once.`,
    yod: (_p, ends, apex) =>
      `${capitalise(ends)}, in sextile, both point by quincunx at ${apex}, a yod: the apex carries a sense of special task and asks for constant small adjustments rather than one grand solution.`,
    kite: (_p, ends, apex) =>
      `${capitalise(ends)} form a grand trine, and ${apex} opposite one corner turns it into a kite: the ease of the trine gets a direction, with the tail planet as the steer.`,
  };

/**
 * Patterns of one kind that share two or more points are read as one larger figure (a grand
 * trine with an extra planet, a T-square with a conjunction at one end).
 */
export function mergePatterns(patterns: AspectPattern[]): AspectPattern[] {
  const out: AspectPattern[] = [];
  const kites = patterns.filter((p) => p.kind === 'kite');
  for (const p of patterns) {
    // A kite contains its grand trine; naming the kite says both.
    if (p.kind === 'grand trine' && kites.some((k) => p.members.every((m) => k.members.includes(m))))
      continue;
    const twin = out.find(
      (q) =>
        q.kind === p.kind && q.apex === p.apex && p.members.filter((m) => q.members.includes(m)).length >= 2,
    );
    if (twin) twin.members = [...twin.members, ...p.members.filter((m) => !twin.members.includes(m))];
    else out.push({ ...p, members: [...p.members] });
  }
  return out;
}

const QUADRANT_TEXT = [
  'self-development and personal resources',
  'home, creativity and daily work',
  'partnership and shared life',
  'public life, community and the wider world',
];

function elementsSection(c: Chooser, s: ChartSynthesis): string {
  const els = (Object.entries(s.elements) as [Element, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const mods = (Object.entries(s.modalities) as [Modality, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const topN = els[0]![1];
  const leaders = els.filter(([, n]) => n === topN).map(([e]) => e);
  const gifts =
    leaders.length === 1
      ? `${ELEMENT_TEXT[leaders[0]!].quality} come naturally to you`
      : leaders.map((e) => `${e} brings ${ELEMENT_TEXT[e].quality}`).join('; ');
  const missingEl = els.filter(([, n]) => n === 0).map(([e]) => e);
  const lowEl = els.filter(([, n]) => n === 1).map(([e]) => e);
  const [topMod, topModN] = mods[0]!;
  const [lowMod, lowModN] = mods[2]!;
  const out = [
    c.pick('el:1', [
      `Counting the ten planets by element gives ${els.map(([e, n]) => `${n} ${e}`).join(', ')}; ${listJoin(leaders)} ${leaders.length === 1 ? 'leads' : 'share the lead'}: ${gifts}.`,
      `By element the ten planets fall as ${els.map(([e, n]) => `${e} ${n}`).join(', ')}. With ${listJoin(leaders)} in front, ${gifts}.`,
    ]) +
      (topN >= 5
        ? ` ${capitalise(cardinal(topN))} planets in one element is a defining note of the chart.`
        : ''),
  ];
  if (missingEl.length > 0)
    out.push(
      `Nothing falls in ${listJoin(missingEl)}. ${missingEl.map((e) => ELEMENT_TEXT[e].lacking).join(' ')}`,
    );
  else if (lowEl.length > 0)
    out.push(
      `${capitalise(listJoin(lowEl))} ${lowEl.length === 1 ? 'has a single planet' : 'have a single planet each'}, a thin thread worth strengthening on purpose.`,
    );
  out.push(
    c.pick('mod:1', [
      `By modality the count is ${mods.map(([m, n]) => `${n} ${m}`).join(', ')}: your strongest mode is ${MODALITY_TEXT[topMod]}${topModN >= 6 ? ', strongly so' : ''}, while ${lowMod} energy, ${MODALITY_TEXT[lowMod]}, ${lowModN === 0 ? 'is missing altogether and may have to be learned' : 'takes more effort'}.`,
      `The ${topMod} signs hold ${topModN} planets and favour ${MODALITY_TEXT[topMod]}; the ${lowMod} signs hold ${lowModN === 0 ? 'none' : cardinal(lowModN)}, so ${MODALITY_TEXT[lowMod]} is the skill to practise.`,
    ]),
  );
  return `### Elements and Modalities\n\n${out.join(' ')}`;
}

function rulerSection(
  c: Chooser,
  s: ChartSynthesis,
  ascSign: string,
  houseArea: (field: 'areas', house: number) => string,
): string | null {
  const r = s.ruler;
  if (!r) return null;
  const where =
    r.house !== null ? ` in the ${ordinal(r.house)} house (${HOUSE_TEXT[r.house - 1]!.theme})` : '';
  const parts = [
    c.pick('ruler:1', [
      `With ${ascSign} rising, your chart ruler is ${pointLabel(r.point)}, placed in ${SIGN_TEXT[r.sign].name}${where}; its themes thread through the whole reading.`,
      `${capitalise(pointLabel(r.point))} rules your ${ascSign} Ascendant, which makes it the guide of the chart; it sits in ${SIGN_TEXT[r.sign].name}${where}.`,
    ]),
  ];
  const condition: string[] = [];
  if (r.dignity) condition.push(`it is ${DIGNITY_TEXT[r.dignity]}`);
  if (r.angular)
    condition.push(`it stands on the ${r.angular.angle} (within ${r.angular.orb}°), which makes it loud`);
  if (r.retrograde)
    condition.push('it was retrograde, so its lead is reflective and works from the inside out');
  parts.push(
    condition.length > 0
      ? `As for its condition, ${listJoin(condition)}.`
      : `Its condition is neutral: neither dignified nor debilitated, it does its work without special help or hindrance.`,
  );
  if (r.house !== null)
    parts.push(
      c.pick('ruler:3', [
        `Where the ruler lives is where life keeps calling you back, in your case to ${houseArea('areas', r.house)}.`,
        `Life keeps returning you to the ruler's house: for you, ${houseArea('areas', r.house)}.`,
        `The ruler's house marks what life keeps asking you to attend to, and for you that means ${houseArea('areas', r.house)}.`,
      ]),
    );
  return `### Chart Ruler\n\n${parts.join(' ')}`;
}

function stelliumSection(
  s: ChartSynthesis,
  houseArea: (field: 'areas', house: number) => string,
): string | null {
  if (s.stelliums.length === 0) return null;
  const lines = s.stelliums.map((st, i) => {
    if (st.sign) {
      const t = SIGN_TEXT[st.sign];
      return i === 0
        ? `${Labels(st.members)} gather in ${t.name}, a stellium that concentrates your energy in the ${t.name} way of being: ${listJoin(t.adjectives.slice(0, 3))}.`
        : `A further cluster in ${t.name} (${labels(st.members)}) adds ${aOrAn(t.adjectives[0]!)}, ${t.adjectives[1]} note.`;
    }
    const h = HOUSE_TEXT[st.house! - 1]!;
    return i === 0 || s.stelliums[i - 1]!.sign
      ? `${capitalise(cardinal(st.members.length))} planets (${labels(st.members)}) share the ${ordinal(st.house!)} house, ${h.theme}, making ${houseArea('areas', st.house!)} a major stage of your life.`
      : `The ${ordinal(st.house!)} house (${h.theme}) is crowded too, with ${labels(st.members)}, which puts much of your energy into ${houseArea('areas', st.house!)}.`;
  });
  return `### Stelliums\n\n${lines.join(' ')}`;
}

function angularSection(s: ChartSynthesis): string | null {
  if (s.angular.length === 0) return null;
  const ANGLE_TEXT = {
    Ascendant: 'in how you come across and start things',
    Descendant: 'in your closest partnerships',
    Midheaven: 'in your public life and reputation',
    IC: 'at home and in your private roots',
  } as const;
  const angles = [...new Set(s.angular.map((a) => a.angle))];
  const lines = angles.map((angle, i) => {
    const on = s.angular.filter((a) => a.angle === angle);
    const who = labels(on.map((a) => a.point));
    const orbs = listJoin(on.map((a) => `${a.orb}°`));
    const realms = listJoin(on.map((a) => POINT_TEXT[a.point]?.realm ?? pointLabel(a.point)));
    return [
      `${capitalise(who)} ${on.length === 1 ? 'sits' : 'sit'} on the ${angle} (within ${orbs}), which puts ${realms} on show ${ANGLE_TEXT[angle]}.`,
      `On the ${angle}, within ${orbs}, ${who} ${on.length === 1 ? 'puts' : 'put'} ${realms} on display ${ANGLE_TEXT[angle]}.`,
      `The ${angle} holds ${who} (orb ${orbs}): expect ${realms} to be seen ${ANGLE_TEXT[angle]}.`,
      `Close to the ${angle} (${orbs}) ${on.length === 1 ? 'stands' : 'stand'} ${who}, making ${realms} prominent ${ANGLE_TEXT[angle]}.`,
    ][i % 4]!;
  });
  return `### Planets on the Angles\n\n${lines.join(' ')} Planets this close to an angle act first and are seen most.`;
}

const DOMINANT_SCALE =
  "on a scale that gives 3 for ruling the chart or standing on an angle, 2 for its own sign, 1 for exaltation, minus 1 in detriment or fall, and 1 each for ruling a luminary's sign, for every aspect within 3°, and for a place in a stellium or aspect pattern";

/** Realms often hold an "and" of their own ("love and values"), so each gets its own "from". */
const sources = (realms: string[]) =>
  realms.length === 2
    ? `${realms[0]} as much as from ${realms[1]}`
    : `${realms.slice(0, -1).join(', from ')} and from ${realms[realms.length - 1]} in equal measure`;

function dominantSection(s: ChartSynthesis): string | null {
  const top = s.dominant[0];
  if (!top || top.score <= 0) return null;
  const realm = (d: { point: PointName }) => POINT_TEXT[d.point]?.realm ?? pointLabel(d.point);
  // Ties are common on this small whole-number scale; naming one planet "ahead" of another with
  // the same score would contradict itself.
  const leaders = s.dominant.filter((d) => d.score === top.score);
  if (leaders.length > 3) {
    return `### Dominant Planets\n\n${leaders.length} planets share the highest score, ${top.score} points each (${labels(leaders.map((d) => d.point))}), ${DOMINANT_SCALE}; no single planet sets the tone, so the chart draws on many parts of life evenly.`;
  }
  if (leaders.length > 1) {
    const reasons = leaders.map((d) => `${pointLabel(d.point)}: ${listJoin(d.reasons)}`).join('; ');
    return `### Dominant Planets\n\n${Labels(leaders.map((d) => d.point))} share the highest score, ${top.score} points each (${reasons}), ${DOMINANT_SCALE}; so the chart takes its tone from ${sources(leaders.map(realm))}.`;
  }
  const runner = s.dominant[1];
  return `### Dominant Planet\n\n${capitalise(pointLabel(top.point))} scores highest, ${top.score} points (${listJoin(top.reasons)})${runner ? `, ahead of ${pointLabel(runner.point)} with ${runner.score}` : ''}, ${DOMINANT_SCALE}; so the chart takes its tone from ${realm(top)}.`;
}

function patternSection(s: ChartSynthesis): string | null {
  const patterns = mergePatterns(s.patterns);
  if (patterns.length === 0) return null;
  // One figure of each kind is described; further ones of the same kind are counted, so that a
  // planet in several overlapping figures is not named again and again.
  const kinds = [...new Set(patterns.map((p) => p.kind))];
  const lines = kinds.map((kind) => {
    const all = patterns.filter((p) => p.kind === kind);
    const p = all[0]!;
    const ends = labels(p.members.filter((m) => m !== p.apex));
    const text = PATTERN_TEXT[kind](p, ends, p.apex ? pointLabel(p.apex) : '');
    return all.length > 1
      ? `${text} The chart holds ${cardinal(all.length - 1)} more ${kind}${all.length > 2 ? 's' : ''} besides.`
      : text;
  });
  return `### Aspect Patterns\n\n${lines.join('\n\n')}`;
}

function moonPhaseSection(s: ChartSynthesis): string | null {
  if (!s.moonPhase) return null;
  const { phase, angle } = s.moonPhase;
  return `### Moon Phase at Birth\n\nAt your birth the Moon was ${Math.round(angle)}° ahead of the Sun, the ${phase} phase of the lunar cycle. In Dane Rudhyar's reading of the phases this suggests ${PHASE_TEXT[phase]}.`;
}

function retroSection(c: Chooser, s: ChartSynthesis): string | null {
  const r = s.retrogrades;
  if (r.length === 0) return null;
  const personal = r.filter((p) => ['Mercury', 'Venus', 'Mars'].includes(p));
  const outer = r.filter((p) => !personal.includes(p));
  const parts: string[] = [];
  if (personal.length > 0)
    parts.push(
      c.pick('retro:p', [
        `${Labels(personal)} ${personal.length === 1 ? 'was' : 'were'} retrograde at your birth, which turns part of your everyday style inward: you review, rethink and revise before you act, and often understand yourself late and deeply.`,
        `With ${labels(personal)} retrograde at birth, second thoughts come before first moves in some of your day-to-day manner, and self-knowledge arrives late but thorough.`,
        `Born with ${labels(personal)} retrograde, you tend to revisit, rework and reconsider in ${personal.length === 1 ? 'its' : 'their'} areas, and your confidence there is built rather than given.`,
      ]),
    );
  if (outer.length > 0)
    parts.push(
      c.pick('retro:o', [
        personal.length > 0
          ? `Among the slower planets, ${labels(outer)} ${outer.length === 1 ? 'was' : 'were'} retrograde too, which is common for them (a third to half of each year) and deepens their themes rather than changing them.`
          : `Only the slower planets were retrograde: ${labels(outer)}. For them retrograde motion is common (a third to half of each year), and it deepens their themes rather than changing them.`,
        `${personal.length > 0 ? `${Labels(outer)} ${outer.length === 1 ? 'was' : 'were'} retrograde as well` : `Of the planets, only the slow ${labels(outer)} ${outer.length === 1 ? 'was' : 'were'} retrograde`}; for the slow planets that is ordinary, and it makes their themes more private rather than weaker.`,
        `The retrograde ${outer.length === 1 ? 'planet' : 'planets'} ${labels(outer)} ${outer.length === 1 ? 'spends' : 'spend'} months of every year that way, so read ${outer.length === 1 ? 'it' : 'them'} as turned inward, not as blocked.`,
      ]),
    );
  if (r.length >= 5)
    parts.push(
      `With ${cardinal(r.length)} retrogrades, much of your growth happens out of sight before it shows.`,
    );
  return `### Retrogrades\n\n${parts.join(' ')}`;
}

function hemisphereSection(s: ChartSynthesis): string | null {
  const h = s.hemispheres;
  if (!h) return null;
  const parts = [
    `Above the horizon there are ${h.upper} planets and below it ${h.lower}; on the eastern side ${h.eastern} and on the western side ${h.western}.`,
  ];
  if (h.upper >= 7)
    parts.push('An upper emphasis turns you outward, toward the public world and what others can see.');
  else if (h.lower >= 7)
    parts.push('A lower emphasis turns you inward, toward private life, roots and personal foundations.');
  if (h.eastern >= 7)
    parts.push(
      'An eastern emphasis favours self-direction: you shape circumstances more than they shape you.',
    );
  else if (h.western >= 7)
    parts.push(
      'A western emphasis means you grow through other people, and partnership shapes your choices.',
    );
  const q = h.quadrants.indexOf(Math.max(...h.quadrants));
  if (h.quadrants[q]! >= 4)
    parts.push(
      `The ${ordinal(q + 1)} quadrant holds the most planets (${h.quadrants[q]}), a focus on ${QUADRANT_TEXT[q]}.`,
    );
  if (parts.length === 1)
    parts.push('The planets are spread fairly evenly, which gives balance rather than a single direction.');
  return `### Hemispheres and Quadrants\n\n${parts.join(' ')}`;
}

/** The synthesis sections, in the order a reader takes them; absent factors give no section. */
export function synthesisSections(
  c: Chooser,
  s: ChartSynthesis,
  ascSign: string | null,
  /** Hands out a house's areas in turn, shared with the placements so no area is said twice. */
  houseArea: (field: 'areas', house: number) => string,
): string[] {
  return [
    elementsSection(c, s),
    ascSign ? rulerSection(c, s, ascSign, houseArea) : null,
    dominantSection(s),
    patternSection(s),
    stelliumSection(s, houseArea),
    angularSection(s),
    moonPhaseSection(s),
    retroSection(c, s),
    hemisphereSection(s),
  ].filter((x): x is string => x !== null);
}

/** An overview paragraph drawn from the strongest synthesis factors. */
export function synthesisOverview(c: Chooser, s: ChartSynthesis): string {
  const els = (Object.entries(s.elements) as [Element, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const top = s.dominant[0];
  const leaders = els.filter(([, n]) => n === els[0]![1]).map(([e]) => e);
  const lead = listJoin(leaders);
  const parts = [
    c.pick('ov:syn', [
      `The chart leans toward ${leaders.length === 1 ? lead : `${cardinal(leaders.length)} elements at once`}${top ? `, and its strongest planet by the scoring below is ${pointLabel(top.point)}` : ''}.`,
      leaders.length === 1
        ? `${capitalise(lead)} is the leading element${top ? `, with ${pointLabel(top.point)} as the dominant planet` : ''}.`
        : `No single element rules this chart; ${cardinal(leaders.length)} are level at the top${top ? `, and ${pointLabel(top.point)} is the dominant planet` : ''}.`,
    ]),
  ];
  const merged = mergePatterns(s.patterns);
  const pattern = merged.find((p) => p.kind !== 'T-square') ?? merged[0];
  if (pattern)
    parts.push(
      `${capitalise(aOrAn(pattern.kind))} involving ${labels(pattern.members)} gives the chart a distinct shape.`,
    );
  else if (s.stelliums[0])
    parts.push(
      `A stellium of ${labels(s.stelliums[0].members)} concentrates much of its energy in one place.`,
    );
  return parts.join(' ');
}
