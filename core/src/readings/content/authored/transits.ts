// Transit text for the daily note and "Today": what a transiting body brings in each aspect family,
// and what it touches in each natal point. Every sentence is whole on its own (no slots); the note
// reads one of each, the body's first and then the point's, and transits.test.ts renders all
// 462 pairs to check they read well together. A few pairs mean something of their own (a planet
// returning to its own place, the birthday) and have their own text. The same entries in German
// are in transits-de.ts.
import type { NatalPoint, TransitBody } from '../../../astro/transits';
import type { Language } from '../../../api/language';
import {
  BODY_SUBJECT_DE,
  FEMININE_BODIES_DE,
  TRANSIT_BRINGS_DE,
  TRANSIT_PAIR_TEXT_DE,
  TRANSIT_TOUCHES_DE,
} from './transits-de';
import type { AspectFamily, FamilyTexts } from './types';

/** What the transiting body brings, by aspect family. Each starts with the body's name. */
export const TRANSIT_BRINGS: Readonly<Record<TransitBody, FamilyTexts>> = {
  Sun: {
    conjunction:
      'The Sun lights up what it passes over for a day or two: what it touches is easier to see, and others see it too.',
    flowing:
      'The Sun lends you warmth and confidence for a day or two, a good moment to let yourself be seen.',
    tense:
      'The Sun at this angle brings a day or two of friction, when what you want and what the day asks of you need sorting out.',
  },
  Mercury: {
    conjunction:
      'Mercury brings thoughts, talk and messages your way, and it is a good day to put things into words.',
    flowing:
      'Mercury makes it easy to think things through and talk them over; conversations and plans go smoothly.',
    tense: 'Mercury brings mixed messages and second thoughts, so check what you heard before you act on it.',
  },
  Venus: {
    conjunction:
      'Venus brings affection, pleasure and a wish to make peace; people are kinder, and you are easier to love.',
    flowing:
      'Venus smooths the way with charm and goodwill, which makes this a good day for company, beauty and small pleasures.',
    tense:
      'Venus stirs a wish for more comfort or affection than the day can give, and a pull toward indulgence.',
  },
  Mars: {
    conjunction: 'Mars brings energy, heat and a push to act, with a shorter fuse than usual.',
    flowing: 'Mars gives you the energy and nerve to get something done, and effort pays off quickly.',
    tense:
      'Mars brings friction and impatience: energy runs high and tempers run short, so put the force into work rather than quarrels.',
  },
  Jupiter: {
    conjunction:
      'Jupiter brings growth, generosity and a sense that more is possible for as long as it stays, so say yes to what widens your life.',
    flowing:
      'Jupiter opens doors and lends you confidence and good fortune; what you start now has room to grow.',
    tense:
      'Jupiter tempts you to promise, spend or expect more than is wise, though the hope behind the temptation is real.',
  },
  Saturn: {
    conjunction:
      'Saturn brings a season of hard work and honest accounting, when what is solid holds and what is not falls away.',
    flowing: 'Saturn rewards patience and steady effort now, and what you build with care is built to last.',
    tense:
      'Saturn brings pressure, delay and a feeling of being tested, and it asks you to take on the responsibility you have put off.',
  },
  Uranus: {
    conjunction:
      'Uranus brings sudden change and a hunger for freedom that can last for months, and what has grown too tight is likely to break open.',
    flowing:
      'Uranus brings fresh ideas and a welcome change of pace, so you can try something new without losing your footing.',
    tense:
      'Uranus brings disruption and restlessness, with surprises that unsettle your plans and show you what you have outgrown.',
  },
  Neptune: {
    conjunction:
      'Neptune softens every edge for a long stretch, bringing inspiration and compassion along with some confusion about what is real.',
    flowing: 'Neptune brings imagination, sensitivity and a gentle faith, good for art, rest and kindness.',
    tense:
      'Neptune blurs the picture, so doubt, disappointment or wishful thinking can creep in; wait for clarity before you decide anything big.',
  },
  Pluto: {
    conjunction:
      'Pluto brings deep and lasting change, slowly, stripping away what is false so that something truer can grow.',
    flowing: 'Pluto lends you depth and staying power, and the strength to change something at its root.',
    tense:
      'Pluto brings pressure from below, in power struggles, compulsions or endings that ask you to let go of control.',
  },
  Chiron: {
    conjunction:
      'Chiron brings an old wound back into view, and with it the chance to understand it and heal.',
    flowing: 'Chiron makes healing easier, and what once hurt becomes something you can help others with.',
    tense: 'Chiron presses on a tender place, and old hurts can flare before they ease.',
  },
  True_Node: {
    conjunction: 'The North Node brings meetings and turns of events that point you toward growth.',
    flowing: 'The North Node is in step with you here, so chances to grow arrive without much effort.',
    tense:
      'The North Node crosses you at an awkward angle, asking you to choose between a familiar habit and a new direction.',
  },
};

/** What the transit touches in the natal point, by aspect family. Each starts with "It", the transiting body. */
export const TRANSIT_TOUCHES: Readonly<Record<NatalPoint, FamilyTexts>> = {
  Sun: {
    conjunction:
      'It meets your Sun, so the change reaches your sense of who you are and where you are going.',
    flowing: 'It supports your Sun, your sense of self and purpose, and you feel more like yourself.',
    tense: 'It challenges your Sun, so your sense of purpose and your confidence are what is being tested.',
  },
  Moon: {
    conjunction:
      'It meets your Moon, so you feel it first in your moods, your home and what you need to feel safe.',
    flowing: 'It eases your Moon, so your feelings settle, and home and family are a comfort.',
    tense: 'It unsettles your Moon, so moods run stronger and old needs for safety come to the surface.',
  },
  Mercury: {
    conjunction: 'It meets your Mercury, so it shows in how you think, speak, learn and decide.',
    flowing: 'It helps your Mercury, so your thinking is clear and your words land well.',
    tense: 'It crosses your Mercury, so your thoughts may race or snag, and words can come out wrong.',
  },
  Venus: {
    conjunction: 'It meets your Venus, so it shows in love, friendship, money and what you value.',
    flowing: 'It favours your Venus, so love, friendship and money move more easily.',
    tense: 'It strains your Venus, so relationships, money or your sense of worth ask for care.',
  },
  Mars: {
    conjunction:
      'It meets your Mars, so it shows in your drive, your anger and how you go after what you want.',
    flowing: 'It backs your Mars, so your drive is strong and well aimed.',
    tense: 'It provokes your Mars, so frustration can build, and how you handle anger matters.',
  },
  Jupiter: {
    conjunction: 'It meets your Jupiter, so it reaches your faith, your hopes and your appetite for more.',
    flowing: 'It strengthens your Jupiter, so optimism and generosity come easily.',
    tense: 'It crosses your Jupiter, so keep your hopes in proportion and watch the pull to overreach.',
  },
  Saturn: {
    conjunction:
      'It meets your Saturn, so it reaches your duties, your limits and what you are building for the long run.',
    flowing: 'It steadies your Saturn, so commitments feel manageable and hard work pays off.',
    tense:
      'It presses on your Saturn, so duties and limits feel heavier than usual, and fear can speak louder than sense.',
  },
  Uranus: {
    conjunction:
      'It meets your Uranus, so it stirs your need for freedom and your wish to live on your own terms.',
    flowing: 'It wakes your Uranus, so change and independence feel exciting rather than frightening.',
    tense: 'It jolts your Uranus, so restlessness rises, and the urge to break free may come on suddenly.',
  },
  Neptune: {
    conjunction: 'It meets your Neptune, so it reaches your dreams, your ideals and your sensitivity.',
    flowing: 'It touches your Neptune gently, so imagination and intuition run deep.',
    tense:
      'It clouds your Neptune, so ideals and illusions are hard to tell apart, and you may feel drained.',
  },
  Pluto: {
    conjunction:
      'It meets your Pluto, so it reaches what runs deepest in you: your fears, your desires and your power to change.',
    flowing: 'It works with your Pluto, so you find the nerve to face something deep and change it.',
    tense: 'It stirs your Pluto, so buried feelings and questions of control rise to the surface.',
  },
  Chiron: {
    conjunction: 'It meets your Chiron, the place of your oldest hurt and of the wisdom it has given you.',
    flowing: 'It eases your Chiron, so an old hurt feels lighter, and you can help others with theirs.',
    tense:
      'It rubs against your Chiron, so an old hurt is felt again, and with it comes the chance to tend it.',
  },
  True_Node: {
    conjunction: 'It meets your North Node, so it bears on the direction you are growing in.',
    flowing: 'It supports your North Node, so steps along your own path of growth come more easily.',
    tense:
      'It crosses your nodal axis, so you may feel torn between old habits and the way you mean to grow.',
  },
  Ascendant: {
    conjunction:
      'It crosses your Ascendant, so it shows in your body, your appearance and how you meet the world.',
    flowing: 'It favours your Ascendant, so you come across well, and new beginnings are easier.',
    tense:
      'It challenges your Ascendant, so other people and events push you to change how you present yourself.',
  },
  Medium_Coeli: {
    conjunction:
      'It crosses your Midheaven, so it shows in your work, your reputation and the direction of your life.',
    flowing: 'It favours your Midheaven, so work and public life go well, and your efforts are noticed.',
    tense:
      'It challenges your Midheaven, so work, reputation or the balance between career and home asks for attention.',
  },
};

/**
 * Pairs with a meaning of their own, which replace the two sentences above: the slow planets on
 * the Sun, the Moon and the angles (the transits that rank first and last longest), a body back on
 * its own natal place (the returns) and the halfway points of the long cycles.
 */
export const TRANSIT_PAIR_TEXT: Readonly<
  Partial<Record<`${TransitBody}|${NatalPoint}`, Partial<FamilyTexts>>>
> = {
  'Sun|Sun': {
    conjunction:
      'The Sun is back where it was when you were born: your birthday, the start of your own new year. What you begin or resolve now sets the tone for the months ahead.',
  },
  'Saturn|Sun': {
    conjunction:
      'Saturn crossing your Sun is one of the defining passages of a life: a year or so of hard work, fewer illusions and a clearer sense of what you are for. What you commit to now can carry you for the next thirty years.',
    tense:
      'Saturn pressing on your Sun can leave you tired, doubted or blocked, and it asks you to prove to yourself what you are made of. Pace yourself, keep your promises small and real, and the effort becomes lasting strength.',
  },
  'Saturn|Moon': {
    conjunction:
      'Saturn over your Moon can make feelings heavy and home life serious, a time when you learn which needs are truly yours to meet. Looking after yourself steadily, without waiting to be rescued, is the lesson and the gift.',
    tense:
      'Saturn strains your Moon, so you may feel lonely, low or weighed down by family duties. Be patient with your moods; the structure you give your days now is what holds you.',
  },
  'Saturn|Ascendant': {
    conjunction:
      'Saturn crossing your Ascendant starts a new chapter in a sober key: you may look and feel older, and people take you more seriously. Decide how you want to meet the world, and build it slowly.',
    tense:
      'Saturn at a hard angle to your Ascendant makes the people and duties around you weigh more, and others test your patience. What you agree to now should be what you can keep.',
  },
  'Saturn|Medium_Coeli': {
    conjunction:
      'Saturn at the top of your chart marks a peak of responsibility: the work of years is judged, and recognition goes to what was built honestly. Take on authority carefully, because you will be held to it.',
    tense:
      'Saturn at a hard angle to your Midheaven puts your career and your home life under strain at once, and asks which foundations are sound. Mend what is cracked before you build higher.',
  },
  'Uranus|Sun': {
    conjunction:
      'Uranus on your Sun is a once-in-a-lifetime awakening: you want to be more truly yourself, and the life that no longer fits may change fast. Make room for the new without burning everything behind you.',
    tense:
      'Uranus jolts your Sun, so the urge to break with the expected grows strong, and events can force change on you. Treat the restlessness as information about what you have outgrown.',
  },
  'Uranus|Moon': {
    conjunction:
      'Uranus on your Moon unsettles your home and your feelings, sometimes with a move or a change in the household. Your emotional needs are changing, and the old routines may no longer comfort you.',
    tense:
      'Uranus disturbs your Moon, so moods can swing and domestic life feels unpredictable. Give yourself more room to breathe than usual, and do not mistake upheaval for disaster.',
  },
  'Uranus|Ascendant': {
    conjunction:
      'Uranus crossing your Ascendant changes how you present yourself, sometimes suddenly: a new look, a new setting, a new freedom. People meet a different you, and you like it.',
    tense:
      'Uranus opposes or squares your Ascendant, so partners and others around you surprise you, and relationships need more space to survive. What is rigid between you is likely to break, and what is alive can adapt.',
  },
  'Uranus|Medium_Coeli': {
    conjunction:
      'Uranus at the top of your chart can overturn your working life: a sudden change of direction, role or reputation. Independence matters more to you now than security.',
    tense:
      'Uranus at a hard angle to your Midheaven shakes the balance between career and home, and plans may change without warning. Keep some room to move, and stay open to a path you had not planned.',
  },
  'Neptune|Sun': {
    conjunction:
      'Neptune dissolving across your Sun can blur who you thought you were, for a long while, and it opens you to compassion, art and faith. Rest more than usual, and let your sense of purpose grow quietly.',
    tense:
      'Neptune clouds your Sun, so energy and confidence can drain away, and others may seem to mislead you. Check facts, guard your health, and treat this as a time to listen to what you truly want.',
  },
  'Neptune|Moon': {
    conjunction:
      'Neptune over your Moon makes you deeply sensitive: dreams are vivid, empathy runs high, and other people’s moods get under your skin. Protect your rest, and let your imagination do its work.',
    tense:
      'Neptune blurs your Moon, so feelings are hard to pin down and family matters can be confused. Be kind to yourself, say clearly what you need, and avoid escaping into what numbs.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Neptune crossing your Ascendant softens how you come across, and you may feel less sure of your edges. It is a good time for gentleness and creativity, and a poor one for signing anything unread.',
    tense:
      'Neptune opposes or squares your Ascendant, so other people can be hard to read, and idealising a partner is easy. Look at people as they are, and keep your kindness without losing your footing.',
  },
  'Neptune|Medium_Coeli': {
    conjunction:
      'Neptune at the top of your chart can make your career feel uncertain or unreal, and draw you toward work with meaning: art, care or service. Let ambition take a quieter shape for a while.',
    tense:
      'Neptune at a hard angle to your Midheaven blurs your direction, and plans at work may dissolve or change shape. Keep your goals loose and your agreements in writing.',
  },
  'Pluto|Sun': {
    conjunction:
      'Pluto over your Sun is a slow and total renewal of who you are. Much that you relied on may end, and what remains is stronger and more truly yours.',
    tense:
      'Pluto pressing on your Sun brings power struggles and pressure that push you to change whether you want to or not. Let go of what you cannot control, and claim the strength you find in the process.',
  },
  'Pluto|Moon': {
    conjunction:
      'Pluto over your Moon stirs your deepest feelings, and family patterns and old attachments come up to be faced. What you feel now is intense, and it is changing you from the inside.',
    tense:
      'Pluto strains your Moon, so emotions run deep and relationships at home may feel like a struggle for control. Honesty about what you need is what frees you.',
  },
  'Pluto|Ascendant': {
    conjunction:
      'Pluto crossing your Ascendant transforms how you meet the world: you become more intense, more private and more powerful. Others sense the change before you name it.',
    tense:
      'Pluto opposes or squares your Ascendant, so close relationships become a field of power and change. A partnership may deepen or end, and either way you learn where your own power lies.',
  },
  'Pluto|Medium_Coeli': {
    conjunction:
      'Pluto at the top of your chart transforms your vocation and public life, sometimes by ending one path so that a more powerful one can begin. Ambition runs deep now: use it well.',
    tense:
      'Pluto at a hard angle to your Midheaven puts pressure on your career and your home at once, and old structures give way. Change what must change, and stand by what you truly want.',
  },
  'Jupiter|Jupiter': {
    conjunction:
      'Jupiter is back where it stood when you were born, as it is every twelve years: a season of renewed faith and fresh chances. Widen your horizons, and choose what you want to grow for the next cycle.',
    tense:
      'Jupiter stands at a turning point of its twelve-year cycle with itself, so the hopes you planted a few years ago ask for a check: what has grown, and what was only promise?',
  },
  'Saturn|Saturn': {
    conjunction:
      'Saturn is back where it stood when you were born, as it is about every twenty-nine years: your Saturn return. It is a time of reckoning and growing up, when you keep what is truly yours and let go of what you took on for others.',
    tense:
      'Saturn stands at a hard angle to its own place in your chart, a checkpoint in its twenty-nine-year cycle. The structures you built since its last turn are tested, and the ones that hold are worth keeping.',
  },
  'Uranus|Uranus': {
    tense:
      'Uranus stands at a hard angle to its own place in your chart, one of the turning points of a lifetime. A restless wish to live more truly can shake up work, love or home, and it is worth listening to.',
  },
  'Neptune|Neptune': {
    tense:
      'Neptune stands at a hard angle to its own place in your chart, a once-in-a-lifetime season when old dreams fade and you look for a meaning you can trust.',
  },
  'Pluto|Pluto': {
    tense:
      'Pluto stands at a hard angle to its own place in your chart, a slow midlife passage that asks you to face what you fear and claim your own power.',
  },
  'Chiron|Chiron': {
    conjunction:
      'Chiron is back where it stood when you were born, about fifty years on: your Chiron return. Old wounds come back into view, and with them the wisdom you have gained from living with them.',
  },
  'True_Node|True_Node': {
    conjunction:
      'The North Node is back where it was when you were born, as it is every eighteen or nineteen years. It brings chances and meetings that set you back on your own path.',
    tense:
      'The lunar nodes have reversed since your birth, a halfway point of their cycle, when the pull of old habits is strong and the way forward needs choosing again.',
  },
};

const TABLES = {
  en: { brings: TRANSIT_BRINGS, touches: TRANSIT_TOUCHES, pairs: TRANSIT_PAIR_TEXT },
  de: { brings: TRANSIT_BRINGS_DE, touches: TRANSIT_TOUCHES_DE, pairs: TRANSIT_PAIR_TEXT_DE },
} as const;

/** The authored transit tables of one language. */
export function transitTables(language: Language) {
  return TABLES[language];
}

/**
 * What a transit touches in natal `point`, its subject the transiting body: "It meets your Sun…".
 * German names the body by its gender, "Er trifft deine Sonne" or, after die Sonne, die Venus, a
 * Finsternis, "Sie trifft deine Sonne".
 */
export function transitTouch(
  point: NatalPoint,
  family: AspectFamily,
  language: Language = 'en',
  feminine = false,
): string {
  const text = TABLES[language].touches[point][family];
  return language === 'de' && feminine ? text.replace(/^Er /, 'Sie ') : text;
}

/** The text of a transit of `body` to natal `point` in an aspect family: one or two whole sentences. */
export function transitText(
  body: TransitBody,
  point: NatalPoint,
  family: AspectFamily,
  language: Language = 'en',
): string {
  const { brings, pairs } = TABLES[language];
  return (
    pairs[`${body}|${point}`]?.[family] ??
    `${brings[body][family]} ${transitTouch(point, family, language, FEMININE_BODIES_DE.has(body))}`
  );
}

/**
 * The text of a transit to a point another body's transit in the same family has already been read
 * against: what the body brings alone (or the pair's own text), so the point's sentence is not
 * said twice in one note; the title names the point.
 */
export function transitTextSamePoint(
  body: TransitBody,
  point: NatalPoint,
  family: AspectFamily,
  language: Language = 'en',
): string {
  const { brings, pairs } = TABLES[language];
  return pairs[`${body}|${point}`]?.[family] ?? brings[body][family];
}

/**
 * The text of a second transit by the same body in the same family, after the first has said what
 * the body brings: the point's sentence alone, with the body named ("Saturn also strains your
 * Venus"; "Saturn belastet auch deine Venus", "auch" after the verb that every German point
 * sentence has second).
 */
export function transitTextAgain(
  body: TransitBody,
  point: NatalPoint,
  family: AspectFamily,
  language: Language = 'en',
): string {
  const { pairs, touches } = TABLES[language];
  const pair = pairs[`${body}|${point}`]?.[family];
  if (pair) return pair;
  if (language === 'de')
    return touches[point][family].replace(/^Er (\S+) /, `${BODY_SUBJECT_DE[body]} $1 auch `);
  const name = body === 'True_Node' ? 'The North Node' : body === 'Sun' ? 'The Sun' : body;
  return touches[point][family].replace(/^It /, `${name} also `);
}
