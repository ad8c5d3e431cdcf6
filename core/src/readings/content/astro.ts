// The project's own astrology text: what each planet or point governs, how each sign colours it,
// what each house brings it to, and how aspects join two of them. Reports combine these parts
// (planet x sign x house x phrasing) rather than storing one paragraph per placement.
import type { PointName, SignAbbrev } from '../../astro/types';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface SignText {
  name: string;
  /** Modern ruling planet, used for the chart ruler. */
  ruler: PointName;
  element: Element;
  modality: Modality;
  adjectives: string[];
  /** Adverbial phrases: "it works ... ". */
  styles: string[];
  gifts: string[];
  edges: string[];
  needs: string[];
  /** As a rising sign: the first impression and approach to new situations. */
  rising: string;
  /** As the Midheaven: the public role and kind of work that fulfils. */
  mc: string;
}

export const SIGN_TEXT: Record<SignAbbrev, SignText> = {
  Ari: {
    name: 'Aries',
    element: 'fire',
    modality: 'cardinal',
    ruler: 'Mars',
    adjectives: ['bold', 'direct', 'pioneering', 'spirited'],
    styles: [
      'with courage and speed',
      'by acting first and reflecting afterwards',
      'through direct, honest initiative',
    ],
    gifts: ['the courage to begin', 'honest directness', 'energy that gets others moving'],
    edges: ['patience with slower rhythms', 'finishing what you start', 'pausing before you react'],
    needs: ['a real challenge to rise to', 'room to move and decide freely', 'a fresh start now and then'],
    rising: 'you meet the world head-on, and people first notice your energy and readiness to act',
    mc: 'a public path where you can lead, start things and be the first to try',
  },
  Tau: {
    name: 'Taurus',
    element: 'earth',
    modality: 'fixed',
    ruler: 'Venus',
    adjectives: ['steady', 'sensual', 'patient', 'loyal'],
    styles: ['slowly and surely', 'through the senses and the body', 'by building what lasts'],
    gifts: ['reliable patience', 'a gift for making things grow', 'a calm, grounding presence'],
    edges: [
      'letting go of what is already finished',
      'welcoming change before it is forced on you',
      'softening stubbornness',
    ],
    needs: ['comfort and beauty close at hand', 'time to decide without pressure', 'tangible security'],
    rising: 'you come across as calm and dependable, taking in a new situation before you commit to it',
    mc: 'work that builds something of tangible, lasting value, often with craft, money or beauty',
  },
  Gem: {
    name: 'Gemini',
    element: 'air',
    modality: 'mutable',
    ruler: 'Mercury',
    adjectives: ['curious', 'quick', 'witty', 'versatile'],
    styles: [
      'through conversation and ideas',
      'by asking questions and connecting people',
      'lightly, quickly and with many interests',
    ],
    gifts: ['a curiosity that never grows old', 'a talent for explaining things', 'adaptability'],
    edges: [
      'going deep rather than wide',
      'following one thread to its end',
      'trusting feelings as much as thoughts',
    ],
    needs: ['variety and conversation', 'something new to learn', 'people to think out loud with'],
    rising: 'you come across as lively and talkative, meeting new situations with questions',
    mc: 'a public role in words, teaching, media, trade or anything that connects people and ideas',
  },
  Can: {
    name: 'Cancer',
    element: 'water',
    modality: 'cardinal',
    ruler: 'Moon',
    adjectives: ['protective', 'tender', 'intuitive', 'tenacious'],
    styles: [
      'through care and feeling',
      'by protecting what and whom you love',
      'with a long memory and a soft heart',
    ],
    gifts: ['deep loyalty', 'a gift for making people feel at home', 'emotional intelligence'],
    edges: [
      'not retreating into your shell when hurt',
      'letting others care for you too',
      'releasing old grievances',
    ],
    needs: ['a safe home base', 'people who feel like family', 'time to process feelings'],
    rising: 'you come across as warm and a little guarded, sensing the mood of a room before you step in',
    mc: 'work that nurtures or protects, with a sense of belonging and often a public caring role',
  },
  Leo: {
    name: 'Leo',
    element: 'fire',
    modality: 'fixed',
    ruler: 'Sun',
    adjectives: ['warm', 'generous', 'expressive', 'proud'],
    styles: ['with warmth and flair', 'from the heart and in full view', 'through creative self-expression'],
    gifts: ['generosity of spirit', 'the ability to lift a room', 'creative confidence'],
    edges: [
      'needing less applause to feel worthy',
      'sharing the stage',
      'hearing criticism without feeling crushed',
    ],
    needs: ['appreciation and play', 'a creative outlet', 'being truly seen and appreciated'],
    rising: 'you come across as warm and noticeable, with a natural presence people remember',
    mc: 'a visible path where creativity, leadership or performance can shine and inspire others',
  },
  Vir: {
    name: 'Virgo',
    element: 'earth',
    modality: 'mutable',
    ruler: 'Mercury',
    adjectives: ['precise', 'helpful', 'discerning', 'modest'],
    styles: ['carefully and practically', 'by analysing, sorting and improving', 'through useful service'],
    gifts: ['an eye for what can be improved', 'practical helpfulness', 'skill that deepens with practice'],
    edges: [
      'accepting good enough',
      'being as kind to yourself as you are useful to others',
      'worrying less about details',
    ],
    needs: ['useful work', 'order in the daily routine', 'the chance to get better at something'],
    rising: 'you come across as composed and observant, quietly noticing what needs doing',
    mc: 'a public role built on skill, health, craft or service, where your precision is valued',
  },
  Lib: {
    name: 'Libra',
    element: 'air',
    modality: 'cardinal',
    ruler: 'Venus',
    adjectives: ['gracious', 'fair-minded', 'diplomatic', 'sociable'],
    styles: [
      'through partnership and balance',
      'with tact, charm and a sense of fairness',
      'by weighing every side',
    ],
    gifts: ['a talent for bringing people together', 'a sense of beauty and proportion', 'fairness'],
    edges: [
      'making a decision and standing by it',
      'saying what you want even if it disturbs the peace',
      'not losing yourself in others',
    ],
    needs: ['harmony and beauty', 'a true partner in thought', 'fair give and take'],
    rising: 'you come across as pleasant and poised, putting people at ease',
    mc: 'work that brings balance or beauty: design, law, diplomacy, mediation or partnership',
  },
  Sco: {
    name: 'Scorpio',
    element: 'water',
    modality: 'fixed',
    ruler: 'Pluto',
    adjectives: ['intense', 'perceptive', 'private', 'resilient'],
    styles: [
      'deeply and with total commitment',
      'below the surface',
      'through transformation and honesty about hard things',
    ],
    gifts: ['emotional courage', 'the ability to see what others hide', 'resilience that regenerates'],
    edges: ['trusting without testing', 'letting go of control', 'forgiving without forgetting the lesson'],
    needs: ['depth and truth', 'trust that has been earned', 'privacy'],
    rising: 'you come across as magnetic and reserved, reading people before you reveal yourself',
    mc: 'a public path that deals with depth: research, healing, crisis, finance or transformation',
  },
  Sag: {
    name: 'Sagittarius',
    element: 'fire',
    modality: 'mutable',
    ruler: 'Jupiter',
    adjectives: ['adventurous', 'candid', 'optimistic', 'philosophical'],
    styles: [
      'with optimism and a wide view',
      'by exploring, travelling and asking why',
      'through candour and humour',
    ],
    gifts: ['contagious optimism', 'a big-picture view', 'honest humour'],
    edges: ['following through on the details', 'tact alongside honesty', 'staying when things get ordinary'],
    needs: ['freedom and meaning', 'a horizon to head toward', 'learning that broadens the mind'],
    rising: 'you come across as open and upbeat, treating new situations as adventures',
    mc: 'work that teaches, travels, publishes or explores, with a sense of larger meaning',
  },
  Cap: {
    name: 'Capricorn',
    element: 'earth',
    modality: 'cardinal',
    ruler: 'Saturn',
    adjectives: ['ambitious', 'responsible', 'disciplined', 'dry-witted'],
    styles: [
      'with discipline and a long view',
      'by climbing step by step',
      'through responsibility and structure',
    ],
    gifts: ['staying power', 'a gift for building structures that last', 'quiet authority'],
    edges: ['resting without guilt', 'showing softness', 'measuring worth by more than achievement'],
    needs: ['a worthwhile goal', 'respect earned over time', 'clear structure'],
    rising: 'you come across as serious and capable, someone others trust to take charge',
    mc: 'a path of real responsibility and achievement built patiently over the years',
  },
  Aqu: {
    name: 'Aquarius',
    element: 'air',
    modality: 'fixed',
    ruler: 'Uranus',
    adjectives: ['independent', 'inventive', 'humane', 'unconventional'],
    styles: ['in your own original way', 'through ideas, groups and causes', 'with detachment and vision'],
    gifts: ['original thinking', 'loyalty to people and causes', 'a vision of how things could be better'],
    edges: [
      'letting people close emotionally',
      'bending a principle for a person',
      'admitting you need others',
    ],
    needs: ['freedom to be different', 'friends who share the same ideals', 'a future to work toward'],
    rising: 'you come across as friendly but hard to pin down, with a slightly unusual edge',
    mc: 'work that innovates, reforms or serves a community, often with technology or ideas',
  },
  Pis: {
    name: 'Pisces',
    element: 'water',
    modality: 'mutable',
    ruler: 'Neptune',
    adjectives: ['compassionate', 'imaginative', 'receptive', 'gentle'],
    styles: ['through imagination and empathy', 'fluidly and intuitively', 'by sensing what is unspoken'],
    gifts: ['deep compassion', 'imagination', 'a feel for what others need before they say it'],
    edges: [
      'clear boundaries',
      'facing facts that are unpleasant',
      'not dissolving into other people’s moods',
    ],
    needs: ['quiet time to recharge', 'a creative or spiritual outlet', 'gentleness'],
    rising: 'you come across as soft and approachable, easily picking up on the mood around you',
    mc: 'a path where compassion, art, healing or spirituality can serve others',
  },
};

export interface PointText {
  /** "the Sun", "Chiron". */
  label: string;
  /** What the point governs, noun phrase. */
  governs: string;
  /** Shorter noun phrase for aspects and house lines. */
  realm: string;
  /** When this part of you comes under pressure. */
  pressure: string;
  /** Inner turn when retrograde, or null where retrograde does not apply. */
  retro: string | null;
}

export const POINT_TEXT: Partial<Record<PointName, PointText>> = {
  Sun: {
    label: 'the Sun',
    governs: 'your core identity, vitality and sense of purpose',
    realm: 'your sense of self',
    pressure: 'you feel unseen or drained',
    retro: null,
  },
  Moon: {
    label: 'the Moon',
    governs: 'your feelings, instincts and what makes you feel safe',
    realm: 'your emotional needs',
    pressure: 'you are tired, hurt or far from home',
    retro: null,
  },
  Mercury: {
    label: 'Mercury',
    governs: 'how you think, learn and communicate',
    realm: 'your mind and voice',
    pressure: 'a conversation gets tense',
    retro:
      'your thinking runs deep and reflective, and you often find the right words after the moment has passed',
  },
  Venus: {
    label: 'Venus',
    governs: 'how you love, what you value and what you find beautiful',
    realm: 'love and values',
    pressure: 'you feel unloved or undervalued',
    retro: 'your values are carefully self-made, and love may take time to trust',
  },
  Mars: {
    label: 'Mars',
    governs: 'your drive, desire and the way you assert yourself',
    realm: 'drive and courage',
    pressure: 'you are blocked or provoked',
    retro: 'your drive works inwardly first, building strength before it shows',
  },
  Jupiter: {
    label: 'Jupiter',
    governs: 'where you grow, find faith and attract opportunity',
    realm: 'growth and faith',
    pressure: 'you overreach or lose hope',
    retro: 'your growth comes through inner conviction more than outside luck',
  },
  Saturn: {
    label: 'Saturn',
    governs: 'your sense of responsibility, your limits and what you master slowly',
    realm: 'structure and responsibility',
    pressure: 'you fear failing or falling short',
    retro: 'your standards are self-imposed, so learning to be a fair judge of yourself is part of the work',
  },
  Uranus: {
    label: 'Uranus',
    governs: 'where you need freedom and break with convention',
    realm: 'freedom and change',
    pressure: 'you feel confined',
    retro: 'your need for freedom is an inner revolution as much as an outer one',
  },
  Neptune: {
    label: 'Neptune',
    governs: 'your dreams, ideals and sense of the sacred',
    realm: 'dreams and ideals',
    pressure: 'reality disappoints you',
    retro: 'your intuition turns inward, asking you to tell true vision from wishful thinking',
  },
  Pluto: {
    label: 'Pluto',
    governs: 'where you meet power, depth and transformation',
    realm: 'power and renewal',
    pressure: 'you feel powerless',
    retro: 'transformation happens deep inside you before it shows',
  },
  Chiron: {
    label: 'Chiron',
    governs: 'the old wound that can become your gift for healing others',
    realm: 'wounding and healing',
    pressure: 'an old hurt is touched',
    retro: 'healing comes through patient inner work rather than quick fixes',
  },
  Mean_Lilith: {
    label: 'Black Moon Lilith',
    governs: 'the wild, unapologetic part of you that refuses to be tamed',
    realm: 'raw instinct and independence',
    pressure: 'you are asked to shrink',
    retro: null,
  },
  True_Node: {
    label: 'the North Node',
    governs: 'the direction of growth this life invites you toward',
    realm: 'your path of growth',
    pressure: 'you slip back into old comfort zones',
    retro: null,
  },
  Mean_Node: {
    label: 'the North Node',
    governs: 'the direction of growth this life invites you toward',
    realm: 'your path of growth',
    pressure: 'you slip back into old comfort zones',
    retro: null,
  },
};

export interface HouseText {
  /** The wheel's theme names, kept in step with the product's chart hover text. */
  theme: string;
  areas: string[];
  examples: string[];
}

export const HOUSE_TEXT: HouseText[] = [
  {
    theme: 'Self & Identity',
    areas: ['how you meet the world', 'your body and first impressions', 'the way you begin things'],
    examples: ['walking into a room', 'starting a new chapter', 'how you carry yourself'],
  },
  {
    theme: 'Money & Values',
    areas: ['money and possessions', 'self-worth and what you value', 'your resources and talents'],
    examples: ['how you earn and spend', 'what you refuse to sell out', 'the skills you can rely on'],
  },
  {
    theme: 'Communication',
    areas: [
      'everyday communication',
      'learning, siblings and neighbours',
      'short journeys and daily connections',
    ],
    examples: ['messages and conversations', 'the way you learn something new', 'your local community'],
  },
  {
    theme: 'Home & Family',
    areas: ['home and family', 'your roots and private life', 'the emotional foundation you build on'],
    examples: ['the home you make', 'family patterns', 'where you go to recover'],
  },
  {
    theme: 'Romance & Creativity',
    areas: ['romance, play and creativity', 'self-expression and joy', 'children and creative projects'],
    examples: ['falling in love', 'a hobby that absorbs you', 'performing or making things'],
  },
  {
    theme: 'Work & Health',
    areas: ['daily work and routines', 'health and service', 'habits and useful skills'],
    examples: ['your working day', 'the habits that keep you well', 'how you help others'],
  },
  {
    theme: 'Partnerships',
    areas: ['close partnerships', 'marriage and committed relationships', 'the people who mirror you'],
    examples: ['a significant other', 'business partners', 'open rivals who teach you'],
  },
  {
    theme: 'Transformation',
    areas: [
      'intimacy and shared resources',
      'transformation and crisis',
      'trust and what you share with others',
    ],
    examples: ['deep bonds', 'joint finances', 'endings that bring renewal'],
  },
  {
    theme: 'Philosophy & Travel',
    areas: ['beliefs and higher learning', 'travel and foreign places', 'the search for meaning'],
    examples: ['long journeys', 'study that changes your outlook', 'faith and philosophy'],
  },
  {
    theme: 'Career & Reputation',
    areas: ['career and public life', 'ambition and reputation', 'your calling and achievements'],
    examples: ['your professional role', 'how you are known', 'goals you set for a lifetime'],
  },
  {
    theme: 'Friends & Hopes',
    areas: ['friendships and groups', 'hopes and future plans', 'communities and causes'],
    examples: ['your circle of friends', 'shared causes', 'dreams for the future'],
  },
  {
    theme: 'Spirituality & Subconscious',
    areas: [
      'solitude and the inner life',
      'the subconscious and dreams',
      'retreat, healing and spirituality',
    ],
    examples: ['time alone', 'dreams and intuitions', 'quiet service behind the scenes'],
  },
];

export type AspectName = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';

export interface AspectText {
  /** "X and Y blend ...": the two points, each with its realm, are filled in. */
  dynamics: ((a: string, b: string) => string)[];
  /** Advice that follows the dynamic; it refers back to the pair without naming it again. */
  advice: string[];
}

export const ASPECT_TEXT: Record<AspectName, AspectText> = {
  conjunction: {
    dynamics: [
      (a, b) => `${a} and ${b} are fused, so one rarely acts without the other`,
      (a, b) => `${a} and ${b} work as a single, concentrated force`,
      (a, b) => `${a} and ${b} sit side by side and amplify each other`,
      (a, b) => `${a} merges with ${b}, and the two speak with one voice`,
      (a, b) => `${a} and ${b} share one degree of sky, so they colour everything the other does`,
      (a, b) => `${a} is bound up with ${b}; you cannot call on one without the other answering`,
    ],
    advice: [
      'Learn to notice when this blend helps and when it overwhelms.',
      'Give the pair one clear outlet and it becomes a signature strength.',
      'Owning one side of this fusion means owning both.',
      'Its intensity is a resource once you stop treating the two as separate.',
      'Others often see this combination in you before you do.',
      'Used on purpose, this is one of the most concentrated energies in your chart.',
    ],
  },
  opposition: {
    dynamics: [
      (a, b) => `${a} and ${b} pull from opposite ends of a seesaw`,
      (a, b) => `${a} and ${b} face each other across the chart, asking to be balanced`,
      (a, b) => `${a} and ${b} form a polarity that you may first notice in other people`,
      (a, b) => `${a} stands across the sky from ${b}, each showing what the other lacks`,
      (a, b) => `${a} and ${b} tug in opposite directions`,
      (a, b) => `${a} looks straight at ${b}, and the two keep each other honest`,
    ],
    advice: [
      'The task is balance, not choosing a side.',
      'Relationships often mirror this pull until you hold both ends yourself.',
      'Honour each end in turn, and the tension becomes perspective.',
      'Swinging from one extreme to the other is the sign to find the middle.',
      'A partner or rival may act out one side of it for you; notice who.',
      'Held together, the two ends give you an unusually wide view.',
    ],
  },
  trine: {
    dynamics: [
      (a, b) => `${a} and ${b} flow together easily`,
      (a, b) => `${a} and ${b} support each other like old friends`,
      (a, b) => `${a} and ${b} share a natural rhythm`,
      (a, b) => `${a} finds an easy ally in ${b}`,
      (a, b) => `${a} and ${b} belong to the same element and cooperate without effort`,
      (a, b) => `${a} lends ${b} a smooth, unforced harmony`,
    ],
    advice: [
      'Gifts this easy can go unused, so put this one to work deliberately.',
      'Lean on it when other parts of life feel hard.',
      'Treat the harmony as a talent to build on rather than take for granted.',
      'It works best with a purpose to serve.',
      'Because it comes so naturally, you may not notice it as a gift at all.',
      'This is a resource to spend, not to save.',
    ],
  },
  square: {
    dynamics: [
      (a, b) => `${a} and ${b} rub against each other and generate friction`,
      (a, b) => `${a} and ${b} want different things at the same time`,
      (a, b) => `${a} and ${b} meet at a tense right angle`,
      (a, b) => `${a} keeps challenging ${b}`,
      (a, b) => `${a} and ${b} compete for the same room`,
      (a, b) => `${a} blocks and spurs ${b} by turns`,
    ],
    advice: [
      'The friction is fuel: much of your drive to grow comes from here.',
      'Work with it in small, regular doses rather than waiting for a crisis.',
      'Over time this square tends to become a hard-won strength.',
      'When it flares, ask what each side needs instead of silencing one.',
      'Effort spent here pays back more than anywhere else in the chart.',
      'Expect the tension to return, and meet it a little better each time.',
    ],
  },
  sextile: {
    dynamics: [
      (a, b) => `${a} and ${b} cooperate when you give them a chance`,
      (a, b) => `${a} and ${b} open a door for each other`,
      (a, b) => `${a} and ${b} make a friendly, workable pair`,
      (a, b) => `${a} offers ${b} a useful opening`,
      (a, b) => `${a} and ${b} trade ideas easily`,
      (a, b) => `${a} gives ${b} a helping hand`,
    ],
    advice: [
      'Openings here come when you take the first step.',
      'A little effort turns this link into real skill.',
      'Say yes to what the two offer together and the link grows stronger.',
      'It rewards initiative more than patience.',
      'Small, deliberate practice makes this one of your dependable talents.',
      'Unused, it stays a possibility; used, it becomes a habit.',
    ],
  },
};

/** A word for what each point stands for, for lists where a full realm would be too long. */
export const POINT_ROLE: Partial<Record<PointName, string>> = {
  Sun: 'identity',
  Moon: 'feelings',
  Mercury: 'mind',
  Venus: 'affection',
  Mars: 'drive',
  Jupiter: 'growth',
  Saturn: 'discipline',
  Uranus: 'independence',
  Neptune: 'imagination',
  Pluto: 'power',
  Chiron: 'old wounds',
  Mean_Lilith: 'wildness',
  True_Node: 'life direction',
  Mean_Node: 'life direction',
  Ascendant: 'outward manner',
  Medium_Coeli: 'calling',
};

export const ELEMENT_TEXT: Record<Element, { quality: string; lacking: string }> = {
  fire: {
    quality: 'enthusiasm, courage and inspiration',
    lacking: 'Spontaneity may need to be invited on purpose; small adventures help.',
  },
  earth: {
    quality: 'practicality, patience and the senses',
    lacking: 'Routines, the body and practical steps may need conscious attention.',
  },
  air: {
    quality: 'ideas, words and connection',
    lacking: 'Stepping back to think things through may not come automatically; talking helps.',
  },
  water: {
    quality: 'feeling, intuition and empathy',
    lacking: 'Feelings may arrive late or be handled by reasoning; give them time and space.',
  },
};

export const MODALITY_TEXT: Record<Modality, string> = {
  cardinal: 'starting things, taking initiative and setting direction',
  fixed: 'sustaining effort, loyalty and seeing things through',
  mutable: 'adapting, learning and moving with change',
};
