// The synthesis of the natal report in words: the themes that carry the most weight (the
// overview's story), the synthesis sections a reader takes before the placements, and the
// technical details (scores and counts) that close the report. Each section is written only when
// its factor is present, and names the planets involved.
import type { AspectName } from '../astro/aspects';
import type { PointName, SignAbbrev } from '../astro/types';
import {
  ASPECT_KIND_TEXT,
  ASPECT_TEXT,
  aspectFamily,
  aspectKey,
  STRONG_ASPECT_TEXT,
  type AspectPoint,
} from './content/authored';
import {
  ELEMENT_TEXT,
  HOUSE_THEME,
  MODALITY_TEXT,
  POINT_INFO,
  SIGN_INFO,
  type Element,
  type Modality,
} from './content/astro';
import { pointLabel, pointTitle, tablePoint } from './astro-facts';
import {
  CLASSICAL,
  GENERATIONAL,
  CUSP_ORB,
  PERSONAL,
  PLANETS,
  type AngularPlanet,
  type AspectPattern,
  type ChartSynthesis,
  type Dignity,
  type Impediment,
  type MoonPhaseName,
  type RulerCondition,
  type SolarCondition,
  dignities,
  leadersOf,
  mutualReceptions,
} from './natal-synthesis';
import { capitalise, cardinal, listJoin, ordinal } from './text';
import {
  dispositor,
  essentialState,
  finalDispositor,
  moonMayHoldFace,
  termBounds,
  triplicityRuler,
  type EssentialKind,
  type EssentialState,
} from './essential-dignity';
import type { AspectFact } from './types';

/** "the Sun, Mars and the Midheaven": points named mid-sentence. */
const labels = (ps: PointName[]) => listJoin(ps.map(pointLabel));
const Labels = (ps: PointName[]) => capitalise(labels(ps));

/**
 * A grand trine named by its three corners, a conjunction on a corner told as such ("Mercury and
 * Jupiter together, Neptune, and Venus with Saturn"), never five planets as if five corners.
 */
export function trineCorners(p: AspectPattern): string {
  const corners =
    p.corners ?? p.members.filter((m) => m !== p.apex && !p.coApexes?.includes(m)).map((m) => [m]);
  if (corners.every((c) => c.length === 1)) return labels(corners.flat());
  const named = corners.map((c) =>
    c.length === 1
      ? pointLabel(c[0]!)
      : c.length === 2
        ? // "The Sun with Mars, the Moon, and Pluto" read as four corners (review r27 set f).
          `${pointLabel(c[0]!)} (with ${pointLabel(c[1]!)} beside it)`
        : `${labels(c)} together`,
  );
  return `${named.slice(0, -1).join(', ')}, and ${named[named.length - 1]}`;
}
/**
 * The element a grand trine (or a kite's trine) lies in, when every corner shares it; null for a
 * trine across a sign line. One reading to name the figure by, in the overview, the patterns and
 * the aspect list alike: a reviewer met "a fire grand trine", "a grand trine in fire" and "Grand
 * trine of Sun, Moon and Uranus" for one figure in one report (set t).
 */
export function trineElement(
  p: AspectPattern,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
): Element | null {
  // A corner held by a conjunction is read by its first planet, as `trineCorners` names it.
  const corners = p.corners
    ? p.corners.map((c) => c[0]!)
    : p.members.filter((m) => m !== p.apex && !p.coApexes?.includes(m));
  const els = new Set(corners.filter((m) => signs[m]).map((m) => SIGN_INFO[signs[m]!].element));
  const [el] = [...els];
  return els.size === 1 && el ? el : null;
}

/** The figure's one name: "grand trine in fire", or by its corners when its signs mix elements. */
export function grandTrineName(
  p: AspectPattern,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
): string {
  const el = trineElement(p, signs);
  return el ? `grand trine in ${el}` : `grand trine of ${trineCorners(p)}`;
}
const realm = (p: PointName) => POINT_INFO[p]?.realm ?? pointLabel(p);
/**
 * Several realms listed: when one has its own "and" ("your mind and voice"), "as well as" or a comma
 * before the last keeps them apart (review r27: "your sense of self, your mind and voice and dreams and ideals").
 */
function realmList(points: readonly PointName[]): string {
  const xs = points.map(realm);
  if (!xs.some((x) => x.includes(' and '))) return listJoin(xs);
  return xs.length === 2
    ? `${xs[0]} as well as ${xs[1]}`
    : `${xs.slice(0, -1).join(', ')}, and ${xs[xs.length - 1]}`;
}
const signName = (s: keyof typeof SIGN_INFO) => SIGN_INFO[s].name;

/**
 * Rudhyar's reading of each lunation phase in three wordings, picked by the Moon's distance from
 * the Sun, so three new-Moon charts in one batch do not share one sentence (review r24).
 */
const PHASE_TEXT: Record<MoonPhaseName, readonly [string, string, string]> = {
  new: [
    'an instinctive, forward-leaning temperament that starts things before the path is clear',
    'a spontaneous nature that acts first and understands afterwards, projecting itself into what is new',
    'an impulse to begin, trusting the start of a thing more than any plan for it',
  ],
  crescent: [
    'a need to push past old habits and prove that something new can take root',
    'a struggle to break free of the past, so that what is new in you can take hold',
    'an urge to assert the new against the pull of what came before',
  ],
  'first quarter': [
    'a builder’s temperament that thrives on decisions and meets crises with action',
    'a will to act in a crisis, clearing away old forms to make room for structures of your own',
    'a decisive, active nature that grows by meeting challenges head-on',
  ],
  gibbous: [
    'a drive to refine, analyse and improve until things work as they should',
    'a search for meaning and method, perfecting what has been started',
    'a wish to grow through study and technique, so that your efforts come to something',
  ],
  full: [
    'a clear awareness of others, where relationships are the mirror in which you see yourself',
    'objectivity and fulfilment through relationship, seeing yourself most clearly in other people',
    'a life lived in the full light of awareness, in which meaning comes through others',
  ],
  disseminating: [
    'a wish to share what you have learned, to teach, spread and explain',
    'a gift for passing on ideas, a populariser who carries what was learned out to others',
    'a need to demonstrate what you believe and convince others of it',
  ],
  'last quarter': [
    'a turn toward reorienting: questioning old forms and outgrowing beliefs that no longer fit',
    'a crisis in consciousness, in which you outgrow old forms and act on new principles',
    'a turn toward principle over habit, quietly reshaping what you were handed',
  ],
  balsamic: [
    'a visionary, future-minded temperament that completes cycles and prepares the ground for the next',
    'a sense of destiny and of endings, a life that closes one cycle and seeds the next',
    'a prophetic turn of mind, oriented to a future others cannot yet see',
  ],
};

/**
 * Patterns of one kind that share two or more points are read as one larger figure (a grand
 * trine with an extra planet, a T-square with a conjunction at one end). A T-square's new end
 * goes to the side opposite the end it shares, so "the Moon and Jupiter oppose Neptune" stays true.
 */
export function mergePatterns(patterns: AspectPattern[]): AspectPattern[] {
  const out: AspectPattern[] = [];
  const kites = patterns.filter((p) => p.kind === 'kite');
  for (const p of patterns) {
    // A kite contains its grand trine; naming the kite says both.
    if (p.kind === 'grand trine' && kites.some((k) => p.members.every((m) => k.members.includes(m))))
      continue;
    const trineOf = (x: AspectPattern) => x.members.filter((m) => m !== x.apex);
    // Two kites on one grand trine whose tails are conjunct (Uranus and Pluto) are one kite with two.
    const kiteTwin =
      p.kind === 'kite'
        ? out.find((q) => q.kind === 'kite' && trineOf(p).every((m) => q.members.includes(m)))
        : undefined;
    if (kiteTwin) {
      if (!kiteTwin.members.includes(p.apex!)) {
        kiteTwin.coApexes = [...(kiteTwin.coApexes ?? []), p.apex!];
        kiteTwin.members = [...kiteTwin.members, p.apex!];
      }
      continue;
    }
    const twin = out.find(
      (q) =>
        q.kind === p.kind && q.apex === p.apex && p.members.filter((m) => q.members.includes(m)).length >= 2,
    );
    if (!twin) {
      out.push({
        ...p,
        members: [...p.members],
        ...(p.kind === 'grand trine' || p.kind === 'kite' ? { corners: trineOf(p).map((m) => [m]) } : {}),
        ...(p.sides ? { sides: [[...p.sides[0]], [...p.sides[1]]] } : {}),
      });
      continue;
    }
    if (twin.corners) {
      // A trine sharing two corners swaps in a planet conjunct the third: it joins that corner.
      for (const m of trineOf(p).filter((x) => !twin.members.includes(x)))
        twin.corners.find((c) => !c.some((x) => p.members.includes(x)))?.push(m);
    }
    if (twin.sides && p.sides) {
      const [x, y] = [p.sides[0][0]!, p.sides[1][0]!];
      const sideOf = (m: PointName) => twin.sides!.findIndex((side) => side.includes(m));
      if (sideOf(x) >= 0 && sideOf(y) < 0) twin.sides[1 - sideOf(x)]!.push(y);
      else if (sideOf(y) >= 0 && sideOf(x) < 0) twin.sides[1 - sideOf(y)]!.push(x);
    }
    twin.members = [...twin.members, ...p.members.filter((m) => !twin.members.includes(m))];
  }
  // Two T-squares on the same opposition whose focal planets differ (conjunct apexes) are one
  // figure with two focal planets.
  const merged: AspectPattern[] = [];
  const ends = (p: AspectPattern) => [...(p.sides?.flat() ?? [])].sort().join();
  for (const p of out) {
    const twin =
      p.kind === 'T-square' ? merged.find((q) => q.kind === 'T-square' && ends(q) === ends(p)) : undefined;
    if (twin) {
      twin.coApexes = [...(twin.coApexes ?? []), p.apex!];
      twin.members = [...twin.members, p.apex!];
    } else merged.push(p);
  }
  return merged;
}

/** What flows round a grand trine in each element, worded apart from the element balance. */
const TRINE_GIFT: Record<Element, string> = {
  fire: 'confidence and inspiration',
  earth: 'skill with the material world and a steady pair of hands',
  air: 'understanding and an ease with people',
  water: 'emotional insight and compassion',
};

/** "both" or "all three": the points that share the apex's square. */
const allOf = (n: number) => (n === 2 ? 'both' : `all ${cardinal(n)}`);
const verb = (ps: PointName[], one: string, many: string) => (ps.length === 1 ? one : many);

/** How the pressure of a T-square is worked out through each focal point, written for that point. */
const T_SQUARE_FOCUS: Partial<Record<PointName, string>> = {
  Sun: 'the pull between the two ends is settled through who you decide to be, and taking a clear stand is your way through',
  Moon: 'the strain lands on your feelings, which take in every pull between the two ends, and learning to meet your own needs first turns it into strength',
  Mercury:
    'the tension finds its outlet in your mind and voice, so thinking it through, writing and speaking are how you resolve it',
  Venus:
    'the tension finds its outlet in love, money and what you value, and choosing what you truly want resolves it',
  Mars: 'the tension is discharged through action, so you resolve pressure by doing, and learn to aim before you strike',
  Jupiter:
    'the pressure looks for release through growth, belief and excess, and a cause worth the energy keeps it in proportion',
  Saturn:
    'the pressure settles on you as a sense that you must hold everything together alone, and learning where your responsibility ends is what lets the strain become strength',
  Uranus:
    'the tension breaks out as sudden change, and you resolve it by finding a way to be free that does not burn every bridge',
  Neptune:
    'the tension tends to dissolve into escape or ideal, and giving it a form in art, faith or service is how you hold it',
  Pluto:
    'the pressure goes deep and forces change, and you resolve it by letting something old end so that something stronger can begin',
  Ascendant:
    'the tension shows in how you meet the world, and you resolve it each time you act plainly for yourself',
  Medium_Coeli:
    'the tension is worked out in your career and public life, where you do your hardest and best work',
};

/** What the apex of a yod is asked to do, written for each point that can stand there. */
const YOD_APEX: Partial<Record<PointName, string>> = {
  Sun: 'life keeps asking you to adjust who you are, and the task you feel called to is becoming fully yourself',
  Moon: 'your feelings keep shifting to meet other people’s, and the special task is learning what truly nourishes you',
  Mercury:
    'your mind is pulled to make sense of what does not fit, and the task often takes the shape of words, teaching or a skill',
  Venus:
    'love and values need constant fine-tuning, and the task is finding a way of loving that is truly your own',
  Mars: 'your drive keeps being redirected, and the task is finding the one aim worth all that energy',
  Jupiter:
    'your faith keeps being tested by circumstance, and the task is a belief you have earned rather than inherited',
  Saturn: 'duty arrives in odd shapes and at odd times, and the task is a responsibility only you can carry',
  Uranus:
    'your need for freedom is always adjusting to circumstance, and the task is an original contribution that fits no mould',
  Neptune: 'your ideals keep being tested by reality, and the task is a vision given a practical form',
  Pluto:
    'power and change come at you from unexpected angles, and the task is a transformation you help others through',
  Ascendant: 'your way of meeting the world keeps being adjusted, and the task is to become visibly yourself',
  Medium_Coeli:
    'your calling keeps shifting shape, and the task is a vocation that joins what you can do with what you must',
};

/** One sentence describing a pattern, with its apex named and its sign relationship. */
export function patternSentence(
  p: AspectPattern,
  positions: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  houses: Partial<Record<PointName, number>> = {},
): string {
  const ends = p.members.filter((m) => m !== p.apex);
  const apex = p.apex ? pointLabel(p.apex) : '';
  switch (p.kind) {
    case 'grand trine': {
      const el = trineElement(p, positions);
      return `${capitalise(trineCorners(p))} form a grand trine${el ? ` in ${el}` : ''}, a closed circle of ease: ${el ? TRINE_GIFT[el] : 'talents'} flow so readily that they can go unused unless you give them a goal.`;
    }
    case 'T-square': {
      const [a, b] = p.sides ?? [[ends[0]!], ends.slice(1)];
      const focal = [p.apex!, ...(p.coApexes ?? [])];
      const [fh, ha, hb] = [houses[p.apex!], houses[a[0]!], houses[b[0]!]];
      // Where the figure lives: the focal planet's house takes the strain of the arms' axis.
      const where =
        fh && ha && hb && PLANETS.includes(p.apex!)
          ? ` ${capitalise(apex)} stands in the ${ordinal(fh)} house (${HOUSE_THEME[fh - 1]}), so that is where you settle what pulls between the ${ordinal(ha)} house (${HOUSE_THEME[ha - 1]}) and the ${ordinal(hb)} (${HOUSE_THEME[hb - 1]}).`
          : '';
      return focal.length === 1
        ? `${Labels(a)} ${verb(a, 'opposes', 'oppose')} ${labels(b)}, and ${allOf(a.length + b.length)} square ${apex}, the focal ${PLANETS.includes(p.apex!) ? 'planet' : 'point'} of a T-square: ${T_SQUARE_FOCUS[p.apex!]}.${where}`
        : `${Labels(a)} ${verb(a, 'opposes', 'oppose')} ${labels(b)}, and ${allOf(a.length + b.length)} square ${labels(focal)}, the focal ${focal.every((f) => PLANETS.includes(f)) ? 'planets' : 'points'} of a T-square: the tension finds its outlet through them, where you do your hardest and best work.`;
    }
    case 'grand cross':
      return `${Labels(p.members)} lock together in a grand cross of squares and oppositions: pressure from every side, and with it unusual stamina and the ability to hold many demands at once.`;
    case 'yod':
      // Three at the base hold a conjunction as well as the sextile: "the Sun, Mars and Venus, linked
      // by sextile" called a conjunction a sextile (review y).
      return ends.length === 2
        ? `${Labels(ends)}, linked by sextile, both form a quincunx to ${apex}, the apex of a yod: ${YOD_APEX[p.apex!]}.`
        : `${Labels(ends)} ${allOf(ends.length)} form a quincunx to ${apex}, with a sextile between them at the base, so ${apex} is the apex of a yod: ${YOD_APEX[p.apex!]}.`;
    case 'kite':
      return p.coApexes?.length
        ? `${capitalise(trineCorners(p))} form a grand trine, and ${labels([p.apex!, ...p.coApexes])} together opposite one corner turn it into a kite: the ease of the trine gets a direction, with them as the steer.`
        : `${capitalise(trineCorners(p))} form a grand trine, and ${apex} opposite one corner turns it into a kite: the ease of the trine gets a direction, with ${apex} as the steer.`;
  }
}

/**
 * Each classical planet in each sign of its dignity or debility by Lilly's table, written for
 * that planet there: what the condition does to it and, for a debility, the work it asks.
 */
export const DIGNITY_TEXT: Partial<Record<PointName, Partial<Record<keyof typeof SIGN_INFO, string>>>> = {
  Sun: {
    Leo: 'The Sun rules Leo and is in its own sign here: your sense of self shines without borrowed light, and you lead most naturally by being plainly who you are.',
    Ari: 'The Sun is exalted in Aries, the sign where the zodiac begins: your will is honoured here and rises quickly to meet a challenge.',
    Aqu: "Aquarius is the detriment of the Sun, facing Leo across the zodiac: the Sun's wish to stand out meets this sign's loyalty to the group, so your confidence grows by degrees rather than arriving all at once.",
    Lib: 'The Sun falls in Libra, opposite Aries, where it is exalted: the will is at its weakest where compromise rules, so decisiveness is a muscle you build on purpose.',
  },
  Moon: {
    Can: 'The Moon rules Cancer and is at home here: your instinct for care is reliable, and you know without asking what nourishes you and the people you love.',
    Tau: "The Moon is exalted in Taurus: here it does its best work, and your moods, once unsettled, come back to balance more surely than most people's.",
    Cap: "Capricorn is the detriment of the Moon, opposite its home in Cancer: the Moon's need for softness sits in a sign that prizes control, so comfort often comes to you late, and through what you have achieved.",
    Sco: 'The Moon falls in Scorpio, opposite its exaltation in Taurus: the planet that seeks calm meets a sign of extremes, so your peace is something you make rather than something you are given.',
  },
  Mercury: {
    Gem: 'Mercury rules Gemini and works at home here: quick, versatile and easy with words, it gathers and trades ideas as fast as they come.',
    Vir: 'Mercury both rules and is exalted in Virgo, as strong as it can be by sign: thought and craft serve each other, and knowledge you have checked becomes something others can rely on.',
    Sag: 'Sagittarius is the detriment of Mercury, across from Gemini, its own sign: the planet of particulars is pulled toward the general, so your mind is stronger at meaning than at method.',
    Pis: 'Pisces is both the detriment and the fall of Mercury, the hardest sign it can hold: logic is out of its element here, yet the mind that results understands people and moods without being told.',
  },
  Venus: {
    Tau: 'Venus rules Taurus, so here it is in its own sign: affection is steady and sensual, and you know how to make beauty and comfort last.',
    Lib: 'Venus rules Libra and is at ease in it: charm works without strain, and you know by instinct how to bring two people to meet halfway.',
    Pis: 'Venus is exalted in Pisces: the planet of love is at its most generous here, and your affection heals as much as it delights.',
    Sco: 'Scorpio is the detriment of Venus, opposite Taurus, which it rules: the planet of easy pleasure finds itself in a sign of extremes, so love is rarely light for you, and its rewards are deep rather than comfortable.',
    Ari: 'Aries is the detriment of Venus, the sign facing its own Libra: the planet of harmony is asked to compete here, so your love has a fighting edge and is never passive.',
    Vir: 'Venus falls in Virgo, across from Pisces, the sign of its exaltation: the planet of pleasure is asked to be useful here, so delight can feel like something to be earned, and the lesson is to allow it without first deserving it.',
  },
  Mars: {
    Ari: "Mars rules Aries and is at home here: your drive is direct and brave, and you act without waiting for anyone's permission.",
    Sco: 'Mars is the traditional ruler of Scorpio and is strong here: your force works underground, patient until the moment it acts.',
    Cap: 'Mars is exalted in Capricorn: the planet of force is given a purpose here, and your energy goes further than most because so little of it is wasted.',
    Lib: 'Libra is the detriment of Mars, opposite its home in Aries: the planet of war is a guest in the house of peace, so your force comes out through argument, diplomacy and timing rather than a straight blow.',
    Tau: 'Taurus is the detriment of Mars, across from Scorpio, its other home: the planet of speed sits in a sign of stillness, so you fight for what you have more readily than for what you want, and you rarely lose ground.',
    Can: 'Mars falls in Cancer, opposite its exaltation in Capricorn: the planet of direct action sits in a sign that moves sideways, so your drive rises and falls with your feelings and is hard to summon for anything you do not care about.',
  },
  Jupiter: {
    Sag: 'Jupiter rules Sagittarius and is in its own sign: faith and generosity flow freely, and your trust that things will work out is more often than not borne out.',
    Pis: 'Jupiter is the traditional ruler of Pisces and holds its full dignity here: its trust in life is boundless, and help tends to find you once you stop trying to arrange it.',
    Can: 'Jupiter is exalted in Cancer: the planet of increase is honoured here, so what you give to your own people tends to come back to you enlarged.',
    Gem: 'Gemini is the detriment of Jupiter, facing its own Sagittarius: the planet of the big picture is placed among many small ones, so opinions come to you quickly and convictions slowly.',
    Vir: 'Virgo is the detriment of Jupiter, opposite Pisces, which it rules by tradition: the planet of faith is placed where everything must be proved, so your hopes have to show they work before you trust them.',
    Cap: 'Jupiter falls in Capricorn, facing Cancer, where it is exalted: the planet of plenty is placed where limits rule, so generosity can feel like a risk, and it is a risk worth taking.',
  },
  Saturn: {
    Cap: 'Saturn rules Capricorn and works from its own sign: time is on your side, and what you build slowly tends to stand.',
    Aqu: 'Saturn is the traditional ruler of Aquarius and is strong here: its discipline serves an idea, and you can hold to a principle long after others have let it go.',
    Lib: 'Saturn is exalted in Libra: the planet of law is honoured under the scales, so your authority rests on fairness, and people accept your judgement because they trust it.',
    Can: 'Cancer is the detriment of Saturn, across from its home in Capricorn: the planet of boundaries works where belonging matters most, so rules and tenderness have to learn to share one house.',
    Leo: 'Leo is the detriment of Saturn, facing Aquarius, which it rules by tradition: the planet of restraint is set to work where self-display belongs, so play and pride come to you with a sense of duty attached.',
    Ari: 'Saturn falls in Aries, across from Libra, its exaltation: the planet of patience is asked to hurry here, so your discipline comes in bursts until experience teaches it to last.',
  },
};

/** The authored dignity sentence of a classical planet in a sign of its dignity or debility. */
export function dignitySentence(point: PointName, sign: keyof typeof SIGN_INFO): string {
  return DIGNITY_TEXT[point]![sign]!;
}

/**
 * Each planet combust, within 8.5° of the Sun, "burned by its rays": tradition (Lilly among others)
 * counts combustion a grave debility, the planet weakened and hidden by the Sun's light, not made
 * hotter, so each line says what goes unseen or underpowered. One clause each, with no colon: it
 * follows the sentence's own.
 */
const COMBUST_TEXT: Partial<Record<PointName, string>> = {
  Mercury:
    'tradition counts this a debility that leaves your own ideas hard to see from outside and hard to hold at a distance, so you think best when a second voice checks what you feel sure of.',
  Venus:
    'tradition counts Venus weakened here, your affections and tastes unseen behind your own aims, so what you love can be hard for others to read and slow for you to claim.',
  // The heat stays: only where it shows changes, so a Mars the overview reads as hot on a light is
  // not contradicted here (review r28: Minogue's Mars on her Moon, "hot and fast").
  Mars: 'tradition reads Mars here as weakened and hidden, its heat felt inside before anyone sees it and your drive working out of plain view, and it grows stronger when you give it a plain task of its own.',
  Jupiter:
    "tradition reads Jupiter's generosity here as weakened and hidden, so good fortune comes quietly through what you pursue rather than openly from outside, and its help is smaller than its sign promises.",
  Saturn:
    'tradition reads Saturn here as weakened and out of sight, its caution working unseen inside your sense of self so that duty can feel like identity, and the weight lightens when the rules are tools you use rather than who you are.',
};

/**
 * Mercury and Venus combust behind the Sun in the zodiac rise before it, as morning stars, and
 * tradition reads them as quicker and more outgoing than the evening star that sets after it. The
 * two are so often combust that one line for each stood in a third of all charts (review r30).
 */
const COMBUST_MORNING_TEXT: Partial<Record<PointName, string>> = {
  Mercury:
    'tradition counts this a debility, and rising before the Sun your thinking runs ahead of your aims, reaching conclusions before you can say how, so your ideas gain most when someone asks you to show the steps.',
  Venus:
    "tradition counts Venus weakened here, and rising before the Sun as a morning star your affections move early toward what you want, yet stay bound to your own aims and half hidden in the Sun's light, so others can misread where your heart is.",
};

/**
 * A combust planet within 5° of the Ascendant, Descendant or Midheaven is still seen: the angle
 * shows what combustion weakens, so the line says how it shows rather than that it hides.
 */
const COMBUST_SEEN_TEXT: Partial<Record<PointName, string>> = {
  Mercury:
    'people hear your mind at once, though it speaks for your aims more readily than it questions them',
  Venus:
    'your charm is plain to see, though what you love stays bound to your own aims and is slow for you to claim',
  Mars: 'your force is plain to see, though it serves your purpose more than it picks fights of its own',
  Jupiter: 'your generosity is plain to see, though its help is smaller than its sign promises',
  Saturn:
    'your seriousness is plain to see, though duty can feel like identity until its rules become tools you use',
};

/**
 * The combust Moon is born at the new Moon's door: ahead of the Sun it has just passed it and
 * starts a cycle, behind it the old cycle is closing (balsamic), so each side reads its own need.
 * On an angle its feelings show to others even while they are hidden from the native.
 */
function combustMoonText(c: SolarCondition, angle?: SeenAngle): string {
  const opening = c.behind
    ? 'born in the dark of the Moon, hours before the new one'
    : 'born just after the new Moon';
  const seen = angle
    ? `your feelings are easy for you to overlook, yet on the ${angle} they show plainly to others`
    : // Not "hard for others to see": a Moon in Aries or Gemini says what it feels in its own
      // paragraph, and the Sun's light hides the feeling under the words, not the words (review r33).
      "your feelings are hidden in the Sun's light, so even said aloud they come out as wants, and the feeling beneath is easy for others and for you to miss";
  const need = c.behind
    ? 'what you need tends to come by letting something finish rather than by starting afresh'
    : 'what you need tends to arrive as a fresh start rather than a settled habit';
  return `${opening}, ${seen}; ${need}.`;
}

/** The angles where a planet is on show: the IC is the hidden one. */
export type SeenAngle = Exclude<AngularPlanet['angle'], 'IC'>;

/** What tradition says of a combust planet, told as seen when it stands on an angle. */
function combustText(point: PointName, c: SolarCondition, angle?: SeenAngle): string {
  if (point === 'Moon') return combustMoonText(c, angle);
  if (angle && COMBUST_SEEN_TEXT[point])
    return `tradition counts it weakened, yet on the ${angle} it is not lost from view, and ${COMBUST_SEEN_TEXT[point]}.`;
  return (c.behind && COMBUST_MORNING_TEXT[point]) || COMBUST_TEXT[point]!;
}

/**
 * Each planet under the Sun's beams, 8.5° to 17° from it: the milder debility, the planet not
 * burned but still outshone, so each line says what shows less than it might, and when it shows.
 */
const BEAMS_TEXT: Partial<Record<PointName, string>> = {
  Moon: 'your feelings are dimmed rather than hidden, quieter than your purpose, and they come into view once you give them room of their own',
  Mercury:
    'your ideas tend to be heard once your own purpose has spoken, and they gain weight when you write them down',
  Venus:
    'what you love shows less than your aims do, and is clearer to you once it has been lived for a while',
  Mars: 'its force shows less than your purpose does, and it comes into view when a task is plainly its own',
  Jupiter: 'help comes to you more quietly than its sign promises, often through people rather than luck',
  Saturn: 'your limits feel part of who you are before they become tools you use',
};

/** A planet close to the Sun across a sign line: at most a little outshone, said for what it governs. */
const ACROSS_SIGN_TEXT: Partial<Record<PointName, string>> = {
  Moon: 'your feelings are at most a little overshadowed by your aims',
  Mercury: 'your thinking keeps its own voice, only a little overshadowed by your aims',
  Venus: 'what you love keeps its own colour, only a little overshadowed by your aims',
  Mars: 'your drive keeps its own edge, only a little overshadowed by your purpose',
  Jupiter: 'its good fortune keeps its own scope, only a little overshadowed by your aims',
  Saturn: 'your discipline keeps its own weight, only a little overshadowed by your purpose',
};

/** What a planet in the heart of the Sun serves with the Sun's full backing. */
const CAZIMI_GIFT: Partial<Record<PointName, string>> = {
  Moon: 'your feelings and your purpose speak as one',
  Mercury: 'your mind speaks with the authority of your whole self',
  Venus: 'your affection and your taste carry the whole of who you are',
  Mars: 'your courage is wholly at the command of your will',
  Jupiter: 'your faith and generosity act with the full backing of your purpose',
  Saturn: 'your discipline works with the full backing of your purpose',
};

/** The sentence for a planet cazimi, combust or under the Sun's beams, each by its distance. */
export function solarConditionSentence(
  point: PointName,
  c: SolarCondition,
  angle?: SeenAngle,
  /** How many planets under the beams the report has told before this one: the second is worded apart. */
  beamsBefore = 0,
  /** The sign the planet shares with the Sun, which the short form keeps so it is this chart's. */
  sign?: string,
): string {
  if (c.kind === 'cazimi')
    return `${capitalise(pointLabel(point))} is cazimi, ${c.allDay ? `within 17' of the centre of the Sun all through your birth day, whatever the hour` : `${Math.max(1, Math.round(c.orb * 60))}' from the centre of the Sun`}, and tradition holds that a planet in the heart of the Sun is not burned but honoured, like a counsellor seated beside the king, so ${CAZIMI_GIFT[point]}.`;
  const orb = `${Math.max(c.orb, 0.1).toFixed(1)}°`;
  // Across a sign boundary the weaker claim is told alone: a full reading followed by "read this
  // lightly" gave one placement two verdicts (review r27 set f).
  if (c.acrossSign)
    return `${capitalise(pointLabel(point))} stands ${orb} from the Sun but in another sign, and since most traditional authors do not count combustion across a sign boundary, ${ACROSS_SIGN_TEXT[point] ?? 'it is at most a little outshone'}.`;
  if (c.kind === 'beams')
    return beamsBefore % 2 === 0
      ? `${capitalise(pointLabel(point))} works under the Sun's beams${sign ? ` in ${sign}` : ''}, outshone though not burned, a milder weakness in tradition: ${BEAMS_TEXT[point]}.`
      : `${capitalise(pointLabel(point))} stands under the beams of the Sun${sign ? ` in ${sign}` : ''} as well, near enough to be dimmed, which tradition counts the lesser weakness: ${BEAMS_TEXT[point]}.`;
  const hours = c.cazimiHours;
  // Without a birth time the hour decides between the two, so neither is stated as the condition.
  if (hours) {
    const when =
      hours[0] <= 0
        ? `until about ${clock(hours[1])}`
        : hours[1] >= 24
          ? `from about ${clock(hours[0])}`
          : `between about ${clock(hours[0])} and ${clock(hours[1])}`;
    return `${capitalise(pointLabel(point))} stood ${orb} from the Sun at noon on your birth day, so the hour decides its condition: ${when} local time it was in the heart of the Sun, cazimi, honoured rather than burned, and at any other hour it was combust. If combust, ${COMBUST_TEXT[point]}`;
  }
  // Three frames, picked by the planet and its distance, so five combust planets in eight reports
  // do not all sit "within the 8.5° where its rays burn" (review r24).
  const frame = [
    ' and within the 8.5° where its rays burn',
    ', close enough to be burned by its rays',
    ", near enough for the Sun's glare to swallow it",
  ][(Math.floor(c.orb) + point.length + 2) % 3]!;
  return `${capitalise(pointLabel(point))} is combust, ${orb} from the Sun${frame}: ${combustText(point, c, angle)}`;
}

/** Hours after midnight as a local clock time, to the quarter hour. */
export function clock(hours: number): string {
  const minutes = Math.min(Math.round((hours * 60) / 15) * 15, 23 * 60 + 45);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A classical planet's sign and dignities; null dignities when the sign depends on the unknown birth time. */
export interface ClassicalPlacement {
  point: PointName;
  sign: keyof typeof SIGN_INFO;
  dignities: Dignity[] | null;
  /** The longitude, for the term and face; null when the sign depends on the unknown birth time. */
  lon: number | null;
  /** Combust or retrograde: told wherever the planet's dignity is praised. */
  impeded?: Impediment[];
}

/** "combust and retrograde": a planet's accidental debilities, or "" when it has none. */
export const impededWords = (xs: readonly Impediment[] | undefined) => listJoin([...(xs ?? [])]);

/** What a dignified planet's accidental debilities do to its strength, as a clause: "out of sight, inside the Sun's light". */
export function impededManner(xs: readonly Impediment[] | undefined): string {
  const burned = xs?.includes('combust');
  const back = xs?.includes('retrograde');
  if (burned && back) return "from inside the Sun's light and on second thought rather than in the open";
  if (burned) return "from inside the Sun's light rather than in the open";
  return back ? 'on second thought rather than at once' : '';
}

/** A dignified planet's accidental debilities, in a few words after its dignity: ", though combust and retrograde". */
const strongButImpeded = (x: { dignities: Dignity[] | null; impeded?: Impediment[] }) =>
  x.impeded?.length && x.dignities?.some((d) => d === 'domicile' || d === 'exaltation')
    ? `, though ${impededWords(x.impeded)}`
    : '';

const DIGNITY_WORD: Record<Dignity, string> = {
  domicile: 'at home',
  exaltation: 'exalted',
  detriment: 'in detriment',
  fall: 'in fall',
};

/** "Mars is exalted and Saturn in fall": each planet's exact condition, never "at home or exalted". */
export function eachDignity(
  xs: { point: PointName; dignities: Dignity[] | null; impeded?: Impediment[] }[],
  impeded = true,
): string {
  // A dignified planet that is combust or retrograde is never praised without it (review r29).
  const cond = (x: (typeof xs)[number]) =>
    `${listJoin((x.dignities ?? []).map((d) => DIGNITY_WORD[d]))}${impeded ? strongButImpeded(x) : ''}`;
  const same = xs.every((x) => cond(x) === cond(xs[0]!));
  if (same)
    return `${Labels(xs.map((x) => x.point))} ${xs.length === 1 ? 'is' : xs.length === 2 ? 'are both' : 'are all'} ${cond(xs[0]!)}`;
  // A "though combust" clause before the last "and" closes with a comma.
  return listJoin(
    xs.map(
      (x, i) =>
        `${i === 0 ? capitalise(pointLabel(x.point)) : pointLabel(x.point)} ${i === 0 ? 'is ' : ''}${cond(x)}${i === xs.length - 2 && impeded && strongButImpeded(x) ? ',' : ''}`,
    ),
  );
}

// The terms are named as the Egyptian where a planet holds one: the method line saying so is the
// first technical line a long report drops, and an astrologer then checked them against Lilly's
// Ptolemaic table (review u).
const KIND_WORD: Record<EssentialKind, string> = {
  domicile: 'its own sign',
  exaltation: 'its exaltation',
  triplicity: 'its triplicity',
  term: 'its term',
  face: 'its face',
  detriment: 'its detriment',
  fall: 'its fall',
};

/** "is exalted and holds its term", "is in its fall, though it holds its face": one planet's state (or several sharing it) in a few words. */
function conditionWords(st: EssentialState, many = false, second = false): string {
  const [is, holds, its] = many ? ['are', 'hold', 'their'] : ['is', 'holds', 'its'];
  const kind = (k: EssentialKind) => KIND_WORD[k].replace(/^its /, `${its} `);
  const major = st.dignities.filter((k) => k === 'domicile' || k === 'exaltation');
  const minor = st.dignities.filter((k) => k !== 'domicile' && k !== 'exaltation');
  const weak = st.debilities.length > 0 ? `${is} in ${listJoin(st.debilities.map(kind))}` : '';
  // "only" marks a lone minor dignity, the least a planet can have.
  // Nor when the unknown hour may add a triplicity to it.
  const only = major.length === 0 && minor.length === 1 && !weak && !st.sectUnknown ? 'only ' : '';
  const lesser = listJoin(minor.map(kind));
  const has =
    major.length > 0
      ? `${is} ${listJoin(major.map((k) => (k === 'domicile' ? 'at home' : 'exalted')))}${minor.length > 0 ? (second ? ` and ${holds} ${lesser} as well` : `, with ${lesser} besides`) : ''}`
      : `${holds} ${only}${lesser}`;
  if (!weak) return has;
  return second
    ? `${weak}, yet ${many ? 'keep' : 'keeps'} ${lesser}`
    : `${weak}, though ${many ? 'they' : 'it'} ${has}`;
}

/**
 * Which tables the dignities are read by: a method note for the technical details, not the client's
 * prose (review r28: the clause stood in every report's Dignities paragraph). The terms are named
 * apart from Lilly: his table prints Ptolemy's terms, and these are the Egyptian (review r31).
 */
export function dignityMethod(day: boolean | null): string {
  const sect =
    day === null
      ? 'triplicities only where one planet rules by day and night, the sect being unknown'
      : `triplicities for a ${day ? 'day' : 'night'} chart`;
  return `- **Dignities**: Lilly's rulers and ${sect}, with the Egyptian terms rather than the Ptolemaic ones of Lilly's table, and Chaldean faces.`;
}

/**
 * The dignities and debilities of the seven classical planets by Lilly's rulers and points, what
 * each planet has in a few words, the peregrine planets with the rulers they lean on, mutual
 * receptions and the final dispositor when there is one.
 */
function dignitySection(
  all: ClassicalPlacement[],
  day: boolean | null,
  told: ReadonlySet<string>,
): string | null {
  if (all.length === 0) return null;
  const placed = all.flatMap((x) => {
    const st = x.lon === null ? null : essentialState(x.point, x.lon, day);
    return st ? [{ ...x, st }] : [];
  });
  const unsure = all.filter((x) => x.lon === null).map((x) => x.point);
  const at = (x: (typeof placed)[number]) => `${pointLabel(x.point)} in ${signName(x.sign)}`;
  const dignified = placed.filter((x) => !x.st.peregrine);
  // Without the hour the sect is open: a planet that rules its sign's triplicity by day or by night
  // is dignified under one sect, so it is not called peregrine outright (review r26: a Sagittarius
  // Sun and a Leo Jupiter, one of which holds fire's triplicity whatever the hour).
  const bySect = placed.filter((x) => x.st.peregrine && x.st.sectUnknown);
  const faceByHour = placed.filter(
    (x) => day === null && x.point === 'Moon' && x.st.peregrine && x.lon !== null && moonMayHoldFace(x.lon),
  );
  const peregrine = placed.filter((x) => x.st.peregrine && !x.st.sectUnknown && !faceByHour.includes(x));
  // Planets in the same condition are named together, so no condition is said twice.
  const conditions = [...new Set(dignified.map((x) => conditionWords(x.st)))];
  // A second major-and-minor condition, or a second debility with a minor dignity, is worded apart
  // from the first.
  let besides = 0;
  let though = 0;
  // A planet at home or exalted that is combust or retrograde is told so in the same breath, as
  // everywhere else in the report (review r29: Mercury "at home and exalted" and combust); one that
  // shares its condition with another planet is told so in a sentence after.
  const strongly = (x: (typeof placed)[number]) =>
    !!x.impeded?.length && x.st.dignities.some((k) => k === 'domicile' || k === 'exaltation');
  const saidInline = new Set<PointName>();
  const lines = conditions.map((c) => {
    const xs = dignified.filter((x) => conditionWords(x.st) === c);
    const second =
      (c.includes(' besides') && besides++ % 2 === 1) || (c.includes(', though ') && though++ % 2 === 1);
    const words = conditionWords(xs[0]!.st, xs.length > 1, second);
    if (xs.length === 1 && strongly(xs[0]!) && !words.includes(' though ')) {
      saidInline.add(xs[0]!.point);
      return `${at(xs[0]!)} ${words}, though ${impededWords(xs[0]!.impeded)}`;
    }
    return `${listJoin(xs.map(at))} ${words}`;
  });
  // What a term is, once and in plain words, where one is claimed (review d: "its Egyptian term"
  // stood unexplained); the method line, which names the tables, is the first a long report drops.
  // Told by the chart's own term, so the definition is not one sentence in every report.
  const inTerm = dignified.find((x) => x.st.dignities.includes('term') && x.lon !== null);
  const bounds = inTerm ? termBounds(inTerm.lon!) : null;
  const termSaid =
    inTerm && bounds
      ? ` A term is a planet's few degrees of a sign; by the Egyptian table ${signName(inTerm.sign)} ${bounds[0]}° to ${bounds[1]}° is ${pointLabel(inTerm.point)}'s.`
      : '';
  const parts = [
    lines.length > 0
      ? `By essential dignity, ${lines.join('; ')}.`
      : // Named by kind: a planet may still hold a triplicity by one sect or its face for part of
        // the day, which the sentences below say (issue 27).
        bySect.length > 0 || faceByHour.length > 0
        ? 'By essential dignity, no classical planet stands in its own sign or its exaltation, and none surely holds a lesser dignity.'
        : 'By essential dignity, no classical planet stands in its own sign or its exaltation, or holds a triplicity, term or face.',
  ];
  // A planet at home or exalted that is combust or retrograde has its strength told with its
  // condition, as everywhere else in the report (review r29: Mercury "at home and exalted" and combust).
  const tempered = placed.filter((x) => strongly(x) && !saidInline.has(x.point));
  for (const x of tempered)
    parts.push(
      `${capitalise(pointLabel(x.point))} is ${impededWords(x.impeded)} as well, so it uses that strength ${x.impeded!.includes('combust') ? 'out of view, behind the Sun' : 'slowly, on reflection'}.`,
    );
  if (termSaid) parts.push(termSaid.trim());
  // A peregrine planet leans on its dispositor, whose own strength is said when it has some;
  // planets that share a dispositor are named together.
  const lords = [...new Set(peregrine.map((x) => dispositor(x.sign)))].map((d) => {
    // A combust or retrograde lord's praise keeps its condition, in the fewest words (review r29).
    const lord = placed.find((y) => y.point === d);
    const st = lord?.st;
    const held = st?.dignities.includes('domicile')
      ? ', at home'
      : st?.dignities.includes('exaltation')
        ? ', exalted'
        : '';
    // A strong lord's combustion or retrograde is told above in this section with its strength:
    // neither is told twice, and the strength is never praised without it (review d, review r29).
    const strong = lord?.impeded?.length ? '' : held;
    return [
      labels(peregrine.filter((x) => dispositor(x.sign) === d).map((x) => x.point)),
      pointLabel(d),
      strong,
    ] as const;
  });
  if (peregrine.length > 0) {
    const one = peregrine.length === 1;
    const list = capitalise(
      listJoin(
        peregrine.map(
          (x) =>
            `${at(x)}${x.st.debilities.length > 0 ? ` (in ${listJoin(x.st.debilities.map((k) => KIND_WORD[k]))})` : ''}`,
        ),
      ),
    );
    // Three wordings, picked by the chart, so the same definition does not open every report's section.
    const from = lords.map(([ps, lord, strong]) => `${ps} from ${lord}${strong}`).join('; ');
    const leads = lords
      .map(([ps, lord, strong]) => `${lord}${strong ? `${strong},` : ''} for ${ps}`)
      .join('; ');
    const frames = [
      `${list} ${one ? 'is' : 'are'} peregrine, with no dignity in ${one ? 'its' : 'their'} place, so ${one ? 'it takes its direction' : 'each takes its direction'} from the ruler of ${one ? 'its' : 'its own'} sign: ${from}.`,
      `${list} ${one ? 'holds' : 'hold'} no dignity where ${one ? 'it stands' : 'they stand'}, so ${one ? 'it is' : 'they are'} peregrine and ${one ? 'leans' : 'each leans'} on the ruler of ${one ? 'its' : 'its own'} sign: ${leads}.`,
      `With no dignity in ${one ? 'its place' : 'their places'}, ${lowerFirst(list)} ${one ? 'is' : 'are'} peregrine and ${one ? 'follows' : 'follow'} the lead of ${one ? "its sign's ruler" : "their signs' rulers"}: ${leads}.`,
    ];
    parts.push(frames[(peregrine.length + placed.length + (day ? 1 : 0)) % frames.length]!);
  }
  for (const x of faceByHour)
    parts.push(
      `Without the hour, ${at(x)} may stand in its own face for part of the day, so it is not called peregrine.`,
    );
  if (bySect.length > 0) {
    const when = (x: (typeof placed)[number]) =>
      triplicityRuler(x.sign, true) === x.point ? 'by day' : 'by night';
    const born = (x: (typeof placed)[number]) => `if you were born ${when(x)}`;
    const both = new Set(bySect.map(when)).size > 1;
    const [first, ...rest] = bySect;
    parts.push(
      rest.length === 0
        ? `${capitalise(at(first!))} holds its triplicity only ${born(first!)}, so it is peregrine only under the other sect, which the unknown hour leaves open.`
        : both
          ? `With the hour unknown, ${at(first!)} holds its triplicity ${born(first!)}, and ${listJoin(rest.map((x) => `${at(x)} ${born(x)}`))}, so one of the ${cardinal(bySect.length)} is dignified whatever the hour, and ${bySect.length === 2 ? 'neither' : 'none'} is called peregrine outright.`
          : // One sect for all: said once, not once per planet (review v: "if you were born by day" three times).
            `With the hour unknown, ${listJoin(bySect.map(at))} hold their triplicities only ${born(first!)}, so ${bySect.length === 2 ? 'neither' : 'none'} is called peregrine outright.`,
    );
  }
  // A dignified planet that would also rule its sign's triplicity under one sect has that open too
  // (review d: a Leo Jupiter, fire's night ruler, read as holding "only its term" with no hour).
  const moreBySect = dignified.filter((x) => x.st.sectUnknown);
  if (moreBySect.length > 0) {
    const byDay = moreBySect.filter((x) => triplicityRuler(x.sign, true) === x.point);
    const byNight = moreBySect.filter((x) => !byDay.includes(x));
    const group = (xs: typeof moreBySect, when: string, first: boolean) =>
      first
        ? `${listJoin(xs.map(at))} would hold ${xs.length === 1 ? 'its triplicity' : 'their triplicities'} as well if you were born ${when}`
        : `${listJoin(xs.map(at))} if you were born ${when}`;
    const groups = [
      ...(byDay.length > 0 ? [[byDay, 'by day'] as const] : []),
      ...(byNight.length > 0 ? [[byNight, 'by night'] as const] : []),
    ].map(([xs, when], i) => group(xs, when, i === 0));
    parts.push(
      `${bySect.length > 0 ? 'In the same way, ' : 'With the hour unknown, '}${groups.join(', and ')}.`,
    );
  }
  const receptions = mutualReceptions(
    placed.map((x) => ({ point: x.point, sign: x.sign, dignities: x.dignities ?? [] })),
  );
  const pair = ([a, b]: [PointName, PointName]) =>
    `${pointLabel(a)} in ${signName(placed.find((x) => x.point === a)!.sign)} and ${pointLabel(b)} in ${signName(placed.find((x) => x.point === b)!.sign)}`;
  // A reception the overview explained is only named here, so it is not explained twice.
  if (
    receptions.length === 1 &&
    [...told].some((t) => t.toLowerCase().includes(pair(receptions[0]!).toLowerCase()))
  ) {
    parts.push(`${capitalise(pair(receptions[0]!))} receive each other.`);
  } else if (receptions.length === 1) {
    const [a, b] = receptions[0]!;
    const weakOnes = placed.filter((x) => (x.point === a || x.point === b) && x.st.debilities.length > 0);
    const weak = weakOnes[0];
    const helper = weak && placed.find((x) => x.point === (weak.point === a ? b : a))!;
    const helperStrength = helper?.st.dignities.includes('domicile')
      ? ', itself at home'
      : helper?.st.dignities.includes('exaltation')
        ? ', itself exalted'
        : '';
    // Reception is help from a host, not dignity: the received planet keeps its debility.
    parts.push(
      `${capitalise(pair(receptions[0]!))} receive each other, each placed in a sign the other rules: ${
        weakOnes.length === 2
          ? `both are debilitated, so each is hosted by a planet that is weak itself, and the reception lets them lean on each other without lifting either out of its ${KIND_WORD[weak!.st.debilities[0]!].replace(/^its /, '')}`
          : weak && helper
            ? `${pointLabel(weak.point)}, in ${KIND_WORD[weak.st.debilities[0]!]}, is received by ${pointLabel(helper.point)}, ruler of the sign it stands in${helperStrength}, a host that can help it, though reception gives help rather than dignity`
            : "each hosts the other, so the two work as partners and either can act through the other's sign"
      }.`,
    );
  } else if (receptions.length > 1)
    parts.push(
      `The chart holds ${cardinal(receptions.length)} mutual receptions, ${receptions.map(pair).join(', and ')}: each pair hosts the other, so either can borrow the other's strength.`,
    );
  const signs = Object.fromEntries(all.map((x) => [x.point, x.sign])) as Partial<
    Record<PointName, SignAbbrev>
  >;
  const final = unsure.length === 0 ? finalDispositor(signs) : null;
  if (final)
    parts.push(
      `Every chain of sign rulers, followed from any planet, ends in ${pointLabel(final)}, at home in ${signName(signs[final]!)}: the final dispositor, the one planet all the others answer to.`,
    );
  if (unsure.length > 0)
    parts.push(
      `${Labels(unsure)} ${unsure.length === 1 ? 'changes' : 'change'} sign during your birth day, so ${unsure.length === 1 ? 'its' : 'their'} dignity depends on the birth time.`,
    );
  return `### Dignities and Debilities\n\n${parts.join(' ')}`;
}

const MODE_VERB: Record<Modality, string> = {
  cardinal: 'start things',
  fixed: 'hold steady',
  mutable: 'adapt',
};

/**
 * The leading mode as its leading placement's element lives it: the mode and element of one
 * planet are its sign, so a Virgo lead and a Sagittarius lead, both mutable, do not read alike.
 */
const MODE_BY_ELEMENT: Record<Modality, Record<Element, string>> = {
  cardinal: {
    fire: 'you take the first step on impulse and lead from the front',
    earth: 'you take the first step with a plan and stay to see the thing built',
    air: 'you take the first step by bringing people and ideas together',
    water: 'you take the first step to protect and provide for the people you care for',
  },
  fixed: {
    fire: 'you hold steady through loyalty and pride, and a commitment once made stays made',
    earth: 'you hold steady by patience, and what you build you keep',
    air: 'you hold steady to your principles and are hard to argue out of them',
    water: 'you hold steady in feeling, loyal and slow to let go',
  },
  mutable: {
    fire: 'you adapt by chasing the next open door',
    earth: 'you adapt by fixing what does not yet work',
    air: 'you adapt by talking a change through until it makes sense',
    water: 'you adapt by feeling your way round an obstacle rather than meeting it head-on',
  },
};

/**
 * What a missing mode leaves to learn, bridged when the leading element already supplies its
 * energy: seven points of fire told that initiative "may have to be learned" contradicted the
 * temperament a sentence before (review r26). Cardinal lack is about starting, fire is energy.
 */
function modeBridge(mode: Modality, leaders: readonly Element[]): string {
  if (mode === 'cardinal' && leaders.includes('fire'))
    return 'so the energy is there, and what takes practice is choosing one direction and starting on it';
  if (mode === 'fixed' && leaders.includes('earth'))
    return 'so staying power comes through your patience and routines rather than through stubbornness';
  return `so ${MODALITY_TEXT[mode]} may have to be learned`;
}

/** The note that a planet's sign is left out of the temperament until the hour is known. */
const unsettled = (s: ChartSynthesis) =>
  s.uncertain.length === 0
    ? ''
    : `${Labels(s.uncertain)} ${s.uncertain.length === 1 ? 'is left out, its sign' : 'are left out, their signs'} unsettled until the hour is known. `;

/**
 * What an element nothing personal stands in leaves to be learned, in three wordings (the first is
 * ELEMENT_TEXT's), picked by the chart's element scores: five of eight reports of review r24 gave
 * earth's one sentence.
 */
const LACKING: Record<Element, readonly [string, string, string]> = {
  fire: [
    ELEMENT_TEXT.fire.lacking,
    'Enthusiasm and risk come less readily, so they are worth courting deliberately.',
    'Boldness may need a deliberate push; a small risk taken on purpose helps.',
  ],
  earth: [
    ELEMENT_TEXT.earth.lacking,
    "Practical matters, money and the body's needs are learned deliberately rather than known by instinct.",
    'Budgets, routines and the care of the body ask for conscious attention; they do not come on their own.',
  ],
  air: [
    ELEMENT_TEXT.air.lacking,
    'Detachment and perspective are learned rather than given; putting things into words helps.',
    'Seeing a situation from outside it takes effort; a conversation often supplies the distance.',
  ],
  water: [
    ELEMENT_TEXT.water.lacking,
    'Emotions may be reasoned about before they are felt; give them room to arrive.',
    'Feelings can take time to surface and may be met with logic first; they need patience.',
  ],
};

/** The missing-element line for this chart: the same wording in the overview and the temperament. */
export const lackingLine = (e: Element, s: Pick<ChartSynthesis, 'elements'>) =>
  LACKING[e][Math.round(Object.values(s.elements).reduce((n, v, i) => n + v * (i + 1), 0)) % 3]!;

/** The missing-element line after a colon, so the overview's figure and the temperament match. */
function lackingClause(e: Element, s: Pick<ChartSynthesis, 'elements'>): string {
  const line = lackingLine(e, s);
  return `${line.charAt(0).toLowerCase()}${line.slice(1)}`;
}

/**
 * What an angular house means, after the house's name: the fourth acts strongly but out of sight;
 * the others in three wordings by house and sign, so four of eight reports do not say "one of
 * the four angular houses, where a planet acts most openly" (review r24).
 */
export function angularHouseClause(house: number, sign: keyof typeof SIGN_INFO): string {
  if (house === 4) return 'one of the four angular houses, where a planet acts most strongly';
  return [
    'one of the four angular houses, where a planet acts most openly',
    'an angular house, where what a planet promises comes out into the open',
    'one of the angles of the chart, where a planet is strong and plainly seen',
  ][([1, 7, 10].indexOf(house) + Object.keys(SIGN_INFO).indexOf(sign)) % 3]!;
}

/** The houses that answer to each element in the natural zodiac (Aries the first, Taurus the second...). */
const ELEMENT_HOUSES: Record<Element, number[]> = {
  fire: [1, 5, 9],
  earth: [2, 6, 10],
  air: [3, 7, 11],
  water: [4, 8, 12],
};

/** The planets whose nature answers to each element: fire's drive, earth's patience, air's reason, water's feeling. */
const ELEMENT_PLANETS: Record<Element, PointName[]> = {
  fire: ['Sun', 'Mars'],
  earth: ['Saturn'],
  air: ['Mercury'],
  water: ['Moon'],
};

/**
 * Whether the chart supplies by house what it lacks by sign, so the missing-element line would
 * tell the reader the opposite of the rest of the report: three classical planets in the element's
 * houses (DiCaprio's Sun, Venus and Mars in the second were told money comes "by effort rather
 * than by instinct"), or, for water, a Moon on an angle, whose feelings show (Madonna's Moon
 * rising was told her feelings "may arrive late", review r24).
 */
export function lackSupplied(
  missing: Element,
  houses: Partial<Record<PointName, number>>,
  signs: Partial<Record<PointName, SignAbbrev>> = {},
): boolean {
  const classical: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
  const inHouses = classical.filter((p) => ELEMENT_HOUSES[missing].includes(houses[p] ?? 0)).length;
  if (inHouses >= 3) return true;
  // A planet that carries the element's nature, at home or exalted, supplies it by planet: an
  // exalted Mars, the chart's strongest planet, was told "boldness may need a deliberate push"
  // (review r26).
  if (
    ELEMENT_PLANETS[missing].some((p) => {
      const sign = signs[p];
      return !!sign && dignities(p, sign).some((d) => d === 'domicile' || d === 'exaltation');
    })
  )
    return true;
  return missing === 'water' && [1, 4, 7, 10].includes(houses.Moon ?? 0);
}

/**
 * The temperament from the weighted scores (TEMPERAMENT_WEIGHT): the leading element and mode
 * with the placements that make them lead, and an element nothing personal falls in. The
 * missing-element line is said once per report: not here when the overview already gave it.
 */
function elementsSection(
  s: ChartSynthesis,
  told: ReadonlySet<string> = new Set(),
  houses: Partial<Record<PointName, number>> = {},
  signs: Partial<Record<PointName, SignAbbrev>> = {},
): string {
  const els = (Object.entries(s.elements) as [Element, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const mods = (Object.entries(s.modalities) as [Modality, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  // Without a birth time the Moon's sign is one of two: a lead is told only when both agree, and
  // otherwise each is told with its sign (Nina Simone: earth with a Capricorn Moon, air with an Aquarius one).
  const alts = s.alternatives;
  const unsure = alts[0] ? pointLabel(alts[0].point) : '';
  const byAlt = <K extends string>(pick: (x: (typeof alts)[number]) => Record<K, number>) => {
    const each = alts.map((x) => leadersOf(pick(x)));
    const agree = each.every((l) => l.join() === each[0]!.join());
    return {
      agreed: agree ? each[0] : undefined,
      told: alts.map((x, i) => `${listJoin(each[i]!)} with it in ${signName(x.sign)}`).join(', '),
    };
  };
  const elAlt = alts.length > 0 ? byAlt((x) => x.elements) : null;
  const lead = alts.length > 0 ? '' : unsettled(s);
  const either = alts.length > 0 ? `, whichever sign ${unsure} held,` : ',';
  const topN = els[0]![1];
  const leaders = elAlt ? (elAlt.agreed ?? []) : els.filter(([, n]) => n === topN).map(([e]) => e);
  const inEl = (e: Element) => `${e} (${labels(s.members[e])})`;
  // A lead of one point over the next element is a leaning, not a lead (Kahlo's and Jobs's water 4
  // against fire 3 and earth 3 "led" their temperaments); the runners-up are named, so two charts
  // with the same planets in the leading element still read their own balance.
  const leadSentence = (pre: string, el: Element, comma: string) => {
    const behind = els.filter(([e]) => e !== el);
    const next = behind.filter(([, k]) => k === behind[0]![1]).map(([e]) => e);
    const margin = topN - behind[0]![1];
    // Each planet with its sign, so the sentence is this chart's and not every water-Sun chart's.
    const bySign = new Map<SignAbbrev, PointName[]>();
    for (const p of s.members[el]) if (signs[p]) bySign.set(signs[p]!, [...(bySign.get(signs[p]!) ?? []), p]);
    const named = [...bySign].map(([sign, ps]) => `${labels(ps)} in ${signName(sign)}`);
    const planets =
      named.length > 0 && [...bySign.values()].flat().length === s.members[el].length
        ? `${pre}With ${named.length === 2 && [...bySign.values()].some((ps) => ps.length > 1) ? named.join(', and ') : listJoin(named)}`
        : `${pre}With ${labels(s.members[el])} in ${el} signs`;
    if (margin <= 1 && alts.length === 0)
      return next.length === 1
        ? `${planets}, your temperament leans to ${el}, with ${next[0]} a close second, so ${ELEMENT_TEXT[el].quality} come first to you.`
        : `${planets}, your temperament leans to ${el}, only a step ahead of ${listJoin(next)}, so ${ELEMENT_TEXT[el].quality} come first to you.`;
    return `${planets}${comma} ${el} leads your temperament${margin >= 4 ? `, well ahead of ${listJoin(next)}` : ''}, so ${ELEMENT_TEXT[el].quality} come naturally to you.`;
  };
  const out = [
    elAlt && !elAlt.agreed
      ? `Which element leads your temperament depends on ${unsure}'s sign that day: ${elAlt.told}.`
      : leaders.length === 1
        ? leadSentence(lead, leaders[0]!, either)
        : leaders.length === 2
          ? `${lead}${capitalise(inEl(leaders[0]!))} and ${inEl(leaders[1]!)} weigh the same, so ${ELEMENT_TEXT[leaders[0]!].quality} sit beside ${ELEMENT_TEXT[leaders[1]!].quality}.`
          : `${lead}${capitalise(listJoin(leaders.map(inEl)))} weigh the same in your temperament, so no single element sets its tone.`,
  ];
  const missing = els.filter(([e, n]) => n === 0 && alts.every((x) => x.elements[e] === 0)).map(([e]) => e);
  if (missing.length > 0) {
    const slow = missing.flatMap((e) => s.slow[e]);
    out.push(
      [
        `${slow.length > 0 ? `Only ${labels(slow)}, ${slow.length === 1 ? 'a planet' : 'planets'} of your generation, ${verb(slow, 'stands', 'stand')}` : 'Nothing falls'} in ${listJoin(missing).replace(' and ', ' or ')}.`,
        ...missing
          .filter(
            (e) => !lackSupplied(e, houses, signs) && ![...told].some((t) => t.includes(lackingClause(e, s))),
          )
          .map((e) => lackingLine(e, s)),
      ].join(' '),
    );
  }
  const elementOf = (p: PointName) =>
    (Object.keys(s.members) as (Element | Modality)[]).find(
      (k): k is Element => k in ELEMENT_TEXT && s.members[k].includes(p),
    )!;
  const modAlt = alts.length > 0 ? byAlt((x) => x.modalities) : null;
  const topModN = mods[0]![1];
  const modLeaders = modAlt ? (modAlt.agreed ?? []) : mods.filter(([, n]) => n === topModN).map(([m]) => m);
  const [lowMod, lowModN] = mods[2]!;
  const noMode = lowModN === 0 && alts.every((x) => x.modalities[lowMod] === 0);
  const slowMod = s.slow[lowMod];
  const noneIs =
    slowMod.length > 0
      ? `only ${labels(slowMod)}, of your generation, ${verb(slowMod, 'is', 'are')} ${lowMod}`
      : `nothing is ${lowMod}`;
  out.push(
    modAlt && !modAlt.agreed
      ? `By mode, which leads depends on ${unsure}'s sign as well: ${modAlt.told}.`
      : modLeaders.length === 1
        ? `By mode, ${modLeaders[0]} signs weigh most, led by ${pointLabel(s.members[modLeaders[0]!][0]!)}, so ${MODE_BY_ELEMENT[modLeaders[0]!][elementOf(s.members[modLeaders[0]!][0]!)]}${noMode ? `; ${noneIs}, ${modeBridge(lowMod, leaders)}` : ''}.`
        : modLeaders.length === 2
          ? `By mode, ${modLeaders[0]} signs, led by ${pointLabel(s.members[modLeaders[0]!][0]!)}, weigh the same as ${modLeaders[1]} ones, where ${pointLabel(s.members[modLeaders[1]!][0]!)} leads, so you are as ready to ${MODE_VERB[modLeaders[0]!]} as to ${MODE_VERB[modLeaders[1]!]}${noMode ? `, and ${noneIs}` : ''}.`
          : `By mode the planets are spread evenly, with no mode ahead.`,
  );
  return `### Elements and Modes\n\n${out.join(' ')}`;
}

/** "at home there, within 2° of the Descendant and retrograde": a ruler's condition, or "" when it has none. */
export function rulerCondition(r: RulerCondition): string {
  const notes = [
    ...dignities(r.point, r.sign).map((d) =>
      d === 'domicile' ? 'at home there' : d === 'exaltation' ? 'exalted there' : `in its ${d}`,
    ),
    ...(r.angular ? [`${orbWords(r.angular.orb)} of the ${r.angular.angle}`] : []),
    ...(r.combust ? ['combust'] : []),
    ...(r.retrograde ? ['retrograde'] : []),
  ];
  return listJoin(notes);
}

/** "in Capricorn in the eleventh house (Friends & Hopes), at home there": where a ruler stands, with its condition. */
export function rulerWhere(r: RulerCondition): string {
  const condition = rulerCondition(r);
  return `${rulerPlace(r)}${condition ? `, ${condition}` : ''}`;
}

/** "in Capricorn in the eleventh house (Friends & Hopes)": where a ruler stands, without its condition. */
const rulerPlace = (r: RulerCondition) =>
  `in ${signName(r.sign)}${r.house !== null ? ` in the ${ordinal(r.house)} house (${HOUSE_THEME[r.house - 1]})` : ''}`;

/** "Saturn, in Capricorn …": a ruler placed, with its condition. */
const rulerPlaced = (r: RulerCondition) => `${pointLabel(r.point)}, ${rulerWhere(r)}`;

/** The chart ruler, or the traditional and modern rulers of Aquarius, Scorpio or Pisces rising, placed. */
export function rulerClause(ascSign: string, r: RulerCondition, co: RulerCondition | null): string {
  if (co && co.sign === r.sign && co.house === r.house) {
    // Two rulers in one place are placed once (review r27: "Mars is in Virgo in the ninth house
    // (Philosophy & Travel), and Pluto is in Virgo in the ninth house (Philosophy & Travel)").
    const conditions = [co, r].flatMap((x) =>
      rulerCondition(x) ? [`${pointLabel(x.point)} ${rulerCondition(x)}`] : [],
    );
    return `with ${ascSign} rising your chart has two rulers, ${pointLabel(co.point)} by tradition and ${pointLabel(r.point)} in modern practice, and both stand ${rulerPlace(r)}${conditions.length ? `, ${listJoin(conditions)}` : ''}, so that part of life carries the chart's direction twice over.`;
  }
  return co
    ? `with ${ascSign} rising your chart has two rulers, ${pointLabel(co.point)} by tradition and ${pointLabel(r.point)} in modern practice: ${pointLabel(co.point)} is ${rulerWhere(co)}, and ${pointLabel(r.point)} is ${rulerWhere(r)}.`
    : // Three openings, by the ruling planet, so the overview does not start every report alike.
      [
        `with ${ascSign} rising your chart is ruled by ${rulerPlaced(r)}.`,
        `your ${ascSign} Ascendant makes ${pointLabel(r.point)} the ruler of your chart, ${rulerWhere(r)}.`,
        `${pointLabel(r.point)} rules your chart through your ${ascSign} Ascendant, and it stands ${rulerWhere(r)}.`,
      ][CLASSICAL.indexOf(r.point) % 3]!;
}

/** Where a chart ruler in each house turns the life the Ascendant begins. */
const RULER_HOUSE: readonly string[] = [
  'back to yourself: your own presence and choices are the main business of your life',
  'toward money, possessions and the worth you put on things and on yourself',
  'toward words, learning, siblings and the streets around you',
  'toward the household, the family line and a place to belong',
  'toward self-expression, pleasure and the people and things you bring into being',
  'toward useful work, craft and the daily discipline of a healthy life',
  'toward the people you face one to one: spouses, partners, rivals and clients',
  'toward what is held in common and what is hidden: debts, legacies, desire and deep change',
  'toward far places, higher learning and the beliefs you live by',
  'toward career, reputation and the mark you make in public',
  'toward allies, circles of like minds and the future you hope to help build',
  'toward solitude, contemplation and the help you give where no one is watching',
];

/**
 * What the ruler does with the Ascendant's manner; its sign, condition and angle the overview has
 * already said, so the section adds only the house it sends the life toward.
 */
/** A debilitated ruler reaches its house by effort: said of that planet in that sign. */
function rulerEffort(r: RulerCondition): string {
  const d = dignities(r.point, r.sign).find((x) => x === 'detriment' || x === 'fall');
  return d
    ? // Fall and detriment said apart (review r26: one line for both, in two of six reports):
      // in its fall a planet is unhonoured and must earn its standing; in its detriment it works
      // in a sign that wants the opposite of what it does.
      d === 'fall'
      ? ` In its fall in ${signName(r.sign)}, ${pointLabel(r.point)} is a guest no one expected, so it earns its standing there step by step, and what it builds is the more deliberate for it.`
      : ` In its detriment in ${signName(r.sign)}, ${pointLabel(r.point)} works in a sign that wants the opposite of what it does, so it gets there by adjusting its methods, and the skill it learns is its own.`
    : '';
}

function rulerSection(s: ChartSynthesis, ascSign: string): string | null {
  const r = s.ruler;
  if (!r || r.house === null) return null;
  const co = s.coRuler;
  const text =
    co && co.house !== null
      ? `${ascSign} rising gives the chart two rulers, read together: ${pointLabel(co.point)} from the ${ordinal(co.house)} house turns your life ${RULER_HOUSE[co.house - 1]}, and ${pointLabel(r.point)} from the ${ordinal(r.house)} ${co.house === r.house ? 'adds its own voice there' : `turns it ${RULER_HOUSE[r.house - 1]}`}.`
      : `As chart ruler, ${pointLabel(r.point)} carries your ${ascSign} manner into the ${ordinal(r.house)} house and turns your life ${RULER_HOUSE[r.house - 1]}.${rulerEffort(r)}`;
  return `### Chart Ruler\n\n${text}`;
}

/** A figure by its parts, for naming it again: "Mars opposite Neptune, with Uranus as the focal planet". */
function patternName(p: AspectPattern, again = false): string {
  if (p.kind === 'T-square' && p.sides) {
    const focal = [p.apex!, ...(p.coApexes ?? [])];
    // A second T-square in one sentence is named in other words (Tina Turner's two).
    return again
      ? `${labels(p.sides[0])} opposite ${labels(p.sides[1])}, both squared by ${labels(focal)}`
      : `${labels(p.sides[0])} opposite ${labels(p.sides[1])}, with ${labels(focal)} as the focal ${focal.length === 1 ? 'point' : 'points'}`;
  }
  const ends = p.members.filter((m) => m !== p.apex);
  if (p.kind === 'yod') return `${labels(ends)} pointing to ${pointLabel(p.apex!)} at its apex`;
  if (p.kind === 'kite')
    return `${trineCorners(p)} in a grand trine, steered by ${labels([p.apex!, ...(p.coApexes ?? [])])}`;
  if (p.kind === 'grand trine') return trineCorners(p);
  return labels(p.members);
}

/**
 * A planet in two figures of different kinds joins them: Gandhi's Moon is the focal planet of a
 * T-square and a corner of a grand trine, so the ease of the one is the way through the other.
 */
export function sharedPatternPlanets(patterns: AspectPattern[]): string | null {
  const hard = patterns.find((p) => p.kind === 'T-square' || p.kind === 'grand cross');
  const easy = patterns.find((p) => p.kind === 'grand trine' || p.kind === 'kite');
  if (!hard || !easy) return null;
  const both = hard.members.filter((m) => easy.members.includes(m) && PLANETS.includes(m));
  if (both.length === 0) return null;
  return `${Labels(both)} ${both.length === 1 ? 'belongs' : 'belong'} to both the ${hard.kind} and the ${easy.kind}: the same part of you that takes the strain also holds the easy gift, so the trine's talent is the way through the square's pressure.`;
}

/** Where the ease of a figure with an angle for a corner runs: the angle's own realm. */
const ANGLE_FIGURE_REALM: Partial<Record<PointName, string>> = {
  Ascendant: 'how you meet the world and start things',
  Medium_Coeli: 'your calling and public standing',
};

/**
 * A grand trine or kite with the Ascendant or Midheaven as a corner (`angleFigures`), named as the
 * figure it is, with the angle's part in it: "…form a grand trine in fire with your Midheaven as
 * one corner, and Saturn, opposite the Sun, turns it into a kite".
 */
export function angleFigureSentence(
  p: AspectPattern,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
): string {
  const angle = p.members.find((m) => m === 'Ascendant' || m === 'Medium_Coeli')!;
  const el = trineElement(p, signs);
  const trine = `${capitalise(trineCorners(p))} form a grand trine${el ? ` in ${el}` : ''}`;
  const gift = el ? TRINE_GIFT[el] : 'talents';
  const into = ANGLE_FIGURE_REALM[angle]!;
  if (p.kind !== 'kite' || !p.apex)
    return `${trine}: ${gift} flow into ${into}, so the ease has somewhere to go.`;
  const tails = [p.apex, ...(p.coApexes ?? [])];
  // The kite's opposition joins opposite signs: the corner six signs from its tail.
  const order = Object.keys(SIGN_INFO);
  const step = (m: PointName) =>
    signs[m] && signs[p.apex!] ? (order.indexOf(signs[m]!) - order.indexOf(signs[p.apex!]!) + 12) % 12 : -1;
  const opposite = p.members.find((m) => !tails.includes(m) && m !== angle && step(m) === 6);
  return `${trine}, and ${labels(tails)}${opposite ? `, opposite ${pointLabel(opposite)} and sextile the other two,` : ''} ${tails.length === 1 ? 'turns' : 'turn'} it into a kite: ${gift} run straight into ${into}, and ${labels(tails)} ${tails.length === 1 ? 'gives' : 'give'} that ease a direction through ${tails.length === 1 ? realm(tails[0]!) : realmList(tails)}.`;
}

function patternSection(
  s: ChartSynthesis,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  told: ReadonlySet<string>,
  houses: Partial<Record<PointName, number>>,
): string | null {
  const patterns = mergePatterns(s.patterns);
  // A figure with an angle for a corner is named after the planets' own (review r29), the kite first.
  const withAngle = mergePatterns(s.angleFigures ?? []).sort(
    (a, b) => Number(b.kind === 'kite') - Number(a.kind === 'kite'),
  )[0];
  const angleLine = withAngle ? angleFigureSentence(withAngle, signs) : null;
  if (patterns.length === 0)
    return angleLine
      ? `### Aspect Patterns

${angleLine}`
      : null;
  // One figure of each kind is described, the same one the overview chose; a figure the overview
  // already told is named, not told again, and further ones of the same kind are counted.
  const kinds = [...new Set(patterns.map((p) => p.kind))];
  const lines = kinds.flatMap((kind) => {
    const all = patterns.filter((p) => p.kind === kind);
    const first = all[0]!;
    const more =
      all.length > 1
        ? `Besides ${patternName(first)}, the chart holds ${cardinal(all.length - 1)} more ${kind}${all.length > 2 ? 's' : ''}: ${all
            .slice(1)
            .map((x) => patternName(x, true))
            .join('; ')}.`
        : null;
    const sentence = patternSentence(first, signs, houses);
    if ([...told].some((t) => t.startsWith(sentence))) return more ? [more] : [];
    return [
      more
        ? `${patternSentence(first, signs, houses)} The chart holds ${cardinal(all.length - 1)} more ${kind}${all.length > 2 ? 's' : ''} besides: ${all
            .slice(1)
            .map((x) => patternName(x, true))
            .join('; ')}.`
        : patternSentence(first, signs, houses),
    ];
  });
  const sharedText = sharedPatternPlanets(patterns);
  const shared = sharedText && ![...told].some((t) => t.includes(sharedText)) ? sharedText : null;
  if (lines.length === 0 && !shared && !angleLine) return null;
  return `### Aspect Patterns\n\n${[...lines, ...(shared ? [shared] : []), ...(angleLine ? [angleLine] : [])].join('\n\n')}`;
}

/** A stellium with fewer than three planets of its own once the slow and cusp ones are set aside. */
const leansOn = (st: ChartSynthesis['stelliums'][number]) => st.members.length - (st.leans?.length ?? 0) < 3;

/** The stelliums the overview did not read (alone or through its twin). */
function stelliumSection(s: ChartSynthesis, told: ReadonlySet<string>): string | null {
  if (s.stelliums.length === 0) return null;
  const toldText = [...told].join(' ');
  const isTold = (st: ChartSynthesis['stelliums'][number]) =>
    toldText.includes(stelliumSentence(st)) ||
    (!!st.house &&
      !st.sign &&
      s.stelliums.some((o) => o.sign && !o.house && toldText.includes(stelliumSentence(o))));
  // A stellium the overview read is not named again, and a group held together by a slow planet
  // or one on a cusp is not a stellium at all, so the section reads only the rest.
  const lines = s.stelliums.filter((st) => !isTold(st) && !leansOn(st)).map(stelliumSentence);
  if (lines.length === 0) return null;
  return `### Stelliums\n\n${lines.join(' ')}`;
}

const ANGLE_TEXT = {
  Ascendant: 'in your manner and your first moves (the first house)',
  Descendant: 'in your closest partnerships (the seventh house)',
  Midheaven: 'in your public life and reputation (the tenth house)',
  IC: 'at home and in your private roots (the fourth house)',
} as const;

const ANGLE_HOUSE_NUMBER = { Ascendant: 1, IC: 4, Descendant: 7, Midheaven: 10 } as const;

/**
 * How far past its angle a light in an angular house is still read as angular: King's Sun 11°
 * past the Midheaven leads his chart; Christie's, 20° past the Ascendant on the second cusp, does not.
 */
const ANGULAR_REACH = 12;

/** The angle that opens each angular house. */
const ANGULAR_HOUSE_ANGLE: Partial<Record<number, keyof typeof ANGLE_TEXT>> = {
  1: 'Ascendant',
  4: 'IC',
  7: 'Descendant',
  10: 'Midheaven',
};

/**
 * An aspect's pair text, told conditioned when the pair text promises ease and one of its planets
 * is in its detriment or fall (`signOf` gives each end's sign, undefined when unsettled), so the
 * aspect agrees with that planet's own paragraph.
 */
export function pairText(
  a: Pick<AspectFact, 'p1' | 'p2' | 'aspect'>,
  signOf: (p: PointName) => SignAbbrev | undefined,
): string | undefined {
  const key = aspectKey(tablePoint(a.p1) as AspectPoint, tablePoint(a.p2) as AspectPoint);
  const family = aspectFamily(a.aspect as AspectName);
  const own = situationalText(key, family, signOf);
  if (own) return own;
  // A debility's conditioned text comes first: it already says why the contact is uneven.
  const kind =
    a.aspect === 'sextile' || a.aspect === 'opposition' ? ASPECT_KIND_TEXT[key]?.[a.aspect] : undefined;
  const stock =
    (family === 'flowing' ? undefined : mildMarsContact(key, family, signOf)) ??
    kind ??
    ASPECT_TEXT[key]?.[family];
  const conditioned = family === 'tense' ? undefined : STRONG_ASPECT_TEXT[key]?.[family];
  if (!stock || !conditioned) return stock;
  for (const p of [a.p1, a.p2]) {
    const sign = signOf(p);
    const debility = sign ? dignities(p, sign).find((d) => d === 'detriment' || d === 'fall') : undefined;
    if (debility) return conditioned.replace('{weak}', `${pointLabel(p)} in its ${debility}`);
  }
  return stock;
}

/** What a hard aspect from each heavy planet does to the angular planet it strikes. */
const PRESS: Partial<Record<PointName, string>> = {
  Saturn: 'tested by authority and delay',
  Uranus: 'broken open by sudden change',
  Pluto: 'pressed into deep change',
  Mars: 'pushed by conflict and haste',
  Neptune: 'clouded by doubt and ideals',
};

/**
 * The tension on a light or classical planet on an angle: the heavy planets that square or oppose
 * it within 3°, told with what they do and how it resolves, so the overview's first theme is one
 * story rather than a fact (review r26: Marcus's Sun on the Midheaven, squared by Saturn and Uranus,
 * was told as a public self with no word of the pressure on it). Empty when nothing presses.
 */
function angularPressure(point: PointName, aspects: readonly AspectFact[]): string {
  if (!CLASSICAL.includes(point)) return '';
  const hits = aspects
    .filter(
      (a) =>
        (a.aspect === 'square' || a.aspect === 'opposition') &&
        !a.outOfSign &&
        a.orb <= 3 &&
        [a.p1, a.p2].includes(point),
    )
    .map((a) => (a.p1 === point ? a.p2 : a.p1))
    .filter((p) => PRESS[p] && p !== point)
    .slice(0, 2);
  if (hits.length === 0) return '';
  const verb = `${hits.length === 1 ? 'presses' : 'press'} hard on ${pointLabel(point)}`;
  const own = realm(point);
  return ` ${Labels(hits)} ${verb}, so ${own} ${/\band\b|s$/.test(own) ? 'are' : 'is'} ${listJoin(hits.map((p) => PRESS[p]!))}; what holds through that is yours for good.`;
}

/** Rising signs whose first impression is reserve, not openness. */
const RESERVED_RISING: readonly SignAbbrev[] = ['Sco', 'Cap', 'Vir', 'Aqu'];

/**
 * The manner each personal planet's own sign paragraph gives it in the signs where it is told as
 * mild: there the stock Mars contact ("you may speak before you think") contradicted it (issue 27:
 * a Mercury-Mars opposition read as combative beside a Libra Mercury described as diplomatic).
 */
const MILD_MANNER: Partial<Record<PointName, Partial<Record<SignAbbrev, string>>>> = {
  Moon: { Tau: 'steady', Lib: 'calm', Pis: 'gentle' },
  Mercury: { Tau: 'calm and deliberate', Can: 'tactful', Vir: 'careful', Lib: 'diplomatic', Pis: 'gentle' },
  Venus: { Tau: 'unhurried', Can: 'tender', Lib: 'gracious', Pis: 'gentle' },
};

/**
 * A conjunction or hard aspect of Mars to the Moon, Mercury or Venus in a sign where that planet is
 * mild: told as heat under the sign's manner, not as a temper the sign denies.
 */
function mildMarsContact(
  key: string,
  family: string,
  signOf: (p: PointName) => SignAbbrev | undefined,
): string | undefined {
  const planet = (['Moon', 'Mercury', 'Venus'] as const).find((p) => key === `${p}|Mars`);
  const sign = planet ? signOf(planet) : undefined;
  const manner = planet && sign ? MILD_MANNER[planet]?.[sign] : undefined;
  if (!planet || !sign || !manner) return undefined;
  const where = `your ${planet} in ${signName(sign)}`;
  if (family === 'conjunction') {
    if (planet === 'Mercury')
      return `Mars joins ${where}, so the way you speak stays ${manner}, but your convictions carry force: once you have weighed a matter, you argue it hard and do not easily let it go.`;
    if (planet === 'Moon')
      return `Mars joins ${where}: your feelings look ${manner} from outside, yet they carry heat, and you defend what you love more fiercely than people expect. Physical activity gives that heat somewhere to go.`;
    return `Mars joins ${where}, so your affection stays ${manner} on the surface while desire runs strong beneath it: you know whom you want, and you pursue them more steadily than openly.`;
  }
  if (planet === 'Mercury')
    return `Mars presses on ${where}, and the friction lies behind a manner that stays ${manner}: you hold back the sharp word until it comes out harder than you meant. Saying the difficult thing early, while it is still small, turns that edge into a strength in argument.`;
  if (planet === 'Moon')
    return `Mars presses on ${where}, and though your feelings look ${manner} from outside, anger gathers where you do not show it and can spill over at home about something small. Knowing what the anger protects lets you name it before it builds.`;
  return `Mars presses on ${where}: in love your manner stays ${manner}, but desire and the wish for harmony seldom arrive together, and friction builds under the courtesy until it surfaces. Naming what you want early keeps passion from turning into quarrels.`;
}

/**
 * A pair text that depends on a planet's condition or the rising sign, where the stock line would
 * contradict the rest of the report (review r26): "Drive runs ahead of judgement" for an exalted,
 * disciplined Mars, or "people feel at home with you" under a watchful Scorpio Ascendant.
 */
function situationalText(
  key: string,
  family: string,
  signOf: (p: PointName) => SignAbbrev | undefined,
): string | undefined {
  if (key === 'Sun|Mars' && family === 'tense') {
    const sign = signOf('Mars');
    const d = sign ? dignities('Mars', sign) : [];
    if (d.includes('domicile') || d.includes('exaltation'))
      return `Your Sun and Mars clash, and with Mars ${d.includes('domicile') ? 'at home' : 'exalted'} in ${signName(sign!)} the force is disciplined and well aimed: the risk is not recklessness but pressing too hard on yourself and on others. Knowing when to hold back turns it into authority.`;
    if (d.includes('detriment') || d.includes('fall'))
      return `Your Sun and Mars clash, and with Mars in its ${d.includes('fall') ? 'fall' : 'detriment'} in ${signName(sign!)} the drive comes in spurts and shows as irritation more often than as action. One clear aim at a time gives it somewhere to go.`;
  }
  // The stock line's "energy ebbs and flows" is a weak Mars's: a dignified one keeps its aim.
  if (key === 'Mars|Neptune' && family === 'conjunction') {
    const sign = signOf('Mars');
    const d = sign ? dignities('Mars', sign) : [];
    if (d.includes('domicile') || d.includes('exaltation'))
      return `Neptune softens your Mars, so your drive follows ideals and inspiration rather than plain ambition, and you may act through art or for a cause. With Mars ${d.includes('domicile') ? 'at home' : 'exalted'} in ${signName(sign!)} the drive stays steady: the risk is less that it fades than that it serves a dream nobody has checked.`;
  }
  if (key === 'Moon|Ascendant' && family === 'flowing') {
    const rising = signOf('Ascendant');
    if (rising && RESERVED_RISING.includes(rising))
      return `Your feelings and your manner agree, though with ${signName(rising)} rising people meet your reserve first and find the warmth behind it once they know you.`;
  }
  return undefined;
}

/** What the IC's planets grow into; said once when the overview names two groups on the IC. */
export const IC_BASE = ', the base from which whatever you show the world grows';

/** "within a degree" or "within 3.4°". */
const orbWords = (orb: number) => (orb < 1 ? 'within a degree' : `within ${orb}°`);

/** One planet on an angle, as the overview and the angles section both say it. */
const angularSentence = (a: AngularPlanet) =>
  `${capitalise(pointLabel(a.point))} stands ${orbWords(a.orb)} of the ${a.angle}, which ${
    // The IC is the root of the chart: what stands there grows from private life. Calling it kept
    // out of view contradicted a sign that performs (review r28: Leo planets on the IC "put much of
    // your life on a stage").
    a.angle === 'IC'
      ? `anchors ${realm(a.point)} ${ANGLE_TEXT.IC}${IC_BASE}`
      : `puts ${realm(a.point)} on show ${ANGLE_TEXT[a.angle]}`
  }.`;

/** Where a planet on each angle shows, worded apart from the overview's ANGLE_TEXT. */
const ANGLE_PLACE = {
  Ascendant: 'in your manner and first impressions (the first house)',
  Descendant: 'with partners and close companions (the seventh house)',
  Midheaven: 'in your work and standing in the world (the tenth house)',
  IC: 'in family life and the private self (the fourth house)',
} as const;

/** The planets on the angles the overview has not already named. */
function angularSection(s: ChartSynthesis, told: ReadonlySet<string>, timed: boolean): string | null {
  if (!timed) return null;
  // No planet on an angle is the usual case and needs no section of its own.
  if (s.angular.length === 0) return null;
  // A planet the overview put on its angle is not pointed back to; the section reads the others.
  const toldText = [...told].join(' ');
  const left = s.angular.filter(
    (a) =>
      !told.has(angularSentence(a)) &&
      // "within 2° of" or, when under a degree, "within a degree of" (review r27 set f: Woolf's Sun twice).
      !new RegExp(`${pointLabel(a.point)}[^.]* within (a degree|[^.]*°) of the ${a.angle}`, 'i').test(
        toldText,
      ),
  );
  if (left.length === 0) return null;
  const angles = [...new Set(left.map((a) => a.angle))];
  const lines = angles.map((angle) => {
    const on = left.filter((a) => a.angle === angle);
    return on.length === 1
      ? `${capitalise(pointLabel(on[0]!.point))} lies ${orbWords(on[0]!.orb)} of the ${angle}, bringing ${realm(on[0]!.point)} forward ${ANGLE_PLACE[angle]}.`
      : `${Labels(on.map((a) => a.point))} lie within ${Math.max(...on.map((a) => a.orb))}° of the ${angle}, bringing what they stand for forward ${ANGLE_PLACE[angle]}.`;
  });
  return `### Planets on the Angles\n\n${lines.join(' ')}`;
}

function moonPhaseSection(s: ChartSynthesis): string | null {
  if (!s.moonPhase) return null;
  const { phase, angle, certain, timeKnown } = s.moonPhase;
  // The reading of the phase in one of three frames, by phase, so reports do not all close it alike.
  const deg = Math.round(angle);
  const text = PHASE_TEXT[phase][Math.floor(deg / 3) % 3]!;
  const reading = [
    `, which Rudhyar reads as ${text}`,
    `: Rudhyar links it with ${text}`,
    `, the part of the cycle Rudhyar ties to ${text}`,
  ][(Object.keys(PHASE_TEXT).indexOf(phase) + 2) % 3]!;
  // Past the full Moon it closes on the Sun from behind: 353° ahead is 7° behind, waning.
  const where =
    angle < 180
      ? `${deg}° ahead of the Sun and waxing`
      : `${Math.round(360 - angle)}° behind the Sun and waning`;
  return timeKnown
    ? `### Moon Phase at Birth\n\nYou were born with the Moon ${where}, in its ${phase} phase${reading}.`
    : `### Moon Phase at Birth\n\nAt noon on your birth day the Moon was ${where}, in its ${phase} phase${certain ? ' (it stayed there all day)' : ' (depending on the hour it may have been in the neighbouring one)'}${reading}.`;
}

/**
 * The chart ruler that sect can speak of: sect orders only the seven classical planets, so a modern
 * ruler (Uranus, Neptune or Pluto) is no ruler for the sect paragraph.
 */
const sectRuler = (ruler: PointName | undefined): PointName | undefined =>
  ruler && CLASSICAL.includes(ruler) ? ruler : undefined;

/**
 * A malefic that sits on, squares or opposes a light or the chart ruler is read every time: the
 * out-of-sect one (`other`) first, and the malefic of sect when the other touches neither.
 * `inSect` is that aspect when it is the malefic of sect's; both languages' sect paragraphs read it.
 * A modern ruler is passed over (review r33: "Saturn squares Pluto, your chart ruler … from the
 * malefic of your chart's sect" read sect into an outer planet).
 */
export function sectPressure(
  aspects: readonly AspectFact[],
  chartRuler: PointName | undefined,
  malefic: PointName,
  other: PointName,
): { hard: AspectFact | null | undefined; inSect: AspectFact | null | undefined } {
  const ruler = sectRuler(chartRuler);
  const target = (m: PointName, p: PointName) => p !== m && (p === 'Sun' || p === 'Moon' || p === ruler);
  const hardOf = (m: PointName) =>
    aspects
      .filter(
        (a) =>
          (a.aspect === 'conjunction'
            ? a.orb <= 5
            : (a.aspect === 'square' || a.aspect === 'opposition') && a.orb <= 4) &&
          [a.p1, a.p2].includes(m) &&
          [a.p1, a.p2].some((p) => target(m, p)),
      )
      .sort((x, y) => x.orb - y.orb)[0];
  const inSect = hardOf(other) ? null : hardOf(malefic);
  return { hard: hardOf(other) ?? inSect, inSect };
}

/**
 * What a strong sect planet does, written for the planet in each sign of its dignity: one clause
 * for every dignified malefic gave a night chart's Mars Saturn's "discipline", and one Saturn line
 * stood word for word in every chart with it at home (review d).
 */
const SECT_DIGNIFIED: Record<'Jupiter' | 'Venus' | 'Saturn' | 'Mars', Partial<Record<SignAbbrev, string>>> = {
  Jupiter: {
    Sag: 'so faith, teachers and wide horizons open doors for you more readily than for most',
    Pis: 'so generosity and unlooked-for help find you more readily than they find most people',
    Can: 'so protection, care and the goodwill of family and patrons come to you readily',
  },
  Venus: {
    Tau: 'so comfort, loyalty and the goodwill of people who stay smooth your way',
    Lib: 'so tact, charm and fair dealing win you friends and allies easily',
    Pis: 'so kindness and a forgiving heart bring you more affection than you ask for',
  },
  Saturn: {
    Cap: 'so its demands arrive as patient ambition and discipline you can use',
    Aqu: 'so its demands arrive as principles you keep and a discipline you can use',
    Lib: 'so its demands arrive as fair rules you keep and others trust',
  },
  Mars: {
    Ari: 'so its heat arrives as courage and quick, well-aimed effort',
    Sco: 'so its heat arrives as stamina and a patient, hidden force',
    Cap: 'so its heat arrives as drive harnessed to long, practical aims',
  },
};

/** A strong malefic out of sect: able, still against the chart's grain, each in its own terms. */
const OUT_OF_SECT_DIGNIFIED: Record<'Saturn' | 'Mars', string> = {
  Mars: 'so its heat comes with skill, though it still runs against the grain of the chart',
  Saturn: 'so its limits are soundly built, though their weight still runs against the grain of the chart',
};

/**
 * Sect: a day chart (Sun above the horizon) takes Jupiter and Saturn as its own benefic and
 * malefic, a night chart Venus and Mars. The malefic out of sect is the harder one to live with,
 * so its condition and its hard aspects to the Sun, the Moon or the chart ruler are said here.
 */
function sectSection(
  s: ChartSynthesis,
  houses: Partial<Record<PointName, number>>,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  day: boolean | null,
  aspects: AspectFact[],
  classical: ClassicalPlacement[],
  told: ReadonlySet<string> = new Set(),
): string | null {
  if (day === null) return null;
  // The malefic out of sect: Mars by day, Saturn by night.
  const other: PointName = day ? 'Mars' : 'Saturn';
  const at = (p: PointName) =>
    `${pointLabel(p)}${signs[p] ? ` in ${signName(signs[p]!)}` : ''}${houses[p] ? ` in the ${ordinal(houses[p]!)} house` : ''}`;
  const [benefic, malefic] = day ? (['Jupiter', 'Saturn'] as const) : (['Venus', 'Mars'] as const);
  const ruler = sectRuler(s.ruler?.point);
  const state = (p: PointName) => {
    const x = classical.find((y) => y.point === p);
    return x && x.lon !== null ? essentialState(p, x.lon, day) : null;
  };
  const strong = (p: PointName) => !!state(p)?.dignities.some((k) => k === 'domicile' || k === 'exaltation');
  const dignifiedAs = (p: PointName) =>
    state(p)?.dignities.includes('domicile') ? 'is at home' : 'is exalted';
  const weak = (p: PointName) => (state(p)?.debilities.length ?? 0) > 0;
  // A triplicity, or a term with a face, is enough dignity to argue with the planet's sect.
  const minorDignity = (p: PointName) => {
    const d = state(p)?.dignities.filter((k) => k === 'triplicity' || k === 'term' || k === 'face') ?? [];
    return signs[p] && (d.includes('triplicity') || d.length >= 2) ? d : null;
  };
  // Each sect planet is read with its condition: a dignified benefic helps more, a debilitated malefic of sect still teaches.
  // The plain conditions have three wordings each, picked by where the three planets stand, so
  // readers of several reports do not meet one skeleton in each (review r24: five of eight shared it).
  const v = ((houses[benefic] ?? 0) + 2 * (houses[malefic] ?? 0) + 3 * (houses[other] ?? 0)) % 3;
  // A combust benefic is judged so where its own paragraph reads it: the sect line may not call it
  // the planet best placed to help (review r28: Kahlo's exalted Jupiter, 7.1° from the Sun).
  const combust = !!s.impeded[benefic]?.includes('combust');
  const helps = combust
    ? strong(benefic)
      ? 'is the benefic of sect and strong in its sign, though so near the Sun that its help comes quietly and in smaller measure than the sign promises'
      : 'is the benefic of sect, though so near the Sun that its help comes quietly and in small measure'
    : strong(benefic)
      ? `is the benefic of sect and ${dignifiedAs(benefic).replace(/^is /, '')}, ${SECT_DIGNIFIED[benefic][signs[benefic]!]}`
      : weak(benefic)
        ? 'is the benefic of sect, on your side though hampered by its sign'
        : houses[benefic]
          ? // Where the help lands makes the line this chart's, not one stock phrase in every report;
            // a house the overview already placed planets in is pointed back to, not described again
            // in its words (review d: "through partners, in love and in business" twice).
            [...told].some((t) => t.includes(houseWhere(houses[benefic]!)))
            ? `is the benefic of sect, and its help comes most readily in those same ${ordinal(houses[benefic]!)}-house affairs`
            : [
                `is the benefic of sect, so luck and help reach you most easily ${houseWhere(houses[benefic]!)}`,
                `is the benefic of sect, and its help comes most readily ${houseWhere(houses[benefic]!)}`,
                `is the benefic of sect, your natural ally, most generous ${houseWhere(houses[benefic]!)}`,
              ][v]!
          : 'is the benefic of sect, on your side even without a strong sign';
  const tests = strong(malefic)
    ? `${dignifiedAs(malefic)}, ${SECT_DIGNIFIED[malefic][signs[malefic]!]}`
    : weak(malefic)
      ? 'is debilitated, yet its lessons are on your side'
      : [
          'tests you in ways you can work with',
          'sets hard tasks, but ones that build something',
          'asks much, but nothing you cannot learn',
        ][v]!;
  // The out-of-sect malefic's line follows its condition too, so it is not one stock frame in every chart.
  const outOfSect = strong(other)
    ? `${dignifiedAs(other)}, ${OUT_OF_SECT_DIGNIFIED[other]}`
    : weak(other)
      ? `and debilitated as well, is the planet whose ${day ? 'heat' : 'weight'} you will feel most`
      : minorDignity(other)
        ? // Dignity and sect pull opposite ways: both are said, with what each governs (Monroe's
          // Mars, in its triplicity, term and face, was "the harder of the two" with no reconciling).
          `is the harder of the two to live with, though its ${listJoin(minorDignity(other)!)} in ${signName(signs[other]!)} ${minorDignity(other)!.length === 1 ? 'gives' : 'give'} it means of its own: sect sets its ${day ? 'heat' : 'weight'} against the chart's grain, and dignity lets you use it with skill`
        : [
            `is the harder of the two to live with`,
            `runs against the chart's grain, the harder one to carry`,
            `is the less cooperative of the two`,
          ][v]!;
  const watch = ['is the one to watch', 'asks the most care', 'is where the pressure falls'][v]!;
  const { hard, inSect } = sectPressure(aspects, ruler, malefic, other);
  // The malefic is the one whose hard aspect was chosen: when both malefics meet (Rihanna's Saturn
  // on her ruler Mars), the aspect names both, and only the search says which one presses.
  const m = hard ? (inSect ? malefic : other) : null;
  const partner = hard && m ? (hard.p1 === m ? hard.p2 : hard.p1) : null;
  const place = classical.find((x) => x.point === m);
  // A malefic of sect whose dignity the line above gave is not given it again.
  const cond =
    place?.dignities?.length && !(inSect && strong(place.point))
      ? eachDignity([place], false).replace(/^\S+ is /, '')
      : null;
  const tempered =
    place && cond && /exalted|at home/.test(cond) && place.impeded?.length
      ? ` though ${impededWords(place.impeded)}`
      : '';
  const verb = { conjunction: 'sits on', square: 'squares', opposition: 'opposes' } as Record<string, string>;
  const touched =
    partner === 'Sun'
      ? 'your will and vitality'
      : partner === 'Moon'
        ? "your feelings and your body's rhythms"
        : 'the planet that speaks for you';
  const burden = m === 'Saturn' ? 'weight, delay and early responsibility' : 'heat, haste and quarrels';
  const head = `Yours is a ${day ? 'day' : 'night'} chart: the Sun${signs.Sun ? ` in ${signName(signs.Sun)} is` : ' stands'} ${day ? 'above' : 'below'} the horizon${houses.Sun && houses.Sun >= 7 === day ? ` in the ${ordinal(houses.Sun)} house` : ''}. ${capitalise(at(benefic))} ${helps}; ${at(malefic)}, the malefic of sect, ${tests}; ${at(other)}, the malefic out of sect, ${hard && !inSect ? watch : outOfSect}.${other === ruler ? ` As the ruler of your chart it also speaks for you, so its ${day ? 'force' : 'discipline'} is yours to own rather than to fear.` : ''}`;
  const tail =
    hard && partner && m
      ? ` ${inSect ? `Here ${pointLabel(m)}` : capitalise(pointLabel(m))}${cond ? `, ${cond} in ${signName(signs[m]!)}${tempered},` : ''} ${verb[hard.aspect]} ${pointLabel(partner)}${partner === ruler && partner !== 'Sun' && partner !== 'Moon' ? ', your chart ruler,' : ''} ${orbWords(hard.orb)}: ${
          inSect
            ? // Three wordings by the aspect's orb: one stock clause stood in several reports (review r28).
              [
                `${burden} touch ${touched}, though from a malefic of the chart's own sect they come in a form you can learn to use.`,
                `${burden} touch ${touched}, but this malefic belongs to the chart's sect, so what it demands builds skill more than it wounds.`,
                `${burden} touch ${touched}; coming from the malefic of your chart's sect, they sharpen you more than they harm you.`,
              ][Math.round(hard.orb * 10) % 3]!
            : cond && /exalted|at home/.test(cond)
              ? m === 'Saturn'
                ? `a well-built restraint that weighs on ${touched}: it lends gravity and an early sense of duty, and learning when to set the load down is your work.`
                : `well-aimed force that falls on ${touched}, so learning when to hold it back is your work.`
              : `here the out-of-sect malefic presses hardest, and ${burden} fall on ${touched}, so learning to carry them is your work.`
        }`
      : '';
  return `### Day or Night Chart\n\n${head}${tail}`;
}

/** The synthesis sections, in the order a reader takes them; absent factors give no section. */
export function synthesisSections(
  s: ChartSynthesis,
  ascSign: string | null,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  /** Sentences the overview already gave; their figures are not described twice. */
  told: ReadonlySet<string>,
  classical: ClassicalPlacement[],
  houses: Partial<Record<PointName, number>>,
  timed: boolean,
  day: boolean | null,
  aspects: AspectFact[],
): string[] {
  return [
    elementsSection(s, told, houses, signs),
    dignitySection(classical, day, told),
    sectSection(s, houses, signs, day, aspects, classical, told),
    ascSign ? rulerSection(s, ascSign) : null,
    patternSection(s, signs, told, houses),
    stelliumSection(s, told),
    angularSection(s, told, timed),
    moonPhaseSection(s),
  ].filter((x): x is string => x !== null);
}

/** What a sign full of planets lends to a life, written for each sign. */
const SIGN_STELLIUM: Record<keyof typeof SIGN_INFO, string> = {
  Ari: 'courage, speed and the urge to go first run through much of what you do',
  Tau: 'patience, the senses and a need for what lasts give much of what you do its steadiness',
  Gem: 'curiosity, talk and quick connections keep much of your life on the move',
  Can: 'feeling, family and the wish to protect shape much of what you do',
  Leo: 'pride, warmth and the need to create put much of your life on a stage',
  Vir: 'craft, detail and the wish to be useful run through much of what you do',
  Lib: 'fairness, partnership and a feel for balance shape most of your choices',
  Sco: 'intensity, loyalty and a pull toward what lies beneath run deep in you',
  Sag: 'faith, travel and the search for the big picture keep you moving outward',
  Cap: 'ambition, discipline and the long view give much of your life its structure',
  Aqu: 'ideas, friendship and a stake in the future set much of your direction',
  Pis: 'imagination, compassion and a sense of the unseen colour much of your life',
};

/** What a house full of planets puts at the centre of a life, written for each house. */
const HOUSE_STAGE: readonly string[] = [
  'so you are your own project, and your presence and first impressions carry much of your energy',
  'so money, possessions and a settled sense of your own worth take up much of your energy',
  'so talk, study, neighbours and siblings fill much of your days',
  'so home, family and your roots are where much of your life is lived',
  'so play, romance, children and making things ask for much of your energy',
  'so the working day, its routines and the care of the body are where you spend yourself',
  'so much of your life is lived through partners, in love and in business',
  'so what you share with others, in money and in intimacy, is where you change most',
  'so travel, study and the search for meaning pull at you all your life',
  'so your work in the world and your public name absorb much of your energy',
  'so friends, groups and hopes for the future draw much of your energy',
  'so much of your life runs out of sight, in retreat, service or the inner life',
];

function stelliumSentence(st: ChartSynthesis['stelliums'][number]): string {
  const house = st.house ? ` in the ${ordinal(st.house)} house (${HOUSE_THEME[st.house - 1]})` : '';
  // The planets of the Sun to Saturn make a sign's stellium; an outer planet among them is named as
  // adding to it, its sign shared with a generation. A house is set by the hour, so there every
  // planet counts as the chart's own.
  const own = st.members.filter((m) => !GENERATIONAL.includes(m));
  const outer = st.members.filter((m) => GENERATIONAL.includes(m));
  const adding = outer.length > 0 ? `, with ${labels(outer)} adding a generation's weight` : '';
  return st.sign
    ? `${capitalise(cardinal(own.length))} planets, ${labels(own)}, gather in ${signName(st.sign)}${house}${adding}: ${SIGN_STELLIUM[st.sign]}${house ? ', above all in that part of life' : ''}.`
    : `${capitalise(cardinal(st.members.length))} planets, ${labels(st.members)}, share the ${ordinal(st.house!)} house (${HOUSE_THEME[st.house! - 1]}), ${HOUSE_STAGE[st.house! - 1]}.`;
}

export interface Theme {
  /** What the theme is, for the technical details. */
  name: string;
  weight: number;
  /** Points it involves, so the story can link themes that share a planet. */
  points: PointName[];
  sentence: string;
  /** The theme in a few words, for the overview's opening thesis: "a yod pointing at Saturn". */
  label: string;
  /** The aspect an exact-aspect theme tells, so the aspect list does not tell it again. */
  aspect?: AspectFact;
  /**
   * Whether a theme of dignity (a reception, dignified planets) comes easily: only when its own
   * sentence grants the ease, not for a reception between peregrine or debilitated planets, nor for
   * strength that is force or discipline "more than ease".
   */
  ease?: boolean;
  /** The sentence places the chart ruler in its sign and house, so the overview does not again. */
  placesRuler?: boolean;
  /**
   * A figure or stellium holding a light or a personal planet (`personal`), or made only of the
   * slow planets a whole generation shares (`generation`): see `figureOf`.
   */
  figure?: 'personal' | 'generation';
}

/** Jupiter, Saturn, Chiron and the nodes: beside the outer planets they still make a figure many births share. */
const SLOW_COMPANIONS: readonly PointName[] = [
  'Jupiter',
  'Saturn',
  'Chiron',
  'True_Node',
  'Mean_Node',
  'True_South_Node',
  'Mean_South_Node',
];

/**
 * Whose a figure is: the person's when a light or a personal planet is in it, a generation's when
 * it holds only the slow planets (Uranus, Neptune and Pluto, with Jupiter, Saturn, Chiron or the
 * nodes), which everyone born within weeks or years shares. An astrologer ranks a configuration of
 * personal planets above any single aspect, and never opens a reading on a generation's figure.
 */
export function figureOf(members: readonly PointName[]): 'personal' | 'generation' | undefined {
  if (members.some((m) => PERSONAL.includes(m))) return 'personal';
  return members.every((m) => GENERATIONAL.includes(m) || SLOW_COMPANIONS.includes(m))
    ? 'generation'
    : undefined;
}

const FAMILY_PHRASE: Record<string, string> = {
  conjunction: 'fused into one drive',
  trine: 'in easy agreement',
  sextile: 'in ready cooperation',
  // A square is hard, as the aspect list says: never "productive" (review r29).
  square: 'under heavy, constant pressure',
  opposition: 'pulling in opposite directions until you find the balance',
};

/**
 * The Sun's element (what you aim at) beside the Moon's (what you need to feel at ease), written
 * for each ordered pair: fire Sun with water Moon is not water Sun with fire Moon.
 */
export const LIGHTS_TEXT: Record<Element, Record<Element, string>> = {
  fire: {
    fire: 'are both in fire signs: what you aim at and what you need burn the same way, quick to start and slow to sit still.',
    earth:
      'pair a fire Sun with an earth Moon: your will leaps toward what excites it, while your feelings only settle once there is something solid underfoot, so your best work comes when the spark is given a plan.',
    air: 'pair a fire Sun with an air Moon: your will wants to act and shine, and your feelings ask for talk, space and a friend to think aloud with; ideas feed the fire, and the fire needs somewhere to land.',
    water:
      'pair a fire Sun with a water Moon: you go after what you want boldly, yet your heart is tender and remembers every slight, so the leap goes best once the feeling behind it has been heard.',
  },
  earth: {
    fire: 'pair an earth Sun with a fire Moon: you build toward your goals with patience, while your feelings flare fast and want play, praise and adventure, so the plan needs room for delight.',
    earth:
      'are both in earth signs: purpose and comfort agree on the solid and the real, and you trust what you can build.',
    air: 'pair an earth Sun with an air Moon: your will is practical and wants results, while your feelings need conversation, ideas and a little distance, and you are at your best when a thought becomes a thing.',
    water:
      'pair an earth Sun with a water Moon: a practical will and a feeling heart that shelter each other, steady when life is not.',
  },
  air: {
    fire: 'pair an air Sun with a fire Moon: your purpose runs on ideas and people, and your feelings want warmth, action and a little drama, so enthusiasm is what turns your thinking into a life.',
    earth:
      'pair an air Sun with an earth Moon: your purpose lives in ideas, talk and the people you share them with, while your feelings settle only with routine, touch and things you can count on.',
    air: 'are both in air signs: you live by ideas and conversation, and need to talk a feeling through to know it.',
    water:
      'pair an air Sun with a water Moon: your purpose reasons and weighs, while your feelings run deep and wordless, and much of your growth lies in translating between head and heart.',
  },
  water: {
    fire: 'pair a water Sun with a fire Moon: your purpose is quiet, intuitive and attuned to others, yet your feelings flare quickly and want to act at once, so the heart leads and the will follows.',
    earth:
      'pair a water Sun with an earth Moon: your purpose follows feeling and care, and your comfort comes from the practical, the familiar and the well made, so care, for you, is something you do with your hands as much as feel.',
    air: 'pair a water Sun with an air Moon: your purpose is felt before it is explained, while your feelings need words, company and a cool head, and you grow by letting the mind name what the heart knows.',
    water:
      'are both in water signs: you steer by feeling, and your purpose and your moods rise and fall together.',
  },
};

/** Planets conjunct a point within 3° in its sign, which travel with it in any aspect it makes. */
function companions(p: PointName, aspects: AspectFact[]): PointName[] {
  return aspects
    .filter((a) => a.aspect === 'conjunction' && a.orb <= 3 && !a.outOfSign && (a.p1 === p || a.p2 === p))
    .map((a) => (a.p1 === p ? a.p2 : a.p1))
    .filter((q) => PLANETS.includes(q));
}

const ASPECT_VERB: Record<string, string> = {
  conjunction: 'is conjunct',
  opposition: 'opposes',
  square: 'squares',
  trine: 'trines',
  sextile: 'sextiles',
};

/** What an exact aspect to a light or the ruler holds, with any retrograde end said in the same breath. */
function exactAspectSentence(
  a: AspectFact,
  aspects: AspectFact[],
  retro: PointName[],
  second: boolean,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
): string {
  // The signs make the sentence this chart's own: two charts with the aspect share the pair text.
  const [s1, s2] = [signs[a.p1], signs[a.p2]];
  const together = a.aspect === 'conjunction' && s1 === s2;
  const side = (p: PointName, sign: keyof typeof SIGN_INFO | undefined) => {
    const c = a.aspect === 'conjunction' ? [] : companions(p, aspects);
    const at = sign && !together ? `${pointLabel(p)} in ${signName(sign)}` : pointLabel(p);
    return c.length > 0 ? `${at}, with ${labels(c)} beside it,` : at;
  };
  const slow = [a.p1, a.p2].find((p) => retro.includes(p) && PERSONAL.includes(p));
  const [r1, r2] = [`${realm(a.p1)} (${pointLabel(a.p1)})`, `${realm(a.p2)} (${pointLabel(a.p2)})`];
  // The pair's own authored text reads the aspect; the generic line is kept for a retrograde end,
  // whose inward working the authored text does not know (Kahlo's Sun opposite a retrograde Mars).
  const own = pairText(a, (p) => signs[p]);
  const head = `${capitalise(side(a.p1, s1))} ${ASPECT_VERB[a.aspect]} ${side(a.p2, s2)}${together && s1 ? ` in ${signName(s1)}` : ''} ${a.orb < 0.3 ? 'exactly' : second ? 'within a degree' : 'almost to the degree'}`;
  if (own && !slow) return `${head}. ${own}`;
  const meaning: Record<string, string> = {
    conjunction: `${r1} and ${r2} act as one`,
    opposition: `the pull between ${r1} and ${r2} runs through your whole life, and the balance you strike between them is your own`,
    square: `there is a working friction between ${r1} and ${r2} that keeps you building`,
    trine: `${r1} and ${r2} help each other without effort`,
    sextile: `${r1} and ${r2} cooperate whenever you give them the chance`,
  };
  return `${head}, so ${meaning[a.aspect]}${slow ? `; with ${pointLabel(slow)} retrograde, it is worked out inwardly first and shows late, but it shows` : ''}.`;
}

/**
 * The tightest major aspect of a personal planet with another or with Jupiter or Saturn, within a
 * degree, as a theme the overview can tell: the chart's most exact contact went unnamed there
 * while weaker ones led (review r34: Dalí's Sun square Saturn at 0.4°). Jupiter with Saturn is a
 * generation's meeting, every twenty years; a planet on the Sun is read as combust or cazimi; an
 * out-of-sign aspect is the weaker kind, and a Moon aspect without a birth time changes its orb
 * through the day.
 */
export function tightestAspectTheme(
  themes: readonly Theme[],
  aspects: AspectFact[],
  retro: PointName[],
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
): Theme | null {
  const a = aspects
    .filter(
      (x) =>
        x.orb <= 1 &&
        x.aspect in ASPECT_VERB &&
        [x.p1, x.p2].every((p) => CLASSICAL.includes(p)) &&
        [x.p1, x.p2].some((p) => PERSONAL.includes(p)) &&
        !(x.aspect === 'conjunction' && [x.p1, x.p2].includes('Sun')) &&
        !x.outOfSign &&
        !x.allDay,
    )
    .sort((x, y) => x.orb - y.orb)[0];
  if (!a) return null;
  const same = (b: AspectFact | undefined) =>
    !!b && b.aspect === a.aspect && [b.p1, b.p2].includes(a.p1) && [b.p1, b.p2].includes(a.p2);
  return (
    themes.find((t) => same(t.aspect)) ?? {
      name: `${pointLabel(a.p1)} ${a.aspect} ${pointLabel(a.p2)} (${a.orb}°)`,
      weight: 0,
      points: [a.p1, a.p2],
      label: `the ${a.orb < 0.3 ? 'exact ' : 'close '}${a.aspect} of ${pointLabel(a.p1)} and ${pointLabel(a.p2)}`,
      sentence: exactAspectSentence(a, aspects, retro, false, signs),
      aspect: a,
    }
  );
}

/**
 * A dignified Mars or Saturn is strong, not easy: its strength is the discipline to carry hard things
 * (review r27: "the Sun and Saturn ... work with unusual ease", of a Saturn out of sect in the twelfth).
 */
function strongMalefics(strong: readonly ClassicalPlacement[]): string {
  const mars = strong.some((x) => x.point === 'Mars');
  const saturn = strong.some((x) => x.point === 'Saturn');
  // A combust or retrograde one among them does not work "with unusual ease" (review r29: Amy
  // Winehouse's combust, retrograde Mercury at home and exalted).
  // Its condition was named beside its dignity; here is what it does to the strength. A retrograde
  // one only takes back the ease, which a strong malefic's clause already does.
  const impeded = strong.filter(
    (x) => x.impeded?.includes('combust') || (x.impeded?.length && !mars && !saturn),
  );
  const hampered = impeded.length
    ? `, though ${listJoin(
        impeded.map(
          (x) =>
            `${pointLabel(x.point)} ${x.impeded!.includes('combust') ? 'lends its strength' : 'gives its best'} ${impededManner(x.impeded)}`,
        ),
      )}`
    : '';
  if (impeded.length && !mars && !saturn) return hampered;
  if (impeded.length) return `${strongMaleficClause(mars, saturn)}${hampered.replace(/^, though/, ', and')}`;
  return strongMaleficClause(mars, saturn);
}

/** The clause that grants dignified planets their ease: only a theme that says it comes easily. */
const WITH_EASE = ' and work with unusual ease';

function strongMaleficClause(mars: boolean, saturn: boolean): string {
  if (!mars && !saturn) return WITH_EASE;
  // Discipline is Saturn's; a strong Mars is force and nerve (review r27 set f: Mars given Saturn's word).
  if (mars && saturn)
    return ', though with Mars and Saturn among them the strength is force and discipline more than ease';
  return mars
    ? ', though with Mars among them the strength is force and nerve more than ease'
    : ', though with Saturn among them the strength is one of discipline more than ease';
}

/**
 * A mutual reception's exact dignities, and whether the exchange comes from strength: only then is
 * it a gift that comes easily, not between two peregrine or debilitated planets.
 */
function reception(
  a: PointName,
  b: PointName,
  classical: ClassicalPlacement[],
): { note: string; strong: boolean } {
  const xs = [a, b].map((p) => classical.find((x) => x.point === p)!).filter((x) => x.dignities?.length);
  const weak = xs.filter((x) => x.dignities!.some((d) => d === 'detriment' || d === 'fall'));
  if (xs.length === 0) return { note: ', each hosting the other', strong: false };
  const state = lowerFirst(eachDignity(xs));
  // A debilitated planet is helped by its host, not dignified by it.
  if (weak.length === 2)
    return {
      note: `: ${state}, so each leans on the other, though neither gains dignity from it`,
      strong: false,
    };
  if (weak.length === 1) {
    const w = weak[0]!.point;
    const host = w === a ? b : a;
    return {
      note: `: ${state}, so ${pointLabel(host)} hosts ${pointLabel(w)} and lends it help, though not dignity`,
      strong: false,
    };
  }
  // The dignity says why the exchange matters, not only that it exists (review r27: "each hosting
  // the other: Saturn is exalted" read as a stray fact).
  return {
    note: `, each hosting the other, and since ${state}, the help between them comes from strength`,
    strong: true,
  };
}

const lowerFirst = (t: string) => (/^The\b/.test(t) ? `t${t.slice(1)}` : t);

/** What a house stellium does to a sign stellium that shares its planets. */
function houseTwist(
  house: ChartSynthesis['stelliums'][number],
  sign: ChartSynthesis['stelliums'][number],
): string {
  const shared = house.members.filter((m) => sign.members.includes(m));
  // A house that holds more than the sign's planets is the bigger stellium and is counted whole
  // (issue 27: five planets in the eighth house were told as the four that were also in Libra).
  if (house.members.length > shared.length)
    return `Yet the ${ordinal(house.house!)} house (${HOUSE_THEME[house.house! - 1]}) holds ${cardinal(house.members.length)} planets, ${labels(house.members)}, so what ${signName(sign.sign!)} would show is lived ${HOUSE_WHERE[house.house! - 1]}.`;
  return `Yet ${labels(shared)} also share the ${ordinal(house.house!)} house (${HOUSE_THEME[house.house! - 1]}), so what ${signName(sign.sign!)} would show is lived ${HOUSE_WHERE[house.house! - 1]}.`;
}

/** Where a house's affairs are lived, short enough for a clause (the twelfth's full line is a paragraph's). */
export const houseWhere = (house: number) =>
  house === 12 ? 'behind the scenes, in retreat and the inner life' : HOUSE_WHERE[house - 1]!;

/**
 * Where a house's affairs are lived, after "what Aries would show is lived" and, but for the
 * twelfth, "luck and help reach you most easily": a singular and a plural subject, so no entry
 * carries a pronoun or verb of its own that must agree with one ("before it reaches the world").
 */
export const HOUSE_WHERE: readonly string[] = [
  'in plain view, in your own person and manner',
  'through money, possessions and what you value',
  'in talk, study and the streets around you',
  'at home and among family, in private before in public',
  'in play, romance, children and what you make',
  'in daily work, routines and the care of the body',
  'through partners, in love and in business',
  'through intimacy, shared money, inheritance and endings',
  'in travel, study and the search for meaning',
  'in your career and public name',
  'among friends, groups and causes',
  'behind the scenes first, in the house that tradition gives to retreat, confinement and hidden things: the light you show is prepared out of sight, and the privacy is part of the power',
];

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');

/** A figure named in a few words, by its focal point or element. */
function patternLabel(p: AspectPattern, signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>): string {
  switch (p.kind) {
    case 'T-square':
      return `a T-square focused on ${pointLabel(p.apex!)}`;
    case 'yod':
      return `a yod pointing at ${pointLabel(p.apex!)}`;
    case 'kite':
      return `a kite steered by ${pointLabel(p.apex!)}`;
    case 'grand trine':
      return `a ${grandTrineName(p, signs)}`;
    default:
      return `a grand cross of ${labels(p.members)}`;
  }
}

/** The kinds of theme that ask for effort, and those that come easily, by a theme's name. */
const HARD_THEME = /^(T-square|grand cross|yod) |planets debilitated|^no planets in | (square|opposition) /;
const EASY_THEME = /^(grand trine|kite) | (trine|sextile) /;
const isHard = (t: Theme) => HARD_THEME.test(t.name);
const isEasy = (t: Theme) => t.ease ?? EASY_THEME.test(t.name);

/** What the chart knows about where its themes stand, for joining two of them. */
export interface ThemeSetting {
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>;
  /** Each planet's house as read. */
  houses: Partial<Record<PointName, number>>;
  /** The chart's aspects, so two themes whose planets meet are not called separate. */
  aspects?: readonly { p1: PointName; p2: PointName; aspect: string; orb: number; outOfSign?: boolean }[];
  /** Each classical planet's combustion or retrograde, told with any praise of its dignity. */
  impeded?: Partial<Record<PointName, Impediment[]>>;
}

/**
 * One theme's planet standing in a sign the other's planet rules: where the ruler stands is where
 * the ruled planet's matters are acted on, and the ruler's own strength or weakness is the footing
 * it gives. Null when neither is known (no birth time and a peregrine ruler): the bare rulership
 * would say nothing.
 */
function dispositorLink(
  ruler: PointName,
  ruled: PointName,
  sign: keyof typeof SIGN_INFO,
  at: ThemeSetting,
  /** The ruler's own theme sentence, told just before. */
  told = '',
): string | null {
  const house = at.houses[ruler];
  const rulerSign = at.signs[ruler];
  const d = rulerSign ? dignities(ruler, rulerSign) : [];
  const strong = d.includes('domicile') ? 'at home' : d.includes('exaltation') ? 'exalted' : null;
  const weak = d.find((x) => x === 'detriment' || x === 'fall');
  // A dispositor lends its condition, not its house: "which stands in the twelfth house, so that
  // is where you act on love" relocated a second-house Venus (review r26), so only the footing is told.
  if (!strong && !weak) return null;
  const lead = `${capitalise(pointLabel(ruled))} in ${signName(sign)} takes its lead from ${pointLabel(ruler)}, ruler of ${signName(sign)}`;
  const there = house ? ` in the ${ordinal(house)} house` : '';
  const impeded = at.impeded?.[ruler];
  // A condition the ruler's own theme has just told is referred to, not told again (review d:
  // "combust" eight times in one report, twice in the overview alone).
  const toldImpeded = !!impeded?.length && impeded.every((x) => told.includes(x));
  return strong
    ? toldImpeded
      ? `${lead}, and ${pointLabel(ruler)}'s strength, ${impeded!.includes('combust') ? 'quiet' : 'slow'} as it is, backs ${realm(ruled)}.`
      : impeded?.length
        ? `${lead}, and ${pointLabel(ruler)}, ${strong} in ${signName(rulerSign!)}${there} though ${impededWords(impeded)}, backs ${realm(ruled)} with its own strength, ${impeded.includes('combust') ? "if quietly, from inside the Sun's light" : 'if slowly, on second thought'}.`
        : // A malefic's backing comes on its own terms even when dignified: "Saturn … backs your emotional
          // needs with its own strength" read as comfort from a Saturn rising out of sect (review y).
          `${lead}, and ${pointLabel(ruler)}, ${strong} in ${signName(rulerSign!)}${there}, backs ${realm(ruled)} with its own strength${ruler === 'Saturn' ? ', if sternly, asking for discipline in return' : ruler === 'Mars' ? ', if sharply, asking for courage in return' : ''}.`
    : `${lead}, and ${pointLabel(ruler)}, in its ${weak} in ${signName(rulerSign!)}${there}, lends ${realm(ruled)} only what it wins by effort.`;
}

/**
 * The sentence that ties the overview's two heaviest themes into one story: a house both land in, a planet of one ruling the sign a planet of the other stands in, an element
 * that holds both, or else how their natures meet (strain and ease, two strains, two gifts).
 * `variant` turns the wording, so two reports do not share the sentence.
 */
export function themeLink(a: Theme, b: Theme, at: ThemeSetting, variant: number): string | null {
  // A theme's points can name a planet twice (an aspect's end and a companion of the other end).
  const planetsOf = (t: Theme) => [...new Set(t.points.filter((p) => PLANETS.includes(p)))];
  const shared = planetsOf(a).filter((p) => planetsOf(b).includes(p));
  // A planet in both themes is no link between them: the opening has just named it in each, and
  // "what links them is the Sun" beside a theme that is the Sun links a planet to itself. Only a
  // distinct connection (a house, a rulership, an element, how their natures meet) is told.
  if (shared.length > 0) return null;
  // A house ties the two only when every planet of both themes stands in it: with half of one
  // theme elsewhere, "both come to a head" there was untrue (Madonna's dignified Sun, in the
  // twelfth, was said to meet her first-house Moon and Mercury in the first). The planets are
  // named, so the sentence says who meets there rather than a "both" the reader must resolve.
  const inHouse = (t: Theme, h: number) => planetsOf(t).filter((p) => at.houses[p] === h);
  const holds = (t: Theme, h: number) =>
    planetsOf(t).length > 0 && inHouse(t, h).length === planetsOf(t).length;
  const common = [...new Set(planetsOf(a).map((p) => at.houses[p]))].find(
    (h): h is number => h !== undefined && holds(a, h) && holds(b, h),
  );
  if (common) {
    const there = [...new Set([...inHouse(a, common), ...inHouse(b, common)])];
    return `${capitalise(labels(there))} ${there.length === 2 ? 'both' : 'all'} stand in the ${ordinal(common)} house (${HOUSE_THEME[common - 1]}), so the two threads are lived in the same part of life.`;
  }
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const)
    for (const ruler of planetsOf(x))
      for (const ruled of planetsOf(y)) {
        const sign = at.signs[ruled];
        // An outer planet's sign is its generation's, so the sign ruler over it says nothing of this person.
        if (ruled === ruler || !sign || GENERATIONAL.includes(ruled)) continue;
        // Only the traditional ruler leads, as in the dignities section: a Pisces Moon answers to
        // Jupiter, and naming Neptune alone would contradict that section (Prince's overview did).
        if (dispositor(sign) !== ruler) continue;
        const line = dispositorLink(ruler, ruled, sign, at, x.sentence);
        if (line) return line;
      }
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const el = / planets in (fire|earth|air|water)$/.exec(x.name)?.[1] as Element | undefined;
    const inEl = el ? planetsOf(y).filter((p) => at.signs[p] && SIGN_INFO[at.signs[p]!].element === el) : [];
    if (el && inEl.length > 0)
      // Not the element's planets named again: the element theme has just listed them.
      return `The two themes are one temperament seen from two sides, since ${labels(inEl)} ${verb(inEl, 'belongs', 'belong')} to both.`;
  }
  const [hard, easy] = [isHard(a) || isHard(b), isEasy(a) || isEasy(b)];
  const both = (is: (t: Theme) => boolean) => is(a) && is(b);
  // Strain and ease are named, so the reader knows which theme to draw on, in a few words: the
  // opening has just given both labels in full.
  const [strain, ease] = isHard(a) ? [a, b] : [b, a];
  const short = (t: Theme) =>
    /^an? /.test(t.label)
      ? `the ${t.label.replace(/^an? /, '').split(/ (?:pointing at|focused on|steered by|in the|of|with) /)[0]}`
      : t === a
        ? 'the first'
        : 'the second';
  // Two themes on one axis, a planet on the Descendant and a figure holding the Ascendant, share
  // the axis even without a planet or house in common.
  const axisOf = (t: Theme) => {
    const on = / on the (Ascendant|Midheaven|Descendant|IC)$/.exec(t.name)?.[1];
    const ends = [...(on ? [on] : []), ...t.points.filter((p) => p === 'Ascendant' || p === 'Medium_Coeli')];
    return new Set(ends.map((x) => (x === 'Ascendant' || x === 'Descendant' ? 'horizon' : 'meridian')));
  };
  const axis = [...axisOf(a)].find((x) => axisOf(b).has(x));
  // Planets of the two themes in one sign, above all conjunct, are no separate sides of the person
  // (Rihanna's Moon and Venus 1.8° apart in Aries).
  const pairs = planetsOf(a).flatMap((x) =>
    planetsOf(b)
      .filter((y) => y !== x)
      .map((y) => [x, y] as const),
  );
  const conjunct = (at.aspects ?? [])
    .filter(
      (x) =>
        x.aspect === 'conjunction' &&
        !x.outOfSign &&
        pairs.some(([p, q]) => (x.p1 === p && x.p2 === q) || (x.p1 === q && x.p2 === p)),
    )
    .sort((x, y) => x.orb - y.orb)[0];
  const sameSign = pairs.find(([x, y]) => at.signs[x] && at.signs[x] === at.signs[y]);
  const together = conjunct
    ? `${capitalise(pointLabel(conjunct.p1))} and ${pointLabel(conjunct.p2)} stand within ${Math.max(conjunct.orb, 0.1).toFixed(1)}° of each other${at.signs[conjunct.p1] ? ` in ${signName(at.signs[conjunct.p1]!)}` : ''}, so what one theme says of ${realm(conjunct.p1)}, the other says of ${realm(conjunct.p2)}: read them together.`
    : sameSign
      ? `${capitalise(pointLabel(sameSign[0]))} and ${pointLabel(sameSign[1])} both stand in ${signName(at.signs[sameSign[0]]!)}, so the two themes share that sign's manner and are read together.`
      : null;
  const ways =
    hard && easy && !both(isHard) && !both(isEasy)
      ? [
          `${capitalise(short(strain))} brings the strain and ${short(ease)} the ease, and the ease is what to draw on when the strain bites.`,
          `What comes easily through ${short(ease)} is the means to meet what ${short(strain)} demands.`,
        ]
      : both(isHard)
        ? [
            // Said as a reader would say it (review r28: "that pressure is the engine of this chart").
            'Both themes ask for effort, and meeting one trains you for the other.',
            'Neither comes easily; together they make a life that grows by meeting resistance.',
          ]
        : both(isEasy)
          ? [
              'Both themes come easily, so the risk is coasting, and the growth comes from giving these gifts a hard task.',
              'Each is a gift, and the gifts do most when something asks a lot of them.',
            ]
          : axis
            ? [AXIS_LINK[axis]]
            : // Two planets on angles share no planet or house, but both are what people meet first.
              [a, b].every((t) => / on the (Ascendant|Midheaven|Descendant|IC)$/.test(t.name))
              ? [
                  'Both themes stand on angles, the loudest places in a chart, so these two are what people meet first in you.',
                ]
              : together
                ? [together]
                : // Two themes with nothing between them get no link: "each colours the other" would be filler.
                  [];
  return ways.length > 0 ? ways[variant % ways.length]! : null;
}

/**
 * Two themes on one axis of the chart, said as the axis's own question. The link names "both
 * themes", not a bare "Both": it follows sentences that list three or more planets (review r33).
 */
const AXIS_LINK = {
  horizon:
    'Both themes sit on the Ascendant-Descendant axis, so how you meet the world and whom you draw close are one question in your chart.',
  meridian:
    'Both themes sit on the Midheaven-IC axis, so your public aims and your private roots are one question in your chart.',
};

/** Whether the sign ruler of a light has a role to name after its place (chart ruler, final dispositor). */
const roles0 = (at: { chartRulers: PointName[]; finalDispositor: PointName | null }, lord: PointName) =>
  at.chartRulers.includes(lord) || at.finalDispositor === lord;

/**
 * One sentence on the sign ruler of a light when that ruler is prominent: dignified or debilitated,
 * the chart ruler, or the final dispositor. Null when the ruler is the planet itself or unremarkable.
 */
export function dispositorSentence(
  point: PointName,
  sign: keyof typeof SIGN_INFO,
  at: ThemeSetting & { chartRulers: PointName[]; finalDispositor: PointName | null },
): string | null {
  const lord = dispositor(sign);
  const lordSign = at.signs[lord];
  if (lord === point || !lordSign) return null;
  const d = dignities(lord, lordSign);
  const impeded = at.impeded?.[lord];
  const strong = d.includes('domicile')
    ? `at home in ${signName(lordSign)}`
    : d.includes('exaltation')
      ? `exalted in ${signName(lordSign)}`
      : null;
  // A strong ruler that is combust or retrograde is praised with its condition (review r29).
  const tempered =
    strong && impeded?.length ? `, though ${impededWords(impeded)}${roles0(at, lord) ? ',' : ''}` : '';
  const weak = d.includes('detriment')
    ? `in its detriment in ${signName(lordSign)}`
    : d.includes('fall')
      ? `in its fall in ${signName(lordSign)}`
      : null;
  const ruler = at.chartRulers.includes(lord);
  const final = at.finalDispositor === lord;
  if (!strong && !weak && !ruler && !final) return null;
  const house = at.houses[lord];
  const where = strong ?? weak ?? `in ${signName(lordSign)}`;
  const roles = [
    ...(ruler ? ['your chart ruler'] : []),
    ...(final ? ['the final dispositor of the chart'] : []),
  ];
  const traditional = SIGN_INFO[sign].ruler !== lord ? 'traditional ruler' : 'ruler';
  const sun = point === 'Sun';
  const effect = strong
    ? `${
        sun ? 'your sense of self has a strong ally behind it' : 'your emotional needs rest on firm support'
      }`
    : weak
      ? sun
        ? 'your sense of self leans on a planet that works by effort'
        : 'your feelings depend on a planet that has to work for its results'
      : sun
        ? `your sense of self follows where ${pointLabel(lord)} leads`
        : `your moods take their cue from ${pointLabel(lord)}`;
  return `The ${traditional} of ${signName(sign)}, ${pointLabel(lord)}, stands ${where}${house ? ` in the ${ordinal(house)} house` : ''}${tempered}${roles.length ? ` and is ${listJoin(roles)}` : ''}, so ${effect}.`;
}

/** Every candidate theme with its weight, heaviest first. */
/**
 * What a chart weighted toward one element does, for the overview: worded apart from the Elements
 * section's ELEMENT_TEXT, which follows it and read it again word for word once a generation's
 * figure no longer led the overview (review x, Hugh Jackman's air).
 */
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'a taste for action and a readiness to lead colour',
  earth: 'a feel for what is real and lasting colours',
  air: 'curiosity and a need to talk things through colour',
  water: 'sympathy and a long memory for feeling colour',
};

export function chartThemes(
  s: ChartSynthesis,
  aspects: AspectFact[],
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  classical: ClassicalPlacement[],
  houses: Partial<Record<PointName, number>>,
): Theme[] {
  const out: Theme[] = [];
  const strong = classical.filter(
    (x) => x.dignities?.[0] === 'domicile' || x.dignities?.[0] === 'exaltation',
  );
  const weak = classical.filter((x) => x.dignities?.[0] === 'detriment' || x.dignities?.[0] === 'fall');
  // Two strong planets in a tight square or opposition compete: said in the same sentence.
  const clash = (xs: ClassicalPlacement[]) =>
    aspects.find(
      (a) =>
        (a.aspect === 'square' || a.aspect === 'opposition') &&
        a.orb <= 3 &&
        xs.some((x) => x.point === a.p1) &&
        xs.some((x) => x.point === a.p2),
    );
  if (strong.length >= 2) {
    const c = clash(strong);
    const manner = strongMalefics(strong);
    out.push({
      name: `${strong.length} planets dignified`,
      // A dignified light or chart ruler is the chart's backbone.
      weight:
        3 +
        strong.length +
        (strong.some(
          (x) =>
            x.point === 'Sun' ||
            x.point === 'Moon' ||
            x.point === s.ruler?.point ||
            x.point === s.coRuler?.point,
        )
          ? 2
          : 0),
      points: strong.map((x) => x.point),
      // Named after one article ("a dignified Moon, Mars and Jupiter"): "…, each dignified" ran into
      // the next theme's "and", and a bare count named no planet (reviews r27 set f and g).
      label: `a dignified ${listJoin(strong.map((x) => pointTitle(x.point)))}`,
      sentence: c
        ? `${eachDignity(strong)}, yet ${pointLabel(c.p1)} ${c.aspect === 'square' ? 'squares' : 'opposes'} ${pointLabel(c.p2)} within ${c.orb}°: two strong parts of you that rarely pull the same way at once, so each works well and the skill is letting them take turns.`
        : `${eachDignity(strong)}, so these parts of you carry real authority${manner}.`,
      ease: !c && manner === WITH_EASE,
    });
  }
  if (weak.length >= 2)
    out.push({
      name: `${weak.length} planets debilitated`,
      weight: 3 + weak.length,
      points: weak.map((x) => x.point),
      label: `${labels(weak.map((x) => x.point))} working from debility`,
      sentence: `${eachDignity(weak)}: what they govern comes by effort rather than by default, and holds once won.`,
    });
  // A mutual reception ranks with a stellium: two planets that lend each other their signs.
  for (const [a, b] of mutualReceptions(
    classical.filter((x): x is ClassicalPlacement & { dignities: Dignity[] } => x.dignities !== null),
  )) {
    const { note, strong } = reception(a, b, classical);
    out.push({
      name: `mutual reception of ${pointLabel(a)} and ${pointLabel(b)}`,
      weight: 8,
      points: [a, b],
      label: `${pointLabel(a)} and ${pointLabel(b)} in mutual reception`,
      sentence: `${capitalise(pointLabel(a))} in ${signName(signs[a]!)} and ${pointLabel(b)} in ${signName(signs[b]!)} stand in each other's signs, a mutual reception${note}.`,
      ease: strong,
    });
  }
  const sunSign = signs.Sun;
  // The Sun and Moon's elements are a theme of their own only when little else ranks.
  const moonSign = classical.find((x) => x.point === 'Moon')?.dignities === null ? undefined : signs.Moon;
  if (sunSign && moonSign) {
    const [se, me] = [SIGN_INFO[sunSign].element, SIGN_INFO[moonSign].element];
    out.push({
      name: `Sun in ${signName(sunSign)}, Moon in ${signName(moonSign)}`,
      weight: 3,
      points: ['Sun', 'Moon'],
      label: `${article(signName(sunSign))} ${signName(sunSign)} Sun with ${article(signName(moonSign))} ${signName(moonSign)} Moon`,
      sentence:
        sunSign === moonSign
          ? `Your Sun and Moon are both in ${signName(sunSign)}, ${se === 'air' || se === 'earth' ? 'an' : 'a'} ${se} sign, ${LIGHTS_TEXT[se][me].replace(/^are both in \w+ signs: /, 'so ')}`
          : `Your Sun in ${signName(sunSign)} and Moon in ${signName(moonSign)} ${LIGHTS_TEXT[se][me]}`,
    });
  }
  const personalIn = (ps: PointName[]) => ps.filter((p) => PERSONAL.includes(p)).length;
  const base = { 'grand cross': 10, 'T-square': 9, yod: 8, kite: 8, 'grand trine': 7 } as const;
  // One figure of each kind is a theme; a second grand trine would only repeat the first.
  const kinds = new Set<string>();
  const shared = sharedPatternPlanets(mergePatterns(s.patterns));
  // Of two figures of a kind, a generation's yields to the person's own.
  const generation = (x: AspectPattern) => (figureOf(x.members) === 'generation' ? 1 : 0);
  const figures = mergePatterns(s.patterns).sort((x, y) => generation(x) - generation(y));
  for (const p of figures.filter((x) => !kinds.has(x.kind) && kinds.add(x.kind))) {
    const easy = shared && (p.kind === 'grand trine' || p.kind === 'kite');
    const figure = figureOf(p.members);
    out.push({
      name: `${p.kind} (${labels(p.members)})`,
      weight: base[p.kind] + personalIn(p.members),
      ...(figure ? { figure } : {}),
      points: p.members,
      label: patternLabel(p, signs),
      sentence: easy ? `${patternSentence(p, signs, houses)} ${shared}` : patternSentence(p, signs, houses),
    });
  }
  for (const st of s.stelliums) {
    // A sign stellium and a house stellium that share planets are one theme, told as one: Madonna's
    // Leo planets want a stage, and the twelfth house puts that stage behind a curtain.
    const twin =
      st.sign && !st.house
        ? s.stelliums.find((o) => o.house && o.members.filter((m) => st.members.includes(m)).length >= 2)
        : undefined;
    if (
      !st.sign &&
      s.stelliums.some(
        (o) => o.sign && !o.house && o.members.filter((m) => st.members.includes(m)).length >= 2,
      )
    )
      continue;
    const own = st.members.filter((m) => !GENERATIONAL.includes(m));
    // A group held together by a slow planet or one on a cusp is no configuration to rank.
    const figure = leansOn(st) ? undefined : figureOf(st.members);
    out.push({
      name: `stellium in ${st.sign ? signName(st.sign) : `the ${ordinal(st.house!)} house`}${twin ? ` and the ${ordinal(twin.house!)} house` : ''}`,
      // Fewer than three planets of its own, without the slow ones and those on a cusp, and it is
      // no headline: exact aspects of the lights and the ruler come first.
      weight: leansOn(st) ? 4 : 5 + own.length + (twin ? 2 : 0),
      ...(figure ? { figure } : {}),
      points: twin ? [...new Set([...st.members, ...twin.members])] : st.members,
      // A house holding more planets than the sign it shares them with names the theme.
      label:
        twin && twin.members.length > st.members.length
          ? `${cardinal(twin.members.length)} planets in the ${ordinal(twin.house!)} house`
          : st.sign
            ? `${cardinal(own.length)} planets in ${signName(st.sign)}${st.house ? ` in the ${ordinal(st.house)} house` : ''}`
            : `${cardinal(st.members.length)} planets in the ${ordinal(st.house!)} house`,
      sentence: twin ? `${stelliumSentence(st)} ${houseTwist(twin, st)}` : stelliumSentence(st),
    });
  }
  const [top, next] = s.dominant;
  if (top && (!next || top.score - next.score >= 2)) {
    // The reasons that raise the score; a debility lowers it and is said as a condition instead.
    const raises = top.reasons.filter(
      (r) => !/^in its (detriment|fall)$|^a (personal|social) planet$/.test(r),
    );
    // The ruler's sentence opens the overview with its rulership and dignity already said.
    const isRuler = top.reasons.includes('chart ruler');
    const sign = signs[top.point];
    const debility = sign
      ? dignities(top.point, sign).find((d) => d === 'detriment' || d === 'fall')
      : undefined;
    // Said as an astrologer says it, from the chart, not from the score's tallies; a combust or
    // retrograde planet's dignity with its condition (review r29).
    const impeded = s.impeded?.[top.point];
    const tempered = impeded?.length ? ` though ${impededWords(impeded)}` : '';
    const bits = [
      ...(!isRuler && sign && raises.includes('in its domicile')
        ? [`at home in ${signName(sign)}${tempered}`]
        : []),
      ...(!isRuler && sign && raises.includes('exalted') ? [`exalted in ${signName(sign)}${tempered}`] : []),
      ...(raises.includes('benefic of sect') ? ['the benefic of your sect'] : []),
      ...raises.filter((r) => /^on the /.test(r)),
      ...(raises.includes('in an angular house') && houses[top.point]
        ? [`in the ${ordinal(houses[top.point]!)} house, an angular one`]
        : []),
      ...(top.disposes.length >= 2 ? [`ruler of the signs holding ${labels(top.disposes)}`] : []),
    ];
    const keystone =
      isRuler &&
      !debility &&
      (raises.includes('in its domicile') || raises.includes('exalted')) &&
      raises.includes('in an angular house');
    const dignity = raises.includes('in its domicile') ? 'at home' : 'exalted';
    // "Your emotional needs sets the tone" (review t): a realm of two things or a plural noun takes "set".
    const sets = / and |^your emotional needs$|^the habits /.test(realm(top.point)) ? 'set' : 'sets';
    out.push({
      name: `dominant planet ${pointLabel(top.point)}`,
      // Below the figures, exact aspects and stelliums: its score already counts them. A chart ruler
      // at home or exalted in an angular house is the chart's keystone and leads (review r27 set f:
      // Hepburn's Saturn ruler, in Capricorn in the tenth, ranked under a peregrine Moon and Neptune).
      weight: keystone ? 10 : Math.min(top.score, 7),
      points: [top.point],
      label: `a dominant ${pointTitle(top.point)}`,
      sentence: keystone
        ? `${capitalise(pointLabel(top.point))}, the ruler of your chart, is its dominant planet, ${dignity} in ${signName(sign!)}${tempered}${bits.length ? ` and ${listJoin(bits.slice(0, 2))}` : ''}, so ${realm(top.point)} ${sets} the tone for the rest.`
        : `${capitalise(pointLabel(top.point))} is ${isRuler ? 'also ' : ''}the dominant planet of your chart${bits.length ? `, ${listJoin(bits.slice(0, 3))}` : ''}, so ${realm(top.point)} ${sets} the tone for the rest${debility && sign ? `; in its ${debility} in ${signName(sign)} it carries that weight by effort rather than ease` : ''}.`,
      placesRuler: keystone,
    });
  }
  // Every planet from the Sun to Saturn on an angle opens the overview after the ruler (Saturn on
  // the Midheaven marks a chart as much as the Moon does); a close one weighs more.
  // An astrologer reads the lights and the angles first: a planet on an angle outweighs a stellium
  // or a tally of dignities (Jolie's Venus rising and Jupiter on the Midheaven), and an outer planet
  // on an angle makes its generation's sign personal (Hepburn's Neptune on the Descendant).
  // Within 3° a planet holds the angle; beyond it the contact is wider and ranks after a closer
  // one, and the chart ruler on an angle leads all (review r26b: a Moon 4.8° off the IC led while
  // the ruling Mercury stood 0.7° from the Midheaven).
  const angleWeight = (a: AngularPlanet) => {
    const tight = a.orb <= 3;
    if (tight && CLASSICAL.includes(a.point) && [s.ruler?.point, s.coRuler?.point].includes(a.point))
      return 11.5;
    if (a.point === 'Sun' || a.point === 'Moon') return tight ? 11 : 9 - a.orb / 10;
    if (CLASSICAL.includes(a.point)) return tight ? 9.5 - a.orb / 10 : 8.5 - a.orb / 10;
    return tight ? 7.5 : 7;
  };
  const onAngles = s.angular.filter((x) => PLANETS.includes(x.point));
  // Two planets on one angle are one theme, not two ("the Moon on the Ascendant and Venus on the
  // Ascendant"), now that the 5° rule puts more planets there (review r26); a chart ruler keeps a
  // theme of its own, which the overview's ruler sentence tells.
  const rulers = [s.ruler?.point, s.coRuler?.point];
  const groups = [...new Set(onAngles.map((a) => a.angle))].flatMap((angle) => {
    const on = onAngles.filter((a) => a.angle === angle);
    const own = on.filter((a) => rulers.includes(a.point)).map((a) => [a]);
    const rest = on.filter((a) => !rulers.includes(a.point));
    return [...own, ...(rest.length > 0 ? [rest] : [])];
  });
  for (const on of groups) {
    const angle = on[0]!.angle;
    if (on.length === 1)
      out.push({
        name: `${pointLabel(on[0]!.point)} on the ${angle}`,
        weight: angleWeight(on[0]!),
        points: [on[0]!.point],
        label: `${pointLabel(on[0]!.point)} on the ${angle}`,
        sentence: `${angularSentence(on[0]!)}${angularPressure(on[0]!.point, aspects)}`,
      });
    else
      out.push({
        name: `${labels(on.map((a) => a.point))} on the ${angle}`,
        weight: Math.max(...on.map(angleWeight)) + 0.5,
        points: on.map((a) => a.point),
        label: `${labels(on.map((a) => a.point))} on the ${angle}`,
        sentence:
          `${Labels(on.map((a) => a.point))} all stand within ${Math.max(...on.map((a) => a.orb))}° of the ${angle}, which ${
            angle === 'IC'
              ? `anchors ${realmList(on.map((a) => a.point))} ${ANGLE_TEXT.IC}${IC_BASE}`
              : `puts ${realmList(on.map((a) => a.point))} on show ${ANGLE_TEXT[angle]}`
          }.`.replace(' all stand', on.length === 2 ? ' both stand' : ' all stand'),
      });
  }
  // A light in an angular house, not on the angle itself, still leads (King's Capricorn Sun in the tenth).
  for (const light of ['Sun', 'Moon'] as const) {
    const h = houses[light];
    const sign = signs[light];
    const angle = h ? ANGULAR_HOUSE_ANGLE[h] : undefined;
    if (!h || !sign || !angle || s.angular.some((a) => a.point === light)) continue;
    if ((s.pastAngle[light] ?? 0) > ANGULAR_REACH) continue;
    out.push({
      name: `${pointLabel(light)} in the ${ordinal(h)} house`,
      weight: 8.5,
      points: [light],
      label: `${article(signName(sign))} ${signName(sign)} ${pointTitle(light)} in the ${ordinal(h)} house`,
      sentence: `Your ${pointTitle(light)} in ${signName(sign)} stands in the ${ordinal(h)} house (${HOUSE_THEME[h - 1]}), ${angularHouseClause(h, sign)}: ${realm(light)} ${light === 'Sun' ? 'is' : 'are'} lived ${ANGLE_TEXT[angle].replace(/ \(the \w+ house\)$/, '')}.`,
    });
  }
  // A light up to 5° before an angle, past the 3° at which it is read in the angle's house, still
  // works close to the angle (King's Sun 3.1° before the Midheaven, in the ninth): it leads, read
  // in its own house.
  for (const light of ['Sun', 'Moon'] as const) {
    const h = houses[light];
    const sign = signs[light];
    if (!h || !sign || ANGULAR_HOUSE_ANGLE[h] || s.angular.some((a) => a.point === light)) continue;
    const near = aspects.find(
      (a) =>
        (a.aspect === 'conjunction' || a.aspect === 'opposition') &&
        a.orb <= 5 &&
        [a.p1, a.p2].includes(light) &&
        [a.p1, a.p2].some((p) => p === 'Ascendant' || p === 'Medium_Coeli'),
    );
    if (!near) continue;
    const axis = near.p1 === 'Ascendant' || near.p2 === 'Ascendant' ? 'Ascendant' : 'Midheaven';
    const angle =
      near.aspect === 'conjunction' ? axis : axis === 'Ascendant' ? ('Descendant' as const) : ('IC' as const);
    // Only a light in the house just before the angle: after it, the light is in the angular house.
    if (h !== ((ANGLE_HOUSE_NUMBER[angle] + 10) % 12) + 1) continue;
    out.push({
      name: `${pointLabel(light)} near the ${angle}`,
      weight: 8.5,
      points: [light],
      label: `${article(signName(sign))} ${signName(sign)} ${pointTitle(light)} near the ${angle}`,
      sentence: `Your ${pointTitle(light)} in ${signName(sign)} stands a few degrees before the ${angle}: read in the ${ordinal(h)} house, it still works close to the angle, so ${realm(light)} ${light === 'Sun' ? 'is' : 'are'} lived ${ANGLE_TEXT[angle].replace(/ \(the \w+ house\)$/, '')}.`,
    });
  }
  const els = (Object.entries(s.elements) as [Element, number][]).sort((a, b) => b[1] - a[1]);
  const [el, n] = els[0]!;
  // Over half the weighted temperament (11 points with a birth time) in one element.
  if (n >= 6)
    out.push({
      name: `${s.members[el].length} planets in ${el}`,
      weight: n - 1,
      points: [],
      label: `a chart weighted toward ${el}`,
      sentence: `${Labels(s.members[el])} are all in ${el} signs, so ${ELEMENT_TONE[el]} nearly everything you do.`,
    });
  // An element only the outer planets stand in is a generation's lack, not a headline.
  for (const [missing] of els.filter(
    ([e, k]) => k === 0 && s.slow[e].length === 0 && !lackSupplied(e, houses, signs),
  ))
    out.push({
      name: `no planets in ${missing}`,
      weight: 5,
      points: [],
      label: `the absence of ${missing}`,
      sentence: `No planet falls in ${missing}: ${lackingClause(missing, s)}`,
    });
  // Exact aspects (1° or less, in sign) to the Sun, the Moon or the chart ruler rank with the
  // strongest figures; planets conjunct either end are named with it (Kahlo's Sun and Neptune
  // opposite Mars and Uranus). Otherwise the tightest personal aspect keeps a quiet chart's story.
  const key = (p: PointName) => p === 'Sun' || p === 'Moon' || p === s.ruler?.point;
  const planetary = aspects.filter(
    (a) =>
      [a.p1, a.p2].every((p) => PLANETS.includes(p)) &&
      !a.outOfSign &&
      !a.allDay &&
      a.aspect !== 'conjunction',
  );
  // An exact conjunction on a light or the ruler heads a chart too (Streep's Sun on Uranus), except
  // a classical planet on the Sun, which the report reads as combust or cazimi.
  const conjunctions = aspects.filter(
    (a) =>
      a.aspect === 'conjunction' &&
      [a.p1, a.p2].every((p) => PLANETS.includes(p)) &&
      !a.outOfSign &&
      !a.allDay &&
      !([a.p1, a.p2].includes('Sun') && [a.p1, a.p2].every((p) => CLASSICAL.includes(p))) &&
      !(GENERATIONAL.includes(a.p1) && GENERATIONAL.includes(a.p2)),
  );
  const inFigure = (a: AspectFact) =>
    s.patterns.some((p) => p.members.includes(a.p1) && p.members.includes(a.p2));
  // A soft aspect to an outer planet is a generation's weather more than a theme of its own.
  // A light or the ruler within 1.5° of an outer planet is the chart's signature more than a
  // planet near an angle by the cusp convention (Streep's Sun on Uranus against Jupiter in the sixth).
  const onOuter = (a: AspectFact) =>
    a.orb < 1.5 &&
    (a.aspect === 'conjunction' || a.aspect === 'square' || a.aspect === 'opposition') &&
    [a.p1, a.p2].some((p) => GENERATIONAL.includes(p));
  // A trine or sextile yields a degree to a hard contact: Jung's ruling Saturn square Pluto at 0.7°
  // marks the chart more than Jupiter trine Saturn at 0.4°, and the themes keep only two.
  const soft = (a: AspectFact) => (a.aspect === 'trine' || a.aspect === 'sextile' ? 1 : 0);
  const exact = [...planetary, ...conjunctions]
    .sort((x, y) => x.orb + soft(x) - (y.orb + soft(y)))
    .filter(
      (a) =>
        (a.orb <= 1 || onOuter(a)) &&
        (key(a.p1) || key(a.p2)) &&
        !inFigure(a) &&
        (a.aspect === 'square' ||
          a.aspect === 'opposition' ||
          a.aspect === 'conjunction' ||
          [a.p1, a.p2].every((p) => CLASSICAL.includes(p))),
    )
    // A conjunction already named as one side of a tighter aspect is not told again.
    .filter(
      (a, i, xs) =>
        a.aspect !== 'conjunction' ||
        !xs
          .slice(0, i)
          .some((b) =>
            [a.p1, a.p2].some((p) =>
              [b.p1, b.p2, ...companions(b.p1, aspects), ...companions(b.p2, aspects)].includes(p),
            ),
          ),
    )
    .slice(0, 2);
  for (const a of exact)
    out.push({
      name: `${pointLabel(a.p1)} ${a.aspect} ${pointLabel(a.p2)} (${a.orb}°)`,
      // A hard aspect to a light or the ruler marks a chart; a soft one colours it.
      weight: a.aspect === 'sextile' ? 4 : a.aspect === 'trine' ? 6 : onOuter(a) ? 10 : 9,
      points: [a.p1, a.p2, ...companions(a.p1, aspects), ...companions(a.p2, aspects)],
      label: `the ${a.orb < 0.3 ? 'exact ' : 'close '}${a.aspect} of ${pointLabel(a.p1)} and ${pointLabel(a.p2)}`,
      sentence: exactAspectSentence(a, aspects, s.retrogrades, exact.indexOf(a) > 0, signs),
      aspect: a,
    });
  const close = planetary.find(
    (a) => (PERSONAL.includes(a.p1) || PERSONAL.includes(a.p2)) && !exact.includes(a),
  );
  if (close && exact.length === 0) {
    const both = PERSONAL.includes(close.p1) && PERSONAL.includes(close.p2);
    // "Your closest aspect" claims every pair of planets, "your closest personal aspect" the personal
    // ones: a tighter pair read elsewhere (a cazimi Mercury, an outer trine) makes it one of the closest.
    const tighter = aspects.some(
      (a) =>
        a.orb < close.orb &&
        !a.allDay &&
        [a.p1, a.p2].every((p) => PLANETS.includes(p)) &&
        (both ? [a.p1, a.p2].every((p) => PERSONAL.includes(p)) : true),
    );
    const closest = tighter ? 'one of your closest aspects' : `your closest ${both ? 'personal ' : ''}aspect`;
    const closeOwn = pairText(close, (p) => signs[p]);
    out.push({
      name: `${pointLabel(close.p1)} ${close.aspect} ${pointLabel(close.p2)} (${close.orb}°)`,
      // A soft aspect between two personal planets is colour, not a headline.
      weight: both && close.orb <= 1.5 ? (close.aspect === 'trine' || close.aspect === 'sextile' ? 3 : 6) : 2,
      points: [close.p1, close.p2],
      label: `the ${close.aspect} of ${pointLabel(close.p1)} and ${pointLabel(close.p2)}`,
      // The pair's authored text reads it, not its two realms pasted round a verb.
      sentence: closeOwn
        ? `${capitalise(pointLabel(close.p1))} ${ASPECT_VERB[close.aspect]} ${pointLabel(close.p2)} within ${close.orb}°, ${closest}. ${closeOwn}`
        : `${capitalise(closest)}, ${pointLabel(close.p1)} ${close.aspect} ${pointLabel(close.p2)} within ${close.orb}°, keeps ${realm(close.p1)} (${pointLabel(close.p1)}) and ${realm(close.p2)} (${pointLabel(close.p2)}) ${FAMILY_PHRASE[close.aspect]}.`,
      ...(closeOwn ? { aspect: close } : {}),
    });
  }
  // A stellium that heads the story already says its element: the element count and the lights'
  // shared element would tell the same point twice more (Minogue's Gemini planets, air, air lights).
  const headline = out.filter(
    (t) => t.weight > 4 && t.name.startsWith('stellium in ') && !t.name.includes(' house'),
  );
  const said = new Set(
    headline.flatMap((t) => {
      const sign = (Object.keys(SIGN_INFO) as (keyof typeof SIGN_INFO)[]).find((k) =>
        t.name.startsWith(`stellium in ${signName(k)}`),
      );
      return sign ? [SIGN_INFO[sign].element] : [];
    }),
  );
  const repeats = (t: Theme) =>
    [...said].some(
      (e) =>
        t.name.endsWith(` planets in ${e}`) ||
        (t.name.startsWith('Sun in ') &&
          sunSign !== undefined &&
          moonSign !== undefined &&
          SIGN_INFO[sunSign].element === e &&
          SIGN_INFO[moonSign].element === e),
    );
  return out.filter((t) => !repeats(t)).sort((a, b) => b.weight - a.weight);
}

/**
 * The technical details, written for the reader rather than the developer: the element count the
 * prose rests on and the house conventions. How the overview ranks its themes and the planets'
 * scores are the composer's workings, not facts of the chart, and read as scaffolding in a client's
 * copy (review r28).
 */
export function technicalDetails(s: ChartSynthesis, houseSystem: string | null): string[] {
  const lines: string[] = [
    `- **Element balance** (Sun, Moon, Ascendant 2; Mercury to Saturn 1; outer planets 0${s.uncertain.length > 0 ? `, without ${labels(s.uncertain)}, whose sign is uncertain` : ''}): ${(Object.entries(s.elements) as [string, number][]).map(([e, n]) => `${e} ${n}`).join(', ')}; ${(Object.entries(s.modalities) as [string, number][]).map(([m, n]) => `${m} ${n}`).join(', ')}.`,
  ];
  if (houseSystem)
    lines.push(
      `- **Houses**: ${houseSystem}, and a planet up to ${CUSP_ORB}° before an angle is read in the angle's house, since it acts as if on the angle.`,
    );
  return lines;
}
