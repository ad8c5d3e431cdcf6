// The Celtic Cross's own text: how each of Waite's ten positions places a card, and what two
// cards that a reader looks at together say to each other (the heart and what crosses it, the
// root and what approaches, the crown and the outcome, you and the people around you, your hopes
// and fears and the outcome). Cards are named, never described by a keyword: `a` and `b` are the
// two cards as running prose names them ("the Tower", "the Queen of Cups reversed"), `A` and `B`
// the same at a sentence start. Each text is chosen by the two cards' own leans.
import type { Suit, TarotCard } from '../../tarot/deck';
import { takesPluralVerb } from '../text';

/** How a card goes for the question by its own authored lean. */
export type Tone = 'good' | 'hard' | 'open';

/**
 * Sentences that place a card in a position: `n` names it mid-sentence, `N` at a sentence start,
 * `t` is its authored theme (a noun phrase with its article). The theme always follows a colon,
 * a verb or a preposition, so every card in either orientation reads grammatically.
 */
export interface CrossPosition {
  frames: ((n: string, N: string, t: string) => string)[];
  /** A court card here is a person, or a part the asker plays. */
  court: ((n: string, N: string, t: string) => string)[];
  /** A hard card here, when the position's own words would make it something to want. */
  hard?: ((n: string, N: string, t: string) => string)[];
  /** A good card here, when the position's own words would make it a difficulty. */
  good?: ((n: string, N: string, t: string) => string)[];
}

/**
 * Cards whose reversal is a release (the Devil's chains coming off, the Eight of Swords'
 * blindfold loosening): in the crown they are the aim freed, never a warning about it.
 */
export const RELEASED = new Set([
  'major-15-devil',
  'major-18-moon',
  'swords-03-three',
  'swords-08-eight',
  'swords-09-nine',
  'swords-10-ten',
  'cups-05-five',
  'pentacles-05-five',
]);

export const CROSS_POSITIONS: Record<string, CrossPosition> = {
  present: {
    frames: [
      (n, N, t) => `At the heart of it lies ${n}: ${t}.`,
      (n, N, t) => `${N} covers you, the situation as it stands: ${t}.`,
      (n, N, t) => `Your situation now is ${n}: ${t}.`,
      (n, N, t) => `Where you stand today shows as ${n}: ${t}.`,
    ],
    court: [
      (n, N, t) => `The matter turns on a person at its heart, ${n}: ${t}.`,
      (n, N, t) => `${N} covers you, so this matter turns on a person, you or someone close: ${t}.`,
    ],
  },
  challenge: {
    frames: [
      (n, N, t) => `Across it lies ${n}, and what crosses you is ${t}.`,
      (n, N, t) => `${N} lies across the first card as the complication: ${t}.`,
      (n, N, t) => `Laid crosswise over it, ${n} brings the difficulty to meet: ${t}.`,
      (n, N, t) => `What stands across it is ${n}: ${t}.`,
      (n, N, t) => `Crossing it, and asking to be met, is ${n}: ${t}.`,
    ],
    court: [
      (n, N, t) => `A person complicates this from across it, ${n}: ${t}.`,
      (n, N, t) => `What crosses you is a person, ${n}: ${t}.`,
    ],
    // A welcome card laid across the heart is what the situation asks of you: the cure laid on
    // the problem ("the Moon covers you, the Emperor is the cure"), read that way in every line
    // after it too (review r26: "welcome in itself but laid where the complication goes" read as
    // boilerplate and never said what to do).
    good: [
      (n, N, t) =>
        `Kind as it is, ${n} lies in the crossing place, and here it reads as what the situation asks of you: ${t}.`,
      // A long stock clause here ("a welcome card laid there is the answer to it more than the
      // obstacle") was heard in two readings of five (review d5): the frames stay short.
      (n, N, t) => `${N} crosses the first card as an answer, not an obstacle: ${t}.`,
      (n, N, t) =>
        `What crosses you is ${n}, a card in your favour, so the challenge is to take up what it offers: ${t}.`,
      (n, N, t) =>
        `Laid over it is ${n}, on your side even in the crossing place: ${t}, and this moment asks you to take it up.`,
    ],
  },
  foundation: {
    frames: [
      (n, N, t) => `Beneath the cross lay ${n}: ${t}.`,
      (n, N, t) => `All of this rests on ${n}: ${t}.`,
      (n, N, t) => `Underneath it all was ${n}, which laid down ${t}.`,
    ],
    court: [
      (n, N, t) => `A person stands at the root of the matter, ${n}: ${t}.`,
      (n, N, t) => `The foundation is a person, ${n}, whose influence runs under everything: ${t}.`,
    ],
  },
  'recent-past': {
    frames: [
      (n, N, t) => `Just behind you is ${n}, passing now: ${t}.`,
      (n, N, t) => `What is leaving the picture is ${n}, which brought ${t}.`,
      (n, N, t) => `Now closing is ${n}: ${t}.`,
    ],
    court: [
      (n, N, t) => `Just behind you, and stepping back now, is a person, ${n}: ${t}.`,
      (n, N, t) => `Someone whose part in this is ending shows as ${n}: ${t}.`,
    ],
  },
  // Waite's crown "crowns him": what the asker consciously aims at, not yet made actual. It is
  // called the aim everywhere in a reading: "the best in reach" beside "a warning about the aim"
  // read the crown two ways in one reading (review r24). Every frame says that, each in its own short words: one
  // stock definition repeated in five of eight readings read as boilerplate (review r19).
  crown: {
    frames: [
      (n, N, t) => `Your aim, above the cross, is ${n}: ${t}.`,
      (n, N, t) => `The crown holds ${n}, what you are aiming at from here: ${t}.`,
      (n, N, t) => `Crowning the cross is ${n}, what you are reaching for: ${t}.`,
    ],
    court: [
      (n, N, t) => `Above the cross, as the aim you hold, stands ${n}: ${t}.`,
      (n, N, t) => `The crown, your aim as things are, is ${n}: ${t}.`,
    ],
    // A hard crown is a warning about what is being aimed at; a reversed card that reads as a
    // release (the Devil reversed) is the aim freed, and takes the ordinary frames.
    hard: [
      (n, N, t) => `In the crown sits ${n}, a warning about the aim itself: ${t}.`,
      (n, N, t) =>
        `Above the cross, where your aim sits, is ${n}, and the aim itself needs a second look: ${t}.`,
      (n, N, t) => `Over the cross lies ${n}, a warning that what you are aiming at needs rethinking: ${t}.`,
      (n, N, t) => `Crowning the cross is ${n}, a warning to look again at what you want from this: ${t}.`,
    ],
  },
  'near-future': {
    frames: [
      (n, N, t) => `Soon comes ${n}: ${t}.`,
      (n, N, t) => `Next to arrive is ${n}: ${t}.`,
      (n, N, t) => `The card of what approaches is ${n}, which brings ${t}.`,
    ],
    court: [
      (n, N, t) => `A person comes into it in the weeks ahead, ${n}: ${t}.`,
      (n, N, t) => `Someone new is on the way, shown by ${n}: ${t}.`,
    ],
  },
  self: {
    frames: [
      (n, N, t) => `Your own card, at the foot of the staff, is ${n}: ${t}.`,
      (n, N, t) => `You come to this as ${n}: ${t}.`,
      (n, N, t) => `As you stand in this, your card is ${n}: ${t}.`,
    ],
    court: [(n, N, t) => `You come to this in the role of ${n}: ${t}.`],
    // A hard card in the asker's own place names a temptation or a fear that may be in play, never
    // a charge: the asker is a client, not a suspect.
    hard: [
      (n, N, t) =>
        `Your own card is ${n}, a risk to watch for in yourself rather than a charge against you: ${t}.`,
      (n, N, t) => `In your own place lies ${n}, a temptation or a fear that may be in play, no more: ${t}.`,
      (n, N, t) => `Your card in this is ${n}, a pressure on you more than a portrait of you: ${t}.`,
      (n, N, t) => `Something this situation could bring out in anyone shows in your own card, ${n}: ${t}.`,
    ],
  },
  environment: {
    frames: [
      (n, N, t) => `Around you stands ${n}: ${t}.`,
      (n, N, t) => `Those near you show as ${n}: ${t}.`,
      (n, N, t) => `What others bring to this is ${n}: ${t}.`,
    ],
    court: [
      (n, N, t) => `Among the people around you stands ${n}, someone to recognise: ${t}.`,
      (n, N, t) => `Someone close to this matter shows as ${n}: ${t}.`,
    ],
  },
  // A kind card here is the hope (and the fear of not getting it), a hard card the fear: the
  // frame says which, so "hope and fear both fasten on" a kind card is not read as the dread
  // (review r26, where one such line came four times in six readings).
  'hopes-fears': {
    frames: [
      (n, N, t) => `Hope and fear circle ${n}: ${t}.`,
      (n, N, t) => `Where hope and fear meet, you find ${n}: ${t}.`,
      (n, N, t) => `What you half hope for and half dread is ${n}: ${t}.`,
    ],
    good: [
      (n, N, t) => `What you hope for shows as ${n}: ${t}.`,
      (n, N, t) => `${N} lies in your hopes and fears, and it is the hope: ${t}.`,
      (n, N, t) => `Your hope in this is ${n}: ${t}.`,
      (n, N, t) => `The wish at the back of your mind is ${n}: ${t}.`,
      (n, N, t) => `${N} sits in the place of hopes and fears, on the side of hope: ${t}.`,
    ],
    hard: [
      (n, N, t) => `What you dread shows as ${n}: ${t}.`,
      (n, N, t) => `${N} lies in your hopes and fears, and here it is the fear: ${t}.`,
      (n, N, t) => `The worry you carry into this is ${n}: ${t}.`,
      (n, N, t) => `${N} sits in the place of hopes and fears, on the side of fear: ${t}.`,
      (n, N, t) => `The fear in this spread is ${n}: ${t}.`,
    ],
    court: [
      (n, N, t) => `Your hopes and fears turn on a person, ${n}: ${t}.`,
      (n, N, t) => `Where hope and fear meet, you find a person, ${n}: ${t}.`,
    ],
  },
  outcome: {
    frames: [
      (n, N, t) => `This is heading for ${n}: ${t}.`,
      (n, N, t) => `The outcome is ${n}: ${t}.`,
      (n, N, t) => `Last, the outcome: ${n}, ${t}.`,
    ],
    court: [
      (n, N, t) => `The outcome is a person, ${n}, what you or someone close may become: ${t}.`,
      (n, N, t) => `The last card, the outcome, is ${n}, a person at the end of this road: ${t}.`,
    ],
  },
};

/**
 * How a card stands to the neighbour a reader weighs it against: both kind, both hard, this card
 * easing a hard neighbour or straining a kind one, this card decided beside an undecided one, or
 * this card itself undecided.
 */
export type Relation = 'both-good' | 'both-hard' | 'eases' | 'strains' | 'good-open' | 'hard-open' | 'open';
/** A frame that also names the neighbour (`x`, mid-sentence), so the card is placed by what it does to it. */
export type NearFrame = (n: string, N: string, t: string, x: string) => string;

/**
 * The frames a card takes from its neighbour, as a reader tells the cross as one story: the root
 * under the heart of the matter, the recent past as what the crossing card cuts across, what
 * approaches after what is passing, the crown over the root, the outcome out of the heart. Each
 * relation has a frame for the Major Arcana and each suit's cards (`[major, wands, cups, swords,
 * pentacles]`, taken in turn when a list is shorter), so the card and its neighbour choose the
 * sentence, never a rotation (review: "Beneath the cross lay" opened five readings of eight).
 * Cards that are people keep their own frames in `CROSS_POSITIONS`.
 */
export const NEAR_FRAMES: Record<string, { of: string; by: Partial<Record<Relation, NearFrame[]>> }> = {
  present: {
    of: 'challenge',
    by: {
      'both-good': [
        (n, N, t) => `You stand on good ground with ${n}: ${t}.`,
        (n, N, t) => `${N} is where things stand, and it is a good place to start from: ${t}.`,
      ],
      eases: [
        (n, N, t) => `What you have going for you now is ${n}: ${t}.`,
        (n, N, t) => `${N} is the ground you hold today: ${t}.`,
      ],
      strains: [
        (n, N, t) => `The difficulty you are in now is ${n}: ${t}.`,
        (n, N, t) => `At the centre of the matter is a strain, ${n}: ${t}.`,
      ],
      'both-hard': [
        (n, N, t) => `The weight you carry at present is ${n}: ${t}.`,
        (n, N, t) => `${N} covers you, the situation as it stands: ${t}.`,
      ],
      'good-open': [
        (n, N, t, x) => `${N} is the good ground you stand on, whatever ${x} turns out to ask: ${t}.`,
        (n, N, t) => `What holds for you now is ${n}: ${t}.`,
      ],
      'hard-open': [
        (n, N, t) => `The strain in your situation now is ${n}: ${t}.`,
        (n, N, t) => `${N} weighs on where you stand: ${t}.`,
      ],
      open: [
        (n, N, t) => `Your situation now is ${n}: ${t}.`,
        (n, N, t) => `Where you stand today shows as ${n}: ${t}.`,
        (n, N, t) => `At the heart of it lies ${n}: ${t}.`,
      ],
    },
  },
  challenge: {
    of: 'present',
    by: {
      strains: [
        (n, N, t, x) => `What stands in the way of ${x} is ${n}: ${t}.`,
        (n, N, t, x) => `${N} lies across ${x} and tests it: ${t}.`,
      ],
      'both-hard': [
        (n, N, t) => `${N} lies across the first card and adds its own weight: ${t}.`,
        (n, N, t, x) => `Laid over ${x} is a second strain, ${n}: ${t}.`,
      ],
      'hard-open': [
        (n, N, t, x) => `${N} lies across ${x}, which has not yet settled: ${t}.`,
        (n, N, t, x) => `Set against ${x}, still unsettled, is ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Crossing it, and asking to be met, is ${n}: ${t}.`,
        (n, N, t) => `What stands across it is ${n}: ${t}.`,
        (n, N, t) => `Laid crosswise over it, ${n} brings the difficulty to meet: ${t}.`,
      ],
    },
  },
  foundation: {
    of: 'present',
    by: {
      'both-good': [
        (n, N, t, x) => `The good ground under ${x} is ${n}: ${t}.`,
        (n, N, t, x) => `${N} lies under ${x} and feeds it: ${t}.`,
      ],
      eases: [
        (n, N, t, x) => `Deeper than ${x}, and steadier, lies ${n}: ${t}.`,
        (n, N, t, x) => `Under the strain of ${x} lies something sounder, ${n}: ${t}.`,
      ],
      'both-hard': [
        (n, N, t, x) => `The trouble in ${x} has its root in ${n}: ${t}.`,
        (n, N, t, x) => `Beneath ${x} lies an older difficulty, ${n}: ${t}.`,
      ],
      strains: [
        (n, N, t, x) => `Even under ${x} runs ${n}, not yet cleared away: ${t}.`,
        (n, N, t, x) => `Beneath the good of ${x} lies an older strain, ${n}: ${t}.`,
      ],
      'good-open': [
        (n, N, t, x) => `Firm ground lies under ${x}, in ${n}: ${t}.`,
        (n, N, t, x) => `${N} lies at the root, sound even while ${x} is unsettled: ${t}.`,
      ],
      'hard-open': [
        (n, N, t, x) => `Under ${x}, still unsettled, lies an old strain, ${n}: ${t}.`,
        (n, N, t) => `An older difficulty sits at the root, ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Beneath the cross lay ${n}: ${t}.`,
        (n, N, t) => `All of this rests on ${n}: ${t}.`,
        (n, N, t) => `Underneath it all was ${n}, which laid down ${t}.`,
      ],
    },
  },
  'recent-past': {
    of: 'challenge',
    by: {
      eases: [
        (n, N, t, x) => `What ${x} cuts across is ${n}, now passing: ${t}.`,
        (n, N, t, x) => `${N} is the better stretch that ${x} interrupts, and it is fading: ${t}.`,
      ],
      strains: [
        (n, N, t, x) => `The strain that came before ${x} is ${n}, and it is passing: ${t}.`,
        (n, N, t, x) => `${N} is leaving as ${x} asks something new of you: ${t}.`,
      ],
      'both-hard': [
        (n, N, t, x) => `Before ${x} came ${n}, a strain now passing: ${t}.`,
        (n, N, t, x) => `${N} is the older trouble behind ${x}, and it is leaving: ${t}.`,
      ],
      'both-good': [
        (n, N, t, x) => `What ${x} takes over from is ${n}, a good stretch now passing: ${t}.`,
        (n, N, t) => `A good stretch is ending with ${n}: ${t}.`,
      ],
      'good-open': [
        (n, N, t) => `Passing now is a better stretch, ${n}: ${t}.`,
        (n, N, t) => `Behind you, and fading, is a good stretch, ${n}: ${t}.`,
      ],
      'hard-open': [
        (n, N, t) => `A hard stretch is passing, ${n}: ${t}.`,
        (n, N, t) => `Behind you, and loosening its hold, is ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `The stretch now passing is ${n}: ${t}.`,
        (n, N, t) => `What is leaving the picture is ${n}, which brought ${t}.`,
        (n, N, t) => `Now closing is ${n}: ${t}.`,
      ],
    },
  },
  crown: {
    of: 'foundation',
    by: {
      eases: [
        (n, N, t, x) => `What you reach for, over the old weight of ${x}, is ${n}: ${t}.`,
        (n, N, t, x) => `Above the cross, and above the trouble of ${x}, your aim is ${n}: ${t}.`,
      ],
      'both-good': [
        (n, N, t, x) => `Your aim, built on ${x}, is ${n}: ${t}.`,
        (n, N, t, x) => `${N} crowns the cross, an aim ${x} can carry: ${t}.`,
      ],
      'good-open': [
        (n, N, t, x) => `${N} is the aim, set above an unsettled root in ${x}: ${t}.`,
        (n, N, t) => `What you aim at is ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Your aim, above the cross, is ${n}: ${t}.`,
        (n, N, t) => `The crown holds ${n}, what you are aiming at from here: ${t}.`,
        (n, N, t) => `Crowning the cross is ${n}, what you are reaching for: ${t}.`,
      ],
    },
  },
  'near-future': {
    of: 'recent-past',
    by: {
      eases: [
        (n, N, t, x) => `After ${x} comes something kinder, ${n}: ${t}.`,
        (n, N, t, x) => `As ${x} passes, ${n} is next: ${t}.`,
      ],
      strains: [
        (n, N, t, x) => `After ${x}, the next thing to meet is ${n}: ${t}.`,
        (n, N, t, x) => `Coming up behind ${x} is a harder stretch, ${n}: ${t}.`,
      ],
      'both-good': [
        (n, N, t, x) => `${N} follows ${x}, and the good carries on: ${t}.`,
        (n, N, t, x) => `Soon comes ${n}, in the same good vein as ${x}: ${t}.`,
      ],
      'both-hard': [
        (n, N, t, x) => `Once ${x} passes, ${n} is the next thing to meet: ${t}.`,
        (n, N, t) => `The coming weeks bring ${n}: ${t}.`,
      ],
      'good-open': [
        (n, N, t) => `Something kinder is on its way, ${n}: ${t}.`,
        (n, N, t) => `Ahead lies ${n}: ${t}.`,
      ],
      'hard-open': [
        (n, N, t) => `A harder stretch is on its way, ${n}: ${t}.`,
        (n, N, t) => `Ahead, and worth preparing for, is ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Soon comes ${n}: ${t}.`,
        (n, N, t) => `Next to arrive is ${n}: ${t}.`,
        (n, N, t) => `The card of what approaches is ${n}, which brings ${t}.`,
      ],
    },
  },
  // Your own card is read against the heart of the matter: what you bring to it. A hard card here
  // keeps the frames that name a risk, never a charge (`CROSS_POSITIONS.self.hard`).
  self: {
    of: 'present',
    by: {
      eases: [
        (n, N, t, x) => `Against ${x} at the heart of this, your own card is ${n}: ${t}.`,
        (n, N, t, x) => `Your answer to ${x} at the heart of this is ${n}: ${t}.`,
        (n, N, t, x) => `Where ${x} weighs on the matter, you bring ${n}: ${t}.`,
      ],
      'both-good': [
        (n, N, t, x) => `You meet ${x} at the heart of this as ${n}: ${t}.`,
        (n, N, t) => `Your own part in this is ${n}: ${t}.`,
      ],
      'good-open': [
        (n, N, t) => `You bring ${n} to a matter not yet settled: ${t}.`,
        (n, N, t) => `On your side in this is your own card, ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Your own card, at the foot of the staff, is ${n}: ${t}.`,
        (n, N, t) => `You come to this as ${n}: ${t}.`,
        (n, N, t) => `As you stand in this, your card is ${n}: ${t}.`,
        (n, N, t) => `You stand in this as ${n}: ${t}.`,
      ],
    },
  },
  environment: {
    of: 'self',
    by: {
      eases: [
        (n, N, t) => `The people around you bring ${n}: ${t}.`,
        (n, N, t) => `Around you stands ${n}, on your side: ${t}.`,
      ],
      'both-good': [
        (n, N, t, x) => `Beside ${x} stands ${n}, among the people around you: ${t}.`,
        (n, N, t) => `The people around you bring ${n}: ${t}.`,
      ],
      strains: [
        (n, N, t) => `What others bring to this is ${n}: ${t}.`,
        (n, N, t) => `The climate around you is ${n}: ${t}.`,
      ],
      'both-hard': [
        (n, N, t, x) => `Beside ${x}, the people around you add their own strain, ${n}: ${t}.`,
        (n, N, t) => `Little help comes from around you for now, where ${n} stands: ${t}.`,
      ],
      'good-open': [
        (n, N, t) => `Support around you shows as ${n}: ${t}.`,
        (n, N, t) => `Around you, and on your side, is ${n}: ${t}.`,
      ],
      'hard-open': [
        (n, N, t) => `The conditions around you show as ${n}: ${t}.`,
        (n, N, t) => `Around you the going is hard, with ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Those near you show as ${n}: ${t}.`,
        (n, N, t) => `Around you stands ${n}: ${t}.`,
        (n, N, t, x) => `Beside ${x}, the people around you show as ${n}: ${t}.`,
      ],
    },
  },
  outcome: {
    of: 'present',
    by: {
      eases: [
        (n, N, t, x) => `Out of ${x}, this is heading for ${n}: ${t}.`,
        (n, N, t, x) => `From ${x} the road leads on to ${n}: ${t}.`,
      ],
      strains: [
        (n, N, t) => `If nothing changes, this is heading for ${n}: ${t}.`,
        (n, N, t, x) => `Left as it is, this runs from ${x} to ${n}: ${t}.`,
      ],
      'both-good': [
        (n, N, t) => `This is heading for ${n}: ${t}.`,
        (n, N, t) => `The outcome is ${n}: ${t}.`,
      ],
      'both-hard': [
        (n, N, t, x) => `Unless something in ${x} changes, the outcome is ${n}: ${t}.`,
        (n, N, t) => `If nothing changes, this is heading for ${n}: ${t}.`,
      ],
      'good-open': [
        (n, N, t) => `However unsettled things are now, this is heading for ${n}: ${t}.`,
        (n, N, t) => `At the end waits ${n}: ${t}.`,
      ],
      'hard-open': [
        (n, N, t) => `Left to drift, this is heading for ${n}: ${t}.`,
        (n, N, t) => `At the end, as things stand, lies ${n}: ${t}.`,
      ],
      open: [
        (n, N, t) => `Last, the outcome: ${n}, ${t}.`,
        (n, N, t) => `The last card, the outcome, is ${n}: ${t}.`,
        (n, N, t) => `Where this is heading is ${n}: ${t}.`,
      ],
    },
  },
};

/**
 * A pair's line from the two cards' names (a, b; capitalised A, B), the matter as the reading names
 * it (m) and what the first card stands for (ha: `CARD_SENSE`), so the line is told of these cards;
 * the crossing card's own sense is said in its paragraph and in the spread as a whole.
 */
export type Pair = (a: string, b: string, A: string, B: string, m: string, ha: string, hb: string) => string;
type PairTable = Record<`${Tone}-${Tone}`, Pair[]>;

/**
 * The overview's one-line story: how it begins, at the heart of the matter (`h`) crossed by `x`,
 * chosen by the heart's tone, and how it ends, with the outcome (`o`), chosen by the outcome's.
 */
export const STORY_START: Record<Tone, ((h: string, x: string) => string)[]> = {
  good: [
    (h, x) => `The story starts on good ground with ${h}, crossed by ${x}`,
    (h, x) => `It begins well, with ${h} at the heart and ${x} laid across it`,
  ],
  hard: [
    (h, x) => `The story starts in difficulty with ${h}, crossed by ${x}`,
    (h, x) => `It begins in a hard place, with ${h} at the heart and ${x} laid across it`,
  ],
  open: [
    (h, x) => `The story starts undecided, with ${h} crossed by ${x}`,
    (h, x) => `It begins unsettled, with ${h} at the heart and ${x} laid across it`,
  ],
};
export const STORY_END: Record<Tone, ((o: string) => string)[]> = {
  good: [(o) => `it ends well, with ${o}`, (o) => `it comes out well: the outcome is ${o}`],
  hard: [
    (o) => `${o} at the end warns where it goes if nothing changes`,
    (o) => `if nothing changes it ends with ${o}, a warning rather than a verdict`,
  ],
  open: [
    (o) => `it ends with ${o}, which is still open`,
    (o) => `the outcome, ${o}, can still go either way, so your own choices decide it`,
  ],
};

/**
 * On a question the cards give no verdict on (a body, a loss, a habit, a court), the story and
 * the outcome are told for how the asker meets what comes, never as a forecast.
 */
export const GENTLE_STORY: Partial<
  Record<`${Tone}-${Tone}`, ((h: string, H: string, o: string) => string)[]>
> = {
  'hard-good': [
    (h, H, o) =>
      `The spread moves from the strain of ${h} at the heart of the matter to steadier ground in ${o} at the end.`,
    (h, H, o) => `${H} shows how heavy this is now; ${o}, the last card, shows that it eases as you go.`,
  ],
  'good-hard': [
    (h, H, o) =>
      `${H} at the heart is a strength to keep, and ${o} at the end shows where the strain will fall, so that is where your care should go.`,
    (h, H, o) =>
      `You start from firm ground in ${h}; ${o}, the last card, marks the stretch that will ask the most of you.`,
  ],
  'hard-hard': [
    (h, H, o) =>
      `From ${h} at the heart to ${o} at the end the spread is heavy, which says to ask for support early rather than carry this alone.`,
    (h, H, o) =>
      `${H} and ${o} both weigh on this, so lean on the people and the help around you sooner rather than later.`,
  ],
  'good-good': [
    (h, H, o) => `${H} at the heart and ${o} at the end both show ground you can stand on through this.`,
    // Said of the two cards, never of the spread between them, which may be mostly reversed (review r29).
    (h, H, o) =>
      `${H} at the heart and ${o} at the end are both sound, whatever the cards between them ask of you.`,
  ],
};
// Each says what the last card holds (`s`): the same three sentences closed every reading on a
// body or a loss, whatever card lay at the end (review: stock lines).
export const GENTLE_OUTCOME: Record<Tone, (o: string, s: string) => string> = {
  good: (o, s) =>
    `Read for you rather than as a forecast, ${o} says you can meet what comes on steadier ground than you fear, with ${s} to lean on.`,
  hard: (o, s) =>
    `Here ${o} is no forecast of how this ends: with ${s} at the end, ask for more support and gentleness than you have been allowing yourself.`,
  open: (o, s) => `What ${o} leaves you at the end is ${s}, and room to take this one step at a time.`,
};
/** The same for a legal question, where the asker's part is the preparation. */
export const GENTLE_LEGAL_OUTCOME: Record<Tone, (o: string, s: string) => string> = {
  good: (o, s) =>
    `The outcome here is not a ruling: ${o} says you can go into this on steadier ground than you fear, with ${s} on your side.`,
  hard: (o, s) =>
    `The outcome here is not a ruling: ${o} shows ${s}, so prepare with extra care and lean on your lawyer’s advice.`,
  open: (o, s) =>
    `The outcome here is not a ruling: ${o} shows ${s}, and how well you prepare can make the difference.`,
};

/** The heart of the matter (a) and what crosses it (b). */
export const HEART_AND_CROSS: PairTable = {
  'good-good': [
    (a, b, A, B, m, ha) =>
      `${B} is a crossing that helps more than it hinders: it pushes ${ha} in ${a} further, so use both rather than choose between them.`,
    // Said by the two cards' own senses: "more a spur than a block" closed this crossing in
    // reading after reading whatever lay there (review d).
    (a, b, A, B, m, ha, hb) =>
      `${A} and ${b} are both in your favour: ${hb} laid across ${ha} adds to it rather than blocking it.`,
    (a, b, A, B, m, ha) =>
      `${B} crosses ${a} only in the sense that it asks more of ${ha}: two good cards, and the question is how far you let them carry you.`,
  ],
  'good-hard': [
    (a, b, A, B, m, ha) =>
      `So ${m} itself stands on the sound ground of ${ha}, and the trouble lies across it: ${b} is what threatens ${a}, and meeting it is what this reading is about.`,
    (a, b, A, B, m, ha) =>
      `${A} gives ${m} ${ha} to stand on, and ${b} is the one thing laid across it; deal with that and the rest can stand.`,
    (a, b, A, B, m, ha) =>
      `${B} is the obstacle and ${ha} in ${a} the resource: what you already have is what gets you past what stands in the way.`,
  ],
  'good-open': [
    (a, b, A, B, m, ha) =>
      `${A} is in your favour with ${ha}; how much ${b} costs you depends on how you meet it.`,
    (a, b, A, B, m, ha) =>
      `${B} is neither for you nor against you yet, and ${ha} in ${a} is the ground to meet it from.`,
  ],
  // A good card in the crossing is the cure laid on the problem, and every line says so: the
  // frame above has called it what the situation asks of you, never the difficulty.
  'hard-good': [
    (a, b, A, B, m, ha) =>
      `${A} is the trouble, ${ha}, and ${b} across it is the cure: meet the first with what the second offers.`,
    (a, b, A, B, m, ha) =>
      `${B} answers ${a}: the problem is ${ha}, and the kinder card laid over it shows the way through.`,
  ],
  'hard-hard': [
    (a, b, A, B, m, ha) =>
      `${A} and ${b} press on ${m} the same way, ${ha} with a second strain laid on it, so easing either one eases both.`,
    (a, b, A, B, m, ha) =>
      `${B} adds its weight to ${ha} in ${a}; this is a heavy crossing, and it is why the matter feels stuck.`,
    (a, b, A, B, m, ha) =>
      `With ${a} crossed by ${b}, ${ha} and the strain across it feed each other, so ease ${b} and ${a} has room to loosen.`,
  ],
  'hard-open': [
    (a, b, A, B, m, ha) =>
      `${A} is the difficulty you stand in, ${ha}, and ${b} is the question of how you meet it: it can add to the strain or loosen it.`,
    (a, b, A, B, m, ha) =>
      `${B} could go either way against ${ha} in ${a}, so your response decides whether it helps.`,
  ],
  'open-good': [
    (a, b, A, B, m, ha) =>
      `${A} leaves ${m} unsettled in ${ha}, and ${b} across it is what settles it: bring its strength to the centre.`,
    (a, b, A, B, m, ha) =>
      `${A} covers you with ${ha}, and ${b} is the cure laid over it: what that leaves unclear, ${b} gives a way to handle.`,
  ],
  'open-hard': [
    (a, b, A, B, m) =>
      `${A} could still tip ${m} either way, and ${b} weighs on it, so that is the thing to deal with first.`,
    (a, b, A, B, m, ha) =>
      `${B} is what keeps ${ha} in ${a} from settling; name it, and it loses some of its hold.`,
  ],
  'open-open': [
    (a, b, A, B, m, ha) =>
      `Neither ${ha} in ${a} nor ${b} settles anything yet: this is a matter still being decided, by your own next steps.`,
  ],
};

/**
 * What a crossing line says of the matter, which must agree with the answer: one that calls the
 * crossing what settles it, or the matter stuck, argues with "not settled either way" or a yes;
 * one that calls it still being decided argues with a yes or a no.
 */
export const CROSS_SETTLES = /\bwhat settles it\b/;
export const CROSS_STUCK = /\bfeels stuck\b/;
export const CROSS_UNDECIDED =
  /\beither way\b|\bsettles anything yet\b|\bfrom settling\b|\bstill being decided\b/;

/** A crossing for an answer the spread has given, where every line of its pair says it is still open. */
export const HEART_AND_CROSS_ANSWERED: Partial<PairTable> = {
  'open-hard': [
    (a, b, A, B, m, ha) =>
      `${B} is the weight laid across ${ha} in ${a}, and it is the part of this to deal with first.`,
  ],
  'open-open': [
    (a, b, A, B, m, ha) =>
      `${A} and ${b}, with ${ha} at the heart, take no side of their own: the answer comes from the cards around them, and these two show how it will feel on the way there.`,
  ],
};

/** You (a) and those around you (b) both strained, on a question of grief, health or a habit: support, not change, is the word. */
export const SHARED_STRAIN = (a: string, b: string, ha: string, hb: string) =>
  `You and those around you are both carrying strain, ${ha} within, in ${a}, and ${hb} without, in ${b}, so look for support beyond this circle as well as within it.`;

/**
 * A court card in the querent's own place (the heart of the matter, or the foot of the staff) is
 * a quality the asker brings, not another person: its gift upright, its shadow reversed, said
 * without the figure's gender. Keyed by rank and suit ("queen-swords"). A gift has no article,
 * since it follows a possessive ("the Queen of Swords’ clear head", "its clear head"); a shadow
 * follows a colon or a preposition ("its shadow side in you: words sharper than you mean").
 */
/** "This is what your plan needs", never "what what you asked about needs" (review r26b). */
/** "your debts go", "the move goes": the matter is the verb's subject in several story lines. */
const goes = (m: string) => (takesPluralVerb(m) ? 'go' : 'goes');
const needs = (m: string) =>
  /^what\b/.test(m) ? 'This is what is needed' : `This is what ${m} ${takesPluralVerb(m) ? 'need' : 'needs'}`;

export const COURT_QUALITY: Record<string, { gift: string; shadow: string }> = {
  'page-wands': {
    gift: 'eager curiosity and the nerve to try something new',
    shadow: 'enthusiasm that flares and fades before anything is finished',
  },
  'knight-wands': {
    gift: 'daring and the drive to act at once',
    shadow: 'haste, and a temper that starts more than it finishes',
  },
  'queen-wands': {
    gift: 'warmth, confidence and the energy to carry others along',
    shadow: 'a need to be at the centre that can tip into jealousy or overreach',
  },
  'king-wands': {
    gift: 'vision and the authority to turn a plan into action',
    shadow: 'impatience, and a wish to decide what everyone else does',
  },
  'page-cups': {
    gift: 'open heart and readiness to feel and imagine',
    shadow: 'moods and daydreams that stand in for saying what you feel',
  },
  'knight-cups': {
    gift: 'heartfelt offer and the wish to make the first move',
    shadow: 'promises made on a wave of feeling that may not be kept',
  },
  'queen-cups': {
    gift: 'deep, intuitive sense of what others feel',
    shadow: 'feeling so much for others that your own ground gets lost',
  },
  'king-cups': {
    gift: 'calm, steady feeling and a kind hand',
    shadow: 'feelings held down until they come out sideways',
  },
  'page-swords': {
    gift: 'quick, watchful mind and sharp questions',
    shadow: 'suspicion, and words spoken before they are thought through',
  },
  'knight-swords': {
    gift: 'fast, decisive mind that goes straight at the problem',
    shadow: 'rushing in, and arguments pushed harder than they need to be',
  },
  'queen-swords': {
    gift: 'clear head and honest words',
    shadow: 'words sharper than you mean, and old hurt kept as coolness',
  },
  'king-swords': {
    gift: 'clear judgement and the authority of fair reasoning',
    shadow: 'cold logic used as a weapon, or judgement without mercy',
  },
  'page-pentacles': {
    gift: 'patient eye for practical details and a wish to learn',
    shadow: 'a plan studied but never started, or attention that drifts',
  },
  'knight-pentacles': {
    gift: 'steady, methodical work that gets there in the end',
    shadow: 'caution that has stalled, or routine with no goal left in it',
  },
  'queen-pentacles': {
    gift: 'practical warmth and a gift for making things grow',
    shadow: 'care spread so thin that none is left for yourself, and worry that allows no rest',
  },
  'king-pentacles': {
    // Said on every question, so money is not named: "stubbornness about money" on a question
    // about a son or a neighbour invented a quarrel over money (review r27).
    gift: 'steady, practical hand and the means to build something lasting',
    shadow: 'a tight grip on security, and a stubborn refusal to bend',
  },
};

/**
 * How a court card is placed when it is read as a quality: in the querent's own places as what
 * they bring, in the other places as a way of acting at work in the matter (in the surroundings it
 * stays a person). `n` names the card, `N` at a sentence start, `q` its gift or shadow.
 */
export const COURT_AS_QUALITY: Record<
  string,
  { gift: (n: string, N: string, q: string) => string; shadow: (n: string, N: string, q: string) => string }
> = {
  present: {
    gift: (n, N, q) =>
      `At the heart of the matter is ${n}, the part you play in it: you meet this with the ${q}.`,
    shadow: (n, N, q) =>
      `At the heart of the matter is ${n}, a shadow to watch for in yourself rather than a verdict on you: ${q}.`,
  },
  self: {
    gift: (n, N, q) => `You come to this with ${n}’ ${q}.`,
    shadow: (n, N, q) => `Your own card is ${n}, a tendency worth catching in yourself: ${q}.`,
  },
  challenge: {
    // Upright, a court card is a kind card, and a kind card across the heart is the cure laid on
    // it: called an obstacle here, it was "a crossing that helps more than it hinders" a line
    // later (review r27).
    gift: (n, N, q) => `Across it lies ${n}, and what the situation asks of you is the ${q}.`,
    shadow: (n, N, q) => `Crossing it stands ${n}, and with it ${q}.`,
  },
  foundation: {
    gift: (n, N, q) =>
      `At the root of the matter lay ${n}: this began with the ${q}, whether that was yours or someone else's.`,
    shadow: (n, N, q) =>
      `At the root of the matter lay ${n}: this began with ${q}, in you or in someone close to you.`,
  },
  'recent-past': {
    gift: (n, N, q) => `Just behind you is ${n}: a stretch that called on your ${q}, now passing.`,
    shadow: (n, N, q) => `Just behind you is ${n}, and with it ${q}, now passing.`,
  },
  crown: {
    gift: (n, N, q) => `Above the cross stands ${n}, the aim you hold: to meet this with the ${q}.`,
    shadow: (n, N, q) =>
      `The crown, what you are aiming at, is ${n}, a warning that the aim is being undercut by ${q}.`,
  },
  'near-future': {
    gift: (n, N, q) => `In the weeks ahead comes ${n}, a call for the ${q}.`,
    shadow: (n, N, q) => `Coming soon is ${n}, a warning against ${q}.`,
  },
  'hopes-fears': {
    gift: (n, N, q) => `Your hopes and fears gather around ${n}: you hope to meet this with the ${q}.`,
    shadow: (n, N, q) => `Your hopes and fears gather around ${n}: what you fear in yourself is ${q}.`,
  },
  outcome: {
    // The quality ends the sentence: a participle after it ("the energy to carry others along
    // carrying the day") read as one long broken noun phrase (review d5).
    gift: (n, N, q) => `The outcome is ${n}: in the end, what wins through is the ${q}.`,
    shadow: (n, N, q) => `The outcome is ${n}, a warning: if nothing changes, this ends in ${q}.`,
  },
};

/**
 * More ways to place a court card read as a quality, said in turn with `COURT_AS_QUALITY`'s own,
 * so "a shadow to watch for in yourself" is not read in three readings of six (review r26).
 */
export const COURT_AS_QUALITY_MORE: Record<string, { gift: Quality[]; shadow: Quality[] }> = {
  challenge: {
    gift: [(n, N, q) => `Laid across it, ${n} shows what the situation asks of you: the ${q}.`],
    shadow: [(n, N, q) => `Laid across it is ${n}, and with it ${q}.`],
  },
  foundation: {
    gift: [
      (n, N, q) =>
        `Under it all lay ${n}: this began with the ${q}, whether that was yours or someone else's.`,
    ],
    shadow: [(n, N, q) => `Under it all lay ${n}: this began with ${q}, in you or in someone close to you.`],
  },
  'recent-past': {
    gift: [(n, N, q) => `${N} is passing now, a stretch that called on your ${q}.`],
    shadow: [(n, N, q) => `${N} is on the way out, and with it ${q}.`],
  },
  crown: {
    gift: [(n, N, q) => `Your aim is ${n}: to meet this with the ${q}.`],
    shadow: [(n, N, q) => `Your aim, in the crown, is ${n}, with a warning that it can be undercut by ${q}.`],
  },
  'near-future': {
    gift: [(n, N, q) => `Coming next is ${n}, a call for the ${q}.`],
    shadow: [(n, N, q) => `Next comes ${n}, a warning against ${q}.`],
  },
  'hopes-fears': {
    gift: [(n, N, q) => `What you hope for is to meet this as ${n} would, with the ${q}.`],
    shadow: [(n, N, q) => `What you fear in yourself shows as ${n}: ${q}.`],
  },
  outcome: {
    gift: [(n, N, q) => `This ends with ${n}, and what wins out is the ${q}.`],
    shadow: [(n, N, q) => `If nothing changes, this ends with ${n}: ${q}.`],
  },
  present: {
    gift: [
      (n, N, q) => `${N} sits at the heart of the matter as the way you are meeting it: with the ${q}.`,
      (n, N, q) => `The heart of the matter is ${n}, and it describes your own approach: the ${q}.`,
    ],
    shadow: [
      (n, N, q) => `${N} sits at the heart of the matter, a habit that can creep in under strain: ${q}.`,
      (n, N, q) =>
        `The heart of the matter is ${n}, less a portrait of you than a pattern to catch early: ${q}.`,
      (n, N, q) => `At the centre lies ${n}, a tendency the situation brings out, not who you are: ${q}.`,
    ],
  },
};
type Quality = (n: string, N: string, q: string) => string;

/** The kind of question a literal Waite fit speaks to. */
export type FitTag =
  | 'study'
  | 'marriage'
  | 'couple'
  | 'sibling'
  | 'purchase'
  | 'inheritance'
  | 'abroad'
  | 'spirit'
  | 'grief'
  | 'child';

/**
 * Where Waite's own meaning of a card fits the question literally, a reader says so: the Four of
 * Cups reversed is "new instruction" for a study question, the Hierophant the marriage rite. Each
 * entry is the card's id, its orientation, the kind of question and the sentence, said after the
 * sentence that places the card.
 */
export const WAITE_FITS: { id: string; reversed: boolean; tag: FitTag; text: string }[] = [
  {
    id: 'cups-04-four',
    reversed: true,
    tag: 'study',
    text: 'Waite’s own words for this card reversed include “new instruction”, and for a place on a course of study that is as literal as the cards get.',
  },
  {
    id: 'pentacles-08-eight',
    reversed: false,
    tag: 'study',
    text: 'This is the apprentice at the bench, learning a craft by patient repetition: a plain card for a place to study.',
  },
  {
    id: 'pentacles-03-three',
    reversed: false,
    tag: 'study',
    text: 'The picture is of work shown to the people who judge it, which is what an application is.',
  },
  {
    id: 'major-05-hierophant',
    reversed: false,
    tag: 'marriage',
    text: 'This is the card of the marriage rite itself, vows made before others and kept by custom, so it asks what those vows still mean to you both.',
  },
  {
    id: 'major-05-hierophant',
    reversed: true,
    tag: 'marriage',
    text: 'Reversed, the card of vows and custom asks whether the rules your marriage runs on are still ones you both choose.',
  },
  {
    id: 'major-06-lovers',
    reversed: false,
    tag: 'marriage',
    text: 'This is a bond chosen freely, and a marriage is that choice made again and again.',
  },
  {
    id: 'cups-10-ten',
    reversed: false,
    tag: 'marriage',
    text: 'The family under the rainbow is the home you hoped to make together, and the card says it is within reach.',
  },
  {
    id: 'wands-04-four',
    reversed: false,
    tag: 'marriage',
    text: 'The garland at the gate is the card of a shared home as a place of peace, which is what a marriage is meant to give.',
  },
  // In a marriage the card of memory is the couple's own past, never an old flame come back.
  {
    id: 'cups-06-six',
    reversed: false,
    tag: 'marriage',
    text: 'In a long marriage this is the card of shared memory: what first drew the two of you together is still there to go back to, and it asks what from those early years you could bring into ordinary days again.',
  },
  {
    id: 'cups-06-six',
    reversed: true,
    tag: 'marriage',
    text: 'Reversed, the card of memory turns toward what lies ahead: the marriage may be renewed by what you build now more than by going back over how it was.',
  },
  {
    id: 'cups-06-six',
    reversed: false,
    tag: 'sibling',
    text: 'This is Waite’s card of childhood and memories, two children in an old garden, and it points straight at what the two of you shared growing up.',
  },
  {
    id: 'cups-06-six',
    reversed: true,
    tag: 'sibling',
    text: 'Reversed, the card of childhood turns toward what lies ahead: the mending may come from what you build now rather than from going back over the past.',
  },
  {
    id: 'pentacles-10-ten',
    reversed: false,
    tag: 'purchase',
    text: 'This is the card of the family house and what is handed down, as plain a sign of settled property as the deck gives.',
  },
  {
    id: 'pentacles-10-ten',
    reversed: true,
    tag: 'purchase',
    text: 'Reversed, the card of the family house warns of money tangled with family: a loan or a share of the deposit that comes with strings.',
  },
  // Waite's Ten of Pentacles is "house or dwelling", family matters and inheritance: on a
  // parent's house it is the card that speaks to the house itself.
  {
    id: 'pentacles-10-ten',
    reversed: false,
    tag: 'inheritance',
    text: 'This is Waite’s card of inheritance and the family house, three generations under one archway, and on a parent’s house it speaks for keeping what was handed down, or keeping it in the family.',
  },
  {
    id: 'pentacles-10-ten',
    reversed: true,
    tag: 'inheritance',
    text: 'Reversed, the card of inheritance warns of family property tangled with family feeling: shares, expectations or an old quarrel that need settling before anything is sold or kept.',
  },
  // The Ten of Swords for a couple: a chapter ends, with the dawn on the card, never the bond
  // pronounced dead (review r26: "It is over" after "warmth returns between you").
  {
    id: 'swords-10-ten',
    reversed: false,
    tag: 'couple',
    text: 'The Ten of Swords ends a chapter, and the dawn on the card matters: what has hit bottom may be this year’s pattern between you, not the bond itself, and from here nothing lower is left to fall to.',
  },
  {
    id: 'swords-10-ten',
    reversed: true,
    tag: 'couple',
    text: 'Reversed, the Ten of Swords says the worst is already behind you both: recovery is slow, but what rises now can be built differently.',
  },
  // Waite's Moon is "hidden enemies, dangers, deception": on a property, what is not yet seen.
  {
    id: 'major-18-moon',
    reversed: false,
    tag: 'purchase',
    text: 'On a property the Moon is the card of what is hidden: damp, boundaries, rights of way or a lease term nobody has mentioned. Get a full survey and have the searches and the paperwork checked before you commit.',
  },
  {
    id: 'major-18-moon',
    reversed: true,
    tag: 'purchase',
    text: 'Reversed, the Moon on a property says what was hidden comes to light in time: read the survey and the searches closely, and ask about anything that seems vague.',
  },
  {
    id: 'wands-04-four',
    reversed: false,
    tag: 'purchase',
    text: 'The garland at the gate of a house is a threshold crossed, a good card for a home of your own.',
  },
  {
    id: 'wands-02-two',
    reversed: false,
    tag: 'abroad',
    text: 'The figure holds a globe and looks out from the castle wall: the card of planning a life beyond where you stand, which is what a move abroad is.',
  },
  {
    id: 'wands-03-three',
    reversed: false,
    tag: 'abroad',
    text: 'The figure watches ships set out across the water: what you have sent out is under way.',
  },
  {
    id: 'swords-06-six',
    reversed: false,
    tag: 'abroad',
    text: 'The boat crossing to the further shore is Waite’s journey by water, and for a move abroad it is the journey itself.',
  },
  {
    id: 'swords-13-queen',
    reversed: false,
    tag: 'grief',
    text: 'Waite made this queen the card of mourning, the one who has known loss and still sees clearly: she is your grief itself, and she asks for no hurry.',
  },
  {
    id: 'swords-13-queen',
    reversed: true,
    tag: 'grief',
    text: 'Waite ties this queen to mourning even when she is turned: here it is grief that has gone sharp and tired, and it deserves gentleness from you, not judgement.',
  },
  {
    id: 'cups-05-five',
    reversed: false,
    tag: 'grief',
    text: 'The cloaked figure mourns the spilled cups while two still stand behind: the loss is real, and so is what remains to you.',
  },
  {
    id: 'swords-03-three',
    reversed: false,
    tag: 'grief',
    text: 'Three swords through one heart is grief drawn as plainly as the deck draws anything: what you feel is the size of the love.',
  },
  {
    id: 'cups-02-two',
    reversed: true,
    tag: 'grief',
    text: 'Two cups once pledged and now apart is a bond that has ended, which is exactly the loss you are living with.',
  },
  {
    id: 'cups-06-six',
    reversed: false,
    tag: 'grief',
    text: 'This is Waite’s card of memories and of the past: the good days are yours to keep, and remembering them is part of grieving, not a failure to move on.',
  },
  {
    id: 'cups-06-six',
    reversed: false,
    tag: 'child',
    text: 'This is Waite’s card of childhood and memory, a child handing another a cup of flowers: it asks you to see the child you remember and the young person in front of you as one.',
  },
  {
    id: 'cups-10-ten',
    reversed: false,
    tag: 'child',
    text: 'The family under the rainbow, children playing at its feet, is the home you want for your child, and the card puts it within reach.',
  },
  {
    id: 'wands-05-five',
    reversed: false,
    tag: 'child',
    text: 'Five youths sparring with staves is the everyday friction of a growing young person testing their strength, more practice than war.',
  },
  {
    id: 'pentacles-04-four',
    reversed: false,
    tag: 'child',
    text: 'The figure clutching his coins is a grip held too tight: with a child growing up, what you hold on to hardest is what most needs loosening.',
  },
  {
    id: 'pentacles-05-five',
    reversed: false,
    tag: 'spirit',
    text: 'The two figures pass in the snow beneath a lit church window without looking up: help for the spirit is nearer than it feels.',
  },
];

/**
 * Cards whose own sense speaks to keeping what you have or to changing it, keyed by id and
 * orientation: on "Should I sell it or keep it?" these, not the spread's general kindness, say
 * which path the cards favour. `says` is the sense, as a noun phrase.
 */
export const KEEP_OR_CHANGE: Record<string, { side: 'keep' | 'change'; says: string }> = {
  'pentacles-10-ten': { side: 'keep', says: 'the card of family property and what is handed down' },
  'pentacles-04-four': { side: 'keep', says: 'the card of holding on to what you have' },
  'wands-04-four': { side: 'keep', says: 'the card of a home as a settled, peaceful place' },
  'pentacles-09-nine': { side: 'keep', says: 'the card of security built up over years' },
  'pentacles-04-four-reversed': { side: 'change', says: 'a grip loosening on what you have held' },
  'swords-06-six': { side: 'change', says: 'the card of leaving for calmer water' },
  'cups-08-eight': { side: 'change', says: 'the card of walking away from what no longer holds you' },
  'wands-12-knight': { side: 'change', says: 'the card of departure and a change of home' },
  'wands-02-two': { side: 'change', says: 'the card of planning a life beyond the walls you know' },
  'major-13-death': { side: 'change', says: 'the card of a chapter closed so that another can open' },
  'major-00-fool': { side: 'change', says: 'the card of a fresh start taken on trust' },
  'major-21-world': { side: 'change', says: 'the card of a chapter complete' },
};

/** A two-path answer's reason, from the cards that speak to the paths (`KEEP_OR_CHANGE`). */
export const OPTION_REASON = {
  /**
   * `card` the card named with its place, `says` its sense; `path` the option it favours, named
   * only when the head has not named it already.
   */
  one: (card: string, says: string, path: string | null) =>
    `The card that speaks to the choice itself is ${card}: ${says}${path ? `, which favours “${path}”` : ''}.`,
  against: (card: string, says: string, path: string) =>
    `Against it, ${card}, is ${says}, and it leans toward “${path}”, so the balance is not one-sided.`,
  /** No card speaks to either path: the reading says so rather than pick one by the cards' kindness. */
  none: (a: string, b: string, h: string, ht: string) =>
    `None of the ten cards speaks to “${a}” or “${b}” as such; what they show is how you come to the choice, and at the heart ${h} shows ${ht}.`,
  /** The closing's short reason. */
  rests: (card: string, says: string) => `That rests on ${card}, ${says}.`,
  open: 'No card speaks for either path, so the choice rests on your own reasons, not on the cards.',
};

/**
 * A shadow card upright in the asker's own place: the pressure they are under or the temptation to
 * guard against, said of their matter (`m`, "the move"), never a portrait of their character.
 */
export const SHADOW_SELF: Record<string, (n: string, m: string) => string> = {
  'swords-07-seven': (n, m) =>
    `Your own card is ${n}, and here it names a pressure rather than who you are: the temptation to carry ${m} quietly on your own, keeping a doubt or a plan to yourself when it would go better said out loud.`,
  'swords-05-five': (n, m) =>
    `Your own card is ${n}, and here it names a pressure rather than who you are: the pull to win every argument over ${m}, even where winning costs more than it gains.`,
  'major-15-devil': (n, m) =>
    `Your own card is ${n}, and here it names a pressure rather than who you are: a habit, a debt or a fear that makes ${m} feel like a trap, when the chains are looser than they look.`,
  'pentacles-04-four': (n, m) =>
    `Your own card is ${n}, and here it names a pressure rather than who you are: the urge to hold on tight in ${m}, to money, plans or control, because letting go feels unsafe.`,
};

/**
 * The spread read as a whole (review r31: the old story said each card's meaning a second time).
 * Every line states how two cards, or the suits and the Major Arcana, bear on each other for this
 * question; names are bare (`a`, `b`, capitalised `A`, `B`), `ha` and `hb` are what each card
 * stands for (`CARD_SENSE`), and `m` is the matter as the reading names it. Review r32: a line that
 * names only the places read the same in every reading, so most say what the two cards bring.
 * Keyed by the two cards' leans.
 */
type Whole = (a: string, b: string, A: string, B: string, m: string, ha: string, hb: string) => string;
type WholeTable = Record<`${Tone}-${Tone}`, Whole[]>;

/**
 * What a card stands for in the spread-as-a-whole lines, in a few words and never its theme
 * (review r31: the summing up does not say a card's meaning again): a minor card by its picture in
 * either orientation, a Major Arcana card by its own force, "held back" when reversed.
 */
export const CARD_SENSE: {
  minor: Record<string, readonly [upright: string, reversed: string]>;
  major: Record<string, readonly [upright: string, reversed: string]>;
} = {
  // Each minor card by its own picture and Waite's sense, upright and reversed: rank-and-suit tags
  // ("feeling shared", "work held with care") read hollow in the story (review r32).
  minor: {
    'wands-01-ace': ['a new spark', 'a spark that will not catch'],
    'wands-02-two': ['a plan drawn up from a safe base', 'a plan kept inside the walls'],
    'wands-03-three': ['plans sent out to sea', 'plans held up in port'],
    // Reversed the card still leans kind (a quieter happiness): "a milestone put off" read as a help
    // crossing a marriage said nothing true of it (review d).
    'wands-04-four': ['a milestone reached', 'a quieter happiness'],
    'wands-05-five': ['rivalry and sparring', 'a quarrel turned sour'],
    'wands-06-six': ['success seen by others', 'praise that does not come'],
    'wands-07-seven': ['a position defended', 'a stand given up'],
    'wands-08-eight': ['news moving fast', 'news held up'],
    'wands-09-nine': ['the last reserves of strength', 'strength close to spent'],
    'wands-10-ten': ['a load carried alone', 'a load put down'],
    'wands-11-page': ['eager news', 'news that comes to nothing'],
    'wands-12-knight': ['a rush to be off', 'haste and a short temper'],
    'wands-13-queen': ['warm confidence', 'confidence turned demanding'],
    'wands-14-king': ['vision and leadership', 'leadership turned overbearing'],
    'cups-01-ace': ['an opening heart', 'feeling bottled up'],
    'cups-02-two': ['a bond between two', 'a bond out of step'],
    'cups-03-three': ['friends gathered', 'a gathering gone flat'],
    'cups-04-four': ['an offer ignored', 'interest waking again'],
    'cups-05-five': ['regret over what spilled', 'regret beginning to lift'],
    'cups-06-six': ['memories of a kinder time', 'a look away from the past'],
    'cups-07-seven': ['choices made of daydreams', 'daydreams cleared away'],
    'cups-08-eight': ['a walking away', 'a leaving put off'],
    'cups-09-nine': ['a wish come true', 'a wish that rings hollow'],
    'cups-10-ten': ['family contentment', 'contentment under strain'],
    'cups-11-page': ['a shy first feeling', 'feelings worn on the sleeve'],
    'cups-12-knight': ['a romantic approach', 'a promise too sweet to trust'],
    'cups-13-queen': ['deep care', 'care spread too thin'],
    'cups-14-king': ['feeling held calmly', 'feeling kept under a lid'],
    'swords-01-ace': ['a hard truth', 'a truth blurred'],
    'swords-02-two': ['a choice put off', 'a deadlock giving way'],
    'swords-03-three': ['heartache', 'heartache easing'],
    'swords-04-four': ['a pause to recover', 'rest cut short'],
    'swords-05-five': ['a hollow win', 'a fight winding down'],
    'swords-06-six': ['a crossing to quieter water', 'a crossing delayed'],
    'swords-07-seven': ['a plan kept secret', 'a secret coming out'],
    'swords-08-eight': ['a trap made of fear', 'a way out of the trap'],
    'swords-09-nine': ['worry in the night', 'worry loosening its grip'],
    'swords-10-ten': ['rock bottom', 'the slow climb back after an end'],
    'swords-11-page': ['watchfulness', 'suspicion and gossip'],
    'swords-12-knight': ['a headlong charge', 'words used as weapons'],
    'swords-13-queen': ['clear judgement', 'judgement turned cold'],
    'swords-14-king': ['authority of mind', 'power used harshly'],
    'pentacles-01-ace': ['a practical opening', 'an opening missed'],
    'pentacles-02-two': ['a balancing act', 'too many balls in the air'],
    'pentacles-03-three': ['skilled teamwork', 'a team at odds'],
    'pentacles-04-four': ['a tight hold', 'a grip loosening'],
    'pentacles-05-five': ['hardship out in the cold', 'help found after hardship'],
    // "Giving with strings" read as money beside a grief (review d): score is kept in care too.
    'pentacles-06-six': ['fair giving and receiving', 'giving that keeps score'],
    'pentacles-07-seven': ['a harvest waited for', 'effort that has not paid'],
    'pentacles-08-eight': ['patient craft', 'work done without care'],
    'pentacles-09-nine': ['independence earned', 'comfort that isolates'],
    'pentacles-10-ten': ['lasting security', 'security under strain'],
    'pentacles-11-page': ['careful first steps', 'first steps left half done'],
    'pentacles-12-knight': ['slow persistence', 'persistence stuck in a rut'],
    'pentacles-13-queen': ['practical care', 'care that smothers'],
    'pentacles-14-king': ['steady prosperity', 'prosperity held too tight'],
  },
  major: {
    'major-00-fool': ['a leap', 'recklessness'],
    'major-01-magician': ['skill put to use', 'skill turned to tricks'],
    'major-02-high-priestess': ['an inner knowing', 'intuition ignored'],
    'major-03-empress': ['growth and care', 'care gone stifling'],
    'major-04-emperor': ['order and rule', 'control gone stiff'],
    'major-05-hierophant': ['custom and teaching', 'tradition questioned'],
    'major-06-lovers': ['a choice of the heart', 'a heart divided'],
    'major-07-chariot': ['will and control', 'will scattered'],
    'major-08-strength': ['quiet courage', 'courage faltering'],
    'major-09-hermit': ['time alone', 'withdrawal gone too far'],
    'major-10-wheel-of-fortune': ['a turn of chance', 'bad luck'],
    'major-11-justice': ['fairness', 'unfairness'],
    'major-12-hanged-man': ['a pause', 'waiting in vain'],
    'major-13-death': ['an ending', 'change resisted'],
    'major-14-temperance': ['patient blending', 'balance lost'],
    'major-15-devil': ['a tie that binds', 'chains loosening'],
    'major-16-tower': ['sudden change', 'collapse postponed'],
    'major-17-star': ['hope', 'hope grown faint'],
    'major-18-moon': ['uncertainty', 'confusion clearing'],
    'major-19-sun': ['plain joy', 'joy on hold'],
    'major-20-judgement': ['a call to answer', 'a call ignored'],
    'major-21-world': ['completion', 'an ending still open'],
  },
};

/**
 * What a card stands for (`CARD_SENSE`) in its orientation. A Major Arcana card reversed has its own
 * sense: "time alone held back" for the Hermit reversed said the opposite of its isolation (review p).
 */
export const senseOf = (card: TarotCard, reversed: boolean): string =>
  (card.suit ? CARD_SENSE.minor : CARD_SENSE.major)[card.id]![reversed ? 1 : 0];

/** What each suit, and its element, says a matter turns on when that suit leads the spread. */
export const SUIT_RULE: Record<Suit, { element: string; on: string }> = {
  wands: { element: 'fire', on: 'drive, nerve and timing' },
  cups: { element: 'water', on: 'feeling and attachment' },
  swords: { element: 'air', on: 'thought, words and friction' },
  pentacles: { element: 'earth', on: 'money, work and what is practical' },
};

/**
 * The same on a loss, an illness or a mind under strain, where "money, work and what is practical"
 * overrode the question ("in your grief, money … will matter most", review d): earth is the body
 * and the day's routine, and each suit is read for what carries the asker through.
 */
export const SUIT_RULE_CARE: Record<Suit, string> = {
  wands: 'energy, patience and what keeps you going',
  cups: 'feeling and the ties you keep',
  swords: 'thoughts, and the words said or left unsaid',
  pentacles: 'the body, sleep and the shape of your days',
};

export const WHOLE = {
  /**
   * A suit that leads (`n` of its cards, capitalised), said with its card in the weightiest place
   * (`card`, and what it stands for, `sense`) and what the count of Major Arcana adds. The matter is never
   * the verb's subject: "your debts" and "the move" both read.
   */
  suit: [
    (n: string, suit: string, element: string, on: string, m: string, majors: string, card: string) =>
      `${n} of the ten cards are ${suit}, the suit of ${element}, ${card} among them, so ${on} will weigh most in ${m}${majors}.`,
    (n: string, suit: string, element: string, on: string, m: string, majors: string, card: string) =>
      `${suit} lead the spread with ${n.toLowerCase()} cards of ${element}, ${card} first among them: ${on} will count for most in ${m}${majors}.`,
    (n: string, suit: string, element: string, on: string, m: string, majors: string, card: string) =>
      `With ${n.toLowerCase()} ${suit}, ${card} first, the spread leans to ${element}: ${on} carry the most weight in ${m}${majors}.`,
    (n: string, suit: string, element: string, on: string, m: string, majors: string, card: string) =>
      `The spread's ${n.toLowerCase()} ${suit}, ${card} among them, are ${element}: in ${m}, ${on} will matter most${majors}.`,
  ],
  /**
   * No suit leads and four or more Major Arcana do: the one in the weightiest place (`a`) and what
   * it stands for (`ha`) is what the matter turns on. With fewer, the suits say nothing
   * specific, so no line is given (review r32: "every side of your life has a say" in 4 of 8).
   */
  mixed: (n: string, a: string, ha: string, m: string) =>
    `With ${n} Major Arcana and no suit ahead, ${a}, ${ha}, counts for more in ${m} than any daily choice.`,
  /** What the Major Arcana add after a leading suit, named by the card that carries most weight. */
  majors: {
    many: (n: string, a: string) => `; ${n} Major Arcana, led by ${a}, raise the stakes`,
    one: (a: string, ha: string) => `; ${a}, the one Major Arcana, sets ${ha} above the rest`,
    // On a body, a loss or a court case, nothing is "above the day-to-day" to steer: the card is only named.
    oneCarried: (a: string, ha: string) => `; ${a}, the one Major Arcana, is ${ha}`,
  },
  /**
   * The crossing card (`a`) against the outcome (`b`): is the obstacle overcome? Each line says what
   * the crossing card holds (`ha`); the outcome's own sense is left to its paragraph, so no card's
   * sense is said more than twice in a reading.
   */
  crossing: {
    'hard-good': [
      (_a, b, A, _B, m, ha) =>
        `${A}, ${ha}, lies across ${m} but does not have the last word: ${b} at the end shows the obstacle overcome.`,
      (a, b, _A, _B, m, ha) =>
        `Get past ${ha} in ${a}, and ${b} waits at the end: the obstacle laid across ${m} can be passed.`,
    ],
    'hard-hard': [
      (_a, b, A, _B, m, ha) =>
        `${A}, ${ha}, lies across ${m}, and ${b} at the end shows where that leads unless it is met: deal with the crossing first.`,
      (a, b, _A, _B, m, ha) =>
        `Unless you deal first with ${ha}, laid across ${m} by ${a}, it runs on into ${b} at the end.`,
    ],
    'hard-open': [
      (a, b, _A, _B, m, ha) =>
        `Whether you get past ${ha} in ${a} is open: ${b} at the end can go either way, and how you meet the crossing decides ${m}.`,
      (a, _b, _A, B, m, ha) =>
        `${B} at the end has not settled, so work first on ${ha}, laid across ${m} by ${a}.`,
    ],
    'good-good': [
      (_a, b, A, _B, m, ha) =>
        `${A}, ${ha}, lies across ${m} as a help rather than a block, and ${b} at the end shows it taken up.`,
      (_a, b, A, _B, m, ha) =>
        `${A} lies across ${m} as a spur, pushing you on with ${ha}, and ${b} at the end shows where that leads.`,
    ],
    'good-hard': [
      (_a, b, A, _B, m, ha) =>
        `${A} offers ${m} ${ha}, a help you are not yet using; left that way, the road runs on to ${b} at the end.`,
      (a, b, _A, _B, m, ha) => `Leave ${ha} in ${a} unused, and ${m} ${goes(m)} on to ${b} at the end.`,
    ],
    'good-open': [
      // "Brings friends gathered, the help that can settle the High Priestess" made the card's sense
      // the object of "brings" and the outcome a thing to be settled (review d5).
      (_a, b, A, _B, m, ha) =>
        `${A} lies across ${m} as a help rather than a block: what it brings, ${ha}, is what can tip ${b}, still open at the end, your way.`,
      (a, b, _A, _B, m, ha) =>
        `With ${b} still open at the end, the help laid across ${m}, ${ha} in ${a}, is what will tip it.`,
    ],
    'open-good': [
      (_a, b, A, _B, m, ha) =>
        `${A}, ${ha}, lies across ${m} as a question more than a wall, and ${b} at the end says it will resolve your way.`,
    ],
    'open-hard': [
      (_a, b, A, _B, m, ha) =>
        `${A}, ${ha}, lies across ${m}, not yet a help or a block; left alone, it settles into ${b} at the end.`,
    ],
    'open-open': [
      (a, b, _A, _B, m, ha) =>
        `Neither ${ha} in ${a}, across ${m}, nor ${b} at the end has settled: the crossing is yours to meet either way.`,
    ],
  } as WholeTable,
  /**
   * The root (`a`) under the crown (`b`): what the matter rests on against what is hoped for, said
   * by what the two cards hold: "The aim in … carries the old strain of … at the root" read the
   * same in any spread with two hard cards there (review: stock lines).
   */
  root: {
    'good-good': [
      (a, b, _A, _B, m, ha) =>
        `The aim in the crown, ${b}, grows out of ${ha} at the root, ${a}: your hopes for ${m} rest on ground that holds.`,
      (a, b, _A, _B, m, ha) =>
        `Built on ${ha} in ${a} at the root, the aim in ${b} can bear what you want from ${m}.`,
    ],
    'good-hard': [
      (_a, b, A, _B, m, ha) =>
        `${A} at the root gives ${m} good ground in ${ha}; it is the aim in the crown, ${b}, that needs rethinking.`,
      (a, b, _A, _B, m, ha) =>
        `With ${ha} at the root, ${a} gives ${m} sound footing; the aim above it, ${b}, needs rethinking.`,
    ],
    'hard-good': [
      (a, b, _A, _B, m, ha) =>
        `It is a long reach from ${ha} in ${a} at the root up to ${b} in the crown: your hope for ${m} needs new ground.`,
      (a, _b, _A, B, _m, ha) =>
        `${B} in the crown asks more than ${ha} in ${a} at the root can yet give: build the footing first.`,
      (a, b, _A, _B, m, ha) =>
        `Under the aim in ${b} sits ${ha}, ${a} at the root, to be cleared before what you want from ${m} is in reach.`,
    ],
    'hard-hard': [
      (a, b, _A, _B, _m, ha) =>
        `The aim in ${b} grew out of ${ha} in ${a} at the root, and it changes once the root is dealt with.`,
      (a, b, _A, _B, m, ha) =>
        `Under the aim in ${b} lies ${ha} at the root of ${m}, ${a}: ease the root, and the aim will change.`,
    ],
    'good-open': [
      (_a, b, A, _B, m, ha) =>
        `${A} at the root gives ${m} ${ha} to stand on, while ${b} in the crown has not fixed on an aim: that ground will hold.`,
    ],
    'hard-open': [
      (a, _b, _A, B, m, ha) =>
        `${B} in the crown has not fixed an aim for ${m}, and under it lies ${ha} in ${a}: do not let the root choose the aim for you.`,
      (a, b, _A, _B, m, ha) =>
        `Under the open aim of ${b} lies ${ha} in ${a}; choose what you want from ${m} on its own terms, not the root's.`,
    ],
    'open-good': [
      (a, _b, _A, B, _m, ha) =>
        `${B} in the crown is a good aim, but the root, ${ha} in ${a}, is not yet settled ground: shore that up first.`,
      (a, b, _A, _B, m, ha) =>
        `The aim in ${b} is sound, and the root, ${ha} in ${a}, is the part of ${m} still to make firm.`,
    ],
    'open-hard': [
      (_a, b, A, _B, m, ha) =>
        `${A} leaves ${ha} undecided at the root of ${m}, and ${b} in the crown strains against it: settle the ground before reaching further.`,
      (a, b, _A, _B, m, ha) =>
        `Before you reach for more, steady the ground under ${m}: the aim in ${b} pulls against ${ha} in ${a} at the root.`,
    ],
    'open-open': [
      (a, b, _A, _B, _m, ha) =>
        `At the root, ${a} holds ${ha}, and the crown, ${b}, is unsettled too: work out the ground and the aim together.`,
      (a, b, _A, _B, m, ha) =>
        `Neither ${ha} in ${a} at the root nor ${b} in the crown has settled, so build the ground and choose the aim for ${m} side by side.`,
    ],
  } as WholeTable,
  /** Your own card, the advice (`a`), against the outcome (`b`): do they agree? */
  advice: {
    // The card's sense is said as what it shows, never slotted as a way to go: "Keep to regret
    // beginning to lift, the way of your own card, … and it brings it to Judgement" (review d5).
    'good-good': [
      (a, b, _A, _B, m, ha) =>
        `Your own card, ${a}, and the outcome, ${b}, agree: what you bring to ${m}, ${ha}, is what carries it to a good end.`,
      (a, b, _A, _B, _m, ha) =>
        `Your own card, ${a}, shows ${ha}, and ${b} at the end is where that leads, so stay with it.`,
      // "Shows where it leads it" once the matter is "it" (review y): the way is the subject.
      (a, b, _A, _B, _m, _ha, hb) =>
        `Follow your own card, ${a}, and ${b} at the end shows where that way leads: ${hb}.`,
    ],
    'good-hard': [
      (a, _b, _A, B, _m, ha) =>
        `${B} at the end runs against the advice of your own card, ${a}: draw on ${ha}, and the ending can change.`,
      (a, _b, _A, B, m, ha) =>
        `${B} at the end is where ${m} ${goes(m)} without ${ha}, the advice of your own card, ${a}; with it, the end can move.`,
    ],
    'hard-good': [
      (a, _b, _A, B, m, ha) =>
        `${B} at the end is good news for ${m}, in spite of ${ha} in ${a}, your own card: do not let that waste it.`,
      (a, b, _A, _B, _m, ha) =>
        `Watch ${ha} in your own card, ${a}: the good end in ${b} holds only if that does not get in the way.`,
      (a, _b, _A, B, _m, ha) =>
        `${B} at the end is within reach despite ${ha} in your own place, ${a}; keep it from spending what the end offers.`,
    ],
    'hard-hard': [
      (_a, b, A, _B, _m, ha) =>
        `${A} in your own place and ${b} at the end agree, and not kindly: the stance of ${ha} leads there, so change it.`,
      (a, b, _A, _B, _m, ha) =>
        `Out of ${ha} in your own card, ${a}, grows ${b} at the end: change that stance, and the end changes with it.`,
      (a, b, _A, _B, _m, ha) =>
        `The link to break runs from ${ha} in your own card, ${a}, straight to ${b} at the end.`,
    ],
    'good-open': [
      (a, b, _A, _B, m, ha) =>
        `Your own card, ${a}, offers ${ha}, the advice that can tip ${m} your way, since ${b} at the end is still open.`,
      (a, b, _A, _B, m, ha) =>
        `With ${b} open at the end, your own card, ${a}, with ${ha}, is what counts most for ${m}.`,
    ],
    'hard-open': [
      (a, b, _A, _B, m, ha) =>
        `With ${b} still open at the end, the stance of ${ha} in your own card, ${a}, is what could tip ${m} the wrong way.`,
      (a, _b, _A, B, m, ha) =>
        `${B} at the end is still open, and the risk is your own card, ${a}: left unchecked, ${ha} could tip ${m} the wrong way.`,
    ],
    'open-good': [
      (a, b, _A, _B, m, _ha, hb) =>
        `Your own card, ${a}, has not chosen a side yet, and ${b} at the end shows what leaning into ${m} will bring: ${hb}.`,
    ],
    'open-hard': [
      (a, b, _A, _B, m, ha) =>
        `Your own card, ${a}, holds ${ha} without taking a side, and ${b} at the end is where ${m} ${goes(m)} if nothing changes: choose a stance.`,
    ],
    'open-open': [
      (a, b, _A, _B, m, ha) =>
        `Nothing about ${m} is decided until you act: ${ha} in ${a}, your own card, and ${b} at the end both wait on you.`,
    ],
  } as WholeTable,
  /**
   * The hopes and fears (`a`, by the tone its paragraph read) against the outcome (`b`), each said
   * by what the hoped-for or dreaded card holds (`ha`): "is what you want from it and dread losing"
   * read the same over any card.
   */
  hopes: {
    'good-good': [
      (a, b, _A, _B, m, ha) =>
        `Your hope for ${m} lies in ${ha}, ${a}, and ${b} at the end says the wish is safe to hold.`,
      (a, b, _A, _B, _m, ha) =>
        `The hope of ${ha} in ${a} is answered by ${b} at the end: the hope is borne out.`,
      (a, _b, _A, B, _m, ha) =>
        `${B} at the end answers the hope in ${a}: what you wish for, ${ha}, stands on good ground.`,
    ],
    'good-hard': [
      // The end is named by its own sense: "hold that wish loosely"
      // closed this line over any outcome (review d).
      (a, b, _A, _B, m, ha, hb) =>
        `What you want from ${m} is ${ha}, as ${a} shows, and ${b} at the end, ${hb}, does not promise it yet.`,
      (a, b, _A, _B, _m, ha) =>
        `You want what ${a} promises, ${ha}, and fear it slipping away, and ${b} at the end gives that fear some ground: plan for it.`,
    ],
    'good-open': [
      (_a, b, A, _B, _m, ha) =>
        `${A} holds both the wish for ${ha} and the dread of missing it, and ${b} at the end keeps either possible.`,
    ],
    'hard-good': [
      (a, b, _A, _B, m, ha) =>
        `The fear folded into your hope for ${m} is ${ha}, as ${a} names it, and ${b} at the end does not bear it out.`,
      (a, b, _A, _B, _m, ha) =>
        `What you dread, ${ha} in ${a}, is answered by ${b} at the end: the fear runs ahead of the facts.`,
      (a, _b, _A, B, m, ha) =>
        `${B} at the end does not bear out the fear of ${ha} in ${a}: it is bigger in your mind than in the cards.`,
    ],
    'hard-hard': [
      (a, b, _A, _B, m, ha) =>
        `What you dread in ${m} is ${ha}, as ${a} shows, and ${b} at the end gives that dread a point: face it.`,
      (a, b, _A, _B, _m, ha) =>
        `The dread of ${ha} in ${a} and ${b} at the end lie close together: act on the fear now rather than despair of it.`,
    ],
    'hard-open': [
      (a, b, _A, _B, m, ha) =>
        `The fear inside your wish for ${m} is ${ha}, as ${a} shows; ${b} at the end neither confirms nor lifts it.`,
      (a, b, _A, _B, _m, ha) =>
        `The dread of ${ha} in ${a} is not settled by ${b} at the end: it is still yours to test.`,
    ],
    'open-good': [
      (_a, b, A, _B, m, ha) =>
        `${A} holds ${ha} as wish and dread for ${m} at once, and ${b} at the end leans toward the wish.`,
    ],
    'open-hard': [
      (a, b, _A, _B, m, ha) =>
        `Wish and dread for ${m} sit together in ${ha}, ${a}, and ${b} at the end leans toward the dread.`,
    ],
    'open-open': [
      (a, b, _A, _B, m, ha) =>
        `Between the wish and the dread in ${ha}, ${a}, ${b} at the end has not yet chosen for ${m}.`,
    ],
  } as WholeTable,
  /**
   * On a body, a loss or a court case the end is no forecast: the hopes are said without it, by
   * what the hopes card holds (`h`).
   */
  carriedHopes: (A: string, h: string, me: string, m: string, close: string) =>
    `${A}, ${h}, holds both what you want from ${m} and what you dread, and ${me}, your own card, is how you carry the two${close}.`,
  /** How the carried hopes close, in turn, so the readings of one batch do not all end alike. */
  carriedClose: [
    ': say the dread aloud to someone you trust',
    ': give the dread a name, and it takes up less room',
    ', one day at a time rather than all at once',
  ],
};

/**
 * What the cards show of the person a "What is going on with…?" question asks about: the heart of
 * the matter as what they are living with (`who`, `them`, the card `n` and its theme `t`), the card
 * across it (`x`, what it stands for `s`), and a court card that may be them (`gift` upright, or
 * `shadow` reversed). Plain words, so the question is answered before the cards are laid out.
 */
export const STATE = {
  heart: {
    hard: (who: string, them: string, n: string, t: string) =>
      `At the heart of what is going on with ${who} lies ${n}, ${t}: something is weighing on ${them} lately, and it is reaching what is between you.`,
    good: (who: string, them: string, n: string, t: string) =>
      `At the heart of what is going on with ${who} lies ${n}, ${t}: whatever else is happening to ${them}, there is real good in how things stand between you.`,
    open: (who: string, them: string, n: string, t: string) =>
      `At the heart of what is going on with ${who} lies ${n}, ${t}: something is unsettled for ${them}, and it has not yet found its direction.`,
  } as Record<Tone, (who: string, them: string, n: string, t: string) => string>,
  cross: {
    good: (x: string, s: string) => `Across it lies ${x}, ${s}, and that is what would help.`,
    hard: (x: string, s: string) => `Across it lies ${x}, adding ${s} to the strain.`,
    open: (x: string, s: string) =>
      `Across it lies ${x}, ${s}, which could go either way depending on how it is met.`,
  } as Record<Tone, (x: string, s: string) => string>,
  court: (N: string, where: string, who: string, gift: string | null, shadow: string | null) =>
    gift
      ? `${N}, ${where}, may well be ${who} as things are now, with the ${gift}.`
      : `${N}, ${where}, may well be ${who} as things are now, caught up in ${shadow}.`,
};

/** The overview's ending when the outcome card pulls against the spread's lean: said plainly, not hidden. */
export const STORY_END_AGAINST: Record<'good' | 'hard', (o: string) => string> = {
  good: (o) => `the outcome, ${o}, is kinder than the cards around it, which is why the lean is held back`,
  hard: (o) => `the outcome, ${o}, is harder than the cards around it, a warning inside a better answer`,
};

/**
 * A card said of the asker's own matter, for a card whose authored sentences for the question do
 * not fit it: `m` is the matter as the reading names it ("your marriage", "things between you and
 * your son"), `M` the same at a sentence start, and `a` the card's own advice as a clause ("let
 * others take part of the lead"), or null when that advice does not fit the question. Chosen by
 * the position and the card's lean; every text names the matter, so no two askers get one line.
 * `s` is what the card stands for (`CARD_SENSE`), said where a line would otherwise fit any card.
 */
/** The heart of the matter as a crossing card is applied to it: its name, sense and tone, and the crossing card's name. */
export interface HeartCrossed {
  n: string;
  s: string;
  tone: Tone;
  x: string;
}
type Apply = (m: string, M: string, a: string | null, s: string, h?: HeartCrossed) => string;

/**
 * A kind crossing card with no advice of its own to give, said of the heart it crosses: "the
 * strength to bring to the centre is a milestone put off" called a reversed card's sense a
 * strength, and said nothing of the card it lies across (review d).
 */
const CROSS_AIDS: Record<Tone, ((m: string, h: HeartCrossed) => string)[]> = {
  good: [
    (m, h) =>
      `For ${m}, ${h.x} does not fight ${h.n}: carry what it offers with ${h.s}, the strength already at the heart.`,
    (m, h) => `For ${m}, ${h.n} gives you ${h.s}, and ${h.x} shows where to aim that strength.`,
  ],
  hard: [
    (m, h) => `For ${m}, what ${h.x} offers is the way through ${h.s} in ${h.n}.`,
    (m, h) => `For ${m}, meet ${h.s} in ${h.n} with what ${h.x} offers, before anything else.`,
  ],
  open: [
    (m, h) => `For ${m}, what ${h.x} offers gives ${h.s} in ${h.n} somewhere to go.`,
    (m, h) => `For ${m}, take up what ${h.x} offers, and ${h.s} in ${h.n} has a way forward.`,
  ],
};
const withAdvice = (a: string | null, lead: string, without: string) => (a ? `${lead} ${a}.` : without);

/**
 * A kind card among the people around you, said as what it shows of them: the card's own picture
 * of others, never its sense slotted into a stock line of goodwill (review d). Keyed by id, with
 * "-reversed" for a reversed card that still leans kind.
 */
export const ENV_KIND: Record<string, string> = {
  'cups-01-ace': 'Those close to you have warmth to give, and some of it is meant for you.',
  'cups-02-two': 'Someone near you meets you as an equal, and that bond is worth leaning on.',
  'cups-03-three': 'Friends and allies are close, glad to share the load as well as the good news.',
  'cups-04-four-reversed': 'People who had drifted off are taking an interest again.',
  'cups-05-five-reversed':
    'The mood around you is lifting after a hard spell, and people are ready to move on with you.',
  'cups-06-six': 'Old friends and familiar faces are a kindness around you now.',
  'cups-07-seven-reversed': 'Those close to you are done with daydreams and ready to make firm choices.',
  'cups-09-nine': 'Those close to you are content, and content people are generous.',
  'cups-10-ten': 'Home and the people closest to you are a steady source of warmth.',
  'cups-11-page': 'Someone near you has a kind word or a tender message to bring.',
  'cups-12-knight': 'Someone near you comes with an invitation or an offer made from the heart.',
  'cups-13-queen': 'Someone near you sees what you feel without being told, and cares.',
  'cups-14-king': 'Someone near you keeps a calm head and a kind heart, and steadies the people around them.',
  'major-00-fool': 'Those around you are ready to try something new, and their nerve can carry you too.',
  'major-01-magician': 'Someone near you has the skill to make things happen, and the will to use it.',
  'major-03-empress': 'Those close to you nurture what is growing, and there is care to be had.',
  'major-04-emperor': 'Someone near you brings order and a protective hand.',
  'major-05-hierophant':
    'An experienced person or an established group near you can show you the accepted way.',
  'major-06-lovers': 'The people who matter to you share your values and pull the same way.',
  'major-07-chariot': 'Those close to you are focused and driving forward, and you can move with them.',
  'major-08-strength': 'Those around you meet difficulty with patience rather than force.',
  'major-10-wheel-of-fortune': 'Circumstances around you are turning your way, in ways no one planned.',
  'major-11-justice': 'The people and the rules around you are fair, and the truth will be weighed.',
  'major-14-temperance': 'Those around you are willing to meet you halfway.',
  'major-17-star': 'Those close to you are hopeful again, and their hope is catching.',
  'major-19-sun': 'Those close to you bring warmth and plain good cheer.',
  'major-19-sun-reversed': 'The good mood around you is clouded for a while, but it has not gone.',
  'major-20-judgement': 'Someone near you is calling you to step up, and it is a call worth answering.',
  'major-21-world': 'Those around you are rounding something off, and you are part of what they complete.',
  'pentacles-01-ace': 'Someone near you can put a real, practical opening in your hands.',
  'pentacles-03-three': 'Those close to you work well together and notice good work.',
  'pentacles-06-six': 'Help around you flows both ways, given fairly and taken without shame.',
  'pentacles-08-eight': 'Those around you take their craft seriously, and respect the same in you.',
  'pentacles-09-nine': 'Those close to you let you stand on your own feet, and respect what you have built.',
  'pentacles-10-ten': 'Family and long-standing ties around you are a solid base.',
  'pentacles-11-page': 'Someone near you is keen to learn, and brings fresh, careful effort.',
  'pentacles-12-knight': 'Someone near you is slow but utterly reliable.',
  'pentacles-13-queen': 'Someone near you looks after practical things warmly and well.',
  'pentacles-14-king': 'Someone near you is dependable and well placed to back you.',
  'swords-01-ace': 'Someone near you sees the matter clearly and says so.',
  'swords-06-six': 'Those close to you are moving toward calmer water, and can take you with them.',
  'swords-12-knight':
    'Someone near you charges straight at problems, which helps as long as it does not sweep you along.',
  'swords-13-queen': 'Someone near you speaks plainly and truly, from hard experience.',
  'swords-14-king': 'Someone near you judges fairly, by reason rather than by feeling.',
  'wands-01-ace': 'There is new energy in those close to you, and ideas worth catching.',
  'wands-02-two': 'Those close to you are planning from a secure base, and have room to look further.',
  'wands-03-three': 'Those around you are looking outward, and their reach can widen yours.',
  'wands-04-four': 'Those close to you are ready to mark what has been achieved, with you.',
  'wands-04-four-reversed':
    'Those around you are glad for you, even if they show it more quietly than you might like.',
  'wands-06-six': 'Those close to you see what you have done and are ready to say so.',
  'wands-07-seven':
    'Some around you would take the ground you hold, and from where you stand you can keep it.',
  'wands-08-eight': 'Things are moving fast around you, and news travels quickly.',
  'wands-09-nine': 'The people and pressures around you have tested you before, and you are still standing.',
  'wands-11-page': 'Someone near you brings eager news and a taste for adventure.',
  'wands-12-knight': 'Someone near you is impatient to be off, and that energy pulls things forward.',
  'wands-13-queen': 'Someone near you leads with warmth and confidence, and others follow.',
  'wands-14-king': 'Someone near you has vision and the standing to act on it.',
};

export const APPLY: Record<string, Record<Tone, Apply[]>> = {
  present: {
    good: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is the ground under ${m} today, and building on it asks you to`,
          `This is the ground under ${m} today, and it is sound.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `This is what is already working in ${m}; to keep it working,`,
          `This is what is already working in ${m}.`,
        ),
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is the strain inside ${m} right now, and the first answer to it is to`,
          `This is the strain inside ${m} right now.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `This is what weighs on ${m} today, and the way to lighten it is to`,
          `This is what weighs on ${m} today, and it is the first thing to work on.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `Nothing is settled yet in ${m}, and what moves it is to`,
          `Nothing is settled yet in ${m}, so how you act next counts.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `${M} can still go more than one way; to move it,`,
          `${M} can still go more than one way, so how you act next counts.`,
        ),
    ],
  },
  challenge: {
    good: [
      (m, M, a, s, h) =>
        withAdvice(
          a,
          `For ${m} this is the tool to pick up, and using it means to`,
          CROSS_AIDS[h!.tone][0]!(m, h!),
        ),
      (m, M, a, s, h) =>
        withAdvice(a, `${needs(m)} from you now; in practice,`, CROSS_AIDS[h!.tone][1]!(m, h!)),
    ],
    hard: [
      (m, M, a, s) =>
        withAdvice(
          a,
          `For ${m} this is the thing to get past, and the way past it is to`,
          `For ${m}, the thing to get past before anything else moves is ${s}.`,
        ),
      (m, M, a, s) =>
        withAdvice(
          a,
          `This is what stands across ${m}; meet it head on, and`,
          `Across ${m} it lays ${s}, and naming it is the start.`,
        ),
    ],
    open: [
      (m, M, a, s) =>
        withAdvice(
          a,
          `For ${m}, the way to meet it is to`,
          `For ${m}, what to watch most closely now is ${s}.`,
        ),
      (m, M, a, s) =>
        withAdvice(a, `To meet it in ${m},`, `In ${m}, most of your attention now belongs on ${s}.`),
    ],
  },
  // The root is said by what lies there: "Some of the weight in … comes from here" closed the
  // root's paragraph alike over any hard card (review x, and again in review: stock lines).
  foundation: {
    good: [
      (m, M, a, s) => `For ${m}, the old, sound ground is ${s}, and you can still draw on it.`,
      (m, M, a, s) => `Whatever happens next in ${m}, the good start of ${s} is still yours to draw on.`,
      (m, M, a, s) => `The footing under ${m} is ${s}, and it still holds.`,
    ],
    hard: [
      (m, M, a, s) => `${M} grew out of ${s}, and some of its weight still sits underneath.`,
      (m, M, a, s) =>
        `Some of the weight in ${m} comes from ${s} at the root, and it has not been cleared away.`,
    ],
    open: [
      (m, M, a, s) => `${M} grew from ${s}, and it still colours how you meet it.`,
      (m, M, a, s) => `Under ${m} lies ${s}, and it still colours how you meet it.`,
    ],
  },
  'recent-past': {
    good: [
      (m) => `This gave you something for ${m} that you now carry forward on your own effort.`,
      // "It leaves leaving your law firm better placed" (review x): the matter is never the object of a verb.
      (m) => `It puts you in a better place for ${m}, though from here the work is yours rather than luck's.`,
      (m) => `You keep what it brought to ${m}, even as the card itself moves behind you.`,
    ],
    hard: [
      (m) => `It is loosening its hold on ${m}, and you need not let it set the terms any more.`,
      (m) => `It has less and less hold on ${m}, so there is no need to keep reliving it.`,
      (m, M, a) =>
        withAdvice(
          a,
          `It is losing its hold on ${m}, and what it still asks of you is to`,
          `It has done its damage to ${m} and is moving off; nothing in it decides what comes next.`,
        ),
    ],
    open: [
      (m) => `It is stepping out of ${m}, and what it stirred is still settling.`,
      (m) => `Its part in ${m} draws to an end, though the questions it raised are not all answered yet.`,
      (m) => `Its part is passing; keep what it taught you about ${m}.`,
    ],
  },
  crown: {
    good: [
      (m, M, a) =>
        withAdvice(
          a,
          `That is the aim to hold for ${m} as things stand, and reaching it asks you to`,
          `That is the aim to hold for ${m} as things stand.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `Keep it as your aim for ${m}, and to move toward it,`,
          `Keep it as your aim for ${m}, and work toward it one step at a time.`,
        ),
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `If that is where your sights are set for ${m}, reset them; to start,`,
          `If that is where your sights are set for ${m}, they need resetting.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `Aimed like this, ${m} will cost more than it gives; to aim again,`,
          `Aimed like this, ${m} will cost more than it gives, so choose the aim again.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `For ${m}, your aim is not yet clear to you, and it clears once you resolve to`,
          `For ${m}, your aim is not yet clear to you.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `The aim for ${m} is still taking shape, and to shape it well,`,
          `The aim for ${m} is still taking shape, and it is yours to shape.`,
        ),
    ],
  },
  'near-future': {
    good: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is what comes next for ${m}; when it comes,`,
          `This is what comes next for ${m}, and it works in your favour.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `It works in favour of ${m}, so meet it ready:`,
          `It works in favour of ${m}, so be ready to take it up.`,
        ),
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is the next test for ${m}; to be ready for it,`,
          `This is the next test for ${m}, so prepare for it now.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `Next comes a hard stretch for ${m}, and the way through it is to`,
          `Next comes a hard stretch for ${m}; seen coming, it loses some of its force.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `This comes soon for ${m}, and how it lands depends on you, so`,
          `This comes soon for ${m}, and how it lands depends on you.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `How it lands for ${m} is still open; to tip it your way,`,
          `How it lands for ${m} is still open, and your part in it counts.`,
        ),
    ],
  },
  self: {
    good: [
      (m, M, a, s) =>
        withAdvice(
          a,
          `You bring this to ${m}, and to make the most of it,`,
          // A reversed card that still leans yes (the Sun reversed, joy postponed) is no plain asset (review r29).
          `You bring ${s} to ${m}, and it is yours to use.`,
        ),
      (m, M, a, s) =>
        withAdvice(
          a,
          `Your part in ${m} starts here; to make the most of it,`,
          `Your part in ${m} starts with ${s}, and it is yours to use.`,
        ),
    ],
    hard: [
      (m, M, a, s) =>
        withAdvice(
          a,
          `If this is how you are meeting ${m} at the moment, it costs you; to change it,`,
          `If you are meeting ${m} with ${s} at the moment, ask what it is costing you.`,
        ),
      (m, M, a, s) =>
        withAdvice(
          a,
          `Notice when this takes hold as you deal with ${m}; when it does,`,
          `Notice when ${s} takes hold as you deal with ${m}: once seen, it has less say over what you do.`,
        ),
    ],
    open: [
      (m, M, a, s) =>
        withAdvice(
          a,
          `You are still finding your footing in ${m}; to find it,`,
          `You are still finding your footing in ${m}, standing for now on ${s}.`,
        ),
    ],
  },
  // The people around you and the hopes and fears are said by what the card holds: "For your
  // marriage, the people around you are more on your side than you may have noticed" closed the
  // paragraph the same way whatever card lay there (review: stock lines).
  // A kind card among the people around you is said by what it shows of them (`ENV_KIND`); this
  // line is for a card without one. Slotting a card's sense into "the people around you bring…"
  // read "What surrounds your work holds a position defended, more goodwill than you are counting
  // on" for the Seven of Wands, whose figure holds off challengers (review d).
  environment: {
    good: [
      (m, M, a, s) =>
        `For ${m}, the card shows ${s} in the people and conditions around you, and it works in your favour.`,
    ],
    hard: [
      (m, M, a, s) =>
        `Some of the strain in ${m} comes from ${s} in the people and conditions around you, not from you.`,
      (m, M, a, s) => `Part of the weight on ${m} comes from outside you: ${s}, in the people around you.`,
      (m, M, a, s) =>
        `The people and conditions around ${m} bring ${s}, which is theirs to carry as much as yours.`,
      (m, M, a, s) => `Around ${m} the card shows ${s}; that strain belongs to others as much as to you.`,
    ],
    // "The mood is time alone" and "still forming amid a load carried alone" put a card's sense
    // where only a mood fits: the open lines hold any card's sense as what the card shows.
    open: [
      (m, M, a, s) =>
        `For ${m}, the card shows ${s} in the conditions around you, which is no one’s verdict on you.`,
      (m, M, a, s) =>
        `For ${m}, the card shows ${s} among the people near you, and which way that turns is not settled yet.`,
    ],
  },
  'hopes-fears': {
    good: [
      (m, M, a, s) => `For ${m} the hope you are reaching for is ${s}.`,
      (m, M, a, s) =>
        `You carry a hope of ${s} into ${m}; the rest of the spread says how much of it is within reach.`,
      (m, M, a, s) =>
        `What you would like ${m} to bring is ${s}, and naming it plainly shows whether what you do now serves it.`,
      (m, M, a, s) => `For ${m}, the hope that keeps you going is ${s}.`,
      (m, M, a, s) =>
        `The outcome you would like for ${m} would have ${s} in it, and it is worth naming, even though not all of it is in your hands.`,
    ],
    hard: [
      // "What you fear for you and Tom" says "you" twice: a couple is feared for as "the two of you".
      (m, M, a, s) =>
        `You fear ${s} for ${/^you and /.test(m) ? 'the two of you' : m}, and a named fear weighs less than a vague one.`,
      (m, M, a, s) =>
        `The worry you carry about ${m} comes down to ${s}; said plainly, it loses some of its size.`,
      (m, M, a, s) =>
        `Underneath ${m} lies a fear of ${s}; it tells you what to check, not what will happen.`,
      (m, M, a, s) =>
        `Here is what you dread in ${m}: ${s}, which is your worry speaking, not what the cards say will happen.`,
      (m, M, a, s) => `For ${m}, the outcome you fear is ${s}; the card shows the fear, not the result.`,
      (m, M, a, s) =>
        `The fear you bring to ${m} comes down to ${s}: check it against what you actually know, and it will shrink.`,
    ],
    // An undecided card upright: read as the hope, with the doubt that comes with it.
    open: [
      // The frame has already called it the hope: this line gives the doubt that comes with it.
      (m, M, a, s) => `For ${m}, you would like ${s}, with a doubt folded into it: nothing promises it.`,
      (m, M, a, s) => `Read for ${m}, what you would like to see is ${s}, though you cannot count on it.`,
    ],
  },
  outcome: {
    good: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is the road ahead for ${m}, and to keep to it,`,
          `This is the road ahead for ${m} on the present course.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `The road ahead for ${m} runs well, and what keeps it there is to`,
          `The road ahead for ${m} runs well as things stand.`,
        ),
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is where things head for ${m} if nothing changes; to change it,`,
          `This is where things head for ${m} if nothing changes, and it can still change.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `Left to run its course, the road for ${m} leads here; what turns it is to`,
          `Left to run its course, the road for ${m} leads here, though nothing in this card is fixed.`,
        ),
    ],
    open: [
      // Not "can still end either way": said of "your support for your sister" after her stroke, it
      // read as her life in the balance (review w).
      (m, M, a) =>
        withAdvice(
          a,
          `Where ${m} ${goes(m)} from here is still open, and what tips it is to`,
          `Where ${m} ${goes(m)} from here is still open.`,
        ),
    ],
  },
};

/**
 * Card themes heard across a batch of readings, each with wordings of the same sense: one is
 * chosen by the question (review d5: "a hollow victory won at the cost of goodwill" and "a tight
 * grip loosening, through generosity or through loss" each in two readings of five).
 */
export const THEME_VARIANTS: Record<string, string[]> = {
  'a hollow victory won at the cost of goodwill': [
    'a hollow victory won at the cost of goodwill',
    'a fight won on points and lost in goodwill',
    'a win that leaves the winner alone with the spoils',
  ],
  'a tight grip loosening, through generosity or through loss': [
    'a tight grip loosening, through generosity or through loss',
    'a hold on what you have coming loose, given away or slipping',
    'what was clutched being let go, by choice or by chance',
  ],
};

/**
 * A court card read as a person on a question of love (review d5: the King of Swords in the hopes
 * and fears of "Why do I keep choosing people who are unavailable?" was read as "authority of
 * mind", when a reader sees the cool, detached man). Keyed by rank and suit, upright and reversed.
 */
export const COURT_FIGURE: Record<string, readonly [upright: string, reversed: string]> = {
  'page-wands': [
    'an eager, restless young spirit, full of plans and quick to move on',
    'a charmer who is all talk and no follow-through',
  ],
  'knight-wands': [
    'a bold, exciting man who arrives at full gallop and is hard to hold',
    'a hot-headed man who leaves as fast as he came',
  ],
  'queen-wands': [
    'a warm, magnetic woman, sure of herself and hard to ignore',
    'a jealous, domineering woman who needs to be the centre',
  ],
  'king-wands': [
    'a driven, visionary man, generous but with his own plans first',
    'an overbearing man who expects everyone to fall in with him',
  ],
  'page-cups': [
    'a tender, dreamy young heart, eager to give',
    'a moody, immature heart that promises more than it gives',
  ],
  'knight-cups': [
    'a romantic man who arrives with an offer of the heart',
    'a charming man whose promises do not hold',
  ],
  'queen-cups': [
    'a loving, intuitive woman who feels everything deeply',
    'a woman lost in her own moods, loving in waves',
  ],
  'king-cups': [
    'a calm, kind man who keeps his feelings steady',
    'a man whose calm hides what he will not say',
  ],
  'page-swords': [
    'a watchful, clever young mind, slow to trust',
    'a sharp-tongued young person, quick to judge and quick to gossip',
  ],
  'knight-swords': [
    'a fast, forceful man who charges straight at what he wants',
    'a reckless man who rushes in and tramples feelings on the way',
  ],
  'queen-swords': [
    'a clear-sighted, guarded woman who has known hurt and keeps her distance',
    'a cold, cutting woman whose words wound more than they help',
  ],
  'king-swords': [
    'the cool, detached man who lives in his head and judges by reason',
    'a cold, controlling man who uses reason as a weapon',
  ],
  'page-pentacles': [
    'a steady, studious young person, careful with their heart',
    'a drifting young person who never quite commits',
  ],
  'knight-pentacles': [
    'a slow, reliable man who takes a long time to commit',
    'a man stuck in his routine, with no room in it for anyone new',
  ],
  'queen-pentacles': [
    'a warm, practical woman who makes a home around her',
    'a woman so busy caring for everything that nothing is left to give',
  ],
  'king-pentacles': [
    'a dependable, well-established man, generous with what he has',
    'a man more wedded to his money and his habits than to anyone',
  ],
};

/**
 * What a court card read as a person in the hopes and fears says on a question of love (`m` the
 * matter): on a pattern ("Why do I keep choosing…?") the kind of person the pattern chooses.
 */
export const ROMANCE_COURT = {
  pattern: (m: string) =>
    `Read for ${m}, this is less a mood than a kind of person: the one you keep being drawn to, and the one worth recognising early next time.`,
  hope: (m: string) =>
    `Read for ${m}, this is less a mood than a kind of person, someone you hope for or fear meeting, and worth recognising when they appear.`,
};

/**
 * A fear in the hopes and fears beside another's illness (`m` the asker's part in it, `s` what the
 * card stands for): taken seriously and shared, never waved off as worry.
 */
export const CARE_FEAR = (s: string) =>
  `The fear you carry through this is ${s}. Take it seriously rather than talk yourself out of it, and share it with someone involved in the care.`;

/**
 * A court card outside the asker's own places, on a question about a named person: it may be
 * that person. `who` is "your son", `they`/`their` the person's pronouns, `does` the verb agreeing.
 */
/**
 * Cards re-read for someone between jobs, keyed by card id (upright): the shared work line for the
 * Two of Pentacles juggles two jobs, which someone made redundant does not have.
 */
export const BETWEEN_JOBS: Record<string, { theme: string; work: string }> = {
  'pentacles-02-two': {
    theme: 'juggling between jobs, with money and time to balance',
    work: 'Between jobs, money and time are the two things you are juggling, and you are handling them better than you think. Decide each morning which one leads.',
  },
};

/**
 * What a court card's place says about the person it stands for: reviewers found a spouse's Knight
 * in what is passing left unremarked. Said after the card is named as the person; not for the
 * dead, who are remembered rather than placed.
 */
/** The crossing read as the asker's own partner: caught up in the difficulty, never its cause. */
export const PARTNER_CROSSING = (who: string) =>
  `Lying across the heart of the matter, it shows ${who} caught up in the difficulty with you, not as its cause.`;

export const PERSON_PLACE: Record<string, (who: string) => string> = {
  challenge: (who) =>
    `Lying across the heart of the matter, it makes ${who} part of the difficulty right now, whatever either of you intends.`,
  foundation: (who) => `Lying at the root, it says ${who} was part of how this began.`,
  'recent-past': (who) =>
    `In what is passing, it shows a side of ${who} that is already fading, not the one you will deal with next.`,
  'near-future': (who) => `In what approaches, it shows this side of ${who} coming forward soon.`,
  environment: (who) => `Among the people around you, it is how ${who} stands toward you now.`,
  'hopes-fears': (who) =>
    `In your hopes and fears, it shows how you hope or fear ${who} will be, more than how things are.`,
  outcome: (who) => `As the outcome, it gives ${who} a hand in how this ends.`,
};

// The person is named once a line and then by a pronoun: "your teenage daughter" said three
// times in two sentences read as a form being filled in (review d).
export const COURT_PERSON = {
  upright: (who: string, their: string, them: string) =>
    `This card may well be ${who}: court cards often stand for the people in a question, and this one shows ${them} at ${their} best.`,
  remembered: (who: string, them: string, their: string) =>
    `This card may well be ${who} as you remember ${them}: court cards often stand for the people in a question, and this one keeps ${them} at ${their} best.`,
  young: (who: string, they: string, needs: string, says: string, them: string) =>
    `This card may well be ${who} as things are now, and reversed it shows ${them} struggling: notice what ${they} ${needs} more than what ${they} ${says}.`,
  /** The asker's own partner, reversed: a strain they may be under, never a charge against them. */
  partner: (who: string, them: string, they: string, are: string) =>
    `If this card is ${who}, reversed it shows a strain ${they} may be under rather than who ${they} ${are}: ask what is weighing on ${them} before you read it as a fault.`,
  reversed: (who: string, their: string, they: string, does: string, says: string) =>
    `This card may well be ${who} as things are now, turned to ${their} harder side: watch what ${they} ${does} more than what ${they} ${says}.`,
};

/**
 * The answer's reason, naming the cards that vote on it: `by` those that give the lean (capitalised,
 * with their places), `against` those that pull the other way, or null.
 */
export const LEAN_REASON = {
  /** `k` picks the wording, so readings do not all give their reason in one sentence. */
  // The cards against are never the verb's subject: "… in your hopes and fears stands" misreads.
  given: (by: string, many: boolean, against: string | null, k = 0) =>
    [
      `${by} ${many ? 'carry' : 'carries'} this answer${against ? `, against the pull of ${against}` : ', and none of the cards that weigh on it pulls the other way'}.`,
      `${by} ${many ? 'give' : 'gives'} it${against ? `; the part to watch is ${against}, set against it` : ', with nothing among the cards that weigh on it pulling back'}.`,
      `The weight lies with ${by.replace(/^The\b/, 'the')}${against ? `, though it is held back by ${against}` : ', and no weighing card holds back'}.`,
    ][k % 3]!,
  /** The cards pull both ways: `yes` toward `yesWord`, `no` toward `noWord`; `turn` is the card to meet. */
  split: (
    yes: string,
    yesWord: string,
    no: string,
    noWord: string,
    turn: string,
    openEnd: string | null,
    yesMany = true,
  ) =>
    `The cards that weigh on it pull both ways: ${yes} ${yesMany ? 'lean' : 'leans'} toward ${yesWord}, ${no} toward ${noWord}${openEnd ? `, and the last card, ${openEnd}, is still open` : ''}, so it turns on how you meet ${turn}.`,
  /** No card that votes leans either way. */
  none: (cards: string) =>
    `None of the cards that weigh on it leans either way: ${cards} are all still open, so the spread does not settle it yet.`,
  /** A lean the other cards give while the last card stays open. */
  openEnd: [
    (o: string) => `The last card, ${o}, leaves the end itself open, so the answer rests on these.`,
    (o: string) =>
      `${o.replace(/^the\b/, 'The')}, the last card, does not decide it either way, which is why these carry it.`,
    (o: string) => `With ${o} open at the end, these are the cards to go by.`,
  ],
};

/**
 * The hard card a yes has to get past, by where it lies, said without "yes": on a feared question
 * ("Is she jealous of me?") the favourable lean is spoken as a no (review t: "No, by a narrow
 * margin" then "what the yes has to survive").
 */
export const TURN_TEST: Record<string, ((n: string) => string)[]> = {
  'near-future': [
    (n) => `It holds if you get through what approaches, ${n}.`,
    (n) => `The test comes next: ${n}, in what approaches, is what this answer has to survive.`,
  ],
  challenge: [
    (n) => `It holds if you get past ${n}, the card laid across the matter.`,
    (n) => `This answer has to get past what crosses it first: ${n}.`,
  ],
  self: [
    (n) => `It holds if ${n}, your own card, does not get in your way.`,
    (n) => `The one thing that could undo it is in your own hands: ${n}, your own card.`,
  ],
};

/**
 * A good card that argues for keeping things as they are, against a yes to selling or leaving,
 * said with what it shows (`s`) and the way it points (`keep`, "keeping it"): "a good card on
 * the side of keeping things as they are" gave no reason a client could follow (review d).
 */
export const TURN_KEEPING = (n: string, key: string, s: string, keep: string) =>
  `What pulls the other way is ${n}, ${key === 'self' ? 'your own card' : key === 'challenge' ? 'across the matter' : 'in what approaches'}: ${s}, found in what you already have, which speaks for ${keep}, so weigh what you would give up.`;

/**
 * Why a card points the way it does on a question of selling or leaving (review d: the yes to
 * selling was given by two hard cards with no word of why): a hard card shows what staying as you
 * are would bring, so it points toward going; a kind one shows something worth keeping; a card
 * whose own sense is the going or the staying speaks to it directly. `cards` are named with their
 * places and senses, `way` is where they point ("selling it", "keeping it").
 */
export const LEAVING_REASON = {
  hard: (cards: string, many: boolean, way: string) =>
    `${cards} ${many ? 'are hard cards' : 'is a hard card'}, and on this question a hard card shows what staying as you are would bring, so ${many ? 'they point' : 'it points'} toward ${way}.`,
  good: (cards: string, many: boolean, way: string) =>
    `${cards} ${many ? 'are kind cards' : 'is a kind card'}, and here a kind card shows something in what you have worth keeping, so ${many ? 'they point' : 'it points'} toward ${way}.`,
  topical: (cards: string, many: boolean, way: string) =>
    `${cards} ${many ? 'speak' : 'speaks'} to ${way} directly.`,
  against: (line: string) => `Against that, ${line.charAt(0).toLowerCase()}${line.slice(1)}`,
};

/** The good card that could turn a no, by where it lies. */
export const TURN_HELP: Record<string, ((n: string) => string)[]> = {
  self: [
    (n) => `What could turn it is already yours: ${n}, your own card.`,
    (n) => `If anything turns it, it is what you bring yourself, ${n}.`,
    (n) => `The card that could still change this is your own, ${n}.`,
  ],
  'near-future': [
    (n) => `What could turn it is the next card to arrive, ${n}.`,
    (n) => `${n.replace(/^the\b/, 'The')}, in what approaches, is the opening that could turn it.`,
  ],
  crown: [
    (n) => `What could turn it is the aim you hold, ${n}, in the crown.`,
    (n) => `Hold on to the aim in the crown, ${n}: it is what could turn this.`,
  ],
  environment: [
    (n) => `What could turn it is the people around you, ${n}.`,
    (n) => `Help from those around you, ${n}, could still turn it.`,
  ],
};

export const LEAN_HEAD: Record<'yes' | 'no', Record<'clearly' | 'fairly' | 'slightly', string>> = {
  yes: { clearly: 'Yes, clearly', fairly: 'Likely yes', slightly: 'A cautious yes' },
  no: {
    clearly: 'No, as things stand',
    fairly: 'Likely not, as things stand',
    slightly: 'Leaning no, though not firmly',
  },
};

/** The same answer as the closing's bold head, in other words than the overview's. */
export const LEAN_CLOSE: Record<'yes' | 'no', Record<'clearly' | 'fairly' | 'slightly', string>> = {
  yes: { clearly: 'The answer is yes', fairly: 'Yes, on balance', slightly: 'Yes, by a narrow margin' },
  no: {
    clearly: 'The answer is no, for now',
    fairly: 'On balance, not yet',
    slightly: 'No, by a narrow margin',
  },
};

/**
 * On a choice that is the asker's to make on moral or family grounds (forgiving a parent, custody,
 * another child), the cards give no bare yes or no: they say how ready the ground is, by the
 * outcome's lean. `h`/`ht` the heart and what it shows, `o`/`ot` the outcome.
 */
export const READINESS: Record<Tone, (h: string, ht: string, o: string, ot: string) => string> = {
  good: (h, ht, o, ot) =>
    `What they show is readiness. At the heart, ${h} shows ${ht}; at the end, ${o} shows ${ot}: the ground is more ready for this than it feels.`,
  hard: (h, ht, o, ot) =>
    `What they show is the cost. At the heart, ${h} shows ${ht}; at the end, ${o} shows ${ot}: forcing this now would cost you more than it mends, and it needs time and protection first.`,
  open: (h, ht, o, ot) =>
    `What they show is a decision still forming in you. At the heart, ${h} shows ${ht}; at the end, ${o} shows ${ot}, and neither settles it, so it need not be made all at once.`,
};

/**
 * The practical step a professional would name first for some kinds of question, whatever the
 * cards: a doctor for tiredness, the lawyer and the room for a hearing, the runway for funding,
 * the solicitor for a house, the paperwork for a move. Checked in order against the lower-cased
 * question, or by the question's kind (`domain`); the first that matches leads the next steps.
 */
export const PRACTICAL: { when: RegExp | 'relocation'; step: string }[] = [
  // A custody case is about the children first, and a court looks for the parent who keeps them
  // there (review r26: a custody reading that never mentioned the children).
  {
    when: /\bcustody\b|\bcontact (order|arrangements?)\b|\b(kids|children)\b.*\b(court|hearing|judge)\b/,
    step: 'put the children’s day-to-day needs at the centre of everything you say, keep a calm record of the arrangements so far, and go through it all with your lawyer',
  },
  {
    when: /\b(tired\w*|exhaust\w*|fatigue\w*|worn out|drained|no energy|low energy)\b/,
    step: 'see your GP and ask for blood tests, since constant tiredness has ordinary causes worth ruling out before anything else',
  },
  {
    when: /\b(hearing|court|tribunal|trial)\b.*\b(anxi\w*|nerv\w*|scared|afraid|fear|dread\w*|cope|deal with)\b|\b(anxi\w*|nerv\w*|scared|afraid|fear|dread\w*|cope|deal with)\b.*\b(hearing|court|tribunal|trial)\b/,
    step: 'rehearse what you will say with your lawyer, and visit the courtroom or a public hearing beforehand so the room is not new on the day',
  },
  {
    // "Raise" alone is as often pay as capital: only money raised from investors counts.
    when: /\b(funding|investors?|fundrais\w*|seed round|series a|venture capital|raise (money|funds|capital))\b/,
    step: 'work out how many months of runway you have, and keep the investor pipeline moving with a follow-up every week',
  },
  {
    when: /^(?=.*\b(inherit\w*|late (mother|father|mum|mom|dad|parents?))\b)(?=.*\b(house|home|flat|property|cottage|farm)\b)|\b(sell|keep)\b.*\b(mother|father|mum|mom|dad|parents?)'s? (\w+ )?(house|home|flat|property|cottage|farm)\b/,
    step: 'get the house valued and ask the solicitor handling the estate what probate and any family shares require before you decide',
  },
  {
    when: /\b(sell\w*|sale)\b.*\b(house|home|flat|property)\b/,
    step: 'ask your solicitor where each link in the chain stands, and chase the slowest one',
  },
  {
    // A move back home needs no visa: what has changed there since is the thing to find out.
    when: /\b(mov(e|ing) back (to|home)|home ?town)\b/,
    step: 'list what you need in place before the move, work, housing and money, and ask the people there what has changed since you left',
  },
  {
    // A move from the city to the country needs no visa: the life there is what to test, and the
    // money it takes (review r26b).
    when: /\b(countryside|rural|(move|moving|life) (to|in) the country|quieter life)\b/,
    step: 'spend a week or two in the area out of season before you commit, and price the life there honestly, with work, transport and housing in the budget',
  },
  {
    when: 'relocation',
    step: 'list what each of you needs in place before the move, visas, work, housing and money, with a date beside each',
  },
];

/**
 * Steps for a grief when the cards' own advice runs short: small, gentle, and one of them about
 * the one who was lost (`who`, "your dog", "your father").
 */
export const GRIEF_STEPS: ((who: string) => string)[] = [
  (who) =>
    `set aside a few quiet minutes each day to remember ${who} on purpose, with a photograph or a walk you used to share`,
  () => 'keep the shape of your days simple for now, with meals, sleep and a little fresh air first',
  () => 'tell one person who understands how much this hurts, rather than carrying it alone',
];

/** The first grief step for a pregnancy lost, which left no shared days to remember. */
export const PREGNANCY_LOSS_STEP = () =>
  'give the loss a place of its own, a name, a candle or a day kept, in your own time and only if it helps';

/**
 * On a grief, the sense of a card whose every general sense would read as freedom, trickery or
 * dishonesty in the bereaved: the grief-side reading a reader would give instead.
 */
/**
 * Themes said of a body, a pregnancy or a treatment: a card of ending read as the matter's ending
 * told an IVF patient "what comes next is a painful end" (review r27 set f). Each keeps the card's
 * own picture of a low point without foretelling the outcome.
 */
export const CARE_THEME: Record<string, string> = {
  'swords-10-ten': 'the lowest point of a hard stretch, after which things can only ease',
  'swords-03-three': 'a sorrow that needs to be felt and let out',
  'swords-09-nine': 'worry at its loudest in the small hours',
  'cups-05-five': 'a disappointment that leaves more standing than it first seems',
  'pentacles-05-five': 'a hard stretch with help close by, waiting to be asked for',
  'major-13-death': 'a change already under way',
  'major-16-tower': 'a sudden change of plan',
  // "A team that will not pull together" is a workplace beside a father's depression (review d5).
  'pentacles-03-three-reversed': 'help that does not pull together, each person doing their part alone',
};

export const GRIEF_THEME: Record<string, string> = {
  'swords-07-seven': 'grief carried off alone, away from the people who would help you carry it',
  'wands-05-five-reversed': 'old friction around the loss wearing itself out',
  'swords-14-king-reversed': 'a hard, cold voice, your own or another’s, that leaves no room for feeling',
  'cups-14-king-reversed': 'feelings held down until they come out sideways',
  'pentacles-13-queen-reversed': 'care spread so thin that none is left for yourself',
  'pentacles-06-six-reversed': 'care given or taken on uneven terms, with the scales kept tilted',
};

/**
 * Stock card advice that would be read word for word across readings ("accept the help that is
 * being held out to you" twice in six): the card's own line and its variants, one per question.
 */
export const ADVICE_VARIANTS: Record<string, string[]> = {
  'Accept the help that is being held out to you, and say yes without apology.': [
    'Accept the help that is being held out to you, and say yes without apology.',
    'Say yes to the help already on offer, and do not apologise for needing it.',
    'Let someone carry part of the load, and take the help you are offered.',
    'Take up the offer of help that is already there, and take it gladly.',
  ],
};
