// What each spread position asks, and how a question's subject colours a card. Position text is
// written around a card keyword ({kw}) so the same position reads differently for every card.

export interface PositionText {
  /** Noun phrase: "the heart of the matter". */
  name: string;
  /** Clause after "this position shows ...". */
  shows: string;
  /** Frames that interpret a card keyword in this position. */
  frames: ((kw: string, card: string) => string)[];
}

export const POSITION_TEXT: Record<string, PositionText> = {
  past: {
    name: 'the past',
    shows: 'what has already shaped the situation and still echoes in it',
    frames: [
      (kw, card) =>
        `${card} suggests that ${kw} has already done much of its work, and the ground you stand on was prepared by it.`,
      (kw, card) =>
        `Looking back, ${card} names ${kw} as the root of where you are now, something to understand rather than repeat blindly.`,
      (kw, card) =>
        `What came before carried the mark of ${kw}; ${card} asks what that chapter taught you that you still use today.`,
    ],
  },
  present: {
    name: 'the present',
    shows: 'the energy most alive around you right now',
    frames: [
      (kw, card) => `Right now ${card} puts ${kw} at the centre, the thread worth following first.`,
      (kw, card) =>
        `${card} describes the present as a time of ${kw}, and how you meet it shapes everything that follows.`,
      (kw, card) =>
        `Today's situation turns on ${kw}; ${card} invites you to notice where it is already showing up.`,
    ],
  },
  future: {
    name: 'the future',
    shows: 'where things are heading if the present course continues',
    frames: [
      (kw, card) =>
        `Ahead, ${card} points toward ${kw}, a direction rather than a verdict, and one your choices can still shape.`,
      (kw, card) => `If the present course holds, ${card} brings ${kw} into the foreground.`,
      (kw, card) =>
        `The road bends toward ${kw}; ${card} shows it as the likely weather ahead, not a fixed fate.`,
    ],
  },
  // Waite's first Celtic Cross card "covers" the querent: the present situation as its core.
  'celtic-cross:present': {
    name: 'the heart of the matter',
    shows: 'the core of the situation as it stands now',
    frames: [
      (kw, card) =>
        `At the heart of the matter, ${card} puts ${kw} at the centre of everything else in the spread.`,
      (kw, card) =>
        `${card} covers the situation with ${kw}: this is the atmosphere the other nine cards move in.`,
      (kw, card) =>
        `At bottom the question is about ${kw}; ${card} names it so every later card can build on it.`,
    ],
  },
  challenge: {
    name: 'the crossing influence',
    shows: 'what crosses the matter, the friction or help that complicates it',
    frames: [
      (kw, card) =>
        `As the crossing card, ${card} makes ${kw} the thing to work with or around, not something to fear.`,
      (kw, card) =>
        `What complicates the matter is ${kw}; ${card} lies across the heart of it like a second question.`,
      (kw, card) => `${card} crosses you with ${kw}, and the friction it brings is also where the growth is.`,
    ],
  },
  crown: {
    name: 'the crown',
    shows: 'your conscious aim and the best that can come of the matter',
    frames: [
      (kw, card) =>
        `Above the cross, ${card} crowns the reading with ${kw}: the aim your conscious mind is holding.`,
      (kw, card) => `Your highest aim here involves ${kw}; ${card} shows the ideal worth steering toward.`,
      (kw, card) =>
        `Crowning the spread, ${card} shows ${kw} as the goal your waking mind is already working toward.`,
    ],
  },
  foundation: {
    name: 'the foundation',
    shows: 'what lies beneath the matter, the basis you are building on',
    frames: [
      (kw, card) =>
        `Beneath everything, ${card} lays ${kw} as the foundation, the base everything else stands on.`,
      (kw, card) => `Underneath the situation runs ${kw}; ${card} shows the groundwork, visible or not.`,
      (kw, card) => `${card} at the foundation says ${kw} is already in the soil of this matter.`,
    ],
  },
  'recent-past': {
    name: 'what is passing',
    shows: 'what is behind you and now moving out of the picture',
    frames: [
      (kw, card) => `Behind you lies ${kw}; ${card} shows its influence on the wane.`,
      (kw, card) => `${card} marks ${kw} as the chapter you are leaving, worth thanking and releasing.`,
      (kw, card) =>
        `What is passing carries ${kw}; ${card} invites you to let it go gracefully rather than hold on.`,
    ],
  },
  'near-future': {
    name: 'what approaches',
    shows: 'what is coming into view in the near future',
    frames: [
      (kw, card) => `Coming toward you, ${card} brings ${kw} into the next weeks.`,
      (kw, card) => `${card} brings ${kw} toward you: meet it prepared rather than surprised.`,
      (kw, card) => `The near future leans toward ${kw}, and ${card} gives you time to get ready.`,
    ],
  },
  self: {
    name: 'yourself',
    shows: 'how you stand in the matter, your attitude and part in it',
    frames: [
      (kw, card) =>
        `Your own stance is coloured by ${kw}; ${card} shows how you are carrying yourself in this.`,
      (kw, card) => `Turned toward you, ${card} reveals ${kw} in the way you approach the question.`,
      (kw, card) => `You bring ${kw} to this situation, and ${card} asks whether that serves you.`,
    ],
  },
  environment: {
    name: 'your surroundings',
    shows: 'the people and circumstances around you',
    frames: [
      (kw, card) => `Around you, ${card} finds ${kw} in the people and conditions you live among.`,
      (kw, card) => `Your surroundings bring ${kw} into play; ${card} describes the climate others create.`,
      (kw, card) => `From outside, ${card} brings ${kw} through the influences that press in on you.`,
    ],
  },
  'hopes-fears': {
    name: 'hopes and fears',
    shows: 'what you hope for and what you fear, often one and the same',
    frames: [
      (kw, card) =>
        `Among your hopes and fears sits ${kw}; ${card} shows what you both long for and worry about.`,
      (kw, card) => `${card} puts ${kw} where hope and fear overlap, which is a sign it matters.`,
      (kw, card) => `Hope and fear meet around ${kw}; with ${card}, look at both sides of that wish.`,
    ],
  },
  outcome: {
    name: 'what will come',
    shows: 'where the matter is heading, the likely outcome of the current course',
    frames: [
      (kw, card) =>
        `As the outcome, ${card} points toward ${kw}, the likely result of the path you are on now.`,
      (kw, card) => `${card} closes the spread with ${kw}: where this road leads if you keep walking it.`,
      (kw, card) => `The matter is heading toward ${kw}; ${card} shows a direction you can still refine.`,
    ],
  },
};

export interface QuestionTheme {
  id: string;
  /** Noun phrase after "your question about ...". */
  label: string;
  /** What the reading keeps in view, as an object: "your work", "the relationship". */
  focus: string;
  pattern: RegExp;
  /** How a card bears on this subject; {card} and a card keyword are filled in. */
  lenses: ((card: string, kw: string) => string)[];
}

export const QUESTION_THEMES: QuestionTheme[] = [
  {
    id: 'love',
    label: 'love and relationships',
    focus: 'the relationship',
    pattern:
      /\b(love[sd]?|lover|partners?|boyfriend|girlfriend|husband|wife|marr(y|ied|iage)|relationships?|dating|crush|romance|romantic|ex|soulmate|heart)\b/i,
    lenses: [
      (card, kw) =>
        `In matters of the heart, ${card} asks how ${kw} colours how you relate, and how it is answered.`,
      (card, kw) =>
        `For the relationship in question, ${card} puts ${kw} at the point where the two of you meet.`,
      (card, kw) =>
        `Where love is concerned, ${card} hints that ${kw} is what needs honest attention between you.`,
      (card, kw) => `Between the two of you, ${card} brings ${kw} into the open.`,
      (card, kw) => `For your love life, ${card} marks ${kw} as what is asking to be talked about.`,
      (card, kw) => `In the relationship itself, ${card} suggests that ${kw} is the quiet test of trust.`,
    ],
  },
  {
    id: 'work',
    label: 'work and career',
    focus: 'your work',
    pattern:
      /\b(jobs?|work(ing)?|careers?|boss|promotion|business|company|interview|colleagues?|office|profession(al)?|hired?|fired|projects?)\b/i,
    lenses: [
      (card, kw) => `In your working life, ${card} points to ${kw} as the factor that decides the next step.`,
      (card, kw) =>
        `For your career question, ${card} asks where ${kw} already shows up in what you do each day.`,
      (card, kw) => `At work, ${card} suggests that ${kw} matters more than titles or timing right now.`,
      (card, kw) => `In the workplace, ${card} makes ${kw} the thing people will notice.`,
      (card, kw) => `For the job and the work ahead, ${card} ties the way forward to ${kw}.`,
      (card, kw) => `Career-wise, ${card} hints that ${kw} will weigh more than effort alone.`,
    ],
  },
  {
    id: 'money',
    label: 'money and security',
    focus: 'your finances',
    pattern: /\b(money|financ\w*|debts?|salary|income|rent|invest\w*|savings|afford|buy|sell|loans?|pay)\b/i,
    lenses: [
      (card, kw) => `With money on your mind, ${card} links your security to ${kw} rather than to luck.`,
      (card, kw) =>
        `On the financial side, ${card} names ${kw} as the point to watch before the next decision.`,
      (card, kw) =>
        `For your question about resources, ${card} shows ${kw} as the lever you can actually pull.`,
      (card, kw) =>
        `Where money is concerned, ${card} points to ${kw} as the habit that changes the numbers.`,
      (card, kw) => `For your budget, ${card} brings ${kw} in as the thing to plan around.`,
      (card, kw) => `On questions of security, ${card} shows ${kw} as steadier ground than hope.`,
    ],
  },
  {
    id: 'health',
    label: 'health and well-being',
    focus: 'your well-being',
    pattern:
      /\b(health\w*|ill|illness|sick\w*|heal\w*|body|energy|tired|stress\w*|anxi\w*|sleep|wellbeing|well-being|recover\w*)\b/i,
    lenses: [
      (card, kw) =>
        `For your well-being, ${card} suggests that ${kw} is part of what restores you; for medical questions, trust a doctor first.`,
      (card, kw) =>
        `Regarding health, ${card} asks how ${kw} shows up in your self-care, alongside sound professional advice.`,
      (card, kw) =>
        `As for your energy and well-being, ${card} points to ${kw} as something your body and mind are telling you about.`,
      (card, kw) =>
        `For body and mind, ${card} suggests paying attention to ${kw}, with a doctor's advice for anything medical.`,
      (card, kw) =>
        `In how you look after yourself, ${card} names ${kw} as something worth noticing, alongside proper care.`,
      (card, kw) =>
        `Health-wise, ${card} links rest and recovery to ${kw}; medical questions still belong with a professional.`,
    ],
  },
  {
    id: 'family',
    label: 'family and home',
    focus: 'your family and home',
    pattern:
      /\b(family|families|mother|mom|mum|father|dad|sisters?|brothers?|child|children|sons?|daughters?|parents?|home|house|move|moving)\b/i,
    lenses: [
      (card, kw) =>
        `Within your family, ${card} shows ${kw} as the thread that can hold people together or pull them apart.`,
      (card, kw) => `For home and family, ${card} suggests that ${kw} deserves a place at the kitchen table.`,
      (card, kw) => `In your household, ${card} places ${kw} where everyone can see it.`,
      (card, kw) => `Among the people you live with, ${card} brings ${kw} to the surface.`,
      (card, kw) => `For the family question, ${card} shows ${kw} as what each person is quietly asking for.`,
      (card, kw) => `At home, ${card} makes ${kw} the thing that sets the mood.`,
    ],
  },
  {
    id: 'growth',
    label: 'your own path and growth',
    focus: 'your path',
    pattern:
      /\b(purpose|path|spiritual\w*|soul|meaning|grow\w*|self|confidence|creativ\w*|art|writ\w*|stud\w*|school|learn\w*|future|life)\b/i,
    lenses: [
      (card, kw) => `On your own path, ${card} names ${kw} as the next lesson, offered rather than imposed.`,
      (card, kw) =>
        `For the growth you are asking about, ${card} treats ${kw} as a lesson to work through rather than a destination.`,
      (card, kw) => `As you look for direction, ${card} shows ${kw} as a signpost to read with care.`,
      (card, kw) => `For the person you are becoming, ${card} asks you to meet ${kw} one step at a time.`,
      (card, kw) => `In your search for meaning, ${card} suggests that ${kw} is already part of the answer.`,
      (card, kw) => `On the road ahead, ${card} hands you ${kw} as material for the next stretch.`,
    ],
  },
];

export const GENERAL_THEME: QuestionTheme = {
  id: 'general',
  label: 'what is on your mind',
  focus: 'your situation',
  pattern: /$^/,
  lenses: [
    (card, kw) => `Held up to your question, ${card} brings ${kw} to the front as something to weigh.`,
    (card, kw) => `For what you asked, ${card} suggests that ${kw} is part of the answer.`,
    (card, kw) => `In the light of your question, ${card} invites you to consider ${kw}.`,
    (card, kw) => `Applied to your situation, ${card} points to ${kw} as the thread to follow.`,
    (card, kw) => `Against the matter you raised, ${card} sets ${kw} as a factor you may have overlooked.`,
    (card, kw) => `For the question on your mind, ${card} names ${kw} as a practical clue.`,
  ],
};

/** The subject of a question, by the first theme whose words it uses; general otherwise. */
export function questionTheme(question: string): QuestionTheme {
  return QUESTION_THEMES.find((t) => t.pattern.test(question)) ?? GENERAL_THEME;
}

/** Questions that ask for a yes or no get a gentle note that the cards describe rather than decide. */
export function isYesNoQuestion(question: string): boolean {
  return /^\s*(will|should|is|are|does|do|can|could|would|am|has|have|did)\b/i.test(question);
}
