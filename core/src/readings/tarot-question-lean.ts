// A yes or no read from what each card means for the thing asked, as a reader gives it: asked
// "Will we get back together?", the Six of Cups (old bonds returning) says yes and the Eight of
// Cups (walking away) says no, whatever the tone of the rest of the spread. A card's own lean,
// written for any question, is only the fallback for a card that does not speak to the matter.
import type { TarotLean } from '../tarot/meanings';
import type { QuestionReading } from './content/tarot-positions';

/** What a yes/no question asks for, as far as the cards' meanings are read for it. */
export type QuestionIntent =
  | 'reunion'
  | 'romance'
  | 'relocation'
  | 'conception'
  | 'application'
  | 'exam'
  | 'legal'
  | 'recovery'
  | 'sale'
  | 'reconciliation'
  | 'leaving'
  | 'feelings'
  | 'jealousy'
  | 'anger'
  | 'money'
  | 'lasting'
  | 'home'
  | 'timing';

/** The parts of a read question the intent is taken from. */
export type IntentQuestion = Pick<
  QuestionReading,
  | 'words'
  | 'subject'
  | 'leaving'
  | 'suspects'
  | 'fearedYes'
  | 'relocation'
  | 'practicalTest'
  | 'homeSearch'
  | 'sellsThing'
  | 'friendship'
> & {
  situation: Pick<QuestionReading['situation'], 'relation' | 'proceedings'>;
  /**
   * The intent as read from the question in its own language, when its words are not English (the
   * German reading passes the English lean a question read in German).
   */
  intent?: QuestionIntent | null;
};

const CONCEPTION =
  /\b(pregnan\w*|conceiv\w*|conception|ivf|fertility|(have|having|expecting) (a|another|a second|a third) (baby|child)|a baby|start(ing)? a family)\b/;
const REUNION =
  /\b(back together|get (him|her|them|my ex|my (ex-?)?(boyfriend|girlfriend|husband|wife|partner)) back|(come|coming|comes) back( to me)?|return to me|reunit\w*|win (him|her|them) back|second chance|try again)\b/;
const EX = /\b(ex|ex-\w+|former (partner|boyfriend|girlfriend|husband|wife))\b/;
const RECONCILE =
  /\b(reconcil\w*|make up|make peace|patch (things|it) up|speak(ing)? to (me|us|each other) again|talk(ing)? to (me|us|each other) again|forgive (me|us|each other)|mend (things|our|the)|heal (the|our) rift|be friends again|end (the|our) feud|(be|get) close again|get along again|after (our|the|that) (fight|argument|row|falling[- ]out|quarrel)|(fix|repair|save|rebuild) (our|the|this|my) friendship)\b/;
const RECOVERY =
  /\b(recover\w*|get(ting)? better|heal(s|ed|ing)?\b|improve\w*|well again|go well|surgery|treatment (work|help)\w*|beat (it|this|the)|remission|back on (his|her|my|their) feet)\b/;
const RELOCATION =
  /\b(move|moving|relocat\w*|emigrat\w*)\b(?! (in )?(with|together))|\babroad\b|\boverseas\b|\b(trip|travel\w*|journey)\b/;
const EXAM =
  /\b(exams?|test(?! of time)|tests|finals|bar|boards|dissertation|thesis|viva|certification|resit|pass (my|the|this|it|her|his|their)|grades?)\b/;
const LEGAL =
  /\b(case|court|lawsuit|sue|suing|custody|tribunal|appeal|hearing|judge|verdict|settlement|trial|claim|charges?|acquitt\w*|lawyer|legal)\b/;
const SALE =
  /\b(sale|sell|selling|sold|buyer|purchase|buy(ing)?|go(es)? through|completion|exchange contracts|close on|offer accepted)\b/;
const APPLICATION =
  /\b(job|position|role|post|flat|apartment|house|home|rental|visa|permit|grant|mortgage|scholarship|place|promotion|promoted|funding|university|college|school|course|programme|program|internship|tenancy|residency|citizenship|application|interview|offer|hired|accepted|approved)\b/;
const GETS =
  /\b(get|gets|getting|land|find|be (offered|accepted|approved|granted|hired|given|chosen|picked|promoted)|hear back|get into|win)\b|\bwill (my|the|our) \w+( \w+)? (be|get) (approved|accepted|granted)\b/;
/** "Will I get into Oxford?": a place applied for, wherever it is. */
const GETS_INTO = /\b(get|getting|got) into (?!trouble|debt|a fight|an argument)\w/;
/** "Does he love me?", "Does she have feelings for me?": what someone feels for the asker. */
const FEELINGS =
  /\b((love|loves|like|likes|fancy|fancies|miss|misses|want|wants) me|feelings for me|feel(s)? (the same|anything|something)( for me| about me)?|(feel|feels) about me|interested in me|into me|attracted to me|think(s)? (of|about) me|care(s)? (for|about) me|like me back)\b/;
const JEALOUS = /\b(jealous\w*|envious|envy|envies)\b/;
/** "Is my sister angry with me?": asked in fear, like jealousy, and read for anger, not for leaving. */
const ANGRY =
  /\b(angry|mad at (me|us)|cross with (me|us)|upset with (me|us)|annoyed (with|at) (me|us)|furious|resent\w*|hate(s)? (me|us)|hold(s|ing)? a grudge|still hurt by)\b/;
/** Money coming to the asker: a raise, a loan, a debt repaid. */
const MONEY =
  /\b(raise|pay ?rise|salary|bonus|paid back|pay (me|us) back|repa(y|id)|owe[sd]?|refund\w*|inheritance|inherit|loan|deposit|money|debts?|compensation|payout|commission|windfall|financ\w*)\b/;
/** Money the asker would give or risk, which the cards of money coming in do not answer. */
const MONEY_OUT =
  /\b(lend|lending|lent|invest\w*|spend\w*|(give|giving) (him|her|them|my|our|money)|gift|donat\w*|mortgage)\b/;
/** Whether a bond or a venture holds: "Will it last?", "Will my business work out?". */
const LASTS = /\b(last|lasts|go the distance|(stand|survive) the test of time|stay together|long[- ]term)\b/;
const WORKS_OUT = /\b(work out|works out|succeed|survive|thrive|take off|make it)\b/;
const VENTURE =
  /\b(relationship|marriage|we|us|business|company|shop|venture|start-?up|bakery|caf[eé]|restaurant|studio|project|partnership|band|brand|engagement|job|career|idea|things|it|this)\b/;
/** A home chosen: "Should we buy the house?", "Should I move into the flat?". */
const HOME_PLACE = /\b(house|home|flat|apartment|cottage|property|condo|bungalow)\b/;
const HOME_STEP = /\b(buy|buying|rent|renting|move|moving|take|taking|put an offer|make an offer|bid)\b/;
/** A move abroad is a journey and a house sold is a sale, not a home chosen. */
const NOT_A_HOME_CHOICE = /\b(abroad|overseas|country|sell\w*|sold)\b/;
const CARE_HOME = /\b(care|nursing|retirement|residential) homes?\b/;
const DECIDES =
  /^\W*(should|shall|is (it|this|now) (a good idea|wise|right|the right time|time)|would it be)\b/;

/** A question about the moment for a step: whether now is the time. */
const TIMING =
  /\b(right time|good time|best time|the time to|is it time|now the time|too soon|too early|ready to)\b/;
const ROMANCE =
  /\b(the one|propos\w*|marry|married|marriage|wedding|love (me|him|her)|feel(s)? the same|relationship|commit\w*|soulmate|boyfriend|girlfriend|engaged|together|dat(e|ing)|like me|last|crush|move in)\b/;

/**
 * The intent of a yes/no question, from the question as read (leaving, relocation, a test, a
 * home search) and its own words. A question of someone's honesty has none: only the cards of
 * deceit and of honesty answer it.
 */
export function questionIntent(q: IntentQuestion): QuestionIntent | null {
  if (q.intent !== undefined) return q.intent;
  // Every card's vote asks again, over the same question: its regexes run once per reading.
  let intent = INTENT_OF.get(q);
  if (intent === undefined) INTENT_OF.set(q, (intent = intentOf(q)));
  return intent;
}
const INTENT_OF = new WeakMap<IntentQuestion, QuestionIntent | null>();

function intentOf(q: IntentQuestion): QuestionIntent | null {
  if (q.suspects || q.sellsThing) return null;
  const w = q.words ?? '';
  // "Is she jealous of me?" is asked in fear: its cards are read for jealousy, the yes spoken as the fear.
  if (JEALOUS.test(w)) return 'jealousy';
  if (ANGRY.test(w)) return 'anger';
  if (q.fearedYes) return null;
  if (q.leaving) return 'leaving';
  // A parent's move into care is a step in their care, read by its own rules, never a journey.
  if (CARE_HOME.test(w)) return null;
  if (CONCEPTION.test(w)) return 'conception';
  const ex = q.situation.relation === 'ex' || EX.test(w);
  if (REUNION.test(w) && (ex || q.subject === 'love')) return 'reunion';
  if (RECONCILE.test(w)) return ex ? 'reunion' : 'reconciliation';
  if (q.subject === 'health' && RECOVERY.test(w)) return 'recovery';
  // A house chosen is a home, not a journey: the Four of Wands says yes to it, not no.
  if (DECIDES.test(w) && HOME_PLACE.test(w) && HOME_STEP.test(w) && !NOT_A_HOME_CHOICE.test(w)) return 'home';
  if (q.relocation || (RELOCATION.test(w) && !ROMANCE.test(w))) return 'relocation';
  if (q.practicalTest || EXAM.test(w)) return 'exam';
  if (q.situation.proceedings === 'court' || LEGAL.test(w)) return 'legal';
  if (MONEY.test(w) && !MONEY_OUT.test(w)) return 'money';
  if (LASTS.test(w) || (WORKS_OUT.test(w) && VENTURE.test(w))) return 'lasting';
  if (SALE.test(w)) return 'sale';
  if (
    q.homeSearch ||
    q.situation.proceedings === 'administrative' ||
    (GETS.test(w) && APPLICATION.test(w)) ||
    GETS_INTO.test(w)
  )
    return 'application';
  // "Is now the right time to launch?" asks about the moment: a card of waiting is a "not yet",
  // not an open answer (review p: the High Priestess and the Moon read as unclear).
  if (TIMING.test(w)) return 'timing';
  if (q.subject === 'love' && !q.friendship && FEELINGS.test(w)) return 'feelings';
  if (q.subject === 'love' && !q.friendship && ROMANCE.test(w)) return 'romance';
  if (REUNION.test(w) && ex) return 'reunion';
  return null;
}

const CONCEPTION_DE =
  /schwanger|empfäng|befruchtung|kinderwunsch|\b(ein|noch ein|ein zweites|ein drittes|ein weiteres) (baby|kind) bekommen|familie gründen/;
const REUNION_DE =
  /zurückkomm|zu mir zurück|wieder zusammen|zurückgewinn|zurückerober|zweite chance|\bex\b.*zurück/;
const EX_DE = /\b(ex|ex-\p{L}+|exfreund\p{L}*|exmann|exfrau)\b/u;
const RECONCILE_DE =
  /versöhn|vertragen|frieden schließen|wieder mit mir (reden|sprechen)|wieder (freunde|freundinnen|gut|nah|näher)|nach (unserem|dem|diesem) streit|streit beilegen|freundschaft (retten|kitten|reparieren)/;
const RECOVERY_DE = /heil|genes|erhol|besser werden|wieder gesund|gut verlaufen|operation|behandlung/;
const RELOCATION_DE = /auswander|umzieh|umzug|ausland|\breise|\breisen\b|\bziehen\b(?! zusammen)/;
const EXAM_DE = /prüfung|examen|klausur|\btest|bestehe|abitur|abschlussarbeit|\bnoten\b/;
const LEGAL_DE = /gericht|rechtsstreit|klage|prozess|sorgerecht|anwalt|berufung|urteil/;
const SALE_DE = /verkauf|\bkauf|käufer/;
const APPLICATION_DE =
  /(bekomme|bekommen|kriege|erhalte|finde|finden).*(job|stelle|wohnung|visum|stipendium|platz|beförderung|zusage)|befördert|zusage|angenommen|genehmigt|bewilligt/;
const FEELINGS_DE =
  /\b(liebt|mag|vermisst|will|begehrt) (er|sie) mich\b|gefühle für mich|empfindet (er|sie) (etwas|das gleiche|dasselbe)|interessiert (er|sie) sich für mich|steht (er|sie) auf mich|denkt (er|sie) an mich/;
const JEALOUS_DE = /eifersüchtig|neidisch|\bneid/;
const ANGRY_DE =
  /wütend|sauer auf (mich|uns)|böse auf (mich|uns)|verärgert|nachtragend|groll|hasst (mich|uns)/;
const MONEY_DE =
  /gehaltserhöhung|\bgehalt|\bbonus|zurückzahl|zurück ?bezahl|schuld|erbschaft|\berbe\b|kredit|darlehen|kaution|\bgeld|rückerstattung|abfindung|entschädigung|finanz/;
const MONEY_OUT_DE = /leihen|verleih|investier|ausgeben|schenk|spende|hypothek/;
const LASTS_DE = /\bhält\b|\bhalten\b|bestand|von dauer|zusammenbleiben|langfristig/;
const WORKS_OUT_DE = /klappt|funktioniert|gut ?gehen|erfolg/;
const VENTURE_DE =
  /beziehung|\behe\b|geschäft|firma|laden|unternehmen|start-?up|bäckerei|café|restaurant|studio|projekt|partnerschaft|verlobung|\bjob\b|karriere|idee|\bes\b|\bwir\b|\buns\b/;
const HOME_DE =
  /\b(haus|wohnung|eigenheim|häuschen|immobilie)\b.*\b(kaufen|mieten|beziehen|nehmen|einziehen|umziehen)\b/;
const DECIDES_DE = /^\W*(soll|sollen|sollte|sollten|ist es (klug|richtig|eine gute idee|zeit))\b/;
const ROMANCE_DE = /\behe\b|der richtige|die richtige|heirat|antrag|liebt|beziehung|zusammen|verlob|\bhält\b/;

/**
 * The intent of a question asked in German, as `questionIntent` reads its English twin, so that a
 * question and its translation lean alike over the same cards.
 */
export function questionIntentDe(
  question: string,
  g: Pick<QuestionReading, 'subject' | 'leaving' | 'suspects' | 'fearedYes' | 'sellsThing' | 'friendship'>,
): QuestionIntent | null {
  if (g.suspects || g.sellsThing) return null;
  const w = question.toLowerCase();
  if (JEALOUS_DE.test(w)) return 'jealousy';
  if (ANGRY_DE.test(w)) return 'anger';
  if (g.fearedYes) return null;
  if (g.leaving) return 'leaving';
  if (CONCEPTION_DE.test(w)) return 'conception';
  const ex = EX_DE.test(w);
  if (REUNION_DE.test(w) && (ex || g.subject === 'love')) return 'reunion';
  if (RECONCILE_DE.test(w)) return ex ? 'reunion' : 'reconciliation';
  if (g.subject === 'health' && RECOVERY_DE.test(w)) return 'recovery';
  if (DECIDES_DE.test(w) && HOME_DE.test(w) && !/ausland/.test(w)) return 'home';
  if (RELOCATION_DE.test(w) && !ROMANCE_DE.test(w)) return 'relocation';
  if (EXAM_DE.test(w)) return 'exam';
  if (LEGAL_DE.test(w)) return 'legal';
  if (MONEY_DE.test(w) && !MONEY_OUT_DE.test(w)) return 'money';
  if (LASTS_DE.test(w) || (WORKS_OUT_DE.test(w) && VENTURE_DE.test(w))) return 'lasting';
  if (SALE_DE.test(w)) return 'sale';
  if (APPLICATION_DE.test(w)) return 'application';
  if (g.subject === 'love' && !g.friendship && FEELINGS_DE.test(w)) return 'feelings';
  if (g.subject === 'love' && !g.friendship && ROMANCE_DE.test(w)) return 'romance';
  return null;
}

/** A card's answer to one intent, and the clause a reader would give for it. */
export interface IntentCard {
  lean: TarotLean;
  /** What the card is on this question, said after "is": "the card of old bonds returning". */
  why: string;
}

type Table = Record<string, IntentCard>;
const yes = (why: string): IntentCard => ({ lean: 'yes', why });
const no = (why: string): IntentCard => ({ lean: 'no', why });
const open = (why: string): IntentCard => ({ lean: 'unclear', why });

/**
 * The cards whose meaning speaks to each intent, from Waite's Pictorial Key and the common modern
 * reading; the key is the card id, with ":r" for the reversed card. A yes is a yes to what is
 * asked: for 'leaving' it is a yes to going.
 */
const INTENT_CARDS: Record<QuestionIntent, Table> = {
  reunion: {
    'cups-06-six': yes('the card of old bonds returning'),
    'cups-06-six:r': no('a turn away from the past toward what comes next'),
    'major-20-judgement': yes('the call back, a second chance answered'),
    'major-20-judgement:r': no('a call back that goes unanswered'),
    'cups-08-eight': no('someone walking away from what they built'),
    'cups-08-eight:r': yes('the happy return to what was left behind'),
    'major-13-death': no('an ending that stays ended'),
    'cups-02-two': yes('two hearts meeting again in equal measure'),
    'cups-02-two:r': no('a bond where the two cups no longer meet'),
    'major-06-lovers': yes('a love chosen again, freely'),
    'major-06-lovers:r': no('a bond still pulled out of balance'),
    'swords-03-three': no('the heartbreak of the parting itself'),
    'major-19-sun': open('joy returning, though it does not say with whom'),
    'cups-12-knight': yes('an approach bearing an offer of the heart'),
    'cups-12-knight:r': no('a charming approach with a broken promise behind it'),
    'swords-05-five:r': yes('a chance to make amends and end the fight'),
    'swords-06-six': no('a crossing to calmer water, away from what was'),
    'wands-12-knight': no('a departure at full gallop'),
    'major-14-temperance': yes('two people patiently finding a middle way'),
    'major-10-wheel-of-fortune': yes('the wheel bringing things back round'),
    'major-15-devil:r': no('a hold released, the chain slipped off for good'),
    'major-15-devil': yes('a pull that keeps drawing the two of you back, not always for the good'),
  },
  romance: {
    'major-06-lovers': yes('the card of a love freely chosen'),
    'major-06-lovers:r': no('a bond pulled out of balance, a choice made against the heart'),
    'cups-02-two': yes('two hearts meeting in equal measure'),
    'cups-02-two:r': no('a bond where the two cups no longer meet'),
    'cups-10-ten': yes('lasting love and a home shared'),
    'cups-10-ten:r': no('the peace between you not yet restored'),
    'cups-12-knight': yes('the knight bearing a proposal or an offer of the heart'),
    'cups-12-knight:r': no('a charming approach with a broken promise behind it'),
    'major-05-hierophant': yes('the card of vows and a commitment made formal'),
    'major-05-hierophant:r': no('vows and convention set aside, the formal step not taken'),
    'wands-04-four': yes('the garlanded celebration of a union'),
    'cups-01-ace': yes('the first stirring of love, a heart overflowing'),
    'cups-01-ace:r': no('a heart that empties before it can give'),
    'cups-11-page': yes('a tender message from an eager heart'),
    'pentacles-10-ten': yes('a household and a family built to last'),
    'major-19-sun': yes('joy shared in the open'),
    'swords-03-three': no('heartbreak'),
    'cups-05-five': no('sorrow over what has spilled'),
    'cups-08-eight': no('someone walking away in search of more'),
    'major-15-devil': no('a bond held by compulsion more than by choice'),
    'major-16-tower': no('a sudden upheaval in what was built'),
    'major-18-moon': open('a moonlit path where feelings are not yet what they seem'),
  },
  relocation: {
    'wands-02-two': yes('the man with the globe in his hand, the world within reach'),
    'wands-02-two:r': no('a fear of the unknown that keeps you inside the walls'),
    'swords-06-six': yes('the crossing itself, a passage over water to calmer shores'),
    'swords-06-six:r': no('a crossing held up'),
    'wands-08-eight': yes('swift movement, things already in flight'),
    'wands-08-eight:r': no('a journey thrown off course by delay'),
    'wands-12-knight': yes('a departure at full gallop, the card of setting out for a new land'),
    'wands-12-knight:r': no('a departure rushed into and regretted'),
    'wands-03-three': yes('ships setting out, your ventures across the sea'),
    'wands-03-three:r': no('a delay at sea'),
    'cups-08-eight': yes('the walk away from the familiar in search of more'),
    'cups-08-eight:r': no('the leaving that does not happen, or a return home'),
    'major-00-fool': yes('the step off the cliff into the new'),
    'major-00-fool:r': no('a leap refused, or taken carelessly'),
    'major-07-chariot': yes('will driving you forward and on the move'),
    'major-21-world': yes('the whole world open to you'),
    'pentacles-04-four': no('holding on to what you have where you are'),
    'wands-04-four': no('home, a harvest gathered in where you are'),
    'pentacles-10-ten': no('family roots and belonging where you are'),
  },
  // Gentle by design: a card that says no here says "not yet", never anything about the body.
  conception: {
    'major-03-empress': yes('the card of fertility itself, abundance and things growing'),
    'major-03-empress:r': open('care turned inward for now, asking you to look after yourself first'),
    'cups-01-ace': yes('the overflowing cup, new love and new life beginning'),
    'pentacles-01-ace': yes('a seed placed in your hand, something real taking root'),
    'cups-10-ten': yes('the family under the rainbow'),
    'pentacles-10-ten': yes('the generations of one family together'),
    'cups-06-six': yes('children in a garden, the card of childhood'),
    'cups-11-page': yes('happy news about a child, the fish rising from the cup'),
    'major-19-sun': yes('the child riding in the sunlight, joy and new life'),
    'major-17-star': yes('hope renewed and waters poured out freely'),
    'wands-01-ace': yes('a spark of new life and energy'),
    'major-12-hanged-man': no('a time of waiting, which says not yet rather than never'),
    'pentacles-07-seven': no('a patient wait for the harvest, which says not yet'),
    'swords-04-four': no('a rest before anything new begins, which says not yet'),
  },
  application: {
    'wands-06-six': yes('the victory ride, good news and recognition'),
    'wands-06-six:r': no('praise withheld, with a rival preferred'),
    'major-07-chariot': yes('a victory won by will and focus'),
    'major-07-chariot:r': no('a loss of direction just when it counts'),
    'major-21-world': yes('everything falling into place'),
    'major-21-world:r': no('a matter left unfinished'),
    'pentacles-01-ace': yes('a solid offer placed in your hand'),
    'pentacles-01-ace:r': no('a chance that slips away before it takes root'),
    'major-20-judgement': yes('the call answered, your name called'),
    'wands-03-three': yes('returns coming in on the horizon'),
    'pentacles-03-three': yes('skilled work recognised by others'),
    'wands-11-page': yes('good news on its way'),
    'wands-08-eight': yes('news in flight, things moving fast'),
    'wands-08-eight:r': no('news held up by delay'),
    'cups-09-nine': yes('the wish card, a wish granted'),
    'major-10-wheel-of-fortune': yes('a turn of fortune in your favour'),
    'major-10-wheel-of-fortune:r': no('a turn of luck against you'),
    'wands-05-five': open('a crowded field of rivals, not yet decided'),
    'swords-05-five': no('a contest lost, or won by someone else'),
    'swords-10-ten': no('a matter that has hit bottom'),
    'pentacles-07-seven': no('a wait for the harvest, more time before any answer'),
    'swords-04-four': no('a pause, with things on hold for now'),
    'major-12-hanged-man': no('everything held in suspension'),
    'pentacles-05-five': no('being left out in the cold'),
  },
  exam: {
    'pentacles-08-eight': yes('the apprentice at his bench, an exam prepared for'),
    'pentacles-08-eight:r': no('preparation with corners cut'),
    'wands-06-six': yes('the victory ride, a result to celebrate'),
    'wands-06-six:r': no('a result that falls short of the praise hoped for'),
    'major-07-chariot': yes('a victory won by will and focus'),
    'major-07-chariot:r': no('focus lost when it counts'),
    'major-20-judgement': yes('the result called out, a call to rise'),
    'major-20-judgement:r': no('a harsh judgement, or a result put off'),
    'major-21-world': yes('a course completed'),
    'major-21-world:r': no('a course left unfinished'),
    'pentacles-11-page': yes('the diligent student absorbed in the work'),
    'pentacles-11-page:r': no('a student who drifts and puts off the work'),
    'swords-01-ace': yes('clear thinking that cuts through'),
    'swords-01-ace:r': no('thinking muddled under pressure'),
    'major-01-magician': yes('every tool at hand and the skill to use it'),
    'major-19-sun': yes('success well earned'),
    'swords-05-five': no('a defeat, a contest lost'),
    'swords-10-ten': no('a result that hits bottom'),
    'swords-09-nine': open('anxiety, which is often worse than the test itself'),
    'pentacles-07-seven': no('a wait for the harvest, with more time needed'),
    'swords-04-four': no('a pause, which says not this time'),
    'major-12-hanged-man': no('a result held in suspension'),
  },
  legal: {
    'major-11-justice': yes('the fair outcome, the truth weighed in the scales'),
    'major-11-justice:r': no('an imbalance, a truth dodged'),
    'wands-06-six': yes('the victory ride'),
    'wands-06-six:r': no('a fall from favour, with rivals at the gate'),
    'major-07-chariot': yes('a victory won by will and focus'),
    'major-07-chariot:r': no('a loss of direction'),
    'major-20-judgement': yes('a judgement given, a final result'),
    'major-20-judgement:r': no('a judgement that goes against you, or a decision put off'),
    'swords-14-king': yes('a fair authority who judges by truth and reason'),
    'swords-14-king:r': no('authority turned hard and unfair'),
    'wands-07-seven': yes('a stand held from higher ground against challengers'),
    'major-21-world': yes('the matter closed in your favour'),
    'pentacles-06-six': yes('a fair exchange, a settlement in the scales'),
    'swords-05-five': no('a fight lost, or won at too high a cost'),
    'swords-10-ten': no('a painful end that has hit bottom'),
    'swords-07-seven': no('someone acting in bad faith'),
    'swords-02-two': open('a stalemate, neither side giving way'),
    'wands-05-five': open('a fight still being fought'),
    'major-12-hanged-man': no('everything held in suspension'),
    'pentacles-07-seven': no('a long wait for a result'),
    'swords-04-four': no('a pause in the proceedings'),
  },
  // Read gently: the cards speak of strength and hope returning, never of what ails anyone.
  recovery: {
    'major-17-star': yes('hope renewed and healing after the storm'),
    'major-14-temperance': yes('patient balance, the card of healing'),
    'major-19-sun': yes('vitality and light returning'),
    'major-08-strength': yes('gentle courage and strength returning'),
    'swords-04-four': yes('rest and recovery'),
    'swords-06-six': yes('a passage to calmer waters'),
    'wands-09-nine': yes('someone weary but unbowed'),
    'cups-05-five:r': yes('a return from a hard time, with warmth coming back'),
    'pentacles-05-five:r': yes('a way out of hard times, with help found'),
    'swords-10-ten:r': yes('the worst passed and recovery begun'),
    'swords-09-nine:r': yes('a dawn after sleepless nights'),
    'swords-03-three:r': yes('a slow mending'),
    'major-12-hanged-man': open('a slower time, a pause before things move'),
    'pentacles-07-seven': open('slow, patient progress'),
  },
  sale: {
    'pentacles-06-six': yes('a fair exchange, money changing hands'),
    'pentacles-06-six:r': no('a deal with strings attached'),
    'pentacles-01-ace': yes('a solid offer in your hand'),
    'pentacles-01-ace:r': no('an offer that slips away'),
    'wands-03-three': yes('returns arriving'),
    'pentacles-10-ten': yes('property secured for the long term'),
    'major-21-world': yes('a completion, with every piece in place'),
    'major-21-world:r': no('a matter left unfinished'),
    'wands-08-eight': yes('things moving fast'),
    'wands-08-eight:r': no('a deal thrown off course by delay'),
    'pentacles-04-four': no('a tight hold, someone not letting go'),
    'pentacles-07-seven': no('a long wait before any return'),
    'swords-04-four': no('a pause, with the deal on hold'),
    'major-12-hanged-man': no('everything held in suspension'),
    'swords-07-seven': no('someone acting in bad faith'),
    'major-16-tower': no('a deal that comes down suddenly'),
  },
  reconciliation: {
    'swords-05-five:r': yes('a chance to make amends and end a long fight'),
    'swords-05-five': no('a fight won at the cost of goodwill'),
    'cups-06-six': yes('the old goodwill of shared years returning'),
    'major-20-judgement': yes('a call to begin again'),
    'major-14-temperance': yes('the patient middle way'),
    'cups-03-three': yes('friends raising their cups together'),
    'cups-10-ten': yes('peace among the people who matter'),
    'cups-10-ten:r': no('the peace between you not yet restored'),
    'pentacles-10-ten:r': no('an old quarrel over what is owed'),
    'cups-02-two': yes('two cups meeting, a bond restored'),
    'swords-03-three': no('the rupture itself'),
    'swords-03-three:r': yes('a slow mending after sorrow'),
    'wands-05-five': no('a quarrel still running'),
    'swords-02-two': no('a truce kept by refusing to look'),
    'major-13-death': no('an ending that stays ended'),
    'cups-08-eight': no('someone walking away'),
  },
  leaving: {
    'swords-06-six': yes('the passage away to calmer water'),
    'cups-08-eight': yes('the walk away from what no longer satisfies'),
    'cups-08-eight:r': no('the leaving that does not happen'),
    'wands-12-knight': yes('a departure at full gallop'),
    'major-13-death': yes('an ending that clears the ground'),
    'major-16-tower': yes('what was built on sand coming down'),
    'pentacles-04-four': no('holding on to what you have'),
    'cups-10-ten': no('a contentment worth keeping'),
  },
  // What someone feels is theirs: the cards say how the feeling between you stands, never more.
  feelings: {
    'cups-01-ace': yes('a heart overflowing, love offered'),
    'cups-01-ace:r': no('a heart that empties before it can give'),
    'cups-02-two': yes('two hearts meeting in equal measure'),
    'cups-02-two:r': no('a bond where the two cups no longer meet'),
    'major-06-lovers': yes('a love freely chosen'),
    'major-06-lovers:r': no('feelings pulled out of balance, with the heart not fully in it'),
    'cups-11-page': yes('a tender, eager heart, shy in showing it'),
    'cups-12-knight': yes('the knight riding up with an offer of the heart'),
    'cups-12-knight:r': no('charm with little behind it'),
    'cups-13-queen': yes('deep and loving feeling'),
    'cups-06-six': yes('tenderness kept from time shared'),
    'cups-10-ten': yes('a love that wants a shared home'),
    'major-19-sun': yes('warmth shown openly'),
    'cups-04-four': no('indifference, an offer not even noticed'),
    'cups-08-eight': no('someone walking away in search of more'),
    'swords-03-three': no('heartbreak'),
    'major-09-hermit': no('someone withdrawn into themselves'),
    'cups-05-five': no('regret fixed on what was lost'),
    'major-15-devil': open('strong desire, more a hold than a love'),
    'cups-07-seven': open('a feeling made more of fantasy than of substance'),
    'major-18-moon': open('a feeling not yet what it seems, even to the one who has it'),
    'swords-02-two': open('a heart shut away behind a blindfold'),
    'pentacles-04-four': open('a heart guarded and kept close'),
  },
  // Asked in fear, so a yes to the question is the lean against: the card of jealousy says no.
  jealousy: {
    'wands-13-queen:r': no('warmth turned to jealousy and rivalry'),
    'wands-13-queen': yes('a warm, generous spirit sure of herself'),
    'wands-05-five': no('rivalry, a contest more than a friendship'),
    'swords-05-five': no('a win wanted at someone else’s cost'),
    'major-15-devil': no('possessiveness, a hold that will not let go'),
    'pentacles-04-four': no('a tight grip on what is theirs, and a wary eye on what is yours'),
    'pentacles-06-six': yes('generosity given freely'),
    'cups-03-three': yes('friends raising their cups together'),
    'cups-02-two': yes('goodwill given in equal measure'),
    'cups-06-six': yes('an old and innocent goodwill'),
    'major-14-temperance': yes('a balance that keeps feelings in proportion'),
    'major-19-sun': yes('warmth shared in the open'),
    'major-18-moon': open('a feeling hidden even from the one who has it'),
  },
  // Asked in fear like jealousy: a card of anger says no, spoken as the feared yes; a card that
  // walks away sad (the Eight of Cups) is no anger (review u: "is my sister angry?" read as yes).
  anger: {
    'wands-05-five': no('quarrelling and sparring'),
    'swords-05-five': no('a fight won at a cost, with hard feelings after it'),
    'swords-13-queen:r': no('a sharp tongue turned cold'),
    'swords-14-king:r': no('judgement turned harsh'),
    'swords-12-knight': no('words that charge in and cut'),
    'wands-14-king:r': no('a short temper'),
    'major-16-tower': no('a temper that breaks out'),
    'swords-03-three': no('a hurt that has not healed'),
    'wands-07-seven': no('someone on the defensive'),
    'cups-02-two': yes('goodwill given in equal measure'),
    'cups-02-two:r': no('a rift between you'),
    'major-14-temperance': yes('feelings kept in proportion'),
    'cups-06-six': yes('old affection still intact'),
    'cups-03-three': yes('easy company and shared good cheer'),
    'pentacles-06-six': yes('kindness given freely'),
    'major-19-sun': yes('warmth shared in the open'),
    'cups-08-eight': open('someone withdrawing, sad more than angry'),
    'major-18-moon': open('a feeling hidden even from the one who has it'),
  },
  money: {
    'pentacles-01-ace': yes('money placed in your hand'),
    'pentacles-01-ace:r': no('money that slips through your fingers'),
    'pentacles-06-six': yes('money changing hands fairly, what is owed paid'),
    'pentacles-06-six:r': no('a payment withheld, or given with strings attached'),
    'pentacles-09-nine': yes('money earned and enjoyed'),
    'pentacles-10-ten': yes('wealth secured for the long term'),
    'pentacles-08-eight': yes('steady, skilled work that is paid for'),
    'wands-03-three': yes('returns coming in on the horizon'),
    'wands-06-six': yes('recognition and its reward'),
    'cups-09-nine': yes('the wish card, a wish granted'),
    'major-11-justice': yes('what is fair and owed weighed out'),
    'major-10-wheel-of-fortune': yes('a turn of fortune in your favour'),
    'major-10-wheel-of-fortune:r': no('a turn of luck against you'),
    'major-21-world': yes('a matter brought to completion'),
    'pentacles-05-five': no('hardship, with money run short and help out of reach'),
    'pentacles-04-four': no('a tight grip on money, with someone not letting go of it'),
    'pentacles-07-seven': no('a wait before any return'),
    'pentacles-02-two:r': no('money juggled past what it can bear'),
    'swords-07-seven': no('someone slipping away with what is not theirs'),
    'major-12-hanged-man': no('everything held in suspension'),
    'swords-04-four': no('a pause, with nothing moving yet'),
  },
  lasting: {
    'cups-10-ten': yes('lasting contentment among the people who matter'),
    'cups-10-ten:r': no('the peace between you not yet restored'),
    'pentacles-10-ten': yes('something built to last for generations'),
    'pentacles-10-ten:r': no('foundations cracking over what is owed'),
    'wands-04-four': yes('a sound foundation, garlanded and celebrated'),
    'major-04-emperor': yes('structure and a steady hand'),
    'major-04-emperor:r': no('a grip hardened into rigidity, or no firm hand at all'),
    'major-05-hierophant': yes('a commitment made formal and kept'),
    'major-21-world': yes('a cycle completed whole'),
    'cups-02-two': yes('two people meeting in equal measure'),
    'cups-02-two:r': no('a bond where the two cups no longer meet'),
    'pentacles-12-knight': yes('slow, steady persistence that keeps going'),
    'pentacles-03-three': yes('something built well, by people working together'),
    'pentacles-09-nine': yes('a garden that goes on yielding for the one who tends it'),
    'major-14-temperance': yes('patience and balance that keep things steady'),
    'major-16-tower': no('a structure that comes down'),
    'swords-03-three': no('heartbreak'),
    'wands-12-knight:r': no('rupture and discord, a break made in haste'),
    'cups-05-five': no('sorrow over what has spilled'),
    'cups-08-eight': no('someone walking away from what they built'),
    'major-13-death': no('an ending, one chapter closing'),
    'wands-05-five': no('strife that does not let up'),
    'swords-10-ten': no('a painful end'),
    'major-10-wheel-of-fortune:r': no('a turn of luck against you'),
    'cups-07-seven': open('a cloud of promises that may be only dreams'),
    'major-18-moon': open('a path where not everything is yet what it seems'),
    'wands-10-ten': open('a load that cannot be carried this way for long'),
  },
  // A home decided on: the cards of home and sound footing say yes, those of illusion and strain no.
  timing: {
    'major-02-high-priestess': no('the veiled knowing that asks you to wait until more is shown'),
    'major-18-moon': no('an uncertain light, where acting now means acting half-blind'),
    'major-18-moon:r': yes('confusion clearing, so what was hidden can be seen'),
    'major-12-hanged-man': no('a pause that is part of the work: not yet'),
    'major-09-hermit': no('a time to withdraw and prepare, not to go out into the world'),
    'swords-04-four': no('rest before the next round'),
    'pentacles-07-seven': no('a harvest not yet ripe'),
    'pentacles-12-knight': no('slow, steady work that will not be hurried'),
    'wands-08-eight': yes('everything in motion at once: the moment to act'),
    'major-07-chariot': yes('a drive ready to move'),
    'wands-01-ace': yes('a spark ready to be struck'),
    'wands-12-knight': yes('the rush to be off'),
    'major-00-fool': yes('the leap taken when it comes'),
    'wands-03-three': yes('ships already setting out'),
    'major-10-wheel-of-fortune': yes('the wheel turning: the moment comes round'),
    'major-10-wheel-of-fortune:r': no('a turn of the wheel that has not come round yet'),
  },
  home: {
    'pentacles-10-ten': yes('a home that holds a family for generations'),
    'pentacles-10-ten:r': no('a family at odds over money or what is owed'),
    'wands-04-four': yes('the garlanded gateway of a home celebrated'),
    'pentacles-09-nine': yes('a secure home of your own making'),
    'pentacles-01-ace': yes('a sound investment placed in your hand'),
    'pentacles-01-ace:r': no('money that slips away before it takes root'),
    'cups-10-ten': yes('the family home under the rainbow'),
    'pentacles-06-six': yes('a fair exchange, a price in the scales'),
    'major-21-world': yes('every piece falling into place'),
    'pentacles-04-four': no('a tight hold on money, a sign to keep your savings where they are'),
    'pentacles-05-five': no('hardship out in the cold, a stretch beyond your means'),
    'pentacles-02-two:r': no('money juggled past what it can bear'),
    'major-18-moon': no('a place where not everything is what it seems'),
    'cups-07-seven': no('a dream home seen through a haze of wishes'),
    'swords-07-seven': no('someone acting in bad faith'),
    'major-16-tower': no('a structure that comes down suddenly'),
    'major-12-hanged-man': no('a pause, which says not yet'),
    'pentacles-07-seven': open('a patient wait before the investment pays'),
    'swords-02-two': open('a choice put off, the blindfold still on'),
  },
};

/** What a card says to the intent, or null when it does not speak to it. */
export function intentCard(intent: QuestionIntent | null, id: string, reversed: boolean): IntentCard | null {
  if (!intent) return null;
  return INTENT_CARDS[intent][reversed ? `${id}:r` : id] ?? null;
}

/** Every card an intent's table names, for the tests. */
export const intentTable = (intent: QuestionIntent): Readonly<Table> => INTENT_CARDS[intent];

/**
 * How much a card that speaks to the intent weighs against one read by its general lean: a reader
 * weighs the card of the topic above the tone of the rest.
 */
export const TOPIC_WEIGHT = 1.5;

/**
 * A card's lean on the question: its answer to the intent when its meaning speaks to it, otherwise
 * its own lean, turned on "Should I leave…?" (a card that favours the matter argues for staying).
 */
export function questionLean(
  leaving: boolean,
  intent: QuestionIntent | null,
  id: string,
  reversed: boolean,
  own: TarotLean,
): { lean: TarotLean; topical: IntentCard | null } {
  const topical = intentCard(intent, id, reversed);
  if (topical) return { lean: topical.lean, topical };
  const lean = leaving && own !== 'unclear' ? (own === 'yes' ? 'no' : 'yes') : own;
  return { lean, topical: null };
}

/** The parts of a read question a heavy card's weight depends on. */
export type HeavyQuestion = IntentQuestion & Pick<QuestionReading, 'doubtsHonesty'>;

/** A question of keeping something: whether a bond, a job or a home holds. */
const KEEPING = /\b(keep|keeping|last|lasts|stay together|hold on to|save (our|my|the)|survive)\b/;
/** A question of trust or of seeing clearly, where the Moon's illusion is the answer. */
const TRUST =
  /\b(trust\w*|honest\w*|truth\w*|genuine|sincere|clear|clarity|real|what it seems|lying|hiding)\b/;
/** A material question (money, work, a home, a post applied for), where the Ace of Pentacles is the coin in your hand. */
const MATERIAL = (q: HeavyQuestion) =>
  ['money', 'work', 'home'].includes(q.subject) ||
  ['money', 'sale', 'home', 'application'].includes(questionIntent(q) ?? '');

/**
 * Waite's heavy cards upright, and the way each pulls: a reader weighs the Tower or the Ten of
 * Swords above a card of mild mood, whatever the count. Death is heavy only on whether something
 * is kept, the Moon only on trust or clarity, the Ace of Pentacles only on a material question.
 */
const HEAVY: Record<string, { lean: 'yes' | 'no'; on?: (q: HeavyQuestion) => boolean }> = {
  'major-16-tower': { lean: 'no' },
  'major-13-death': {
    lean: 'no',
    on: (q) =>
      !q.leaving &&
      (['lasting', 'reunion', 'reconciliation'].includes(questionIntent(q) ?? '') ||
        KEEPING.test(q.words ?? '')),
  },
  'swords-10-ten': { lean: 'no' },
  'swords-03-three': { lean: 'no' },
  'pentacles-05-five': { lean: 'no' },
  'swords-09-nine': { lean: 'no' },
  'swords-08-eight': { lean: 'no' },
  'major-15-devil': { lean: 'no' },
  'major-18-moon': { lean: 'no', on: (q) => q.suspects || q.doubtsHonesty || TRUST.test(q.words ?? '') },
  'major-19-sun': { lean: 'yes' },
  'major-21-world': { lean: 'yes' },
  'major-17-star': { lean: 'yes' },
  'cups-10-ten': { lean: 'yes' },
  'pentacles-01-ace': { lean: 'yes', on: MATERIAL },
  'wands-06-six': { lean: 'yes' },
  'wands-04-four': { lean: 'yes' },
};

/** How much more than one card a heavy card weighs, in both spreads. */
export const HEAVY_WEIGHT = 1.5;

/** The way a heavy card pulls on this question, or null when it weighs as any other card. */
export function heavyPull(id: string, reversed: boolean, q: HeavyQuestion): 'yes' | 'no' | null {
  const heavy = reversed ? undefined : HEAVY[id];
  return heavy && (heavy.on?.(q) ?? true) ? heavy.lean : null;
}

/**
 * A card's lean on the question with its heavy pull: a heavy card that its own lean leaves open
 * pulls its way (the Moon on a question of trust), unless what is asked reads it as open.
 */
export function pulled(
  lean: TarotLean,
  id: string,
  reversed: boolean,
  q: HeavyQuestion,
  topical: boolean,
): TarotLean {
  return lean === 'unclear' && !topical ? (heavyPull(id, reversed, q) ?? lean) : lean;
}

/**
 * A card's weight in the tally: a heavy card counts for more only where its lean on the question is
 * the way it pulls (the Tower on "Should I leave?" is the leaving itself, and weighs as any card).
 */
export const heavyWeight = (lean: TarotLean, id: string, reversed: boolean, q: HeavyQuestion): number =>
  heavyPull(id, reversed, q) === lean ? HEAVY_WEIGHT : 1;
