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
    gifts: [
      'the courage to begin',
      'honest directness',
      'energy that gets others moving',
      'a quick, fearless response in a crisis',
      'the nerve to go first',
      'a competitive spark that lifts the standard',
    ],
    edges: [
      'patience with slower rhythms',
      'finishing what you start',
      'pausing before you react',
      'letting others lead now and then',
      'tempering anger before it burns bridges',
      'staying with a plan once the thrill fades',
    ],
    needs: [
      'a real challenge to rise to',
      'room to move and decide freely',
      'a fresh start now and then',
      'a goal worth fighting for',
      'physical outlets for restless energy',
      'people who answer frankness with frankness',
    ],
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
    gifts: [
      'reliable patience',
      'the patience to make things grow',
      'a calm, grounding presence',
      'an instinct for real value',
      'steadiness under pressure',
      'hands that make and mend',
    ],
    edges: [
      'letting go of what is already finished',
      'welcoming change before it is forced on you',
      'softening stubbornness',
      'trying the unfamiliar before judging it',
      'spending on experiences as well as things',
      'saying what you want instead of digging in',
    ],
    needs: [
      'comfort and beauty close at hand',
      'time to decide without pressure',
      'tangible security',
      'good food and unhurried evenings',
      'a freely chosen routine',
      'work with a finished, tangible result',
    ],
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
    gifts: [
      'a curiosity that never grows old',
      'a talent for explaining things',
      'adaptability',
      'a quick ear for language',
      'the knack of connecting people who should meet',
      'wit that defuses tension',
    ],
    edges: [
      'going deep rather than wide',
      'following one thread to its end',
      'trusting feelings as much as thoughts',
      'finishing one book before starting the next',
      'saying less and meaning more',
      'sitting with silence',
    ],
    needs: [
      'variety and conversation',
      'something new to learn',
      'people to think out loud with',
      'a steady stream of fresh information',
      'short trips and changes of scene',
      'a listener who keeps up',
    ],
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
    gifts: [
      'deep loyalty',
      'a gift for making people feel at home',
      'emotional intelligence',
      'a memory for what matters to people',
      'protective instincts others can rely on',
      'a knack for reading moods',
    ],
    edges: [
      'not retreating into your shell when hurt',
      'letting others care for you too',
      'releasing old grievances',
      'asking directly instead of hinting',
      'letting the past be past',
      'caring for yourself as you care for others',
    ],
    needs: [
      'a safe home base',
      'people who feel like family',
      'time to process feelings',
      'a kitchen table to gather round',
      'reassurance in plain words',
      'a private retreat when the world is loud',
    ],
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
    gifts: [
      'generosity of spirit',
      'the ability to lift a room',
      'creative confidence',
      'loyal warmth toward loved ones',
      'courage in the spotlight',
      'a playful heart that makes work feel like fun',
    ],
    edges: [
      'needing less applause to feel worthy',
      'sharing the stage',
      'hearing criticism without feeling crushed',
      'letting others have the last word',
      'admitting a mistake without drama',
      'giving without waiting for thanks',
    ],
    needs: [
      'appreciation and play',
      'a creative outlet',
      'being truly seen and appreciated',
      'a stage of some kind, large or small',
      'loyalty returned in kind',
      'room to play and make things',
    ],
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
    gifts: [
      'an eye for what can be improved',
      'practical helpfulness',
      'skill that deepens with practice',
      'a sharp eye for detail',
      'quiet competence when things go wrong',
      'the patience to learn a craft properly',
    ],
    edges: [
      'accepting good enough',
      'being as kind to yourself as you are useful to others',
      'worrying less about details',
      'asking for help before you are exhausted',
      'letting a draft be a draft',
      'trusting that rest is productive too',
    ],
    needs: [
      'useful work',
      'order in the daily routine',
      'the chance to get better at something',
      'clear instructions and tidy tools',
      'a way to be of real use',
      'time to fix things properly',
    ],
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
    gifts: [
      'a talent for bringing people together',
      'a sense of beauty and proportion',
      'fairness',
      'an ear for both sides of an argument',
      'grace under social pressure',
      'a talent for making spaces beautiful',
    ],
    edges: [
      'making a decision and standing by it',
      'saying what you want even if it disturbs the peace',
      'not losing yourself in others',
      'disagreeing kindly instead of not at all',
      'choosing before every option is weighed',
      'valuing your own company',
    ],
    needs: [
      'harmony and beauty',
      'a true partner in thought',
      'fair give and take',
      'kind manners all round',
      'someone to share decisions with',
      'beautiful surroundings',
    ],
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
    gifts: [
      'emotional courage',
      'the ability to see what others hide',
      'resilience that regenerates',
      'loyalty that survives hard times',
      'a nose for the truth',
      'the strength to start again after loss',
    ],
    edges: [
      'trusting without testing',
      'letting go of control',
      'forgiving without forgetting the lesson',
      'showing your hand sooner',
      'releasing a grudge once it has taught you something',
      'sharing power in close bonds',
    ],
    needs: [
      'depth and truth',
      'trust that has been earned',
      'privacy',
      'a few bonds that go all the way down',
      'honest answers, even hard ones',
      'a project worth total commitment',
    ],
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
    gifts: [
      'contagious optimism',
      'a big-picture view',
      'honest humour',
      'a teacher’s enthusiasm for ideas',
      'faith that things can work out',
      'a talent for seeing the funny side',
    ],
    edges: [
      'following through on the details',
      'tact alongside honesty',
      'staying when things get ordinary',
      'promising only what you can keep',
      'listening before preaching',
      'committing without feeling fenced in',
    ],
    needs: [
      'freedom and meaning',
      'a horizon to head toward',
      'learning that broadens the mind',
      'travel, in body or in books',
      'a philosophy to live by',
      'company that laughs easily',
    ],
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
    gifts: [
      'staying power',
      'the discipline to build structures that last',
      'quiet authority',
      'a realist’s eye for what will work',
      'dependability others build on',
      'dry humour under pressure',
    ],
    edges: [
      'resting without guilt',
      'showing softness',
      'measuring worth by more than achievement',
      'asking for help without seeing it as failure',
      'enjoying the climb as well as the summit',
      'trusting people before they prove themselves',
    ],
    needs: [
      'a worthwhile goal',
      'respect earned over time',
      'clear structure',
      'recognition for work well done',
      'a plan with milestones',
      'time set aside for rest',
    ],
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
    gifts: [
      'original thinking',
      'loyalty to people and causes',
      'a vision of how things could be better',
      'a cool head when others panic',
      'a talent for spotting what is coming next',
      'friendship given without conditions',
    ],
    edges: [
      'letting people close emotionally',
      'bending a principle for a person',
      'admitting you need others',
      'letting feelings count as much as ideas',
      'staying close when a bond asks for more',
      'accepting that tradition sometimes works',
    ],
    needs: [
      'freedom to be different',
      'friends who share the same ideals',
      'a future to work toward',
      'space for independent thought',
      'a cause bigger than any one person',
      'friends who accept every quirk',
    ],
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
    gifts: [
      'deep compassion',
      'imagination',
      'a feel for what others need before they say it',
      'an artist’s eye',
      'a forgiving heart',
      'intuition that often turns out right',
    ],
    edges: [
      'clear boundaries',
      'facing facts that are unpleasant',
      'not dissolving into other people’s moods',
      'saying no when you mean no',
      'grounding dreams in a next step',
      'telling rescue apart from love',
    ],
    needs: [
      'quiet time to recharge',
      'a creative or spiritual outlet',
      'gentleness',
      'music, water or art to get lost in',
      'kindness all around',
      'a little mystery',
    ],
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
    areas: [
      'how you meet the world',
      'your body and first impressions',
      'the way you begin things',
      'your appearance and personal style',
      'the energy you bring into a room',
      'self-image and personal courage',
    ],
    examples: [
      'walking into a room',
      'starting a new chapter',
      'how you carry yourself',
      'a first handshake',
      'the clothes you choose',
      'meeting strangers',
    ],
  },
  {
    theme: 'Money & Values',
    areas: [
      'money and possessions',
      'self-worth and what you value',
      'your resources and talents',
      'earning and spending',
      'security and what you own',
      'the worth you give your time',
    ],
    examples: [
      'how you earn and spend',
      'what you refuse to sell out',
      'the skills you can rely on',
      'a salary negotiation',
      'things you keep for years',
      'saving for something that matters',
    ],
  },
  {
    theme: 'Communication',
    areas: [
      'everyday communication',
      'learning, siblings and neighbours',
      'short journeys and daily connections',
      'the local neighbourhood',
      'writing, talking and listening',
      'curiosity and everyday learning',
    ],
    examples: [
      'messages and conversations',
      'the way you learn something new',
      'your local community',
      'emails and phone calls',
      'brothers, sisters and cousins',
      'a course taken for pleasure',
    ],
  },
  {
    theme: 'Home & Family',
    areas: [
      'home and family',
      'your roots and private life',
      'the emotional foundation you build on',
      'ancestry and where you come from',
      'domestic life',
      'the place you call your own',
    ],
    examples: [
      'the home you make',
      'family patterns',
      'where you go to recover',
      'a parent’s influence',
      'a house you renovate',
      'old family stories',
    ],
  },
  {
    theme: 'Romance & Creativity',
    areas: [
      'romance, play and creativity',
      'self-expression and joy',
      'children and creative projects',
      'pleasure and leisure',
      'dating and flirtation',
      'creative risk-taking',
    ],
    examples: [
      'falling in love',
      'a hobby that absorbs you',
      'performing or making things',
      'a game you love',
      'time with children',
      'a stage or a studio',
    ],
  },
  {
    theme: 'Work & Health',
    areas: [
      'daily work and routines',
      'health and service',
      'habits and useful skills',
      'the working day',
      'wellbeing and the body’s upkeep',
      'service to others',
    ],
    examples: [
      'your working day',
      'the habits that keep you well',
      'how you help others',
      'colleagues and workmates',
      'a fitness routine',
      'pets and their care',
    ],
  },
  {
    theme: 'Partnerships',
    areas: [
      'close partnerships',
      'marriage and committed relationships',
      'the people who mirror you',
      'contracts and agreements',
      'one-to-one relationships',
      'the qualities you look for in a partner',
    ],
    examples: [
      'a significant other',
      'business partners',
      'open rivals who teach you',
      'a marriage or long partnership',
      'negotiations',
      'a close collaborator',
    ],
  },
  {
    theme: 'Transformation',
    areas: [
      'intimacy and shared resources',
      'transformation and crisis',
      'trust and what you share with others',
      'other people’s money and joint finances',
      'deep bonds and vulnerability',
      'inheritance and what is passed on',
    ],
    examples: [
      'deep bonds',
      'joint finances',
      'endings that bring renewal',
      'a loan or legacy',
      'a secret entrusted to you',
      'a crisis that changes you',
    ],
  },
  {
    theme: 'Philosophy & Travel',
    areas: [
      'beliefs and higher learning',
      'travel and foreign places',
      'the search for meaning',
      'long journeys and other cultures',
      'faith and philosophy',
      'higher education and publishing',
    ],
    examples: [
      'long journeys',
      'study that changes your outlook',
      'faith and philosophy',
      'a year abroad',
      'a teacher who changes your mind',
      'a book you return to',
    ],
  },
  {
    theme: 'Career & Reputation',
    areas: [
      'career and public life',
      'ambition and reputation',
      'your calling and achievements',
      'status and public role',
      'the work you are known for',
      'authority and responsibility',
    ],
    examples: [
      'your professional role',
      'how you are known',
      'goals you set for a lifetime',
      'a promotion',
      'a mentor or boss',
      'your public image',
    ],
  },
  {
    theme: 'Friends & Hopes',
    areas: [
      'friendships and groups',
      'hopes and future plans',
      'communities and causes',
      'networks and alliances',
      'friendship and belonging',
      'ideals and social causes',
    ],
    examples: [
      'your circle of friends',
      'shared causes',
      'dreams for the future',
      'a club or team',
      'online communities',
      'friends who share a cause',
    ],
  },
  {
    theme: 'Spirituality & Subconscious',
    areas: [
      'solitude and the inner life',
      'the subconscious and dreams',
      'retreat, healing and spirituality',
      'what is hidden or private',
      'rest, retreat and recovery',
      'compassion and quiet service',
    ],
    examples: [
      'time alone',
      'dreams and intuitions',
      'quiet service behind the scenes',
      'a retreat or sabbatical',
      'hospitals and quiet places',
      'the thoughts before sleep',
    ],
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
      (a, b) => `${a} and ${b} travel together, each lending the other its colour`,
      (a, b) => `${a} is welded to ${b}`,
      (a, b) => `${a} and ${b} act as one, for better or worse`,
      (a, b) => `${a} and ${b} arrive together whenever either is called on`,
    ],
    advice: [
      'Learn to notice when this blend helps and when it overwhelms.',
      'Give the pair one clear outlet and it becomes a signature strength.',
      'Owning one side of this fusion means owning both.',
      'Its intensity is a resource once you stop treating the two as separate.',
      'Others often see this combination in you before you do.',
      'Used on purpose, this is one of the most concentrated energies in your chart.',
      'Notice which of the two leads on a given day; that is the one to steady.',
      'Give it room and it becomes one of the first things people notice about you.',
      'When the two agree, little can stop them; when they do not, you feel it at once.',
      'Treat the pair as a team with one captain at a time.',
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
      (a, b) => `${a} and ${b} keep each other in check from opposite sides`,
      (a, b) => `${a} and ${b} form the two ends of one question`,
      (a, b) => `${a} sits opposite ${b}, and the two trade places in your attention`,
      (a, b) => `${a} and ${b} swing back and forth like a pendulum`,
    ],
    advice: [
      'The task is balance, not choosing a side.',
      'Relationships often mirror this pull until you hold both ends yourself.',
      'Honour each end in turn, and the tension becomes perspective.',
      'Swinging from one extreme to the other is the sign to find the middle.',
      'A partner or rival may act out one side of it for you; notice who.',
      'Held together, the two ends give you an unusually wide view.',
      'Ask what the other end would say before you act on this one.',
      'Moving between the two on purpose keeps either from taking over.',
      'Over the years the seesaw tends to settle into a steady middle.',
      'What irritates you in others here often belongs to you too.',
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
      (a, b) => `${a} and ${b} move in step`,
      (a, b) => `${a} feeds ${b} without being asked`,
      (a, b) => `${a} and ${b} reinforce each other quietly`,
      (a, b) => `${a} and ${b} agree more often than not`,
    ],
    advice: [
      'Gifts this easy can go unused, so put this one to work deliberately.',
      'Lean on it when other parts of life feel hard.',
      'Treat the harmony as a talent to build on rather than take for granted.',
      'It works best with a purpose to serve.',
      'Because it comes so naturally, you may not notice it as a gift at all.',
      'This is a resource to spend, not to save.',
      'Share it; ease like this often helps others as much as you.',
      'Pair it with a harder part of the chart and it gives that part backbone.',
      'Set it a challenge now and then so it keeps growing.',
      'It is the kind of talent others envy and you barely notice.',
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
      (a, b) => `${a} and ${b} cross paths at an awkward angle`,
      (a, b) => `${a} pushes against ${b}, and both grow stronger for it`,
      (a, b) => `${a} and ${b} pull you two ways at once`,
      (a, b) => `${a} and ${b} keep setting each other tasks`,
    ],
    advice: [
      'The friction is fuel: much of your drive to grow comes from here.',
      'Work with it in small, regular doses rather than waiting for a crisis.',
      'Over time this square tends to become a hard-won strength.',
      'When it flares, ask what each side needs instead of silencing one.',
      'Effort spent here pays back more than anywhere else in the chart.',
      'Expect the tension to return, and meet it a little better each time.',
      'Name the two sides when it flares, and half the heat goes out of it.',
      'Pick one small change and keep at it; squares yield to persistence.',
      'This is where you learn most about yourself under pressure.',
      'Give both sides a turn rather than letting one win every time.',
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
      (a, b) => `${a} and ${b} help each other along`,
      (a, b) => `${a} and ${b} spark a useful exchange`,
      (a, b) => `${a} nudges ${b} in a helpful direction`,
      (a, b) => `${a} and ${b} collaborate given half a chance`,
    ],
    advice: [
      'Openings here come when you take the first step.',
      'A little effort turns this link into real skill.',
      'Say yes to what the two offer together and the link grows stronger.',
      'It rewards initiative more than patience.',
      'Small, deliberate practice makes this one of your dependable talents.',
      'Unused, it stays a possibility; used, it becomes a habit.',
      'Mention it to others; opportunities here often come through people.',
      'Schedule the practice, and the opening stays open.',
      'It grows fastest when paired with a clear aim.',
      'Curiosity is the key that turns this link.',
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
