// The Celtic Cross's own text: how each of Waite's ten positions places a card, and what two
// cards that a reader looks at together say to each other (the heart and what crosses it, the
// root and what approaches, the crown and the outcome, you and the people around you, your hopes
// and fears and the outcome). Cards are named, never described by a keyword: `a` and `b` are the
// two cards as running prose names them ("the Tower", "the Queen of Cups reversed"), `A` and `B`
// the same at a sentence start. Each text is chosen by the two cards' own leans.

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
      (n, N, t) => `At the heart of the matter stands a person, ${n}: ${t}.`,
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
      (n, N, t) => `Across it lies ${n}, a person who complicates this: ${t}.`,
      (n, N, t) => `What crosses you is a person, ${n}: ${t}.`,
    ],
    // A welcome card laid across the heart is what the situation asks of you: the cure laid on
    // the problem ("the Moon covers you, the Emperor is the cure"), read that way in every line
    // after it too (review r26: "welcome in itself but laid where the complication goes" read as
    // boilerplate and never said what to do).
    good: [
      (n, N, t) =>
        `Across it lies ${n}, a kind card in the crossing place, and here it reads as what the situation asks of you: ${t}.`,
      (n, N, t) =>
        `${N} crosses the first card, and a welcome card laid there is the answer to it more than the obstacle: ${t}.`,
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
      (n, N, t) => `At the root of the matter stands a person, ${n}: ${t}.`,
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
      (n, N, t) => `The crown holds ${n}, a warning that what you are aiming at needs rethinking: ${t}.`,
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
      (n, N, t) => `In the weeks ahead a person comes into it, ${n}: ${t}.`,
      (n, N, t) => `Next to arrive is someone shown by ${n}: ${t}.`,
    ],
  },
  self: {
    frames: [
      (n, N, t) => `Your own card, at the foot of the staff, is ${n}: ${t}.`,
      (n, N, t) => `You come to this as ${n}: ${t}.`,
      (n, N, t) => `The card for you, as you stand in this, is ${n}: ${t}.`,
    ],
    court: [(n, N, t) => `You come to this in the role of ${n}: ${t}.`],
    // A hard card in the asker's own place names a temptation or a fear that may be in play, never
    // a charge: the asker is a client, not a suspect.
    hard: [
      (n, N, t) =>
        `Your own card is ${n}, a risk to watch for in yourself rather than a charge against you: ${t}.`,
      (n, N, t) => `The card for you is ${n}, a temptation or a fear that may be in play, no more: ${t}.`,
      (n, N, t) => `Your card in this is ${n}, a pressure on you more than a portrait of you: ${t}.`,
      (n, N, t) => `Your own card is ${n}, something this situation could bring out in anyone: ${t}.`,
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
 * A pair's line from the two cards' names (a, b; capitalised A, B) and, for lines that say what
 * each card brings, their names led by a short gist (ga, gb: "steady craft (the Eight of
 * Pentacles)").
 */
type Pair = (a: string, b: string, A: string, B: string, ga: string, gb: string) => string;
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
export const GENTLE_OUTCOME: Record<Tone, (o: string) => string> = {
  good: (o) =>
    `On a question like this the outcome is not a forecast: ${o} says you can meet what comes on steadier ground than you fear.`,
  hard: (o) =>
    `On a question like this the outcome is not a forecast: ${o} asks for more support and gentleness than you have been allowing yourself.`,
  open: (o) =>
    `On a question like this the outcome is not a forecast: ${o} leaves you room to set your own pace.`,
};
/** The same for a legal question, where the asker's part is the preparation. */
export const GENTLE_LEGAL_OUTCOME: Record<Tone, (o: string) => string> = {
  good: (o) =>
    `The outcome here is not a ruling: ${o} says you can go into this on steadier ground than you fear.`,
  hard: (o) =>
    `The outcome here is not a ruling: ${o} asks you to prepare with extra care and to lean on your lawyer’s advice.`,
  open: (o) =>
    `The outcome here is not a ruling: ${o} leaves room for how well you prepare to make the difference.`,
};

/** The heart of the matter (a) and what crosses it (b). */
export const HEART_AND_CROSS: PairTable = {
  'good-good': [
    (a, b, A, B) =>
      `${B} is a crossing that helps more than it hinders: it pushes ${a} further, and the task is to use both rather than choose between them.`,
    (a, b, A) =>
      `${A} and ${b} are both cards in your favour, so what crosses you here is more a spur than a block.`,
    (a, b, A, B) =>
      `${B} crosses ${a} only in the sense that it asks more of it: two good cards, and the question is how far you let them carry you.`,
  ],
  'good-hard': [
    (a, b) =>
      `So the situation itself is sound, and the trouble lies across it: ${b} is what threatens ${a}, and meeting it is what this reading is about.`,
    (a, b, A) =>
      `${A} is good ground, and ${b} is the one thing laid across it; deal with that and the rest can stand.`,
    (a, b, A, B) =>
      `${B} is the obstacle and ${a} the resource: what you already have is what gets you past what stands in the way.`,
  ],
  'good-open': [
    (a, b, A) => `${A} is in your favour; how much ${b} costs you depends on how you meet it.`,
    (a, b, A, B) => `${B} is neither for you nor against you yet, and ${a} is the ground to meet it from.`,
  ],
  // A good card in the crossing is the cure laid on the problem, and every line says so: the
  // frame above has called it what the situation asks of you, never the difficulty.
  'hard-good': [
    (a, b, A) =>
      `${A} is the trouble and ${b} across it is the cure: meet the first with what the second offers.`,
    (a, b, A, B) =>
      `${B} answers ${a}: the heavier card names the problem, and the kinder one laid over it shows the way through.`,
  ],
  'hard-hard': [
    (a, b, A) =>
      `${A} and ${b} press the same way, two strains laid on each other, so easing either one eases both.`,
    (a, b, A, B) =>
      `${B} adds its weight to ${a}; this is a heavy crossing, and it is why the matter feels stuck.`,
    (a, b) =>
      `With ${a} crossed by ${b}, the strain of one feeds the other, so ease ${b} and ${a} has room to loosen.`,
  ],
  'hard-open': [
    (a, b, A) =>
      `${A} is the difficulty you stand in, and ${b} is the question of how you meet it: it can add to the strain or loosen it.`,
    (a, b, A, B) => `${B} could go either way against ${a}, so your response decides whether it helps.`,
  ],
  'open-good': [
    (a, b, A) =>
      `${A} leaves things unsettled, and ${b} across it is what settles them: bring its strength to the centre.`,
    (a, b, A) =>
      `${A} covers you and ${b} is the cure laid over it: what ${a} leaves unclear, ${b} gives a way to handle.`,
  ],
  'open-hard': [
    (a, b, A) =>
      `${A} could still tip either way, and ${b} is the weight pulling it down, so that is the thing to deal with first.`,
    (a, b, A, B) => `${B} is what keeps ${a} from settling; name it, and it loses some of its hold.`,
  ],
  'open-open': [
    (a, b) =>
      `Neither ${a} nor ${b} settles anything yet: this is a matter still being decided, and your own choices decide it.`,
  ],
};

/** The crown (a) against the outcome (b). */
export const CROWN_AND_OUTCOME: PairTable = {
  'good-good': [
    (a, b) =>
      `The crown and the outcome agree: ${a} is what you are aiming at, and ${b} shows the road already heading there.`,
    (a, b, A) =>
      `${A} above and ${b} at the end tell the same good story, so what you are aiming at is also where the road goes.`,
  ],
  'good-hard': [
    (a, b) =>
      `You are aiming for ${a}, but the road now runs toward ${b}; the four cards on the staff show where to close that gap.`,
    (a, b, A) =>
      `${A} shows what you are aiming at, and ${b} what happens if nothing changes; the distance between them is the work in front of you.`,
    (a, b, A, B) => `${B} is where the present course leads; ${a} is where a changed course could lead.`,
  ],
  'good-open': [
    (a, b, A) => `${A} is within reach, but ${b} shows it is not yet secured: it will take deliberate steps.`,
  ],
  'hard-good': [
    (a, b) => `You are aiming lower than you need to: ${a} sits in the crown, yet the road reaches ${b}.`,
    (a, b, A) => `${A} names what has to be faced or let go, and ${b} shows that facing it pays.`,
    // What each card brings, not which is "kinder": a comparison of two cards says nothing of either.
    (a, b, A, B, ga, gb) =>
      `In the crown, ${ga} sets your sights low, yet the road brings ${gb}: you can aim higher than that.`,
  ],
  'hard-hard': [
    (a, b, A) =>
      `${A} above and ${b} at the end tell the same hard truth, but as a warning rather than a fate: the rest of the spread shows where to start changing it.`,
    (a, b) => `With ${a} as the aim and ${b} at the end, the course needs changing while it still can be.`,
  ],
  'hard-open': [
    (a, b) =>
      `With ${a} as the crown and ${b} as the outcome, the ending is not fixed: what you let go of decides it.`,
  ],
  'open-good': [
    (a, b, A, B, ga, gb) =>
      `In the crown, ${ga} leaves your aim unsettled, while the road ends in ${gb}: the matter may go better than you dare to aim.`,
  ],
  'open-hard': [
    (a, b, A, B, ga, gb) =>
      `The road ends in ${gb}, but ${ga} in the crown leaves room to change it: the outcome is where things drift, not where they must end.`,
  ],
  'open-open': [
    (a, b) =>
      `Neither the crown, ${a}, nor the outcome, ${b}, is settled, so the ending is genuinely still in your hands.`,
  ],
};

/** You (a) and those around you (b) both strained, on a question of grief, health or a habit: support, not change, is the word. */
export const SHARED_STRAIN = (a: string, b: string) =>
  `You and those around you are both carrying strain, ${a} within and ${b} without, so look for support beyond this circle as well as within it.`;

/** Your hopes and fears (a) against the outcome (b). */
export const HOPES_AND_OUTCOME: PairTable = {
  'good-good': [
    (a, b) =>
      `What you hope for, ${a}, and where this is heading, ${b}, point the same way, so what you hope for is what the cards show coming.`,
    (a, b, A, B) => `${B} gives you what ${a} hopes for, if you keep going the way you are.`,
  ],
  'good-hard': [
    (a, b) =>
      `You hope for ${a}, but ${b} shows the harder road, so steer by that hope without counting on it.`,
    (a, b) => `The hope in ${a} runs ahead of ${b}; keep it, but do not stake everything on it.`,
  ],
  'good-open': [
    (a, b) => `The outcome, ${b}, neither grants nor refuses the hope in ${a}: it is yours to work for.`,
    (a, b, A, B) => `${B} leaves the hope in ${a} within reach but not promised, so work toward it.`,
    (a, b) => `The hope in ${a} is not answered yet: ${b} keeps it possible, and effort decides the rest.`,
  ],
  'hard-good': [
    (a, b) => `The fear in ${a} is bigger than the outcome warrants: ${b} does not bear it out.`,
    (a, b, A, B) => `${B} answers the fear in ${a}: what you dread is not where this ends.`,
  ],
  'hard-hard': [
    (a, b) =>
      `The fear in ${a} and the outcome, ${b}, are close, which is a reason to act now rather than a reason to despair.`,
    (a, b, A, B) =>
      `${B} touches the fear in ${a}, so face that fear directly; it weighs less once it is named.`,
  ],
  'hard-open': [(a, b) => `The fear in ${a} is real but not fixed: ${b} leaves the ending open.`],
  'open-good': [(a, b, A, B) => `${B} settles what ${a} leaves uncertain, and settles it well.`],
  'open-hard': [
    (a, b) => `Part of what you fear in ${a} is in the outcome, ${b}, which is why it needs facing now.`,
  ],
  'open-open': [
    (a, b, A) => `${A} and ${b} leave the matter open, so neither your hope nor your fear should decide it.`,
  ],
};

/**
 * A court card in the querent's own place (the heart of the matter, or the foot of the staff) is
 * a quality the asker brings, not another person: its gift upright, its shadow reversed, said
 * without the figure's gender. Keyed by rank and suit ("queen-swords"). A gift has no article,
 * since it follows a possessive ("the Queen of Swords’ clear head", "its clear head"); a shadow
 * follows a colon or a preposition ("its shadow side in you: words sharper than you mean").
 */
/** "This is what your plan needs", never "what what you asked about needs" (review r26b). */
const needs = (m: string) => (/^what\b/.test(m) ? 'This is what is needed' : `This is what ${m} needs`);

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
    shadow: 'care spread so thin that none is left for yourself, and worry about security',
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
    shadow: (n, N, q) => `Across it lies ${n}, and what crosses you is ${q}.`,
  },
  foundation: {
    gift: (n, N, q) =>
      `At the root of the matter lay ${n}: this began with the ${q}, whether that was yours or someone else's.`,
    shadow: (n, N, q) =>
      `At the root of the matter lay ${n}: this began with ${q}, in you or in someone close to it.`,
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
    shadow: (n, N, q) => `In the weeks ahead comes ${n}, a warning against ${q}.`,
  },
  'hopes-fears': {
    gift: (n, N, q) => `Your hopes and fears gather around ${n}: you hope to meet this with the ${q}.`,
    shadow: (n, N, q) => `Your hopes and fears gather around ${n}: what you fear in yourself is ${q}.`,
  },
  outcome: {
    gift: (n, N, q) => `The outcome is ${n}: this ends with the ${q} carrying the day.`,
    shadow: (n, N, q) => `The outcome is ${n}, a warning: if nothing changes, this ends in ${q}.`,
  },
};

/**
 * More ways to place a court card read as a quality, said in turn with `COURT_AS_QUALITY`'s own,
 * so "a shadow to watch for in yourself" is not read in three readings of six (review r26).
 */
export const COURT_AS_QUALITY_MORE: Record<string, { gift: Quality[]; shadow: Quality[] }> = {
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
 * The story of the spread as one reader tells it, cause by cause: what the matter grew from and
 * what is leaving it, what that leaves at the heart and across it, what comes next and where it
 * leads. Each card is given by what it shows (`a`, "a truce kept by refusing to look (the Two of
 * Swords)"); the joins are chosen by how the cards lean against each other, so the story says why
 * one stage follows from the last rather than only that it does.
 */
export const CAUSE_STORY = {
  /**
   * The root and what is passing, keyed by the passing card's lean: a hard card leaving is relief,
   * a good one leaving is support to replace, so the sentence says which (one stock sentence in
   * every reading read as a form being filled in).
   */
  root: {
    hard: [
      (matter: string, root: string, passing: string) =>
        `${matter} began with ${root}, and the weight of ${passing} is lifting now.`,
      (matter: string, root: string, passing: string) =>
        `${matter} grew from ${root}, and you are now setting down the burden of ${passing}.`,
    ],
    good: [
      (matter: string, root: string, passing: string) =>
        `${matter} began with ${root}; for a while it had the help of ${passing}, now moving behind you.`,
      (matter: string, root: string, passing: string) =>
        `${matter} grew from ${root}, and ${passing} carried it for a time; that support is passing now.`,
      (matter: string, root: string, passing: string) =>
        `${matter} took root in ${root}, and ${passing} helped it along until lately.`,
    ],
    open: [
      (matter: string, root: string, passing: string) =>
        `${matter} grew out of ${root}, with ${passing} just behind you.`,
      (matter: string, root: string, passing: string) =>
        `${matter} began with ${root}, and you are leaving ${passing} behind you now.`,
    ],
  } as Record<Tone, ((matter: string, root: string, passing: string) => string)[]>,
  /** A grief's root and what is passing: the life the loss came into, not where the grief began. */
  rootGrief: (root: string, passing: string) =>
    `Under this loss lies ${root}, with ${passing} just behind you.`,
  /** The heart after the root, keyed by the root's lean then the heart's. */
  heart: {
    'hard-hard': (h: string) => `That still weighs on where you stand today: ${h}`,
    'good-hard': (h: string) => `What that built has given way, at the centre, to ${h}`,
    'hard-good': (h: string) => `You have come through it to something better at the centre, ${h}`,
    'good-good': (h: string) => `What began well still stands at the centre, ${h}`,
    'open-hard': (h: string) => `From that unsettled start the present has turned difficult, ${h}`,
    'open-good': (h: string) => `From that unsettled start the present has found firmer footing, ${h}`,
    'hard-open': (h: string) => `Now the weight has shifted to something still undecided, ${h}`,
    'good-open': (h: string) => `Now that support meets something still undecided, ${h}`,
    other: (h: string) => `Out of that comes the present situation, ${h}`,
  } as Record<string, (h: string) => string>,
  /**
   * The staff in one clause: the asker's card (carried when it is hard, since a hard card there is
   * a risk, not a charge), the people around, and what the hopes and fears turn on.
   */
  staff: [
    (self: string, selfHard: boolean, env: string, envHard: boolean, hopes: string) =>
      `On the staff, you ${selfHard ? 'carry' : 'bring'} ${self}, those close to you ${envHard ? 'add' : 'bring'} ${env}, and your hopes and fears turn on ${hopes}.`,
    (self: string, selfHard: boolean, env: string, envHard: boolean, hopes: string) =>
      `Beside the cross stand the staff's three cards: ${self} for you, ${env} for those around you, and ${hopes} for what you hope and dread.`,
    (self: string, selfHard: boolean, env: string, envHard: boolean, hopes: string) =>
      `The staff fills in the rest: ${selfHard ? 'you carry' : 'you have'} ${self}, those near you ${envHard ? 'add' : 'offer'} ${env}, and hope and fear both fasten on ${hopes}.`,
    (self: string, selfHard: boolean, env: string, envHard: boolean, hopes: string) =>
      `Around the cross, you ${selfHard ? 'carry' : 'bring'} ${self}, the people near you ${envHard ? 'weigh in with' : 'offer'} ${env}, and what you hope and dread centres on ${hopes}.`,
    (self: string, selfHard: boolean, env: string, envHard: boolean, hopes: string) =>
      `As for the people in it, you ${selfHard ? 'carry' : 'bring'} ${self} and those around you ${envHard ? 'add' : 'bring'} ${env}, while your hopes and fears rest on ${hopes}.`,
  ],
  /** The crossing card against the heart, keyed by the crossing card's lean; `both` when both are hard. */
  cross: {
    both: (x: string) => `, made harder by ${x} across it.`,
    hard: (x: string) => `, held back by ${x} across it.`,
    // A kind card across is told by what it brings: a stock gloss after it ("a strength that gets
    // in the way when overdone") read the same in every reading, whatever the card.
    good: (x: string) => `, with ${x} across it.`,
    open: (x: string) => `, with ${x} across it still to be met.`,
  } as Record<Tone | 'both', (x: string) => string>,
  /**
   * The weight the other hard cards add to a body that is struggling, which is why the doctor
   * comes first. Elsewhere a stock "they feed each other" claim read as filler to reviewers, so
   * the story leaves the extra cards to their own paragraphs.
   */
  weight: (cards: string) =>
    `Add ${cards}, and together they would drain anyone: that is why the doctor comes first and taking the load off comes after.`,
  /** What approaches and where it leads, keyed by how the outcome stands against it. */
  next: {
    same: (f: string, o: string) =>
      `What comes next is ${f}, and that is the road to ${o}, where the spread ends.`,
    better: (f: string, o: string) => `What comes next is ${f}; once that is met, this ends in ${o}.`,
    worse: (f: string, o: string) =>
      `What comes next is ${f}, and on the present course it ends in ${o}, which is why what you do before then counts.`,
    open: (f: string, o: string) => `What comes next is ${f}, and the end, ${o}, is still undecided.`,
    // An open last card under a yes or a no: it leaves the end open, and the answer came from the
    // rest of the spread, so "still undecided" would contradict it.
    tipped: (f: string, o: string, yes: boolean) =>
      `What comes next is ${f}; the end, ${o}, leaves the matter open, and it is the other cards that lean it ${yes ? 'toward yes' : 'toward no'}.`,
  },
  /** A body or a court case: what approaches, with no forecast of the end. */
  nextOnly: (f: string) => `What comes next is ${f}, and that is the part you can prepare for.`,
  /** An outcome that pulls against the answer: said as the risk in it, so the story and the verdict agree. */
  against: {
    // "Kinder than the cards around it" is said only when the card before it is hard, and "narrow"
    // only of a slight no: a kind end after kind cards does not make a firm no narrow.
    good: (f: string, o: string, nearHard: boolean, narrow: boolean) =>
      `What comes next is ${f}; the end, ${o}, is ${nearHard ? 'kinder than the cards around it' : 'a kind card too'}, ${narrow ? 'which is why the no is a narrow one' : 'but it does not outweigh the cards that decide this'}.`,
    hard: (f: string, o: string) =>
      `What comes next is ${f}; the end, ${o}, is the risk inside the yes, not a reason to refuse it.`,
  },
};

/**
 * The story of the spread through the cross's pairings (review r26): the heart and its crossing
 * as the cause (`h`, `x`: heads with names, "caution that has stalled (the Knight of Pentacles
 * reversed)"; `M` the matter at a sentence start), keyed by their two leans; what the asker brings
 * (`me`) against the end (`o`), keyed by the asker's card then the outcome; and a closing line,
 * keyed by the crossing card, that names no new card.
 */
export const PAIR_STORY = {
  // A card's head is never a verb's subject ("feelings held down (the King of Cups reversed) is"):
  // the lines place the heads after a verb or a preposition, so any head reads grammatically.
  heart: {
    'hard-hard': [
      (h: string, x: string) =>
        `At the centre lies ${h}, with ${x} laid across it pressing the same way: each strain feeds the other, which is why this feels stuck.`,
      (h: string, x: string) =>
        `This is weighed down at the centre by ${h}, with ${x} across it adding to the weight, so nothing moves until one of them eases.`,
    ],
    'hard-good': [
      (h: string, x: string) =>
        `The trouble sits at the centre, ${h}, and the cure lies across it, in ${x}: that is how you meet it.`,
      (h: string, x: string) =>
        `At the centre is the problem, ${h}, and laid over it is the answer the spread offers, ${x}.`,
    ],
    'hard-open': [
      (h: string, x: string) =>
        `Trouble sits at the centre, ${h}, and across it lies ${x}, which can ease it or add to it, depending on how you answer it.`,
    ],
    'good-hard': [
      (h: string, x: string) =>
        `What you have at the centre is sound, ${h}, and what threatens it lies across it, ${x}: meeting that is the work.`,
      (h: string, x: string) =>
        `With ${h} at the centre you stand on firm ground, so what lies across it, ${x}, can be met rather than merely endured.`,
    ],
    'good-good': [
      (h: string, x: string) =>
        `On your side at the centre stands ${h}, and what lies across it, ${x}, pushes it further rather than blocking it.`,
    ],
    'good-open': [
      (h: string, x: string) =>
        `You have ${h} at the centre, on your side, and what lies across it, ${x}, can still turn either way.`,
    ],
    'open-hard': [
      (h: string, x: string) =>
        `Things are unsettled at the centre, ${h}, and what keeps them from settling lies across it: ${x}.`,
    ],
    'open-good': [
      (h: string, x: string) => `The centre is unsettled, ${h}, and what can settle it lies across it: ${x}.`,
      (h: string, x: string) =>
        `Nothing at the centre is fixed yet, ${h}, but laid across it is what can fix it: ${x}.`,
    ],
    'open-open': [
      (h: string, x: string) =>
        `Nothing is settled yet, with ${h} at the centre and ${x} across it, so your own choices weigh more than usual.`,
    ],
  } as Record<`${Tone}-${Tone}`, ((h: string, x: string) => string)[]>,
  /** The asker's card against the end, keyed by the asker's card's lean, then the outcome's. */
  self: {
    'good-good': [
      (me: string, o: string) => `Because you bring ${me} to it, the road runs on to ${o}.`,
      (me: string, o: string) => `What you bring, ${me}, is what carries this through to ${o}.`,
    ],
    'good-hard': [
      (me: string, o: string) =>
        `Left as it is, this heads for ${o}, and what you bring, ${me}, is your best means of turning it.`,
    ],
    'good-open': [
      (me: string, o: string) => `The end, ${o}, is still open, and what you bring, ${me}, is what tips it.`,
    ],
    'hard-good': [
      (me: string, o: string) => `Watch for ${me} in yourself; ease it, and the road runs on to ${o}.`,
    ],
    'hard-hard': [
      (me: string, o: string) =>
        `What you carry, ${me}, and where this ends, ${o}, are linked: change the first, and the second can change with it.`,
    ],
    'hard-open': [
      (me: string, o: string) =>
        `The end, ${o}, is still open, and how you handle ${me} in yourself is what decides it.`,
    ],
    'open-good': [
      (me: string, o: string) => `What you bring, ${me}, is enough to carry this on to ${o} if you use it.`,
    ],
    'open-hard': [
      (me: string, o: string) =>
        `Left as it is, this heads for ${o}, and what you bring, ${me}, is the part of it still in your hands.`,
    ],
    'open-open': [
      (me: string, o: string) => `What you bring, ${me}, decides which way the end, ${o}, falls.`,
    ],
  } as Record<`${Tone}-${Tone}`, ((me: string, o: string) => string)[]>,
  /** An outcome that pulls against the answer: the risk inside it, never a second verdict. */
  against: {
    good: (me: string, o: string) =>
      `The end, ${o}, is kinder than the answer, and what you bring, ${me}, is what could turn it your way.`,
    hard: (me: string, o: string) =>
      `The end, ${o}, is the risk inside the answer, not a reason to refuse it, and what you bring, ${me}, is how you keep that risk small.`,
    /** A hard card of your own cannot keep a risk small: it is what to plan for (review r26b). */
    hardSelf: (me: string, o: string) =>
      `The end, ${o}, is the risk inside the answer, not a reason to refuse it, and what you bring, ${me}, is the thing to plan for, so that it does not add to that risk.`,
  },
  /** A body or a court case: what approaches and what the asker brings to it, with no forecast. */
  prepare: [
    (me: string, f: string) =>
      `What comes next is ${f}, and what you bring to it is ${me}: that is the part you can prepare.`,
    (me: string, f: string) =>
      `You meet what comes next, ${f}, with ${me}, and that is where preparation pays.`,
  ],
  /**
   * What follows for the asker, built on the crossing card by name (`x`) or with what it shows (`what`):
   * said as a bare stock line, "The help you need is already in the spread" closed reading after
   * reading (review r27d).
   */
  so: {
    hard: [
      (x: string) => `So the order is plain: deal with ${x} first, and the rest follows from it.`,
      // Said with what the card shows: "That is why the first work is on X" closed readings across a
      // whole batch (review r30).
      (x: string, what: string) => `Before the outcome, the work is on ${what}, laid across the centre.`,
      (x: string) => `Ease what ${x} shows first; the rest of the spread is waiting on it.`,
      (x: string) => `So start with ${x}, because the rest of the spread turns on it.`,
    ],
    good: [
      (x: string) => `So the work is to use ${x}, rather than wait for the centre to clear on its own.`,
      (x: string) => `That is why the help here, ${x}, is closer than it feels.`,
      (x: string) => `What helps is ${x}, already laid across the centre; the task is to take it up.`,
      (x: string) => `So lean on ${x}: here it is the help, not the hindrance.`,
    ],
    open: [
      (x: string) => `So what you make of ${x} counts for more than any single card.`,
      (x: string) => `That is why how you answer ${x} decides so much.`,
      (x: string) => `Nothing here is fixed, and ${x} leaves the next choice to you.`,
      (x: string) => `So ${x} leaves the deciding move with you.`,
    ],
  } as Record<Tone, ((x: string, what: string) => string)[]>,
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
 */
type Apply = (m: string, M: string, a: string | null) => string;
const withAdvice = (a: string | null, lead: string, without: string) => (a ? `${lead} ${a}.` : without);

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
    ],
  },
  challenge: {
    good: [
      (m, M, a) =>
        withAdvice(
          a,
          `For ${m} this is the tool to pick up, and using it means to`,
          `For ${m} this is the strength to bring to the centre.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `${needs(m)} from you now; in practice,`,
          `${needs(m)} from you now, more than anything else in the spread.`,
        ),
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `For ${m} this is the thing to get past, and the way past it is to`,
          `For ${m} this is the thing to get past before anything else moves.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `This is what stands across ${m}; meet it head on, and`,
          `This is what stands across ${m}, and naming it is the start.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `For ${m}, the way to meet it is to`,
          `For ${m}, this is the card to watch most closely now.`,
        ),
    ],
  },
  foundation: {
    good: [
      (m) => `For ${m} this is old, sound ground, and you can still draw on it.`,
      (m) => `Whatever happens next in ${m}, this good start is still yours to draw on.`,
      (m) => `This is the sound footing under ${m}, and it still holds.`,
    ],
    hard: [
      (m, M) => `${M} grew out of this, and some of its weight still sits underneath.`,
      (m) => `Some of the weight in ${m} comes from here, and it has not been cleared away.`,
    ],
    open: [
      (m, M) => `${M} grew from this, and it still colours how you meet it.`,
      (m) => `This sits underneath ${m}, and it still colours how you meet it.`,
    ],
  },
  'recent-past': {
    good: [
      (m) => `This gave you something for ${m} that you now carry forward on your own effort.`,
      (m) => `It leaves ${m} better placed, though from here the work is yours rather than luck's.`,
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
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `If that is where your sights are set for ${m}, reset them; to start,`,
          `If that is where your sights are set for ${m}, they need resetting.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `For ${m}, your aim is not yet clear to you, and it clears once you resolve to`,
          `For ${m}, your aim is not yet clear to you.`,
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
          `This is the next hard stretch for ${m}, and the way through it is to`,
          `This is the next hard stretch for ${m}; seen coming, it loses some of its force.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `This comes soon for ${m}, and how it lands depends on you, so`,
          `This comes soon for ${m}, and how it lands depends on you.`,
        ),
    ],
  },
  self: {
    good: [
      (m, M, a) =>
        withAdvice(
          a,
          `This is what you bring to ${m}, and to make the most of it,`,
          // A reversed card that still leans yes (the Sun reversed, joy postponed) is no plain asset (review r29).
          `This is what you bring to ${m}, and it is yours to use.`,
        ),
    ],
    hard: [
      (m, M, a) =>
        withAdvice(
          a,
          `If this is how you are meeting ${m} at the moment, it costs you; to change it,`,
          `If this is how you are meeting ${m} at the moment, ask what it is costing you.`,
        ),
      (m, M, a) =>
        withAdvice(
          a,
          `Notice when this takes hold as you deal with ${m}; when it does,`,
          `Notice when this takes hold as you deal with ${m}: once seen, it has less say over what you do.`,
        ),
    ],
    open: [
      (m, M, a) =>
        withAdvice(
          a,
          `You are still finding your footing in ${m}; to find it,`,
          `You are still finding your footing in ${m}.`,
        ),
    ],
  },
  environment: {
    good: [
      (m) => `For ${m}, the people around you are more on your side than you may have noticed.`,
      (m) => `For ${m} you have more goodwill around you than you are counting on, so let people help.`,
      (m) => `On ${m} you need not go it alone: the help around you is real.`,
      (m) => `The people near you will help with ${m} more readily than you expect, if you ask.`,
    ],
    hard: [
      (m) => `Some of the strain in ${m} comes from the people and conditions around you, not from you.`,
      (m) => `Around ${m} the climate is difficult for now, and that is no judgement on you.`,
      (m) => `Part of what makes ${m} hard sits outside you, in circumstances and people you do not control.`,
    ],
    open: [
      (m) => `For ${m}, this card describes the conditions around you more than anyone’s verdict on you.`,
      (m) => `Opinions about ${m} are still forming, so what people see from you next counts.`,
      (m) => `Nobody around you has settled a view on ${m} yet, and the conditions could go either way.`,
    ],
  },
  'hopes-fears': {
    good: [
      (m) =>
        `For ${m} this is what you want, and the only fear in it is of not getting it; hold it as an aim, not a promise.`,
      (m) => `This is the hope in ${m}; the fear that it might not come is only that same wish turned round.`,
      (m) => `This is what you hope for in ${m}; hold it as an aim, not a promise.`,
      (m) =>
        `For ${m}, this is the hope that keeps you going; let it guide you without treating it as certain.`,
      (m) =>
        `This is the outcome you would like for ${m}, and it is worth naming, even though not all of it is in your hands.`,
    ],
    hard: [
      // "What you fear for you and Tom" says "you" twice: a couple is feared for as "the two of you".
      (m) =>
        `This is what you fear for ${/^you and /.test(m) ? 'the two of you' : m}, and a named fear weighs less than a vague one.`,
      (m) => `This is the worry you carry about ${m}; said plainly, it loses some of its size.`,
      (m) => `This is the fear underneath ${m}; it tells you what to check, not what will happen.`,
      (m) => `Here is what you dread in ${m}: it describes your worry, not what the cards say will happen.`,
      (m) => `For ${m} this is the outcome you fear; the card shows the fear, not the result.`,
      (m) =>
        `This is the fear you bring to ${m}, and checking it against what you actually know will shrink it.`,
    ],
    // An undecided card upright: read as the hope, with the doubt that comes with it.
    open: [
      // The frame has already called it the hope: this line gives the doubt that comes with it.
      (m) => `For ${m}, this is what you would like, with a doubt folded into it: nothing promises it.`,
      (m) => `Read for ${m}, it is what you would like to see, though you cannot count on it.`,
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
      (m, M, a) =>
        withAdvice(
          a,
          `${M} can still end either way, and what tips it is to`,
          `${M} can still end either way.`,
        ),
    ],
  },
};

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

export const COURT_PERSON = {
  upright: (who: string, their: string) =>
    `This card may well be ${who}: court cards often stand for the people in a question, and this one shows ${who} at ${their} best.`,
  remembered: (who: string, them: string, their: string) =>
    `This card may well be ${who} as you remember ${them}: court cards often stand for the people in a question, and this one keeps ${who} at ${their} best.`,
  young: (who: string, they: string, needs: string, says: string) =>
    `This card may well be ${who} as things are now, and reversed it shows ${who} struggling: notice what ${they} ${needs} more than what ${they} ${says}.`,
  /** The asker's own partner, reversed: a strain they may be under, never a charge against them. */
  partner: (who: string, them: string, they: string, are: string) =>
    `If this card is ${who}, reversed it shows a strain ${they} may be under rather than who ${they} ${are}: ask what is weighing on ${them} before you read it as a fault.`,
  reversed: (who: string, their: string, they: string, does: string, says: string) =>
    `This card may well be ${who} as things are now, turned to ${their} harder side: watch what ${they} ${does} more than what ${they} ${says}.`,
};

/**
 * The answer's reason, in plain words: the two cards that decide it, the outcome (`o`, `O` at a
 * sentence start, `ot` its theme or quality) and the heart of the matter (`h`, `ht`).
 */
export const LEAN_REASON = {
  /** `k` picks one of three wordings, so readings do not all give their reason in one sentence. */
  agree: (o: string, ot: string, h: string, ht: string, yes: boolean, k = 0) =>
    [
      yes
        ? `The two cards that decide it agree. At the heart, ${h} shows ${ht}; at the end, ${o} shows ${ot}.`
        : `The two cards that decide it point the same hard way. At the heart, ${h} shows ${ht}; at the end, ${o} shows ${ot}.`,
      yes
        ? `The heart of the matter and the outcome say the same: ${h} shows ${ht}, and ${o}, at the end, shows ${ot}.`
        : `The heart of the matter and the outcome agree, and not kindly: ${h} shows ${ht}, and ${o}, at the end, shows ${ot}.`,
      `Both cards that carry the answer point ${yes ? 'this way' : 'the hard way'}. At the heart is ${h}, which shows ${ht}; at the end is ${o}, which shows ${ot}.`,
    ][k % 3]!,
  outcomeLeads: (o: string, ot: string, h: string, ht: string, k = 0) =>
    [
      `It rests on the outcome: ${o} shows ${ot}. At the heart, ${h} shows ${ht}, and that is what still has to be met on the way.`,
      `The outcome carries it: ${o} shows ${ot}, while at the heart ${h} shows ${ht}, which still has to be met on the way.`,
      `The last card decides it: ${o}, which shows ${ot}. Before it comes the heart of the matter, ${h}, which shows ${ht}.`,
    ][k % 3]!,
  /** A lean the rest of the spread gives when the last card is open; `heartWith` if the heart agrees. */
  restLeads: (o: string, ot: string, h: string, ht: string, yes: boolean, heartWith: boolean) =>
    heartWith
      ? `The last card, ${o}, does not settle it alone: it shows ${ot}. The rest of the spread tips it ${yes ? 'toward yes' : 'toward no'}, starting at the heart, where ${h} shows ${ht}.`
      : `The last card, ${o}, does not settle it alone: it shows ${ot}. The rest of the spread tips it ${yes ? 'toward yes' : 'toward no'}, though at the heart ${h} shows ${ht}.`,
  /** The card of the question's own topic against a hard outcome, which leaves the answer open. */
  topicLeads: (t: string, tt: string, where: string, o: string, ot: string) =>
    `The card that speaks most directly to this question is ${t}, ${where}: ${tt}. The outcome, ${o}, shows ${ot}, and the two pull against each other, so how you meet what approaches decides it.`,
  /**
   * "Should I leave…?": the heart and the end read as the life the asker would leave, so hard cards
   * are the case for going and kind ones for staying, said in those words rather than "the hard
   * way" beside a yes (review r26b).
   */
  leaving: (o: string, ot: string, h: string, ht: string, go: boolean) =>
    go
      ? `The two cards that decide it both describe the life you would be leaving: at the heart, ${h} shows ${ht}, and at the end, if nothing changes, ${o} shows ${ot}. That is the case for going, though not a promise about where you go.`
      : `The two cards that decide it both speak well of what you have: at the heart, ${h} shows ${ht}, and at the end, if nothing changes, ${o} shows ${ot}. What you have is worth more to you now than the change.`,
  // A ring or a car is kept or sold, never "the life you would be leaving" (review r30).
  selling: (o: string, ot: string, h: string, ht: string, go: boolean) =>
    go
      ? `The two cards that decide it both describe what keeping it holds: at the heart, ${h} shows ${ht}, and at the end, if nothing changes, ${o} shows ${ot}. That is the case for selling, though not a promise of what the sale brings.`
      : `The two cards that decide it both speak well of keeping it: at the heart, ${h} shows ${ht}, and at the end, if nothing changes, ${o} shows ${ot}. It is worth more to you now than what it would fetch.`,
  split: (o: string, ot: string, h: string, ht: string) =>
    `The heart and the end pull different ways: ${h} shows ${ht}, while ${o} shows ${ot}, so how you meet what approaches decides it.`,
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
};

export const GRIEF_THEME: Record<string, string> = {
  'swords-07-seven': 'grief carried off alone, away from the people who would help you carry it',
  'wands-05-five-reversed': 'old friction around the loss wearing itself out',
  'swords-14-king-reversed': 'a hard, cold voice, your own or another’s, that leaves no room for feeling',
  'cups-14-king-reversed': 'feelings held down until they come out sideways',
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
