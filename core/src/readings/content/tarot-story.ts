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
 * tenderness, never as a judgement on them. One line for either orientation.
 */
export const REMEMBERED: Record<'cups' | 'wands' | 'swords' | 'pentacles', string> = {
  cups: 'It may well be the one you have lost, remembered for the depth of their feeling, and reversed it only says that the last stretch was hard for both of you.',
  wands:
    'It may well be the one you have lost, remembered for their warmth and spirit, and reversed it only says that the last stretch was hard for both of you.',
  swords:
    'It may well be the one you have lost, remembered for their clear mind and plain words, and reversed it only says that the last stretch was hard for both of you.',
  pentacles:
    'It may well be the one you have lost, remembered for the steady care they gave, and reversed it only says that the last stretch was hard for both of you.',
};

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
}

export const LITERAL_FITS: LiteralFit[] = [
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
    when: /\b(stud(y|ies|ying)|exams?|bar|course|degree|training|apprentic\w*|practice|skill|craft|novel|writing)\b/,
    says: 'The Eight of Pentacles is the apprentice at his bench, and it is your question in a picture: the steady, repeated work that turns effort into skill.',
  },
  {
    card: 'swords-06-six',
    orientation: 'any',
    when: /\b(move|moving|abroad|overseas|emigrat\w*|reloca\w*|journey|travel\w*|leave|leaving|country|canada|australia)\b/,
    says: 'The Six of Swords is the ferry crossing to the farther shore, the card of a journey away from trouble, and here it is the move itself.',
  },
  {
    card: 'pentacles-10-ten',
    orientation: 'any',
    // A testament, named with its owner; the bare modal of "Will my custody hearing go well?" is none.
    when: /\b(family home|house|home|inherit\w*|estate|parents?|father|mother|family)\b|\b(a|the|his|her|their|my) will\b|'s will\b/,
    says: 'The Ten of Pentacles is the family house across the generations, its inheritance and its ties, and that is what your question is about.',
  },
  {
    card: 'major-11-justice',
    orientation: 'upright',
    when: /\b(deposit|contract|settle\w*|court|custody|hearing|case|dispute|claim|landlord|agreement|visa|application)\b/,
    says: 'Justice is the card of a fair settlement and of papers weighed on their merits, and here it is the judgement on your claim itself.',
  },
  {
    card: 'major-11-justice',
    orientation: 'reversed',
    when: /\b(deposit|contract|settle\w*|court|custody|hearing|case|dispute|claim|landlord|agreement|visa|application)\b/,
    says: 'Justice reversed is a settlement that does not come out even, and here it warns that the papers alone may not carry your claim: what is fair has to be shown.',
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
    card: 'pentacles-05-five',
    orientation: 'any',
    when: /\b(spiritual|faith|church|prayer|practice|savings|money|job|lost my job|debt)\b/,
    says: 'Here the Five of Pentacles is plain about the matter: money and security are under strain, and pride should not stop you asking for what you need.',
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
    when: /\b(invest\w*|savings|shop|business|pay off|harvest|novel|years?)\b/,
    says: 'The Seven of Pentacles is the long wait for an investment of effort to pay, which is the very matter you asked about.',
  },
  {
    card: 'pentacles-09-nine',
    orientation: 'upright',
    when: /\b(savings|money|independen\w*|rebuild|job|income)\b/,
    says: 'The Nine of Pentacles is the woman in her own garden, secure on what she has earned, and it is the independence your question is reaching for.',
  },
  {
    card: 'pentacles-03-three',
    orientation: 'upright',
    when: /\b(business partner|team|band|colleague|client|project|operation|surgeon|build\w*|renovat\w*)\b/,
    says: 'The Three of Pentacles is skilled people working to one plan, which is what your matter turns on.',
  },
  {
    card: 'major-14-temperance',
    orientation: 'upright',
    when: /\b(heal\w*|recover\w*|operation|surgery|sober\w*|drink\w*|health|knee|rehab)\b/,
    says: 'Temperance is the angel pouring between two cups, the card of patience and of mending by measure, and it fits a recovery exactly.',
  },
  {
    card: 'major-21-world',
    orientation: 'upright',
    when: /\b(finish\w*|complet\w*|novel|book|thesis|degree|graduat\w*|abroad|travel\w*|move)\b/,
    says: 'The World is the dancer inside the wreath, the card of a cycle completed, and here it is the finish your question asks about.',
  },
  {
    card: 'major-06-lovers',
    orientation: 'any',
    when: /\b(or|choose|choice|decid\w*|partner|marriage|relationship)\b/,
    says: 'The Lovers is as much the card of a choice made from the heart as of love itself, and your question is such a choice.',
  },
  {
    card: 'major-13-death',
    orientation: 'any',
    when: /\b(job|bank|startup|change|leave|leaving|move|divorc\w*|end\w*|career)\b/,
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
    orientation: 'any',
    when: /\b(died|death|passed|loss|grie(f|ve|ving)|mourn\w*|ex|divorc\w*|break ?up|forgive\w*)\b/,
    says: 'The Three of Swords is the heart pierced in the rain, the card of heartbreak, and it names the hurt at the centre of your question without softening it.',
  },
  {
    card: 'cups-06-six',
    orientation: 'any',
    when: /\b(ex|back together|come back|childhood|mother|father|parents?|memor\w*|died|old friend)\b/,
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
    orientation: 'any',
    when: /\b(deposit|return|owed|repay\w*|loan|debt|money back|savings)\b/,
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
    when: /\b(court|custody|hearing|judge|authority|visa|landlord|boss|bank|father)\b/,
    says: 'The Emperor is the card of authority and of the rules that govern a matter, and here it is the authority that decides yours.',
  },
  {
    card: 'major-16-tower',
    orientation: 'any',
    when: /\b(job|startup|business|house|home|plan)\b/,
    says: 'The Tower is the structure struck open, the card of a sudden change to what seemed solid, and your question is about exactly that kind of structure.',
  },
  {
    card: 'wands-08-eight',
    orientation: 'any',
    when: /\b(when|soon|news|call|text|message|result|visa|application|flight|move)\b/,
    says: 'The Eight of Wands is a flight of staves through open air, the card of news and things moving fast, and your question is waiting on just such movement.',
  },
];

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
  boss: 'set out what you have delivered, plainly and with dates, and ask for a conversation about it',
};
