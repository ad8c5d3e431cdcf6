// Authored text for reading a three-card spread as one story: the quality a court card lends the
// querent when it falls in their own place, and the "literal fits", where a card's Waite meaning
// names the asker's matter outright (the Hierophant and a wedding, the Three of Cups and a book
// finished), which a reader would never pass over.

/**
 * What a court card lends the querent when it stands in their own place: a quality, never a
 * persona ("you meet this with the Queen of Swords' clear head"). Each phrase follows "with".
 * Reversed, the shadow of the same quality, said so that it can be corrected, never as an insult.
 */
export const COURT_QUALITY: Record<string, { upright: string; reversed: string }> = {
  'wands-11-page': {
    upright: 'the Page of Wands’ eagerness to try something new',
    reversed: 'the Page of Wands’ eagerness scattered, with more starts than follow-through',
  },
  'wands-12-knight': {
    upright: 'the Knight of Wands’ dash and appetite for a fresh start',
    reversed: 'the Knight of Wands’ haste, which rushes at things before the ground is tested',
  },
  'wands-13-queen': {
    upright: 'the Queen of Wands’ warmth and confidence',
    reversed: 'the Queen of Wands’ fire turned to impatience and a short fuse',
  },
  'wands-14-king': {
    upright: 'the King of Wands’ vision and readiness to lead',
    reversed: 'the King of Wands’ drive pushed too hard, expecting more than anyone can give',
  },
  'cups-11-page': {
    upright: 'the Page of Cups’ open heart and gentle curiosity',
    reversed: 'the Page of Cups’ feelings running ahead of the facts',
  },
  'cups-12-knight': {
    upright: 'the Knight of Cups’ readiness to offer your heart',
    reversed: 'the Knight of Cups’ wishful thinking, which sees the offer it hopes for',
  },
  'cups-13-queen': {
    upright: 'the Queen of Cups’ deep care and intuition',
    reversed: 'the Queen of Cups’ care stretched so thin that your own feelings swamp you',
  },
  'cups-14-king': {
    upright: 'the King of Cups’ calm, steady feeling',
    reversed: 'the King of Cups’ calm held so tightly that what you feel goes unsaid',
  },
  'swords-11-page': {
    upright: 'the Page of Swords’ alert, questioning mind',
    reversed: 'the Page of Swords’ watchfulness turned to suspicion and second-guessing',
  },
  'swords-12-knight': {
    upright: 'the Knight of Swords’ directness and speed',
    reversed: 'the Knight of Swords’ haste, which says things before they are thought through',
  },
  'swords-13-queen': {
    upright: 'the Queen of Swords’ clear head and honest tongue',
    reversed: 'the Queen of Swords’ clarity turned sharp, cutting where it means to help',
  },
  'swords-14-king': {
    upright: 'the King of Swords’ fair, clear judgement',
    reversed: 'the King of Swords’ judgement gone cold, all logic and no mercy, yourself included',
  },
  'pentacles-11-page': {
    upright: 'the Page of Pentacles’ patient wish to learn',
    reversed: 'the Page of Pentacles’ good intentions waiting on a first practical step',
  },
  'pentacles-12-knight': {
    upright: 'the Knight of Pentacles’ slow, reliable persistence',
    reversed: 'the Knight of Pentacles’ caution slowed to a standstill',
  },
  'pentacles-13-queen': {
    upright: 'the Queen of Pentacles’ practical, nurturing good sense',
    reversed: 'the Queen of Pentacles’ care for everyone else, leaving too little for yourself',
  },
  'pentacles-14-king': {
    upright: 'the King of Pentacles’ steadiness and practical authority',
    reversed: 'the King of Pentacles’ caution turned to holding on too tightly',
  },
};

/**
 * A court card in the past of a grief reading, where it may be the person who died: read with
 * tenderness, never as a judgement on them. Reversed, it adds REMEMBERED_REVERSED.
 */
export const REMEMBERED: Record<'cups' | 'wands' | 'swords' | 'pentacles', string> = {
  cups: 'It may well be the one you have lost, remembered for the depth of their feeling.',
  wands: 'It may well be the one you have lost, remembered for their warmth and spirit.',
  swords: 'It may well be the one you have lost, remembered for their clear mind and plain words.',
  pentacles: 'It may well be the one you have lost, remembered for the steady care they gave.',
};
/** What a reversed court card of the one who died adds: a hard last stretch, never a verdict on them. */
export const REMEMBERED_REVERSED = 'Reversed, it says only that the last stretch was hard for both of you.';

/**
 * A card whose own meaning names the asker's matter: the card, its orientation (or either), what
 * in the question it fits, and the sentence a reader would say. Each sentence names the card and
 * says what it literally is here; it is told in the present and turned to the past for a past card.
 */
export interface LiteralFit {
  card: string;
  orientation: 'upright' | 'reversed' | 'any';
  when: RegExp;
  says: string;
  /** The sentence describes the person asked about, which is not said while they are ill or mourned. */
  person?: true;
  /** The sentence is the verdict still to come, which a card behind the asker cannot be. */
  ahead?: true;
}

/**
 * A child asked about, and not the asker's own childhood: a woman asking whether to forgive how
 * she was treated "as a child" was told the Sun's joyful child was her question (review w).
 */
const CHILD_ASKED_ABOUT =
  /^(?!.*\b(as a (child|kid)|when i was (a child|little|young)|my childhood)\b).*\b(child|children|baby|babies|pregnan\w*|son|daughter|kids?|toddler|teenager)\b/;

/** A death or a loss mourned, in the question's words. */
const GRIEF_WORDS =
  /\b(died|dying|passed (away|on)|death|grie\w*|mourn\w*|bereave\w*|funeral|put (down|to sleep)|loss of|lost (my|our) (\w+ )?(mother|mum|mom|father|dad|son|daughter|child|baby|husband|wife|partner|brother|sister|friend|grand\w+|dog|cat|pet))\b/;

export const LITERAL_FITS: LiteralFit[] = [
  // The card of friends raising their cups, reversed on money or business with a friend (review
  // r27): the friendship turned to excess and talk is the warning, not a card that "leans neither way".
  {
    card: 'cups-03-three',
    orientation: 'reversed',
    when: /^(?=.*\bfriends?\b)(?=.*\b(invest\w*|money|savings|lend\w*|lent|loan\w*|business|start-?up|company|shop|venture|partner\w*)\b)/,
    says: 'The Three of Cups is the card of friends raising their cups together; reversed, on a question about money and a friend, it warns that the friendship itself is what is put at risk, with favours owed, talk behind backs or a third person coming between you.',
  },
  // The Sun on a death is the warmth of what was shared, never joy to show off (review r30: "Let
  // your light show without apology" to a man whose dog had died).
  {
    card: 'major-19-sun',
    orientation: 'upright',
    when: GRIEF_WORDS,
    says: 'The Sun is the warmth of memory here, not joy to put on show: the love you shared was real and stays yours, and the light comes back in its own time.',
  },
  {
    card: 'major-19-sun',
    orientation: 'reversed',
    when: GRIEF_WORDS,
    says: 'The Sun reversed is warmth behind cloud: the love you shared is still there, though grief makes it hard to feel for now, and the light comes back in its own time.',
  },
  // The image a reader seizes on (review r26b): the Sun's child and the Page as a child on a
  // question about children, the Seven of Swords as the secret on a question about an affair.
  {
    card: 'major-19-sun',
    orientation: 'upright',
    when: CHILD_ASKED_ABOUT,
    says: 'The Sun shows a child riding out under a bright sky, the card of joy and of children, and here it is your question in a picture.',
  },
  {
    card: 'major-19-sun',
    orientation: 'reversed',
    when: CHILD_ASKED_ABOUT,
    says: 'The Sun reversed is still the card of the child on the white horse, and on your question the child is yours: the warmth is there, but harder to feel for now.',
  },
  {
    card: 'wands-11-page',
    orientation: 'upright',
    when: /\b(child|baby|babies|pregnan\w*|start a family|conceiv\w*)\b/,
    says: 'The Page of Wands is the young messenger with his sprouting staff, read of old as news of a child or of new life stirring, which is what your question is about.',
  },
  {
    card: 'wands-11-page',
    orientation: 'reversed',
    when: /\b(child|baby|babies|pregnan\w*|start a family|conceiv\w*)\b/,
    says: 'The Page of Wands reversed is the young messenger held back: news of a child or of new life that comes later than hoped, or before you are ready for it.',
  },
  {
    card: 'swords-07-seven',
    orientation: 'upright',
    when: /\b(cheat\w*|affair|unfaithful|infidelit\w*|faithful|secret\w*|lying|lied|lie)\b/,
    says: 'The Seven of Swords is the figure slipping away with what is not his, the card of the secret and the affair, and on your question it is the heart of the matter.',
  },
  {
    card: 'swords-07-seven',
    orientation: 'reversed',
    when: /\b(cheat\w*|affair|unfaithful|infidelit\w*|faithful|secret\w*|lying|lied|lie)\b/,
    says: 'The Seven of Swords reversed is the secret coming back into the open, and on your question that means what was hidden is being owned or found out.',
  },
  {
    card: 'major-07-chariot',
    orientation: 'upright',
    when: /\b(driving (test|exam|lessons?)|driv(ing|er'?s) licen[cs]e|road test)\b/,
    says: 'The Chariot is a driver holding two pulling forces to one course, and on a driving test it is the most literal card in the deck: steady control, and the pass that comes of it.',
  },
  {
    card: 'major-07-chariot',
    orientation: 'reversed',
    when: /\b(driving (test|exam|lessons?)|driv(ing|er'?s) licen[cs]e|road test)\b/,
    says: 'The Chariot reversed is a driver losing hold of the reins, and on a driving test it points straight at nerves: the practice that counts now is staying steady when something goes wrong.',
  },
  {
    card: 'major-07-chariot',
    orientation: 'upright',
    when: /\b(move|moving|reloca\w*|emigrat\w*|abroad|overseas|travel\w*|journey|trip|commute)\b/,
    says: 'The Chariot is the card of setting out and of a journey won by keeping a firm hand on the reins, and here it is the move itself, under way and under your control.',
  },
  {
    card: 'major-07-chariot',
    orientation: 'reversed',
    when: /\b(move|moving|reloca\w*|emigrat\w*|abroad|overseas|travel\w*|journey|trip)\b/,
    says: 'The Chariot reversed is a journey that veers or stalls, and for a move it warns that the plans need a firmer hand before anything rolls.',
  },
  {
    card: 'major-04-emperor',
    orientation: 'upright',
    when: /\b(my|our) (father|dad)\b/,
    person: true,
    says: 'The Emperor is the father of the deck, protective and used to ruling, and in a question about your father it may well be him: steady, strong and used to having the last word.',
  },
  {
    card: 'major-04-emperor',
    orientation: 'reversed',
    when: /\b(my|our) (father|dad)\b/,
    person: true,
    says: 'The Emperor reversed is a father’s authority gone rigid or gone missing, and in a question about your father it may describe how his hold on things feels to you now.',
  },
  {
    card: 'major-03-empress',
    orientation: 'upright',
    when: /\b(my|our) (mother|mum|mom|grandmother|grandma|granny|nan)\b/,
    person: true,
    says: 'The Empress is the mother of the deck, generous and nurturing, and in a question about the woman who raised or cared for you she may well be her, or the care that passes between you.',
  },
  {
    card: 'major-03-empress',
    orientation: 'reversed',
    when: /\b(my|our) (mother|mum|mom|grandmother|grandma|granny|nan)\b/,
    person: true,
    says: 'The Empress reversed is care turned smothering or run dry, and in a question about the woman who raised or cared for you it asks whether there is now too much of it between you, or too little.',
  },
  {
    card: 'wands-12-knight',
    orientation: 'upright',
    when: /\b(move|moving|reloca\w*|emigrat\w*|abroad|overseas|new country|new city)\b/,
    says: 'Waite gave the Knight of Wands as departure and change of residence, emigration among them, so on a question about moving the card means what it says.',
  },
  {
    card: 'wands-12-knight',
    orientation: 'reversed',
    when: /\b(move|moving|reloca\w*|emigrat\w*|abroad|overseas|new country|new city)\b/,
    says: 'Reversed, Waite’s Knight of Wands is a departure broken off or made in haste, and for a move it warns against leaving before the ground on the other side is ready.',
  },
  {
    card: 'wands-03-three',
    orientation: 'upright',
    when: /\b(business|bakery|shop|caf[eé]|restaurant|start-?up|venture|export\w*|expand\w*|launch\w*|trade|brand|abroad|overseas)\b/,
    says: 'The Three of Wands is the merchant on the cliff watching his ships go out, Waite’s card of trade and enterprise, and for a venture of your own it is the launch under way, with returns still at sea.',
  },
  {
    card: 'pentacles-01-ace',
    orientation: 'upright',
    when: /\b(business|bakery|shop|caf[eé]|restaurant|start-?up|venture|mortgage|buy (a|the|our|my) (house|home|flat)|job offer|income)\b/,
    says: 'The Ace of Pentacles is a single gold coin offered from a cloud over a garden, the seed of something solid, and here it is the practical start your question turns on: money, ground and a venture to build.',
  },
  {
    card: 'pentacles-01-ace',
    orientation: 'reversed',
    when: /\b(business|bakery|shop|caf[eé]|restaurant|start-?up|venture|mortgage|buy (a|the|our|my) (house|home|flat)|job offer|income|invest\w*)\b/,
    says: 'The Ace of Pentacles reversed is a solid opening mishandled, Waite’s wealth turned the wrong way, and here it asks you to check every figure before money changes hands.',
  },
  {
    card: 'pentacles-10-ten',
    orientation: 'reversed',
    when: /\b(family home|family house|inherit\w*|estate|heirlooms?|family (business|firm|farm))\b|\b(a|the|his|her|their|my) will\b|'s will\b/,
    says: 'The Ten of Pentacles reversed is the family inheritance put at risk or fought over, and here it says that what passes down the family needs clear terms, set out in writing.',
  },
  {
    card: 'pentacles-11-page',
    orientation: 'upright',
    when: /\b(stud(y|ies|ying)|course|exams?|degree|apprentic\w*|training|learn\w*|school|universit\w*|college|qualification)\b/,
    says: 'Waite’s Page of Pentacles is the student, absorbed in the coin he holds up like a page to be read, and for a question about learning he is you at the desk: slow, thorough and in earnest.',
  },
  {
    card: 'pentacles-11-page',
    orientation: 'reversed',
    when: /\b(stud(y|ies|ying)|course|exams?|degree|apprentic\w*|training|learn\w*|school|universit\w*|college|qualification)\b/,
    says: 'The Page of Pentacles reversed is the student whose attention drifts from the page, and for a question about learning it asks for a plainer routine before the work gets ahead of you.',
  },
  {
    card: 'cups-02-two',
    orientation: 'upright',
    when: /\b(business partner|partnership|co-?founder|reconcil\w*|make up|trust|sister|brother|best friend)\b/,
    says: 'The Two of Cups is two people pledging to each other, Waite’s card of union and concord, and here it is the bond in your question at its best: an exchange of equals made in good faith.',
  },
  {
    card: 'cups-02-two',
    orientation: 'reversed',
    when: /\b(business partner|partnership|co-?founder|reconcil\w*|make up|trust|sister|brother|best friend)\b/,
    says: 'The Two of Cups reversed is a pledge gone out of balance, and here it points to the trust itself as the thing to mend before anything else can be agreed.',
  },
  {
    card: 'wands-06-six',
    orientation: 'upright',
    when: /\b(exams?|results?|interview|compet\w*|award|audition|pitch|election|tournament|match)\b/,
    says: 'The Six of Wands is the rider crowned with laurel, the card of a win that other people see, and it is the result your question is hoping for.',
  },
  {
    card: 'wands-06-six',
    orientation: 'reversed',
    when: /\b(exams?|results?|interview|compet\w*|award|audition|pitch|election|tournament|match)\b/,
    says: 'The Six of Wands reversed is the victory delayed, or a rival at the gate, and for a result you are waiting on it asks you to prepare for a second attempt rather than count on the first.',
  },
  {
    card: 'major-10-wheel-of-fortune',
    orientation: 'upright',
    when: /^\W*when\b|\bhow long\b|\b(timing|luck|lucky)\b/,
    says: 'The Wheel of Fortune is the card of timing itself, the turn nobody steers, and for a question of when it says the turn is coming, on its own schedule rather than yours.',
  },
  {
    card: 'major-10-wheel-of-fortune',
    orientation: 'reversed',
    when: /^\W*when\b|\bhow long\b|\b(timing|luck|lucky)\b/,
    says: 'The Wheel reversed is a turn that has not come round yet, and for a question of when it asks you to wait out a slow stretch rather than force it.',
  },
  {
    card: 'swords-14-king',
    orientation: 'upright',
    when: /\b(court|custody|lawyer|solicitor|judge|hearing|tribunal|lawsuit|legal)\b/,
    says: 'Waite’s King of Swords is the judge and the lawyer, authority grounded in law, and here he is the professional judgement your case rests on: clear, fair and hard to sway by feeling.',
  },
  {
    card: 'swords-14-king',
    orientation: 'reversed',
    when: /\b(court|custody|lawyer|solicitor|judge|hearing|tribunal|lawsuit|legal)\b/,
    says: 'The King of Swords reversed is judgement bent by coldness or bias, and in a legal matter it is a reason to keep every exchange in writing and let your lawyer do the arguing.',
  },
  // Money someone else holds for the asker (a deposit to be returned, a debt owed): the grip is
  // theirs, not a saver's discipline (review r27d). It is found before the saving line below.
  {
    card: 'pentacles-04-four',
    orientation: 'upright',
    when: /^(?=.*\b(deposit|money|loan|wages|payment|refund)\b)(?=.*\b(return\w*|refund\w*|back|owe[sd]?|owing|landlord|landlady)\b)|\bpay (me|us) back\b/,
    says: 'The Four of Pentacles is a man holding tight to his coins, and on money someone else holds for you it is their grip on it: expect it to be held on to, and let go only when it must be.',
  },
  {
    card: 'pentacles-04-four',
    orientation: 'upright',
    when: /\b(sav(e|ing|ings)|debts?|budget|afford|deposit|mortgage)\b/,
    says: 'The Four of Pentacles is a man holding tight to his coins, and for a question about saving it is the discipline that keeps money in hand, with a warning not to grip so hard that nothing can grow.',
  },
  {
    card: 'pentacles-05-five',
    orientation: 'any',
    when: /\b(spiritual\w*|faith|church|prayer|god|meditat\w*)\b/,
    says: 'The Five of Pentacles shows two figures in the snow passing a lit church window, and on a question of faith it asks whether the help you need is closer than you think, only a door away.',
  },
  {
    card: 'cups-10-ten',
    orientation: 'upright',
    when: /\b(family|children|kids|reunion|settle down|marr(y|ied|iage)|home together)\b/,
    says: 'The Ten of Cups is the family under the rainbow, Waite’s card of a contented home, and it is the picture of what your question hopes for.',
  },
  {
    card: 'major-14-temperance',
    orientation: 'reversed',
    when: /\b(sober\w*|drink\w*|alcohol|balance|burn-?out|overwork\w*)\b/,
    says: 'Temperance reversed is the measure lost, too much poured one way, and here it names the imbalance your question is about so that it can be set right.',
  },
  {
    card: 'major-05-hierophant',
    orientation: 'any',
    when: /\b(wedding|marr(y|ied|iage)|ceremony|church|vows?|christening|funeral)\b/,
    says: 'The Hierophant is the card of ceremony and the rites people keep together, and here it is plainly the occasion itself, the place where what was said was said.',
  },
  {
    card: 'major-05-hierophant',
    orientation: 'any',
    when: /\b(bank|universit\w*|school|institution|compan(y|ies)|employer|church)\b/,
    says: 'The Hierophant is the card of institutions and the established way, and here it stands for the institution in your question and what it expects of you.',
  },
  {
    card: 'cups-03-three',
    orientation: 'upright',
    when: /\b(finish\w*|complet\w*|novel|book|thesis|dissertation|degree|graduat\w*|exam|project)\b/,
    says: 'Waite gave the Three of Cups as the happy conclusion of a matter, and here that is the finish line itself: the work done and a reason to raise a glass.',
  },
  {
    card: 'cups-03-three',
    orientation: 'reversed',
    when: /\b(finish\w*|complet\w*|novel|book|thesis|dissertation|degree|project)\b/,
    says: 'Reversed, the Three of Cups is a celebration postponed: the conclusion is there to be had, but not while other things keep taking its place.',
  },
  {
    card: 'cups-12-knight',
    orientation: 'reversed',
    when: /\b(landlord|landlady|deal|contract|offer|client|business partner|investment|sign|deposit|buyer|seller)\b/,
    says: 'Waite read the Knight of Cups reversed as artifice and trickery, and here it fits the other side of the deal: an offer or a promise that is not quite what it seems.',
  },
  {
    card: 'cups-12-knight',
    orientation: 'upright',
    when: /\b(offer|proposal|propos\w*|invitation|contract|deal)\b/,
    says: 'The Knight of Cups is the bringer of an offer or an invitation, and here it is the offer in your question arriving in good faith.',
  },
  {
    card: 'cups-04-four',
    orientation: 'reversed',
    when: /\b(stud(y|ies|ying)|course|master'?s|programme|program|degree|learn\w*|training|school|universit\w*|practice)\b/,
    says: 'Waite gave the Four of Cups reversed as new instruction and new relationships, and here it is literally that: something new to learn, and the appetite for it coming back.',
  },
  {
    card: 'wands-02-two',
    orientation: 'any',
    when: /\b(abroad|overseas|move|moving|emigrat\w*|reloca\w*|country|canada|australia|visa|city)\b/,
    says: 'The Two of Wands is the card of planning a move into the wider world from a secure base, and your question is exactly that.',
  },
  {
    card: 'pentacles-08-eight',
    orientation: 'upright',
    when: /\b(stud(y|ies|ying)|exams?|bar|course|degree|training|apprentic\w*|practice|skill|craft|novel|writing|bak(e|er|ery|ing))\b/,
    says: 'The Eight of Pentacles is the apprentice at his bench, and it is your question in a picture: the steady, repeated work that turns effort into skill.',
  },
  {
    card: 'swords-06-six',
    orientation: 'any',
    // Leaving a firm is no crossing: "here it is the move itself" on a law practice (review x).
    when: /\b(move|moving|abroad|overseas|emigrat\w*|reloca\w*|journey|travel\w*|country|canada|australia)\b/,
    says: 'The Six of Swords is the ferry crossing to the farther shore, the card of a journey away from trouble, and here it is the move itself.',
  },
  {
    card: 'pentacles-10-ten',
    orientation: 'upright',
    // A testament, named with its owner; the bare modal of "Will my custody hearing go well?" is none.
    when: /\b(family home|family house|inherit\w*|estate|heirlooms?|family (business|firm|farm)|generations?)\b|\b(a|the|his|her|their|my) will\b|'s will\b/,
    says: 'The Ten of Pentacles is the family house across the generations, its inheritance and its ties, and that is what your question is about.',
  },
  // Waite's own word for these two reversed cards is litigation: on a dispute it is the matter, not a mood.
  {
    card: 'major-07-chariot',
    orientation: 'reversed',
    when: /\b(deposit|dispute|claim|tribunal|sue|suing|lawsuit|small claims|compensation|refund)\b/,
    says: 'On a claim like yours, the litigation in Waite’s list is literal: this may have to be argued, in writing or through a formal dispute process, before it is settled.',
  },
  {
    card: 'wands-05-five',
    orientation: 'reversed',
    when: /\b(deposit|dispute|claim|tribunal|sue|suing|lawsuit|small claims|compensation|refund)\b/,
    says: 'On a claim like yours, that litigation is literal: the dispute may go to a formal process, and what decides it there is what you can show.',
  },
  {
    card: 'major-11-justice',
    orientation: 'upright',
    when: /\b(deposit|contract|settlement|court|custody|hearing|case|dispute|claim|landlord|agreement|visa|application|lawyer|solicitor|legal|tribunal|sue|divorce)\b/,
    says: 'Justice is the card of a fair settlement and of papers weighed on their merits, and here it is the judgement on your claim itself.',
    ahead: true,
  },
  {
    card: 'major-11-justice',
    orientation: 'reversed',
    when: /\b(deposit|contract|settlement|court|custody|hearing|case|dispute|claim|landlord|agreement|visa|application|lawyer|solicitor|legal|tribunal|sue|divorce)\b/,
    says: 'Justice reversed is a settlement that does not come out even, and here it warns that the papers alone may not carry your claim: what is fair has to be shown.',
    ahead: true,
  },
  {
    card: 'major-20-judgement',
    orientation: 'any',
    when: /\b(exam|test|result|verdict|hearing|application|interview|forgive\w*)\b/,
    says: 'Judgement is the card of the call that is answered and the verdict given, and your question is waiting on exactly such a call.',
  },
  {
    card: 'major-09-hermit',
    orientation: 'any',
    when: /\b(spiritual|practice|meditat\w*|soul|faith|prayer|retreat|grie(f|ve|ving)|alone|lonely)\b/,
    says: 'The Hermit is the seeker with his lamp on the mountain, the card of inner practice and solitude, and it speaks straight to your question.',
  },
  {
    // Upright only: reversed it is the strain easing, and said of it the strain dropped the
    // reversal. Whoever asks may be the one lending, so the pride is anyone's (review r27d).
    card: 'pentacles-05-five',
    orientation: 'upright',
    when: /\b(savings|money|lost my job|debts?|rent|bills)\b/,
    says: 'Here the Five of Pentacles is plain about the matter: money and security are under strain, and pride should stop no one asking for what they need.',
  },
  {
    card: 'major-03-empress',
    orientation: 'upright',
    when: /\b(baby|pregnan\w*|conceiv\w*|fertility|garden|creative|novel|book)\b/,
    says: 'The Empress is the card of fruitfulness, of what grows when it is tended, and that is the heart of your question.',
  },
  {
    card: 'pentacles-07-seven',
    orientation: 'any',
    // "After twenty years" is a marriage's age, not an investment waiting to pay (review x).
    when: /\b(invest\w*|savings|shop|business|pay off|harvest|novel)\b/,
    says: 'The Seven of Pentacles is the long wait for an investment of effort to pay, which is the very matter you asked about.',
  },
  {
    card: 'pentacles-09-nine',
    orientation: 'upright',
    when: /\b(savings|money|independen\w*|rebuild|income|own business|self-employed|freelanc\w*)\b/,
    says: 'The Nine of Pentacles is the woman in her own garden, secure on what she has earned, and it is the independence your question is reaching for.',
  },
  {
    card: 'pentacles-03-three',
    orientation: 'upright',
    when: /\b(business partner|team|band|colleague|client|project|operation|surgeon|build\w*|renovat\w*|bakery|shop|caf[eé])\b/,
    says: 'The Three of Pentacles is skilled people working to one plan, which is what your matter turns on.',
  },
  {
    card: 'major-14-temperance',
    orientation: 'upright',
    when: /\b(heal\w*|recover\w*|operation|surgery|sober\w*|drink\w*|health|knee|rehab)\b/,
    says: 'Temperance is the angel pouring between two cups, the card of patience and of mending by measure, and it fits a recovery exactly.',
  },
  // Waite's World is also voyage, emigration and change of place: on a question about going abroad
  // it is the journey itself, not contentment at home (review w: a winter in Portugal).
  {
    card: 'major-21-world',
    orientation: 'upright',
    when: /\b(abroad|overseas|travel\w*|emigrat\w*|reloca\w*|move|moving|journey|trip|(winter|summer|year) in)\b/,
    says: 'Waite lists voyage, emigration and change of place among the World’s meanings, and on this question that is as literal as the cards get: the wider world is open to you.',
  },
  {
    card: 'major-21-world',
    orientation: 'upright',
    when: /\b(finish\w*|complet\w*|novel|book|thesis|degree|graduat\w*)\b/,
    says: 'The World is the dancer inside the wreath, the card of a cycle completed, and here it is the finish your question asks about.',
  },
  // A partner in business is chosen on values, never read as a romance (review: the heart on a contract).
  {
    card: 'major-06-lovers',
    orientation: 'any',
    when: /\b(business|shop|contract|client|company|firm|deal|invest\w*|loan|cofound\w*|co-found\w*)\b/,
    says: 'The Lovers is as much the card of a choice made on shared values as of love, and a partnership in business is such a choice: it holds when both sides want the same thing from it.',
  },
  {
    card: 'major-06-lovers',
    orientation: 'any',
    when: /\b(or|choose|choos\w*|choice|decid\w*|should I|marry|marriage|propos\w*)\b/,
    says: 'The Lovers is as much the card of a choice made from the heart as of love itself, and your question is such a choice.',
  },
  {
    card: 'major-13-death',
    orientation: 'any',
    // A job or a bank asked about is not by itself a chapter ending.
    when: /\b(change|leave|leaving|quit\w*|move|divorc\w*|end\w*|retir\w*)\b/,
    says: 'Death in the tarot is the end of one chapter and the clearing for the next, and your question stands exactly at such a turning.',
  },
  {
    card: 'cups-05-five',
    orientation: 'any',
    when: /\b(died|death|passed|loss|lost|grie(f|ve|ving)|mourn\w*|ex|divorc\w*)\b/,
    says: 'The Five of Cups is the card of loss, and of what the loss has not taken, and it speaks to your question directly.',
  },
  {
    card: 'swords-03-three',
    orientation: 'reversed',
    when: /\b(died|death|passed|loss|grie(f|ve|ving)|mourn\w*|ex|divorc\w*|break ?up|forgive\w*)\b/,
    says: 'The Three of Swords reversed speaks to the hurt at the centre of your question: it is not gone, but it is no longer being pressed deeper.',
  },
  {
    card: 'swords-03-three',
    orientation: 'upright',
    when: /\b(died|death|passed|loss|grie(f|ve|ving)|mourn\w*|ex|divorc\w*|break ?up|forgive\w*)\b/,
    says: 'The Three of Swords is the heart pierced in the rain, the card of heartbreak, and it names the hurt at the centre of your question without softening it.',
  },
  {
    card: 'cups-06-six',
    orientation: 'any',
    // A parent in the question is no pull of the past: "my father's recovery" asks about now.
    when: /\b(ex|back together|come back|childhood|memor\w*|died|old friend)\b/,
    says: 'The Six of Cups is the card of memory and of the past offered back, and your question is about exactly that pull of what has been.',
  },
  {
    card: 'wands-04-four',
    orientation: 'upright',
    when: /\b(wedding|marr(y|ied|iage)|home|house|celebrat\w*|finish\w*)\b/,
    says: 'The Four of Wands is the garland raised for a homecoming or a wedding, and here it is the celebration your question hopes for.',
  },
  {
    card: 'pentacles-06-six',
    orientation: 'reversed',
    when: /\b(deposit|return|owed|owes|repay\w*|loan|debt|money back|savings)\b/,
    says: 'The Six of Pentacles reversed is the merchant’s scales tipped, giving and repaying gone lopsided, and it is your question seen from its hard side: what is owed may not come back on fair terms without a push.',
  },
  {
    card: 'pentacles-06-six',
    orientation: 'upright',
    when: /\b(deposit|return|owed|owes|repay\w*|loan|debt|money back|savings)\b/,
    says: 'The Six of Pentacles is a merchant weighing out coins to those who ask, the card of money given back and received, and it is your question in a picture.',
  },
  {
    card: 'swords-02-two',
    orientation: 'any',
    when: /\b(or|choose|choice|decid\w*|torn|forgive\w*)\b/,
    says: 'The Two of Swords is the card of a decision put off, and it is the stalemate in your question.',
  },
  {
    card: 'major-04-emperor',
    orientation: 'any',
    when: /\b(court|custody|hearing|judge|authority|visa|landlord|boss|bank|council|permit)\b/,
    says: 'The Emperor is the card of authority and of the rules that govern a matter, and here it is the authority that decides yours.',
  },
  {
    card: 'major-16-tower',
    orientation: 'any',
    when: /\b(job|start-?up|business|bakery|shop|company)\b/,
    says: 'The Tower is the structure struck open, the card of a sudden change to what seemed solid, and your question is about exactly that kind of structure.',
  },
  {
    card: 'wands-08-eight',
    orientation: 'reversed',
    when: /\b(when|soon|news|call|text|message|result|visa|application|flight)\b/,
    says: 'The Eight of Wands reversed is the flight of staves checked in mid-air, and for a matter waiting on news it means delay: the message is on its way, but not at the speed you want.',
  },
  {
    card: 'wands-08-eight',
    orientation: 'upright',
    when: /\b(when|soon|news|call|text|message|result|visa|application|flight)\b/,
    says: 'The Eight of Wands is a flight of staves through open air, the card of news and things moving fast, and your question is waiting on just such movement.',
  },
  // Topic senses Waite gives that a reader's review found missing (tarot batch 13).
  {
    card: 'wands-12-knight',
    orientation: 'upright',
    when: /\b(find|rent|buy|get)\w* (a |an |the |our |my )?(new )?(flat|apartment|house|home|place to live)\b/,
    says: 'Waite gave the Knight of Wands as departure and change of residence, so on a search for a new home the card means what it says: a move, made with some speed.',
  },
  {
    card: 'wands-12-knight',
    orientation: 'reversed',
    when: /\b(find|rent|buy|get)\w* (a |an |the |our |my )?(new )?(flat|apartment|house|home|place to live)\b/,
    says: 'Reversed, Waite’s Knight of Wands is a change of residence broken off or rushed, and on a search for a home it warns against signing for the first place out of haste.',
  },
  {
    card: 'pentacles-07-seven',
    orientation: 'reversed',
    when: /\b(lend\w*|lent|loan\w*|owe[sd]?|borrow\w*|pay (me|us) back)\b/,
    says: 'Waite gave the Seven of Pentacles reversed as anxiety over money one may lend, which is your question exactly: lend only what you could do without.',
  },
  {
    card: 'pentacles-10-ten',
    orientation: 'any',
    when: /\b(late|parents'|mother's|father's|grandmother's|grandfather's) (\w+'s )?(house|home|flat|property|land)\b/,
    says: 'The Ten of Pentacles is the family property and what passes down the generations, Waite’s card of inheritance, and that is what your question weighs.',
  },
  {
    card: 'swords-06-six',
    orientation: 'any',
    when: /\b(friendship|marriage|relationship)\b.*\b(worth saving|over|end|ending|save)\b/,
    says: 'The Six of Swords is Waite’s journey away by water, and on a bond in question it is a leaving: moving away from the trouble, together or apart.',
  },
];

/**
 * The step for a search for someone not yet found ("Will I find a flatmate?"): there is no one yet
 * to agree rules with, so the step is how to look (review r27).
 */
export const SOUGHT_STEPS: Partial<Record<string, string>> = {
  flatmate:
    'write an honest advert with the rent, the room and the date it is free, tell everyone you know, and meet each person who answers before you say yes',
  client:
    'tell the people you have already worked for what you offer now and ask them to pass your name on, and answer every enquiry the same day',
  'business-partner':
    'talk to more than one candidate, work on something small together first, and agree in writing what each of you brings before anything is signed',
};

/**
 * The step for a matter with someone at arm's length, when no card gives one of its own: said for
 * that role, never the household or love step its subject would otherwise get.
 */
export const ROLE_STEPS: Partial<Record<string, string>> = {
  // A deposit gets its own step (QUESTION_STEPS); a lease, a repair or a rent rise gets this one.
  landlord:
    'put what you are asking for in writing, with the dates and facts behind it and a date by which you expect a reply, and keep a copy of everything',
  'business-partner':
    'put what each of you brings and takes out of the business in writing, and agree how decisions and money are handled before the next big one',
  neighbour:
    'write down what you want settled and what you could accept, and say it to your neighbour calmly, once',
  // A client question may be about prices, a class or a contract: the step fits all of them.
  client:
    'be plain with your clients about what you offer and on what terms, put it in writing, and listen to what comes back',
  flatmate:
    'sit down together at a calm moment, agree the two or three house rules that matter most to each of you, and write them down',
  colleague:
    'keep your dealings with your colleague courteous and on the record, say once and calmly what you will not accept, and let your work speak for you',
  boss: 'set out what you have delivered, plainly and with dates, and ask for a conversation about it',
  // An in-law or a step-relative: a bond made through someone else, built by small contacts.
  relative:
    'make one small, unhurried contact on their ground, a call, a visit or a kind word about something they care about, and leave the harder subjects for later',
};
