// The project's own tarot text: what each card shows, what it means upright and reversed, and
// what it advises. Majors are written card by card; minors combine a per-card line with what
// their suit and rank share, which keeps the 56 pip and court cards consistent with each other.
import type { Rank, Suit } from '../../tarot/deck';

export interface CardText {
  /** What the picture shows, as a phrase that follows "the card shows ...". */
  scene: string;
  up: string;
  rev: string;
  /** Advice phrases, imperative, lower case. */
  upAdvice: string;
  revAdvice: string;
}

export const MAJOR_TEXT: Record<string, CardText> = {
  'major-00-fool': {
    scene: 'a young traveller stepping toward a cliff edge with a white rose and a small dog at their heels',
    up: 'The Fool is the part of you that is willing to begin before every answer is in, trusting that the road will teach what a plan cannot.',
    rev: 'Reversed, The Fool points to a leap taken without looking or, just as often, a leap you keep postponing because the ground is not yet perfectly safe.',
    upAdvice: 'take the first small step while your curiosity is fresh',
    revAdvice: 'look once, carefully, and then decide whether to jump or to stay',
  },
  'major-01-magician': {
    scene:
      'a figure with one hand raised to the sky and one pointing to the earth, the four suit tools laid on the table',
    up: 'The Magician says the tools are already on your table: skill, words, feeling and material means, waiting to be joined by a clear intention.',
    rev: 'Reversed, The Magician warns of talent scattered over too many aims, or of clever words that promise more than they carry.',
    upAdvice: 'name one intention and put every tool you have to work on it',
    revAdvice: 'check whether your effort and your stated aim actually point the same way',
  },
  'major-02-high-priestess': {
    scene: 'a veiled woman seated between a dark and a light pillar, a scroll half hidden in her lap',
    up: 'The High Priestess asks you to trust what you know quietly, before you can explain it, and to let some things ripen in silence.',
    rev: 'Reversed, The High Priestess suggests an inner voice that has been talked over, or secrets that are costing more to keep than to share.',
    upAdvice: 'give your intuition an hour of quiet and write down what it says',
    revAdvice: 'stop waiting for outside permission to believe what you already sense',
  },
  'major-03-empress': {
    scene: 'a crowned woman resting among ripening wheat, a stream and a forest behind her',
    up: 'The Empress brings growth that comes from care: things flourish when they are fed, rested and enjoyed rather than forced.',
    rev: 'Reversed, The Empress points to giving until you are empty, or to a creative project starved of the attention it needs.',
    upAdvice: 'tend one thing patiently and let your senses tell you what it needs',
    revAdvice: 'turn some of the care you give others back toward yourself',
  },
  'major-04-emperor': {
    scene: 'a bearded ruler on a stone throne carved with rams, barren mountains behind him',
    up: 'The Emperor offers structure: clear rules, steady leadership and the kind of boundaries that make freedom possible.',
    rev: 'Reversed, The Emperor shows control grown rigid, or a lack of structure leaving good intentions without a frame.',
    upAdvice: 'set one clear rule or boundary and keep it kindly but firmly',
    revAdvice: 'loosen a grip that has become tighter than the situation needs',
  },
  'major-05-hierophant': {
    scene: 'a robed teacher raising a hand in blessing over two kneeling students, crossed keys at his feet',
    up: 'The Hierophant honours tradition, teachers and shared values: wisdom that has been tested by many people before you.',
    rev: 'Reversed, The Hierophant invites you to question a rule you follow only out of habit, and to find your own form of belief.',
    upAdvice: 'seek out someone who has walked this road and ask what they learned',
    revAdvice: 'keep what still rings true in the old way and let the rest go',
  },
  'major-06-lovers': {
    scene: 'two figures beneath an angel, a fruit tree behind one and a tree of flames behind the other',
    up: 'The Lovers card is about a choice made from the heart and from your values: union, attraction and the honesty that makes them last.',
    rev: 'Reversed, The Lovers card points to a choice being avoided, or to a relationship where what you say and what you value have drifted apart.',
    upAdvice: 'choose according to what you truly value, and say so out loud',
    revAdvice: 'bring your words and your wishes back into line before you decide',
  },
  'major-07-chariot': {
    scene:
      'a crowned driver in a chariot drawn by a black and a white sphinx pulling in different directions',
    up: 'The Chariot is will in motion: opposing forces held together by focus until they carry you where you mean to go.',
    rev: 'Reversed, The Chariot shows energy pulling in two directions at once, or progress stalled because the destination is unclear.',
    upAdvice: 'decide where you are going and let that aim steer the competing impulses',
    revAdvice: 'stop and agree with yourself on a direction before pushing harder',
  },
  'major-08-strength': {
    scene: 'a woman gently closing the jaws of a lion, an infinity sign above her head',
    up: 'Strength is courage of the gentle kind: patience, self-command and a warmth that tames what force could not.',
    rev: 'Reversed, Strength suggests self-doubt or a raw feeling you are fighting instead of befriending.',
    upAdvice: 'meet the wild part of the situation with calm, steady kindness',
    revAdvice: 'be as patient with your own fears as you would be with a frightened animal',
  },
  'major-09-hermit': {
    scene: 'an old man on a snowy peak holding up a lantern with a six-pointed star inside',
    up: 'The Hermit withdraws to see clearly: solitude, study and the light of hard-won experience.',
    rev: 'Reversed, The Hermit points to isolation that has gone on too long, or to avoiding the quiet reflection you need.',
    upAdvice: 'take time alone with the question and trust the small light you have',
    revAdvice: 'come back down the mountain and share what you have found',
  },
  'major-10-wheel-of-fortune': {
    scene:
      'a great turning wheel marked with letters, a sphinx on top and the four winged creatures in the corners',
    up: 'The Wheel of Fortune marks a turn in the cycle: timing, luck and change that invites you to move with it.',
    rev: 'Reversed, the Wheel of Fortune suggests resisting a change that is already under way, or a pattern repeating until it is noticed.',
    upAdvice: 'notice which way the wheel is turning and lean into the movement',
    revAdvice: 'look for the repeating pattern and change your part of it',
  },
  'major-11-justice': {
    scene: 'a figure on a throne holding upright scales in one hand and a raised sword in the other',
    up: 'Justice asks for fairness and honest accounting: actions and consequences, decisions weighed on clear evidence.',
    rev: 'Reversed, Justice points to an imbalance that has not been named, or a decision you are making on half the facts.',
    upAdvice: 'weigh the facts as if you were advising a friend, then act on them',
    revAdvice: 'own your share of the imbalance and ask fairly for the rest',
  },
  'major-12-hanged-man': {
    scene: 'a man hanging calmly upside down from a living tree, a halo around his head',
    up: 'The Hanged Man chooses to pause: a willing suspension that lets you see the situation from an entirely new angle.',
    rev: 'Reversed, The Hanged Man suggests waiting that has become stalling, or a sacrifice that no longer serves anyone.',
    upAdvice: 'stop pushing for a day and look at the matter upside down',
    revAdvice: 'end the waiting and make the decision the pause has prepared',
  },
  'major-13-death': {
    scene: 'a skeleton in black armour on a white horse, a sun rising between two towers in the distance',
    up: 'Death is the card of endings that clear the way: a chapter closing so that a new one has room to begin, rarely anything literal.',
    rev: 'Reversed, Death shows an ending being resisted, holding on to something whose season has already passed.',
    upAdvice: 'let the finished thing be finished, and thank it on the way out',
    revAdvice: 'loosen your hold on what is ending so your hands are free for what is next',
  },
  'major-14-temperance': {
    scene: 'an angel pouring water between two cups, one foot on land and one in a pool',
    up: 'Temperance is patient blending: the middle way, the right mixture, healing that happens by measure rather than by force.',
    rev: 'Reversed, Temperance points to excess or imbalance, too much of one ingredient and not enough of another.',
    upAdvice: 'find the moderate, steady pace you could keep up for months',
    revAdvice: 'notice where you overdo and gently pour some of it elsewhere',
  },
  'major-15-devil': {
    scene: 'a horned figure above two chained people whose chains hang loosely enough to lift off',
    up: 'The Devil shows a habit, attachment or fear that has more hold over you than it deserves, and chains that are looser than they look.',
    rev: 'Reversed, The Devil is a release: the moment you see the chain clearly and start to lift it off.',
    upAdvice: 'name the attachment honestly; naming it is the first loosening',
    revAdvice: 'keep going with the freedom you have begun to claim',
  },
  'major-16-tower': {
    scene: 'a tower struck by lightning, its crown blown off and two figures falling',
    up: 'The Tower is sudden change that breaks a false structure: uncomfortable, clarifying and often the start of building on truer ground.',
    rev: 'Reversed, The Tower suggests an upheaval you are trying to hold off, or a shake-up that is happening more slowly and inwardly.',
    upAdvice: 'let what was built on a false premise fall and keep what survives',
    revAdvice: 'make the needed change yourself rather than wait for it to be forced',
  },
  'major-17-star': {
    scene: 'a woman kneeling by a pool under a great star, pouring water onto the land and into the water',
    up: 'The Star is hope after difficulty: renewal, openness and quiet faith that things can heal.',
    rev: 'Reversed, The Star shows hope running low, or a gift for inspiration that has been turned inward into self-criticism.',
    upAdvice: 'do one small thing each day that renews your faith in the future',
    revAdvice: 'let yourself hope again, starting with something modest and near',
  },
  'major-18-moon': {
    scene:
      'a moon over a path between two towers, a dog and a wolf howling and a crayfish climbing from the water',
    up: 'The Moon is the realm of dreams and uncertainty: not everything is as it seems, and intuition is a better guide than logic here.',
    rev: 'Reversed, The Moon suggests confusion beginning to clear, or a fear that looks smaller once it is seen in daylight.',
    upAdvice: 'move slowly, trust your instincts and check the facts before you commit',
    revAdvice: 'bring the half-seen worry into the light and see what it really is',
  },
  'major-19-sun': {
    scene: 'a child riding a white horse under a blazing sun, sunflowers along a garden wall',
    up: 'The Sun is joy, clarity and success that can be shared: warmth, vitality and being seen for who you are.',
    rev: 'Reversed, The Sun is still good news, only clouded: joy that is delayed, or confidence you are not yet letting yourself feel.',
    upAdvice: 'step into the light and let others see what you are proud of',
    revAdvice: 'let yourself enjoy what is already going well',
  },
  'major-20-judgement': {
    scene: 'an angel sounding a trumpet while figures rise from their coffins with open arms',
    up: 'Judgement is a call to rise: an honest review of the past followed by a clear, renewed sense of purpose.',
    rev: 'Reversed, Judgement points to harsh self-judgement or a calling you have heard but not yet answered.',
    upAdvice: 'answer the call you keep hearing, even in a small way',
    revAdvice: 'judge your past with the fairness you would show someone you love',
  },
  'major-21-world': {
    scene:
      'a dancer inside a laurel wreath holding two wands, watched by a lion, a bull, an eagle and an angel',
    up: 'The World is completion and integration: a cycle fulfilled, the pieces fitting, and the freedom that comes after.',
    rev: 'Reversed, The World suggests something almost finished, a last step or loose end standing between you and closure.',
    upAdvice: 'celebrate what is complete before you begin the next cycle',
    revAdvice: 'find the one loose end and tie it off',
  },
};

export interface SuitText {
  element: string;
  domain: string;
  /** Other ways to say the domain, so several cards of one suit do not repeat it. */
  domainAlternatives: string[];
  /** Nouns the suit deals in (plural or mass nouns), filled into the rank's advice as "your …". */
  matters: string[];
}

export const SUIT_TEXT: Record<Suit, SuitText> = {
  wands: {
    element: 'fire',
    domain: 'drive, ambition and creative spark',
    domainAlternatives: ['energy, projects and desire', 'the fire of ambition', 'will and enterprise'],
    matters: ['projects', 'ambitions', 'passions', 'plans'],
  },
  cups: {
    element: 'water',
    domain: 'feelings, relationships and the inner life',
    domainAlternatives: ['love, friendship and emotion', 'the heart and its bonds', 'the emotional tides'],
    matters: ['feelings', 'relationships', 'hopes', 'bonds'],
  },
  swords: {
    element: 'air',
    domain: 'thought, truth and hard conversations',
    domainAlternatives: [
      'the mind and its decisions',
      'words, ideas and conflict',
      'clarity and hard truths',
    ],
    matters: ['thoughts', 'words', 'arguments', 'ideas'],
  },
  pentacles: {
    element: 'earth',
    domain: 'work, money, body and the practical world',
    domainAlternatives: [
      'material security and craft',
      'health, home and resources',
      'effort, craft and reward',
    ],
    matters: ['resources', 'daily work', 'finances', 'routines'],
  },
};

export interface RankText {
  /** Theme phrase after "a card of ...". */
  theme: string;
  /**
   * The same theme in other words, for the second and third card of one rank in a spread and
   * for the note on the repeated number, so the spread does not say the theme twice.
   */
  echoes: [string, string];
  /**
   * Advice upright and reversed for a second card of the rank in one spread. Every advice holds
   * `{m}`, where the suit's matter goes ("your plans"), so each is written to fit all of them.
   */
  echoAdvice: [string, string];
  advice: string;
  revAdvice: string;
}

export const RANK_TEXT: Record<Rank, RankText> = {
  ace: {
    echoAdvice: [
      'take the first step in {m} while the idea is fresh',
      'let the ground of {m} get ready before you plant anything new',
    ],
    echoes: ['fresh starts and untested promise', 'a seed of something new'],
    theme: 'new beginnings and raw potential',
    advice: 'treat {m} as ground for a new start, and plant the seed now',
    revAdvice: 'clear what is blocking a fresh start in {m} before forcing one',
  },
  two: {
    echoAdvice: [
      'choose one path for {m} and commit to it',
      'make the choice about {m} that you have been putting off',
    ],
    echoes: ['decisions between two ways', 'the pull of a pair'],
    theme: 'choice, balance and partnership',
    advice: 'lay the two options in {m} side by side and weigh them honestly',
    revAdvice: 'stop sitting on the fence about {m} and choose',
  },
  three: {
    echoAdvice: [
      'share the early success in {m} and invite help',
      'reset expectations about {m} with the people who matter',
    ],
    echoes: ['early growth with other people', 'the first fruits of shared effort'],
    theme: 'growth, collaboration and first results',
    advice: 'build on the first results in {m}, together with others',
    revAdvice: 'talk {m} over again with the people involved',
  },
  four: {
    echoAdvice: ['guard your energy and give {m} a rest', 'loosen your grip on {m} a little'],
    echoes: ['rest and holding steady', 'a pause to secure the ground'],
    theme: 'stability, rest and consolidation',
    advice: 'secure what you have in {m} before adding more',
    revAdvice: 'let some air into whatever has become too fixed in {m}',
  },
  five: {
    echoAdvice: ['ask for help with the hard part of {m}', 'leave the old fight behind and let {m} move on'],
    echoes: ['struggle and setbacks', 'the sting of conflict'],
    theme: 'challenge, loss and friction',
    advice: 'face the difficulty in {m} without making it your whole story',
    revAdvice: 'take the lesson from {m} and let the struggle end',
  },
  six: {
    echoAdvice: [
      'give freely in {m}, and receive just as freely',
      'rebalance what you give and what you get in {m}',
    ],
    echoes: ['give and take, and recovery', 'generosity after difficulty'],
    theme: 'harmony, generosity and moving forward',
    advice: 'share what you have and accept what is offered, in {m} as elsewhere',
    revAdvice: 'check whether the give and take in {m} is fair both ways',
  },
  seven: {
    echoAdvice: ['hold your ground in {m} with a clear plan', 'drop the battles in {m} that are not yours'],
    echoes: ['testing your position', 'strategy under pressure'],
    theme: 'assessment, strategy and perseverance',
    advice: 'review your strategy for {m} and keep going',
    revAdvice: 'step back from {m}, reassess and give your effort to the one path that deserves it',
  },
  eight: {
    echoAdvice: ['keep a steady, unhurried pace with {m}', 'aim the effort in {m} before adding more of it'],
    echoes: ['hard work and gathering speed', 'diligent progress'],
    theme: 'movement, effort and mastery',
    advice: 'put steady, focused effort into {m}',
    revAdvice: 'redirect the effort you give {m} toward what matters',
  },
  nine: {
    echoAdvice: ['protect what you have built in {m}', 'let someone help with {m} on the last stretch'],
    echoes: ['the last stretch before the end', 'endurance near the goal'],
    theme: 'near-completion, resilience and self-reliance',
    advice: 'trust what you have built in {m} and hold steady',
    revAdvice: 'rest, and ask for support with {m} before the last stretch',
  },
  ten: {
    echoAdvice: [
      'close the chapter in {m} and lighten the load',
      'hand over the part of {m} that is not yours to carry',
    ],
    echoes: ['endings and the weight they carry', 'a cycle reaching its end'],
    theme: 'completion and the full weight of a cycle',
    advice: 'finish the cycle in {m} and put the burden down',
    revAdvice: 'share the load of {m} and let the cycle close',
  },
  page: {
    echoAdvice: [
      'learn something new about {m} with an open mind',
      'turn one dream for {m} into a first step',
    ],
    echoes: ['fresh news and eager learning', 'a beginner’s curiosity'],
    theme: 'curiosity, messages and learning',
    advice: 'stay curious about {m} and learn like a beginner',
    revAdvice: 'follow through on the idea for {m} instead of only dreaming it',
  },
  knight: {
    echoAdvice: [
      'move boldly with {m} toward what you want',
      'check the direction of {m} before speeding up',
    ],
    echoes: ['pursuit of a goal', 'a mission carried forward'],
    theme: 'action, pursuit and commitment',
    advice: 'bring energy and conviction to {m}',
    revAdvice: 'slow down enough to aim before you charge ahead with {m}',
  },
  // Suit-neutral: the suit says how a queen's mastery shows (care in Cups, clear judgement in
  // Swords), so the rank must not say "nurture" for all four.
  queen: {
    echoAdvice: ['trust the judgement you have earned in {m}', 'put your own needs first in {m} for once'],
    echoes: ['inner mastery and maturity', 'a steady, self-possessed hand'],
    theme: 'maturity, inner mastery and quiet authority',
    advice: 'handle {m} from a place of inner steadiness',
    revAdvice: 'look after your own footing in {m} before you hold others up',
  },
  king: {
    echoAdvice: [
      'lead calmly and take ownership of {m}',
      'step into authority over {m}, or step back from control',
    ],
    echoes: ['command and accountability', 'mature leadership'],
    theme: 'authority, mastery and responsibility',
    advice: 'take responsibility for {m} and lead with experience',
    revAdvice: 'use your authority over {m} more gently, or claim it at last',
  },
};

/**
 * Per-card scene and meaning lines for the minors; advice comes from rank and suit, except where
 * the rank's advice would contradict the card (a Three of Swords is heartache, not "first
 * results"): `advice` then replaces the rank's upright advice, with the same `{m}` slot.
 */
export const MINOR_TEXT: Record<string, { scene: string; up: string; rev: string; advice?: string }> = {
  'wands-01-ace': {
    scene: 'a hand reaching out of a cloud with a sprouting staff',
    up: 'the spark of a new passion or project, energy asking for a direction',
    rev: 'inspiration that flickers without catching, or a start that keeps being delayed',
  },
  'wands-02-two': {
    scene: 'a man holding a globe and gazing out from a castle wall',
    up: 'planning beyond the familiar, a decision about where your ambition goes next',
    rev: 'fear of leaving the safe wall, or plans kept too long in your head',
  },
  'wands-03-three': {
    scene: 'a figure on a cliff watching ships sail out',
    up: 'plans set in motion and the first signs of their return',
    rev: 'delays in what you sent out, or plans that need a wider view',
  },
  'wands-04-four': {
    scene: 'a garland hung between four staves with people celebrating beyond',
    up: 'a milestone worth celebrating and a sense of home and belonging',
    rev: 'celebration postponed, or a home that feels less settled than it looks',
    advice: 'celebrate what you have reached in {m} with the people who helped',
  },
  'wands-05-five': {
    scene: 'five young men brandishing staves in a lively skirmish',
    up: 'competition and clashing ideas that can sharpen you if kept playful',
    rev: 'conflict avoided until it festers, or a clash finally winding down',
  },
  'wands-06-six': {
    scene: 'a rider crowned with laurel parading through a crowd',
    up: 'recognition and public success, the reward for effort seen',
    rev: 'success that feels hollow, or worry about what others think',
    advice: 'accept the recognition for {m} and thank those who helped',
  },
  'wands-07-seven': {
    scene: 'a man on high ground holding off six staves from below',
    up: 'standing your ground and defending what you believe in',
    rev: 'feeling overwhelmed, or defending a position that no longer needs defending',
  },
  'wands-08-eight': {
    scene: 'eight staves flying through open air',
    up: 'swift movement, news and events speeding up',
    rev: 'delays, crossed wires or energy rushing in the wrong direction',
    advice: 'be ready to move quickly with {m}',
  },
  'wands-09-nine': {
    scene: 'a wary, bandaged man leaning on a staff before a row of eight',
    up: 'resilience and persistence just before the end of a long effort',
    rev: 'weariness turning into defensiveness, or a need to lower your guard',
  },
  'wands-10-ten': {
    scene: 'a man bent under the weight of ten staves, walking toward a town',
    up: 'carrying too much and the effort of finishing under a heavy load',
    rev: 'putting down burdens that were never yours to carry',
  },
  'wands-11-page': {
    scene: 'a young messenger studying a sprouting staff in the desert',
    up: 'enthusiasm and the first exciting news of an idea',
    rev: 'restless ideas that never land, or news that is slow to come',
  },
  'wands-12-knight': {
    scene: 'a knight on a rearing horse, his tunic covered in salamanders',
    up: 'bold, passionate action and the courage to chase a goal',
    rev: 'impulsiveness, or energy that burns out before the goal is reached',
  },
  'wands-13-queen': {
    scene: 'a queen holding a sunflower with a black cat at her feet',
    up: 'warm confidence and magnetism that draws people together',
    rev: 'confidence wavering, or warmth turning into demand for attention',
  },
  'wands-14-king': {
    scene: 'a king on a throne carved with lions and salamanders, holding a flowering staff',
    up: 'visionary leadership and the ability to turn ideas into direction',
    rev: 'impatience with others, or vision without follow-through',
  },
  'cups-01-ace': {
    scene: 'an overflowing cup held out from the clouds while a dove descends',
    up: 'an opening of the heart, with compassion, affection or creative joy welling up',
    rev: 'feelings held back, or love given to others but not to yourself',
  },
  'cups-02-two': {
    scene: 'two people exchanging cups beneath a winged lion',
    up: 'mutual attraction, partnership and a bond of equals',
    rev: 'a partnership out of balance, or a connection that needs honest repair',
    advice: 'meet the other person halfway in {m}',
  },
  'cups-03-three': {
    scene: 'three women raising their cups in a dance',
    up: 'friendship, community and shared celebration',
    rev: 'overindulgence, or feeling left outside the circle',
  },
  'cups-04-four': {
    scene: 'a young man under a tree ignoring a cup offered from a cloud',
    up: 'apathy or discontent that hides an offer you have not noticed',
    rev: 'waking from a slump and seeing a fresh opportunity',
    advice: 'look up from {m} long enough to notice what is being offered',
  },
  'cups-05-five': {
    scene: 'a cloaked figure mourning three spilled cups while two stand behind',
    up: 'grief and regret over what was lost, with something still standing',
    rev: 'acceptance, turning around to see the cups that remain',
  },
  'cups-06-six': {
    scene: 'two children in a garden, one offering a cup of flowers to the other',
    up: 'nostalgia, kindness and the innocence of simple giving',
    rev: 'being stuck in the past, or idealising how things used to be',
  },
  'cups-07-seven': {
    scene: 'a figure facing seven cups in the clouds, each holding a different vision',
    up: 'many options and daydreams, some real and some illusion',
    rev: 'clarity arriving, choosing one dream and letting the others go',
    advice: 'choose one of the dreams in {m} and test it against reality',
  },
  'cups-08-eight': {
    scene: 'a figure walking away from eight stacked cups under a waning moon',
    up: 'walking away from what no longer fulfils you in search of something deeper',
    rev: 'fear of leaving, or drifting without knowing what you seek',
    advice: 'be honest about what in {m} has stopped feeding you',
  },
  'cups-09-nine': {
    scene: 'a contented man seated before nine cups on a curved shelf',
    up: 'satisfaction and wishes fulfilled, the pleasure of enough',
    rev: 'satisfaction sought in the wrong places, or a wish not quite landing',
  },
  'cups-10-ten': {
    scene: 'a family under a rainbow of ten cups, children dancing',
    up: 'emotional fulfilment, harmony at home and lasting happiness',
    rev: 'a gap between the ideal family picture and the real one',
    advice: 'savour the harmony in {m} and share it',
  },
  'cups-11-page': {
    scene: 'a youth looking curiously at a fish rising from his cup',
    up: 'a sensitive message, a creative surprise or an opening heart',
    rev: 'emotional immaturity, or a creative idea kept too private',
  },
  'cups-12-knight': {
    scene: 'a knight on a calm horse holding out a cup',
    up: 'romance, invitation and following the heart',
    rev: 'moodiness, or promises that sound lovelier than they turn out',
  },
  'cups-13-queen': {
    scene: 'a queen on the shore gazing into an ornate closed cup',
    up: 'compassion, emotional wisdom and deep intuition',
    rev: 'absorbing everyone else’s feelings until your own are lost',
  },
  'cups-14-king': {
    scene: 'a king on a throne floating calmly on a rough sea',
    up: 'emotional balance, diplomacy and calm under pressure',
    rev: 'feelings suppressed for the sake of control, or moods that steer decisions',
  },
  'swords-01-ace': {
    scene: 'an upright sword, crowned at the tip, gripped by a hand emerging from a cloud',
    up: 'a breakthrough in clarity, the truth cutting through confusion',
    rev: 'confused thinking, or a truth used too sharply',
  },
  'swords-02-two': {
    scene: 'a blindfolded woman holding two crossed swords by the sea',
    up: 'a stalemate and a choice you are avoiding by not looking',
    rev: 'the blindfold coming off, information that ends the deadlock',
  },
  'swords-03-three': {
    scene: 'a heart pierced by three swords under grey rain',
    up: 'heartache, painful truth and the grief that comes before healing',
    rev: 'recovery from hurt and releasing old pain',
    advice: 'let the hurt in {m} be felt and spoken before you move on',
  },
  'swords-04-four': {
    scene: 'a knight lying at rest on a tomb under a stained-glass window',
    up: 'rest, recovery and stepping back to think',
    rev: 'restlessness, or returning to the fray before you have recovered',
    advice: 'give {m} a real rest before you decide anything',
  },
  'swords-05-five': {
    scene: 'a man gathering swords while two defeated figures walk away',
    up: 'a win that costs more than it gains, conflict and pride',
    rev: 'making peace, or walking away from a fight not worth winning',
  },
  'swords-06-six': {
    scene: 'a ferryman poling a boat with a woman and child toward a calmer shore',
    up: 'transition, leaving troubled waters for calmer ones',
    rev: 'a move resisted, or unfinished business coming along for the ride',
    advice: 'steer {m} toward calmer water, one crossing at a time',
  },
  'swords-07-seven': {
    scene: 'a man tiptoeing away from a camp carrying five swords',
    up: 'strategy, secrecy or someone not being fully honest',
    rev: 'coming clean, or a plan exposed before it works',
    advice: 'check what is being left unsaid in {m}',
  },
  'swords-08-eight': {
    scene: 'a bound and blindfolded woman standing loosely among eight swords',
    up: 'feeling trapped by circumstances that are less confining than they seem',
    rev: 'release, seeing the way out and taking it',
    advice: 'test the limits around {m}; some are looser than they seem',
  },
  'swords-09-nine': {
    scene: 'a woman sitting up in bed with her face in her hands, nine swords on the wall',
    up: 'worry, sleeplessness and fears that grow larger at night',
    rev: 'anxiety easing, or reaching out for help with what keeps you awake',
    advice: 'write down the worries about {m} that keep you awake, and share one of them',
  },
  'swords-10-ten': {
    scene: 'a figure lying under ten swords while dawn breaks on the horizon',
    up: 'a painful ending, rock bottom, with the dawn already visible',
    rev: 'recovery, getting up after the worst has passed',
  },
  'swords-11-page': {
    scene: 'a youth holding a sword upright on a windy hill',
    up: 'curiosity, new ideas and a hunger for information',
    rev: 'gossip, all talk and little action, or ideas that scatter',
  },
  'swords-12-knight': {
    scene: 'a knight charging at full speed into the wind',
    up: 'decisive, fast-moving thought and direct speech',
    rev: 'rushing in, or words that wound without meaning to',
  },
  'swords-13-queen': {
    scene: 'a queen with a raised sword and an open hand, facing the sky',
    up: 'clear judgement, honesty and independence',
    rev: 'coldness, or clear sight clouded by old hurt',
  },
  'swords-14-king': {
    scene: 'a king holding a sword upright, butterflies carved on his throne',
    up: 'intellectual authority, fairness and truth spoken plainly',
    rev: 'cold logic that forgets people, or authority used to win arguments',
  },
  'pentacles-01-ace': {
    scene: 'a golden coin offered from the sky above a flowering garden',
    up: 'a new opportunity in work, money or health, something solid to build on',
    rev: 'an opportunity missed or money plans that need more grounding',
  },
  'pentacles-02-two': {
    scene: 'a young man juggling two coins inside a looping ribbon, ships on the waves',
    up: 'juggling priorities and staying adaptable',
    rev: 'too many balls in the air, or a loss of balance',
  },
  'pentacles-03-three': {
    scene: 'a stonemason at work in a cathedral while two others consult plans',
    up: 'teamwork, skill and building something lasting with others',
    rev: 'poor coordination or work not yet valued',
  },
  'pentacles-04-four': {
    scene: 'a man clutching one coin to his chest with coins under his feet and on his crown',
    up: 'security and saving, holding on to what you have',
    rev: 'holding so tightly that nothing new can enter, or a loosening of fear',
  },
  'pentacles-05-five': {
    scene: 'two figures in the snow passing a lit church window',
    up: 'hardship, worry about resources and feeling left out in the cold',
    rev: 'recovery from hardship and accepting the help that was there',
  },
  'pentacles-06-six': {
    scene: 'a merchant weighing coins on scales and giving to those in need',
    up: 'generosity and the fair flow of giving and receiving',
    rev: 'debt, strings attached or giving that keeps the giver above',
  },
  'pentacles-07-seven': {
    scene: 'a farmer leaning on his hoe and looking at coins growing on a bush',
    up: 'patience, long-term investment and assessing the harvest',
    rev: 'impatience with slow growth, or effort going into the wrong field',
  },
  'pentacles-08-eight': {
    scene: 'a craftsman carefully carving coins at his bench',
    up: 'dedication, skill and steady practice',
    rev: 'perfectionism, or repetition that has lost its purpose',
  },
  'pentacles-09-nine': {
    scene: 'a woman in a rich garden with a falcon on her gloved hand',
    up: 'self-sufficiency, earned comfort and quiet confidence',
    rev: 'depending on others for security, or overworking for comfort',
  },
  'pentacles-10-ten': {
    scene: 'an old man with his dogs, his family and his estate under an archway',
    up: 'lasting wealth, family legacy and long-term security',
    rev: 'family or financial matters that need to be set on a firmer footing',
    advice: 'decide what in {m} you want to last and pass on',
  },
  'pentacles-11-page': {
    scene: 'a youth in a green field gazing at a coin held up in both hands',
    up: 'a practical new study or venture and the patience to learn it',
    rev: 'lack of follow-through, or learning without applying',
  },
  'pentacles-12-knight': {
    scene: 'a knight on a still, heavy horse looking over a ploughed field',
    up: 'diligence, reliability and slow, sure progress',
    rev: 'routine that has become a rut, or caution turning into inertia',
  },
  'pentacles-13-queen': {
    scene: 'a queen in a bower of roses holding a coin in her lap, a rabbit nearby',
    up: 'practical nurture, generosity and a comfortable, well-kept life',
    rev: 'neglecting your own needs while looking after everyone else’s',
  },
  'pentacles-14-king': {
    scene: 'a king in robes of grapes on a throne carved with bulls',
    up: 'abundance, dependable leadership and success in material matters',
    rev: 'stubbornness, or measuring worth by money alone',
  },
};
