// What a German tarot question is about and how it asks, read the way people type it: any case,
// umlauts or their ae/oe/ue spelling, ß or ss, with or without a question mark. The question is
// folded to lower case and ae/oe/ue/ss first, so every pattern below is written once, in that form.
// German glues words together ("Gehaltserhöhung", "Traumjob"), so some stems are matched inside a
// word; JS \b treats ä/ö/ü/ß as non-letters, so word edges are explicit Unicode lookarounds.
import { TAROT_SUBJECTS, type TarotSubject } from '../tarot/meanings/types';
import type { SensitiveKind } from './content/tarot-positions';

export interface GermanQuestion {
  subject: TarotSubject;
  /** Each subject's evidence over the whole question. */
  scores: Record<TarotSubject, number>;
  /** False when the evidence is thin or a second subject scores as high. */
  confident: boolean;
  /** Asks for a ja or a nein, not for one of two options and not with a W-word. */
  yesNo: boolean;
  /** "Soll ich A oder B?": both options as infinitive phrases in du-form. */
  options: { a: string; b: string } | null;
  sensitive: SensitiveKind | null;
  /** A yes is what the asker fears ("Betrügt er mich?"), so favourable cards answer no. */
  fearedYes: boolean;
  /** "Soll ich ihn verlassen?": a yes favours giving something up. */
  leaving: boolean;
  /** "Soll ich kündigen und eine Bäckerei eröffnen?": the leaving is the way into something new. */
  leavesToStart: boolean;
  /** Doubts someone's honesty: a lie, a secret, an affair. */
  doubtsHonesty: boolean;
  /** Asks whether someone deceives the asker ("Verheimlicht er etwas?"), not whether to act on it. */
  suspects: boolean;
  /** "Soll ich den Ring meiner Oma verkaufen?": a possession kept or let go, never a leaving. */
  sellsThing: boolean;
  /** Breaking off contact with family. */
  estranging: boolean;
  /** A yes/no choice of conscience or family ("Soll ich ihr verzeihen?"): the asker's, never the cards'. */
  moral: boolean;
  /** Leaving a marriage or putting a parent in a home, which the cross too leaves to the asker. */
  moralInCross: boolean;
  /** Asks what someone else feels or thinks, which is theirs alone. */
  asksTheirMind: boolean;
  /** The asker has no partner yet, so nothing may speak of "euch beiden". */
  noPartner: boolean;
  /**
   * A friendship asked about ("meine beste Freundin", "unsere Freundschaft"), read for its lean as
   * the English reading reads one: a relationship with no romance or household in it.
   */
  friendship: boolean;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** The rest of a word, for stems that take endings or close a compound. */
const P = '\\p{L}*';
/** A whole-word pattern; called only at module load. */
const w = (src: string) => new RegExp(`${B}(?:${src})${E}`, 'u');

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', é: 'e', è: 'e', á: 'a', à: 'a' };
const FOLD_CHARS = /[äöüßéèáà]/g;
const QUOTES = /[’‘`´]/g;
const SPACES = /\s+/g;
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(FOLD_CHARS, (c) => FOLD[c]!)
    .replace(QUOTES, "'")
    .replace(SPACES, ' ')
    .trim();
}

const MY = '(?:mein|meine|meinen|meinem|meiner|meines)';
const OUR = '(?:unser|unsere|unseren|unserem|unserer|unseres)';
const FAMILY = `(?:schwieger|stief|halb|gross|ur|zwillings)?(?:mutter|mama|mami|mutti|vater|papa|papi|vati|eltern|elternteil|schwester|schwestern|bruder|brueder|geschwister${P}|sohn|soehne|sohnes|tochter|toechter)n?|kind|kinder|kindern|kindes|kids|oma|opa|omi|grosseltern|enkel${P}|tante|onkel|cousin${P}|cousine|nichte|neffe|verwandt${P}|schwager|schwaegerin|famili${P}`;
const BUSINESS = `firma|firmen|unternehmen|geschaeft${P}|laden|startup|start-up|praxis|cafe|restaurant|selbst?staendig${P}|kanzlei|agentur|baeckerei|salon|studio|existenzgruend${P}|${P}geschaeft`;
/** A deal or a charge: read for its money, not as a household or a romance. */
const TRANSACTION = w(
  `kaution|nebenkosten|mieterhoehung|miete|${P}rechnung${P}|${P}versicherung${P}|steuer${P}|bussgeld${P}|erstattung${P}`,
);

/** The people a question names with "mein", as the reading addresses them after "für": "deinen Vater". */
const PERSON_ACC_DE: [string, string][] = [
  ['geschaeftspartnerin', 'deine Geschäftspartnerin'],
  ['geschaeftspartner', 'deinen Geschäftspartner'],
  ['vater', 'deinen Vater'],
  ['papa', 'deinen Papa'],
  ['mutter', 'deine Mutter'],
  ['mama', 'deine Mama'],
  ['eltern', 'deine Eltern'],
  ['sohn', 'deinen Sohn'],
  ['tochter', 'deine Tochter'],
  ['schwester', 'deine Schwester'],
  ['bruder', 'deinen Bruder'],
  ['freundin', 'deine Freundin'],
  ['freunde', 'deine Freunde'],
  ['freund', 'deinen Freund'],
  ['partnerin', 'deine Partnerin'],
  ['partner', 'deinen Partner'],
  ['frau', 'deine Frau'],
  ['mann', 'deinen Mann'],
  ['chefin', 'deine Chefin'],
  ['chef', 'deinen Chef'],
  ['kollegin', 'deine Kollegin'],
  ['kollege', 'deinen Kollegen'],
  ['kinder', 'deine Kinder'],
  ['kind', 'dein Kind'],
  ['oma', 'deine Oma'],
  ['opa', 'deinen Opa'],
];
const PERSON_DE = new RegExp(
  `${B}(?:${MY}) (${PERSON_ACC_DE.map(([stem]) => stem).join('|')})(?:s|n|en)?${E}`,
  'u',
);

/**
 * The person the question is about, named with "mein" ("die Beziehung zu meinem Vater"), in the
 * accusative the reading uses after "für", or null: the people around the asker are then read for
 * that person first.
 */
export function personOfDe(question: string): string | null {
  const stem = PERSON_DE.exec(fold(question))?.[1];
  return stem ? PERSON_ACC_DE.find(([s]) => s === stem)![1] : null;
}

/**
 * Evidence for each subject: a pattern over the folded question and its weight. Every rule that
 * matches adds its weight; a negative weight takes evidence away where a word would mislead
 * ("Geschäftspartner" is no romance). People words lean to love with a small weight, so that a
 * named relative or a topic word outweighs them.
 */
const SUBJECT_RULES: [TarotSubject, RegExp, number][] = [
  // "lieber" (rather) and "am liebsten" are no love.
  [
    'love',
    w(
      `(?:ver)?lieb(?:e|en|t|st|te|ten|ling)|verliebt${P}|geliebt${P}|liebes${P}|(?:grosse|wahre|neue) liebe|heirat${P}|geheiratet|hochzeit${P}|verlob${P}|heiratsantrag|(?:mir )?einen antrag(?! stellen)`,
    ),
    3,
  ],
  [
    'love',
    w(
      `${MY} (?:freund|freundin|mann|frau|schatz|partner${P}|verlobte[rn]?|liebste[rn]?|lebensgefaehrt${P})|(?:lebens|ehe|traum)?partner(?:in|innen|schaft|schaften)?`,
    ),
    3,
  ],
  [
    'love',
    w(
      `ehe(?:mann|frau|partner${P}|probleme|krise|leben|paar)?|beziehung(?:en|s${P})?|fernbeziehung${P}|liebesbeziehung${P}|affaere${P}|seitensprung|betrueg${P}|betrogen|fremdgeh${P}|fremdgegangen|geht (?:\\p{L}+ ){0,2}fremd|trennung${P}|trennen|getrennt|schluss (?:machen|gemacht)|macht (?:\\p{L}+ ){0,2}schluss|zusammen(?:kommen|ziehen|gezogen|bleiben|sein)|wieder zusammen|zusammen (?:bleiben|sein)|zurueckgewinnen|single|dating|date|dates|tinder|flirt${P}|verknallt|schwarm|crush|seelenverwandt${P}|dualseele|zwillingsflamme|traum(?:mann|frau|prinz)|mr\\.? right|scheiden lassen`,
    ),
    3,
  ],
  // "der Richtige" is a person; "der richtige Job" is not.
  ['love', w(`(?:der|die|den) richtigen?(?= ?(?:$|[?.!,;]|fuer mich|sein|ist|oder))`), 3],
  ['love', w(`ex(?:-?(?:freund(?:in)?|mann|frau|partner(?:in)?|verlobte[rn]?))?`), 3],
  [
    'love',
    w(
      `(?:eine[nm]?|neue[nm]?) (?:mann|frau|partner${P})|neue liebe|(?:frau|mann|liebe) (?:meines lebens|meiner traeume)`,
    ),
    3,
  ],
  [
    'love',
    w(
      `er|ihn|ihm|sie|jemand(?:en|em)?|(?:diese[rnm]?|der|den) (?:mann|typ|frau)|(?:mit|von|zu|fuer|bei|an) ihr`,
    ),
    1.5,
  ],
  [
    'love',
    w(
      `gefuehle|vermiss${P}|denkt (?:\\p{L}+ ){0,3}an mich|an mich denk${P}|meld${P} (?:\\p{L}+ ){0,2}sich|sich (?:\\p{L}+ ){0,2}melden|schreibt (?:\\p{L}+ ){1,2}mir|ruft (?:\\p{L}+ ){1,2}an|anruf${P}|zurueck(?:kommen|kommt|kehren|kehrt)|kommt (?:\\p{L}+ ){1,2}zurueck|kennen ?lernen|kennenlerne|kennengelernt|eifersucht|eifersuechtig${P}`,
    ),
    2,
  ],
  ['love', w(`verzeih${P}|vergeb${P}`), 1.5],
  // "Wie denkt er über mich?": a person and the asker in one question is a bond being asked about.
  [
    'love',
    new RegExp(
      `^(?=.*${B}(?:er|sie|ihn|ihm)${E}).*${B}(?:fuer mich|ueber mich|zu mir|an mich|mit mir|mich|uns)${E}`,
      'u',
    ),
    1,
  ],
  // "Meine Zukunft mit Tom": a person named after "mit" is someone to love, not a thing.
  [
    'love',
    w(
      `(?:zukunft|beziehung|chance|chancen|zusammen|treffen|kontakt) mit (?!(?:mein|meine|meinem|meiner|dem|der|den|einem|einer|diesem|dieser|uns|mir|der|meinen)${E})\\p{L}+`,
    ),
    2,
  ],
  // "Mit mir und Markus", "eine Chance bei Lisa": two people named together are a bond.
  [
    'love',
    w(
      `chancen? bei|(?:mir|mich) und \\p{L}+|\\p{L}+ und (?:ich|mir|mich)|wir beide|uns beide[n]?|zwischen uns`,
    ),
    2,
  ],
  // A partner in a business is a colleague, wherever the words fall.
  ['love', new RegExp(`^(?=.*${B}(?:${BUSINESS})${E}).*partner`, 'u'), -6],
  ['work', new RegExp(`^(?=.*${B}(?:${BUSINESS})${E}).*partner`, 'u'), 2],
  ['work', w(`${P}geschaeftspartner${P}`), 4],
  // "verarbeiten" (a loss) and "aufarbeiten" (a past) are no job.
  ['work', w(`(?!(?:ver|be|auf|durch)arbeit)${P}arbeit${P}|${P}job${P}`), 3],
  [
    'work',
    w(
      `beruf${P}|${P}karriere${P}|chef|chefin|chefs|${P}kolleg${P}|befoerder${P}|${P}kuendig${P}|gekuendigt|${P}bewerb${P}|vorstellungsgespraech${P}|${P}stelle|stellen(?:angebot|anzeige|wechsel)${P}|anstellung|festanstellung|festangestellt|angestellt${P}|eingestellt|probezeit|arbeitslos${P}|entlass${P}|gefeuert|rausgeworfen|rauswurf|umschulung|quereinst${P}|vorgesetzt${P}|branche|team${P}|abteilung|buero|homeoffice|kunde|kunden|kundin${P}|auftrag|auftraege|auftraggeber${P}|${P}projekt${P}|freiberuf${P}|freelance${P}|meeting|ruhestand`,
    ),
    3,
  ],
  ['work', w(BUSINESS), 3],
  // A family firm is a business to run: the family in "Familienbetrieb" only says whose it is.
  [
    'work',
    w(`famili(?:en)?(?:betrieb|unternehmen|firma|geschaeft|hof|praxis|kanzlei)${P}|${P}betrieb(?:e|es|s)?`),
    5,
  ],
  ['home', w(`famili(?:en)?(?:betrieb|unternehmen|firma|geschaeft|hof|praxis|kanzlei)${P}`), -3],
  // A quarrel with a neighbour or a landlord is a dispute between parties, not life at home.
  [
    'legal',
    new RegExp(
      `^(?=.*${B}(?:streit${P}|${P}streit|konflikt${P}|aerger|zoff|beschwerde${P}|laerm${P})${E}).*${B}(?:nachbar${P}|vermieter${P}|hausverwaltung|eigentuemer${P})${E}`,
      'u',
    ),
    5,
  ],
  [
    'work',
    w(
      `${P}shop|${P}shops|personal(?:abteilung|er${P}|gespraech${P})|${P}abteilung|schichtdienst|nachtschicht${P}|gewerbe${P}|honorar${P}|mitarbeiter${P}|angestellte[nr]?|beamt${P}|verbeamt${P}|jobsuche|gehaltsverhandlung${P}`,
    ),
    3,
  ],
  ['work', w(`gehaltserhoehung|lohnerhoehung|befoerderung`), 4],
  // A book looking for a publisher is a writer's work ("Roman" alone may be a man's name).
  [
    'work',
    w(
      `${P}verlag(?:e|es|s)?|manuskript${P}|veroeffentlich${P}|buchvertrag${P}|lektor${P}|literaturagent${P}|(?:${MY}) (?:roman|buch|gedichtband|drehbuch)(?:s|es)?`,
    ),
    4,
  ],
  [
    'money',
    w(
      `${P}geld${P}|finanz${P}|schulden${P}|verschuld${P}|schuldet|schulde|${P}kredit${P}|darlehen|hypothek${P}|spar(?:en|e|t|konto|plan|buch)${P}|erspar${P}|gespart|invest${P}|aktie${P}|boerse${P}|etf|krypto${P}|bitcoin|lotto|lotterie|reich|reichtum|wohlstand|${P}gehalt${P}|lohn|loehne|einkommen|einnahmen|budget|miete|mieterhoehung|nebenkosten|kaution|steuer${P}|${P}rechnung${P}|${P}versicherung${P}|bank|konto|pleite|insolven${P}|bankrott|leisten (?:kann|koennen)|(?:mir|uns) (?:\\p{L}+ ){0,3}leisten|${P}kosten|schuldet|leihen|geliehen|verleihen|zurueckzahlen|abbezahlen|rente|${P}vermoegen|euro|finanziell${P}|abfindung|immobilie${P}|erstattung${P}`,
    ),
    3,
  ],
  // Money lent or owed is the money's matter, whoever owes it.
  [
    'money',
    w(
      `schuldet|schulde|schulden|leihen|geliehen|verliehen|zurueckzahlen|zahlt (?:\\p{L}+ ){0,4}zurueck|pump${P}`,
    ),
    3,
  ],
  // An inheritance is money first, whoever left it.
  ['money', w(`erbe|erbes|erbschaft${P}|erben|geerbt|erbteil`), 4],
  ['money', w(`verdien(?:e|en|st)${P}|${P}kauf(?:en|e|t)?|${P}verkauf${P}`), 2],
  [
    'money',
    w(
      `ausgaben|ausgeben|sparsam${P}|konsum${P}|teuer|bezahl${P}|zahlung${P}|bafoeg|sozialleistung${P}|zuschuss`,
    ),
    3,
  ],
  [
    'health',
    w(
      `schwanger${P}|kinderwunsch|fruchtbar${P}|unfruchtbar${P}|kuenstliche[nr]? befruchtung|ivf|baby${P}|operation${P}|op|operiert|eingriff|${P}arzt|${P}aerzt${P}|diagnose${P}|befund${P}|${P}therapie${P}|therapeut${P}|depression${P}|depressiv${P}|psych${P}|burnout|burn-out|krebs(?!-?(?:mann|frau|geborene))|tumor${P}|chemo${P}|krankenhaus${P}|klinik${P}|reha${P}|angststoerung${P}|panikattack${P}|essstoerung${P}|magersucht|bulimie|demenz|alzheimer|herzinfarkt|schlaganfall|(?:ein|ein zweites|noch ein) kind (?:bekommen|kriegen)|kinder (?:bekommen|kriegen)`,
    ),
    4,
  ],
  // Stopping a habit and living through a loss are read for the body and its care.
  [
    'health',
    w(
      `(?:spiel|alkohol|drogen|kauf|nikotin|internet|handy|medikamenten|sex|online|wett)sucht|sucht(?:problem|klinik|beratung|kranke?[rn]?|gefahr|therapie|erkrankung)${P}|suechtig${P}|alkohol${P}|(?<!(?:kaffee|tee|wasser|was|etwas|cocktail|einen) )trink(?:e|en|t|st)(?! gehen)|saeuft|saufen|betrunken|rauch(?:e|en|t|st|er|erin)|nichtraucher${P}|zigarette${P}|drogen${P}|kokain|kiff${P}|cannabis|gluecksspiel${P}|nuechtern|trocken (?:bleiben|sein|werden)|(?:bleib${P}|ist|bin|sind|wird|werde${P}) (?:\\p{L}+ ){0,3}trocken|entzug${P}|rueckfall${P}|trauer${P}|trauern|trauere|fehlgeburt${P}|sternenkind${P}`,
    ),
    5,
  ],
  [
    'health',
    w(
      `gesund${P}|krank${P}|erkrank${P}|heilung|heil(?:en|t)|genes(?:en|ung)${P}|schmerzen|(?:ruecken|kopf|knie|bauch|nacken|gelenk|zahn|hueft)schmerz${P}|symptom${P}|medikament${P}|tablette${P}|untersuchung${P}|blutwerte|impfung|abnehmen|gewicht|diaet|ernaehrung|sport|fitness|schlaf${P}|schlaeft|muede|muedigkeit|erschoepf${P}|koerper${P}|verletz${P}|bandscheibe${P}|knie|huefte|allergie${P}|migraene|wohlbefinden|mental${P}|seelisch${P}`,
    ),
    3,
  ],
  ['health', w(`stress${P}|gestresst|panik${P}|aengste`), 2],
  [
    'health',
    w(
      `impf${P}|kur|kuren|kurklinik|erkaeltung|grippe|corona|covid|infekt${P}|fieber|blut(?:hoch)?druck|cholesterin|diabetes|immunsystem|hormon${P}|wechseljahre|zyklus|zahn|zaehne`,
    ),
    3,
  ],
  ['health', w(`angst${P}|wieder gesund|gesund werden`), 1],
  ['home', w(FAMILY), 3],
  [
    'home',
    w(
      `${P}wohnung${P}|haus|hauses|haeuser|hauskauf|eigenheim|zuhause|zu hause|daheim|haushalt${P}|nachbar${P}|mitbewohner${P}|wg|vermieter${P}|renovier${P}|umbau|garten|einzug|einziehen|ausziehen|auszug|kueche|pflegeheim|altenheim|altersheim|hund${P}|katze${P}|kater|haustier${P}|pferd${P}|welpe${P}|kaninchen`,
    ),
    3,
  ],
  // A relative named in "Beziehung zu meiner Schwester" makes it the family's, not a romance.
  [
    'love',
    w(
      `(?:beziehung|verhaeltnis) (?:zu|mit) (?:${MY}|${OUR}|der|dem|den) (?:\\p{L}+ )?(?:${FAMILY}|chef${P}|kolleg${P}|vorgesetzt${P}|freund(?:e|en|in|innen)|besten? freund${P}|geld|koerper|essen)`,
    ),
    -6,
  ],
  [
    'home',
    w(`(?:beziehung|verhaeltnis) (?:zu|mit) (?:${MY}|${OUR}|der|dem|den) (?:\\p{L}+ )?(?:${FAMILY})`),
    3,
  ],
  // "Soll ich meiner Schwester verzeihen, was sie gesagt hat?": forgiving a named relative is the
  // family's matter, and its "sie" is the relative, not a lover.
  [
    'love',
    new RegExp(`^(?=.*${B}(?:${MY}|${OUR}) (?:${FAMILY})${E}).*(?:verzeih|vergeb|versoehn|entschuldig)`, 'u'),
    -3,
  ],
  [
    'home',
    new RegExp(`^(?=.*${B}(?:${MY}|${OUR}) (?:${FAMILY})${E}).*(?:verzeih|vergeb|versoehn|entschuldig)`, 'u'),
    2,
  ],
  // A friend is the friendship's, held under 1 so a friend alone never makes the subject sure.
  [
    'home',
    w(`freund|freunde|freunden|freundin|freundinnen|freundschaft${P}|beste[nrm]? freund${P}|kumpel|clique`),
    0.9,
  ],
  // Buying a home is the household's step; buying a car is a matter of money.
  [
    'home',
    w(
      `(?:haus|wohnung|eigenheim|eigentumswohnung)${P}(?: \\p{L}+){0,3} (?:kaufen|kauf)|hauskauf|wohnungskauf`,
    ),
    2,
  ],
  ['work', new RegExp(`^(?=.*${B}${P}wohnung${P}${E}).*(?:bewerb|kuendig)`, 'u'), -3],
  ['home', TRANSACTION, -3],
  ['love', TRANSACTION, -3],
  ['home', w(`umzug|umziehen|umzieh${P}`), 2],
  ['travel', w(`umzug|umziehen|umzieh${P}`), 1],
  [
    'travel',
    w(
      `reise${P}|reisen|verreis${P}|${P}urlaub${P}|ausland${P}|auswander${P}|ausgewandert|emigrier${P}|weltreise|backpack${P}|work and travel|flug|fluege|fliege|fliegen|flugzeug|trip|roadtrip|rundreise|heimat${P}|ferien`,
    ),
    4,
  ],
  // "Nach Berlin ziehen", "umziehen nach Leipzig": a move to another place is a relocation.
  [
    'travel',
    w(
      `(?:um|weg|hin|rueber|zurueck)?zieh${P} (?:\\p{L}+ )?nach|nach (?!hause)\\p{L}+ (?:\\p{L}+ )?(?:um|weg|zurueck)?(?:ziehen|zu ziehen|gehen|zu gehen|auswandern)|(?:in|an) eine andere stadt|in ein anderes land|(?:neue|andere) stadt|(?:neues|anderes) land|ortswechsel|tapetenwechsel|ins ausland|nach uebersee|zurueck nach|zurueck in (?:${MY}|die) heimat`,
    ),
    4,
  ],
  [
    'home',
    w(
      `(?:um|weg|hin|rueber|zurueck)?zieh${P} (?:\\p{L}+ )?nach|nach (?!hause)\\p{L}+ (?:um|weg|zurueck)?ziehen`,
    ),
    -3,
  ],
  ['travel', w(`richtige (?:ort|stadt|land)|einleben|fuss fassen|heimisch werden`), 2],
  ['travel', w(`umzug (?:\\p{L}+ )?(?:nach|ins ausland|in die heimat)|rueckkehr|heimkehr`), 4],
  ['home', w(`umzug (?:\\p{L}+ )?(?:nach|ins ausland|in die heimat)`), -3],
  [
    'study',
    w(
      `${P}pruefung${P}|${P}klausur${P}|examen${P}|abschluss|abschlusses|schulabschluss|studium|studiums|studier${P}|studien${P}|student${P}|uni|unis|universitaet${P}|hochschul${P}|fachhochschule|fh|semester${P}|bachelor${P}|master${P}|promotion|promovier${P}|dissertation|abitur|abi|matura|schule|schulen|schul(?:zeit|jahr${P}|abschluss|wechsel|klasse|noten|ferien|leiter${P}|system|stress)|${P}schule|noten?|zeugnis${P}|fuehrerschein${P}|fahrpruefung|nachhilfe|ausbildung${P}|weiterbildung${P}|fortbildung${P}|zertifikat${P}|stipendium${P}|referat|zulassung${P}|azubi|(?:haus|abschluss|bachelor|master|doktor|seminar|fach)arbeit${P}`,
    ),
    4,
  ],
  ['work', w(`(?:haus|abschluss|bachelor|master|doktor|seminar|fach)arbeit${P}`), -3],
  [
    'study',
    w(
      `auslandssemester|bestehe|bestehen|bestanden|durchfall${P}|durchgefallen|falle ich durch|kurs|kurse|lehrer${P}`,
    ),
    2,
  ],
  ['study', w(`lernen|lerne|lernt|lehre`), 1],
  // A child's school is the family's matter: the asker is not the one studying.
  [
    'study',
    new RegExp(`${B}(?:sohn|tochter|kind${P}|kids|enkel${P})${E}.*(?:schule|kita|kindergarten|klasse)`, 'u'),
    -3,
  ],
  [
    'legal',
    w(
      `${P}gericht${P}|anwalt${P}|anwaelt${P}|rechtsanwalt${P}|klage|klagen|verklag${P}|anklage${P}|geklagt|prozess|prozesse|scheidung${P}|sorgerecht${P}|umgangsrecht|unterhalt|unterhalts${P}|vertrag|vertraege|vertrags${P}|mietvertrag${P}|erbstreit|notar${P}|richter${P}|urteil${P}|einspruch|widerspruch|berufung einlegen|in berufung|polizei|strafe|strafverfahren|verfahren|ermittlung${P}|anzeige|visum|visa|aufenthalt${P}|einbuergerung|staatsbuergerschaft|asyl${P}|abschiebung|behoerde${P}|jugendamt|rechtsstreit${P}|schlichtung|mediation`,
    ),
    4,
  ],
  [
    'legal',
    w(
      `${P}bescheid${P}|bussgeld${P}|strafzettel|recht bekommen|bekomme ich recht|gefaengnis${P}|haft|haftstrafe|knast|bewaehrung${P}|rechtlich${P}|rechtsweg|rechtsschutz${P}|arbeitsrecht${P}|mietrecht${P}|gegen (?:\\p{L}+ ){1,3}vorgehen|vorgehen gegen`,
    ),
    4,
  ],
  // A licence taken away is a penalty, not a test to pass.
  [
    'legal',
    w(
      `fuehrerschein${P} (?:\\p{L}+ )?(?:verlieren|weg|entzogen|abgeben)|verliere ich (?:\\p{L}+ )?fuehrerschein${P}|fahrverbot|punkte in flensburg`,
    ),
    6,
  ],
  // A will is a legal instrument before it is a family matter.
  ['legal', w(`testament${P}`), 6],
  ['love', w(`scheidung${P}`), -1],
  // His or her divorce, asked about a new partner's honesty, is a love question, not the asker's court case.
  ['love', w(`(?:seine|ihre|deren) scheidung${P}|ehrlich (?:zu|mit) mir`), 4],
  ['legal', w(`(?:seine|ihre|deren) scheidung${P}`), -4],
  // A career after the doctorate is work: the degree only dates it.
  ['work', w(`laufbahn|berufsleben|berufseinstieg|berufliche${P} zukunft`), 3],
  [
    'study',
    w(`nach (?:der|dem|meiner|meinem) (?:promotion|studium|abschluss|ausbildung|master|bachelor)`),
    -3,
  ],
  // Leaving the city for the country is a move.
  ['travel', w(`(?:aufs|auf dem|auf das) land|in die stadt ziehen|stadt verlassen`), 3],
  ['legal', w(`entscheid${P}|entschied${P}|wahl|waehlen|unterschreib${P}|unterzeichn${P}|vereinbarung`), 1],
  [
    'spirit',
    w(
      `sinn|lebenssinn|sinnhaft${P}|bestimmung|seele|spirituell${P}|spiritualitaet|meditat${P}|intuition|bauchgefuehl|selbstvertrauen|selbstwert${P}|selbstliebe|wachstum|wachsen|entwicklung|kreativ${P}|kunst|glaube${P}|gott|universum|engel${P}|schicksal|karma|energie${P}|chakra${P}|lektion${P}|lernaufgabe|lebensaufgabe|berufung|innere[nmrs]?|innerlich|selbstfindung|lebensweg|(?:${MY}|der|dem|den) (?:\\p{L}+ )?weg|frieden|loslassen|blockier${P}|blockade${P}|(?:mich|mir|zu mir) selbst`,
    ),
    2,
  ],
  ['spirit', w(`glueck${P}|zufrieden${P}|leben|zukunft|krise|gelassen${P}|achtsam${P}`), 1],
  ['spirit', w(`neuanfang|neubeginn`), 2],
  // "Welcher Weg ist der richtige für mich?" asks about the road of life, not about "der Richtige".
  ['spirit', w(`welche[rs]? (?:weg|richtung|pfad)|lebensweg${P}|der richtige weg`), 4],
  // "Was kann ich aus dieser Krise lernen?" asks for a lesson of life, not a subject at school.
  ['spirit', w(`was (?:kann|soll|muss|darf) ich (?:\\p{L}+ ){0,4}lernen|aus (?:\\p{L}+ ){1,3}lernen`), 2],
  ['study', w(`was (?:kann|soll|muss|darf) ich (?:\\p{L}+ ){0,4}lernen|aus (?:\\p{L}+ ){1,3}lernen`), -1],
];

/**
 * Questions the cards must not answer yes or no, each with whose decision or care it is. The
 * first rule that matches names the kind.
 */
const SENSITIVE_RULES: [SensitiveKind, RegExp][] = [
  [
    'addiction',
    w(
      `(?:spiel|alkohol|drogen|kauf|nikotin|internet|handy|medikamenten|sex|online|wett)sucht|sucht(?:problem|klinik|beratung|kranke?[rn]?|gefahr|therapie|erkrankung)${P}|(?:meine|seine|ihre|die|der|einer|gegen die|von der|aus der|mit der) sucht|suechtig${P}|alkohol${P}|(?<!(?:kaffee|tee|wasser|was|etwas|cocktail|einen) )trink(?:e|en|t|st)(?! gehen)|saeuft|saufen|betrunken|rauch(?:e|en|t|st|er|erin)|nichtraucher${P}|zigarette${P}|dampfen|vapen|drogen${P}|kokain|koks|heroin|kiff${P}|cannabis|gluecksspiel${P}|zocken|(?:alkohol|drogen|tabletten|medikamenten)abhaengig${P}|nuechtern|trocken (?:bleiben|sein|werden)|(?:bleib${P}|ist|bin|sind|wird|werde${P}) (?:\\p{L}+ ){0,3}trocken|entzug${P}|rueckfall${P}|entgiftung`,
    ),
  ],
  [
    'grief',
    w(
      `trauer${P}|trauern|trauere|trauert|verstorben${P}|gestorben|stirbt|sterben|tod|todes${P}|verlust (?:meine[rsm]?|unsere[rsm]?|de[rs]) (?!(?:job|jobs|arbeit|stelle|geld|geldes|wohnung|hauses|vertrags|kunden)${E})|fehlgeburt${P}|totgeburt|sternenkind${P}|beerdigung|bestattung|trauerfall|verwitwet|witwer?|hinterblieben${P}|(?:${MY}|${OUR}) (?:mutter|mama|vater|papa|mann|frau|partner|partnerin|sohn|tochter|kind|baby|bruder|schwester|freund|freundin|oma|opa|hund|katze|pferd) (?:\\p{L}+ ){0,2}verloren|abschied nehmen`,
    ),
  ],
  [
    'medical',
    w(
      `gesundheit${P}|krank${P}|erkrank${P}|krebs(?!-?(?:mann|frau|geborene))|tumor${P}|chemo${P}|bestrahlung|diagnose${P}|befund${P}|operation${P}|op|operiert|eingriff|schwanger${P}|kinderwunsch|fruchtbar${P}|unfruchtbar${P}|kuenstliche[nr]? befruchtung|ivf|${P}arzt|${P}aerzt${P}|klinik${P}|krankenhaus${P}|${P}therapie${P}|therapeut${P}|psych${P}|depression${P}|depressiv${P}|angststoerung${P}|panikattack${P}|burnout|burn-out|essstoerung${P}|magersucht|bulimie|demenz|alzheimer|herzinfarkt|schlaganfall|reha${P}|medikament${P}|symptom${P}|schmerzen|(?:ruecken|kopf|knie|bauch|nacken|gelenk|zahn|hueft)schmerz${P}|untersuchung|blutwerte|verletz${P}|bandscheibe${P}|genes(?:en|ung)${P}|baby${P}|(?:ein|ein zweites|noch ein) kind (?:bekommen|kriegen)|kinder (?:bekommen|kriegen)|${P}psychose|suizid${P}|selbstmord${P}|selbstverletz${P}`,
    ),
  ],
  [
    'legal',
    w(
      `${P}gericht${P}|anwalt${P}|anwaelt${P}|rechtsanwalt${P}|klage|klagen|verklag${P}|anklage${P}|(?<!(?:seine|ihre|deren) )scheidung${P}|scheiden lassen|sorgerecht${P}|umgangsrecht${P}|unterhalt|unterhalts${P}|testament${P}|erbstreit${P}|richter${P}|urteil${P}|prozess|strafverfahren|ermittlungsverfahren|gerichtsverfahren|polizei|anzeige (?:erstatten|gegen)|angezeigt|visum|aufenthalt${P}|einbuergerung|asyl${P}|abschiebung|jugendamt|einspruch|berufung einlegen|in berufung|rechtsstreit${P}|vorbestraft|strafe|vertragsbruch${P}|vertragsstreit${P}`,
    ),
  ],
];

const W_WORDS = new Set(
  'wie was wo wann warum wieso weshalb weswegen wer wen wem wessen welche welcher welches welchen welchem wohin woher womit wofuer worauf woran worin wodurch wozu worueber wovon wovor wobei worum inwiefern inwieweit wieviel wievielen'.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set(
  'mit in im bei beim fuer nach vor seit ab bis um ueber auf an am aus von vom zu zum zur durch gegen ohne wegen unter zwischen'.split(
    ' ',
  ),
);
/** First words that cannot be the finite verb of a yes/no question. */
const NOT_V1 = new Set(
  [
    ...W_WORDS,
    ...PREPOSITIONS,
    ...'ich du er sie es wir ihr man der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner dein deine sein seine unser unsere und aber oder denn also dass ob wenn weil heute morgen jetzt bald dieses diesen dieser diese naechstes naechsten naechste hier dort da dann noch schon immer nie wieder vielleicht eigentlich frage liebe liebes hallo hi hey bitte ok okay nun na so'.split(
      ' ',
    ),
  ].filter(Boolean),
);
/** Words that can follow a fronted verb as its subject ("Liebt er…", "Wird mein Ex…"). */
const SUBJECT_AFTER_VERB = new Set(
  'ich du er sie es wir ihr man mein meine dein deine sein seine ihre unser unsere der die das den dem ein eine einen jemand jemanden dieser diese dieses mich dich sich mir uns alles etwas das mit'.split(
    ' ',
  ),
);
/** Finite verbs that open German yes/no questions, in the folded spelling. */
const FINITE = new Set(
  'bin bist ist sind seid war warst waren waere waerst waeren hab habe hast hat haben hatte hattest haette haetten wird wirst werde werden wuerde wuerdest wuerden kann kannst koennen koennte koenntest koennten soll sollst sollen sollte solltest sollten muss musst muessen muesste darf darfst duerfen duerfte will willst wollen wollte moechte moechtest moechten mag magst moegen gibt geht gehe gehen kommt komme kommen bekomme bekommt bekommen kriege kriegt krieg schaffe schafft schaffen bestehe besteht bestehen finde findet finden treffe trifft treffen liebt liebe lieben denkt denke vermisst vermisse betruegt luegt verlaesst verlasse verliere verliert verlieren passt lohnt klappt meldet melde ruft rufe schreibt schreibe macht mache machen tue tut sagt sage sieht sehe steht stehe laeuft bleibt bleibe bleiben ziehe zieht ziehen heiratet heiraten heirate gewinnt gewinne gewinnen erreiche erreicht hilft helfe helfen brauche braucht trennt trenne kuendige kuendigt fuehlt fuehle empfindet interessiert bereut sehnt wartet warte spielt nimmt nehme erhalte erhaelt heilt reicht reichen verbessert wendet aendert hoert ruft versteht verstehen vertraut akzeptiert akzeptieren gelingt darf faellt falle werd'.split(
    ' ',
  ),
);
const SENTENCES = /(?<=[?!.])\s+/u;
const PIECES = /\s*(?::|\s[-–—]\s)\s*/u;
const FILLER =
  /^(?:(?:und|aber|also|nun|na|ok|okay|hallo|hi|hey|bitte|frage|meine frage|liebe karten|liebes universum|ehrlich gesagt)[,:!]?\s+)+/u;
const ASKS_WHETHER = new RegExp(`(?:^|[,\\s])ob${E}`, 'u');
const TAG_QUESTION = /(?:,|\s)\s*oder(?:\s+(?:nicht|was|wie|etwa nicht))?\s*[?!.]*$/u;
const EITHER_OR = new RegExp(`${B}oder${E}`, 'u');
const WORDS = /\p{L}+/gu;
/** "Ich möchte wissen, wie…", "Sag mir, was…": a lead before the question proper. */
const ASKS_ABOUT = new Set(['ich', 'sag', 'sagt', 'zeig', 'zeigt']);

/** The clause that asks: the last sentence with a question mark, after any "Thema:" lead. */
function askingClause(q: string): string {
  const sentences = q.split(SENTENCES).filter((s) => s.trim());
  const asked =
    [...sentences].reverse().find((s) => s.includes('?')) ?? sentences[sentences.length - 1] ?? '';
  const pieces = asked.split(PIECES).filter((p) => (p.match(WORDS) ?? []).length >= 2);
  return (pieces[pieces.length - 1] ?? asked).replace(FILLER, '').trim();
}

/** "Soll ich A oder B?" is a choice; "…, oder?" and "…oder nicht?" still ask for a yes or a no. */
function choiceIn(clause: string): boolean {
  return !TAG_QUESTION.test(clause) && EITHER_OR.test(clause);
}

function isYesNo(clause: string): boolean {
  if (choiceIn(clause)) return false;
  const words = clause.match(WORDS) ?? [];
  const [first = '', second = ''] = words;
  if (W_WORDS.has(first) || (PREPOSITIONS.has(first) && W_WORDS.has(second))) return false;
  if (TAG_QUESTION.test(clause) || ASKS_WHETHER.test(clause)) return true;
  // "Ich möchte wissen, wie…" names a W-question after its lead.
  if (words.slice(0, 6).some((x) => W_WORDS.has(x)) && ASKS_ABOUT.has(first)) return false;
  if (FINITE.has(first)) return true;
  if (!NOT_V1.has(first) && SUBJECT_AFTER_VERB.has(second)) return true;
  // "Mein Ex kommt zurück?": a statement asked as a question.
  return (
    clause.includes('?') &&
    NOT_V1.has(first) &&
    !words.some((x) => W_WORDS.has(x)) &&
    words.slice(1, 4).some((x) => FINITE.has(x))
  );
}

const FEARED = w(
  `betrueg${P}|betrogen|geheimnis${P} vor (?:mir|uns)|fremdgeh${P}|fremdgegangen|geht (?:\\p{L}+ ){0,2}fremd|lueg(?:t|st|en)|luegt|anluegen|belueg${P}|verheimlich${P}|verschweig${P}|hintergeh${P}|hintergangen|affaere${P}|hat (?:\\p{L}+ ){1,2}(?:noch )?(?:eine andere|einen anderen|jemand anderen|jemanden anderen|jemand neues)|verlaesst (?:\\p{L}+ ){0,2}mich|(?<!ich )mich (?:\\p{L}+ )?verlassen|(?:trennt|trennen) (?:\\p{L}+ ){0,3}von mir|macht (?:\\p{L}+ ){1,2}schluss|(?:verliert|verlieren) (?:\\p{L}+ ){0,2}(?:das )?interesse|kein interesse mehr|verliere ich|verlieren wir|(?:werde ich|wird (?:\\p{L}+ ){1,2}mir) (?:\\p{L}+ )?(?:gekuendigt|entlassen|gefeuert|rausgeworfen)|gekuendigt werden|entlassen werden|scheiter${P}|schief ?(?:gehen|geht)|geht (?:\\p{L}+ ){0,2}schief|schlimmer|verschlechter${P}|durchfall${P}|falle ich durch|durchgefallen|nutzt (?:\\p{L}+ )?mich aus|ausnutz${P}|benutzt mich|hinter meinem ruecken|gegen mich|sabotier${P}|zerbricht|zerbrechen|kaputt ?gehen|auseinander ?gehen|zwischen uns (?:\\p{L}+ )?(?:vorbei|aus)|pleite gehen|geht (?:\\p{L}+ ){0,3}pleite|gehe ich pleite|insolvent`,
);
const LEAVE_VERBS = `verkaufen|verlassen|trennen|kuendigen|ausziehen|auszuziehen|aufhoeren|aufzuhoeren|abbrechen|abzubrechen|aufgeben|aufzugeben|schluss (?:zu )?machen|scheiden (?:zu )?lassen|hinschmeissen|hinzuschmeissen|schmeissen|beenden|schliessen|aussteigen|auszusteigen|weggehen|wegzugehen|ausbrechen|auszubrechen|loslassen|loszulassen|austreten|auszutreten`;
/** "Soll ich ihn verlassen?", "Ist es Zeit, zu kündigen?": the verb closes the clause in German. */
const LEAVING = new RegExp(
  `^(?:(?:soll|sollte|sollen|muss|darf)\\s+(?:ich|wir)${E}|(?:ist|waere) es (?:\\p{L}+ ){0,3}(?:zeit|richtig|klug|besser|sinnvoll|an der zeit)${E}).*${B}(?:${LEAVE_VERBS})${E}`,
  'u',
);
/**
 * Selling a home or a business is read for the sale, and breaking off contact for the break, as
 * the English reads them: neither is a leaving whose yes favours what is given up.
 */
const NOT_LEAVING = w(
  `(?:${MY}|${OUR}|das|die|den) (?:\\p{L}+ )?(?:haus|wohnung|eigentumswohnung|immobilie|elternhaus|hof|grundstueck|laden|geschaeft|firma|unternehmen|${P}haus) (?:\\p{L}+ ){0,3}verkaufen|kontakt (?:\\p{L}+ ){0,4}abbrechen`,
);
const SELLS = w('verkaufen');
/** Forgiving, taking someone back, another child: the English gives these no yes or no, nor may the German. */
const MORAL = w(
  `verzeih${P}|vergeb${P}|(?:ihn|sie) zurueck(?:nehmen|zunehmen)|(?:ein|noch ein|ein zweites|ein drittes|ein weiteres) (?:kind|baby) (?:bekommen|kriegen)|sorgerecht${P}|kontaktsperre|keinen kontakt mehr`,
);
/** The English cross leaves these to the asker too, where its three cards read them for the leaving. */
const MORAL_IN_CROSS = w(
  `(?:${MY}) (?:mann|frau|ehemann|ehefrau|partner|partnerin|ehe) (?:\\p{L}+ ){0,2}verlassen|scheiden lassen|(?:ins|in ein) (?:pflegeheim|altenheim|altersheim|heim) (?:geben|bringen|stecken)`,
);
const LEAVING_SEPARABLE = w(
  `(?:kuendige|verlasse|trenne) ich|hoere ich (?:\\p{L}+ ){0,4}auf|breche ich (?:\\p{L}+ ){0,4}ab`,
);
/**
 * "Soll ich ihr sagen, dass er sie betrügt?" asks whether to act: what it names is no answer the
 * asker dreads, as the English reading hears a fear only in "Is…", "Will…", "Does…", never in
 * "Should I…" or "Can I…".
 */
const DELIBERATES = new RegExp(
  `^(?:soll|sollte|sollen|solltest|muss|muessen|darf|duerfen|kann|koennen|koennte|koennten|wuerde|wuerden|lohnt|lohnen|waere|ist es (?:\\p{L}+ ){0,3}(?:zeit|richtig|klug|besser|sinnvoll|gut|falsch|an der zeit))${E}`,
  'u',
);
/** The English cross reads "leave teaching to start a bakery" for the new venture, not the leaving. */
const TO_START = w(
  `(?:und|um) (?:\\p{L}+ ){0,5}(?:zu )?(?:eroeffnen|gruenden|starten|anfangen|beginnen|werden|studieren|umschulen|ziehen|umziehen|gehen|arbeiten|beitreten|machen)|(?:und|um) (?:\\p{L}+ ){0,5}(?:\\p{L}+zu(?:eroeffnen|gruenden|fangen|ziehen|steigen|treten|schulen))`,
);
/** A lie or an affair in the question: the English never lets the card of deception carry its yes. */
const DECEIT = w(
  `lueg${P}|luegt|gelogen|anluegen|belueg${P}|luegner${P}|geheimnis${P}|verheimlich${P}|verschweig${P}|verschwieg${P}|betrueg${P}|betrogen|betrug|fremdgeh${P}|fremdgegangen|geht (?:\\p{L}+ ){0,2}fremd|affaere${P}|ehrlich${P}|unehrlich${P}|hintergeh${P}|hintergangen|verrat${P}|verraet|verraten|taeusch${P}|abzocke${P}|treu|untreu${P}`,
);
/** A break with family, which the English never answers with a firm yes. */
const CUTS_OFF = w(
  `kontakt (?:\\p{L}+ ){0,3}(?:abbrechen|abzubrechen|abgebrochen)|kontaktabbruch${P}|(?:nicht mehr|nie wieder) (?:mit \\p{L}+ ){0,2}(?:\\p{L}+ )?(?:sprechen|reden)|funkstille|bruch mit|brechen mit|entfremd${P}|verstoss${P}`,
);
const KIN = w(FAMILY);

const MIND_VERB = `denkt|denken|fuehlt|fuehlen|empfindet|empfinden|liebt|lieben|vermisst|vermissen|mag|moegen|bereut|bereuen|sehnt|hasst|begehrt`;
const THEIR_MIND = [
  new RegExp(
    `^(?:(?:was|wie|wieviel|warum|wieso|woran|ueber was|welche gefuehle)\\s+)?(?:${MIND_VERB})\\s+(?!(?:ich|wir|du)${E})`,
    'u',
  ),
  w(
    `(?:hat|haben) (?:\\p{L}+ ){1,3}(?:noch )?(?:gefuehle|interesse|ein auge) (?:fuer|an|auf) (?:mich|uns)|(?:ist|sind) (?!ich${E})(?:\\p{L}+ ){1,2}(?:noch |wirklich |ernsthaft )?(?:in mich )?verliebt|(?:steht|stehen) (?:\\p{L}+ ){1,2}auf mich|interessiert (?:\\p{L}+ ){1,2}sich (?:\\p{L}+ )?fuer mich|(?:haelt|halten) (?:\\p{L}+ ){1,2}von (?:mir|uns)|(?:will|moechte) (?!ich${E})(?:\\p{L}+ ){1,2}(?:noch )?(?:mich|mit mir)|wie (?:sieht|sehen) (?:\\p{L}+ ){1,2}mich|(?:denkt|fuehlt|empfindet) (?:\\p{L}+ ){1,3}(?:an|ueber|fuer) mich|(?:vermisst|liebt|mag) (?:\\p{L}+ ){0,2}mich|(?<!ich )(?:er|sie|\\p{L}+) mich (?:noch |wirklich |ueberhaupt )?(?:liebt|vermisst|mag|will)|was (?:\\p{L}+ ){1,3}(?:fuer mich|von mir) (?:fuehlt|empfindet|haelt|denkt|will)`,
  ),
];
const SOMEONE = `jemanden|jemand|einen partner|eine partnerin|einen neuen partner|eine neue partnerin|einen freund|eine freundin|einen mann|eine frau|einen neuen mann|eine neue frau|den richtigen|die richtige|die liebe|die grosse liebe|die wahre liebe|${MY} grosse liebe|(?:eine|die) neue liebe|${MY} seelenverwandte[nr]?|${MY} traum(?:mann|frau|prinzen)|${MY} zwillingsflamme|mr\\.? right|die liebe meines lebens|die frau meines lebens|den mann meines lebens|liebe`;
const NO_PARTNER = w(
  `(?:${SOMEONE}) (?:\\p{L}+ ){0,3}(?:kennen ?lernen|kennenlerne|kennenlernst|finden|finde|treffen|treffe|begegnen|begegne)|(?:finde|treffe|begegne|lerne|werde) ich (?:\\p{L}+ ){0,4}(?:${SOMEONE})|als single|bin (?:\\p{L}+ ){0,2}single|noch single|single bleiben|bleibe ich (?:\\p{L}+ ){0,2}single|ohne partner|keinen partner|keine partnerin|keinen freund|keine freundin|keine beziehung|allein(?:e)? bleiben|bleibe ich (?:\\p{L}+ )?allein(?:e)?|(?:kommt|tritt|begegnet) (?:\\p{L}+ ){0,3}(?:jemand|ein mann|eine frau|die liebe|der richtige|die richtige|ein neuer mann|eine neue frau|ein neuer partner|eine neue liebe)|erstes date|ein date|dating-?app|online-?dating|${MY} schwarm|${MY} crush|(?:soll|sollte) ich (?:\\p{L}+ ){1,2}(?:ansprechen|anschreiben|um ein date bitten|nach einem date fragen|einladen)|gefuehle gestehen|(?:${MY}|die) gefuehle (?:\\p{L}+ )?(?:gestehen|sagen|zeigen)`,
);

/**
 * What a German question is about: every subject's rules are scored over the whole question and
 * the highest score wins (ties go to the earlier subject in TAROT_SUBJECTS); a question with no
 * evidence is read under "spirit", the path in general.
 */
export function readQuestionDe(question: string): GermanQuestion {
  const q = fold(question);
  const scores = Object.fromEntries(TAROT_SUBJECTS.map((s) => [s, 0])) as Record<TarotSubject, number>;
  for (const [subject, pattern, weight] of SUBJECT_RULES) if (pattern.test(q)) scores[subject] += weight;
  let subject: TarotSubject = 'spirit';
  for (const s of TAROT_SUBJECTS) if (scores[s] > 0 && scores[s] > scores[subject]) subject = s;
  if (scores[subject] <= 0) subject = 'spirit';
  const [top = 0, second = 0] = Object.values(scores).sort((a, b) => b - a);
  const clause = askingClause(q);
  const yesNo = isYesNo(clause);
  const options = choiceIn(clause) ? optionsOf(question) : null;
  const leaving =
    !options && (LEAVING.test(clause) || LEAVING_SEPARABLE.test(clause)) && !NOT_LEAVING.test(clause);
  // A question filed under health is one for a doctor even without a named illness.
  const sensitive =
    SENSITIVE_RULES.find(([, re]) => re.test(q))?.[0] ?? (subject === 'health' ? 'medical' : null);
  return {
    subject,
    scores,
    confident: top >= 2 && top - Math.max(0, second) >= 1,
    yesNo,
    options,
    sensitive,
    fearedYes: yesNo && FEARED.test(q) && !DELIBERATES.test(clause),
    leaving,
    leavesToStart: leaving && TO_START.test(clause),
    doubtsHonesty: DECEIT.test(q),
    suspects: yesNo && !options && DECEIT.test(q) && !DELIBERATES.test(clause),
    sellsThing: leaving && SELLS.test(clause),
    estranging: CUTS_OFF.test(q) && KIN.test(q),
    moral: yesNo && !options && MORAL.test(q),
    moralInCross: yesNo && MORAL_IN_CROSS.test(q),
    asksTheirMind: THEIR_MIND.some((re) => re.test(clause)),
    noPartner: NO_PARTNER.test(q),
    // "Mein Freund" is as often a boyfriend: only a best, old or close friend, a "Kumpel" or a
    // friendship is sure to be one.
    friendship:
      FRIENDSHIP_DE.test(q) &&
      !ROMANCE_DE.test(q) &&
      sensitive === null &&
      ['home', 'love', 'spirit'].includes(subject),
  };
}

const FRIENDSHIP_DE =
  /\b(freundschaft\w*|beste[nrms]? freund(in|e|en)?|(alte[nrms]?|gute[nrms]?|engste[nrms]?|langjaehrige[nrms]?) freund(in|e|en)?|kumpel)\b/u;
const ROMANCE_DE = /\b(verliebt|gefuehle|schwarm|date|kuess\w*|mehr als freund\w*)\b/u;
// --- the two options, said back to the asker ---------------------------------------------------

const OPTION_LEAD =
  /^(?:(?:soll|sollte|sollen|muss|kann|darf|koennte)\s+(?:ich|wir)\s+|(?:ist|wäre|waere|wär|waer) es (?:besser|klüger|klueger|richtig|richtiger|sinnvoller|gescheiter|schlauer)(?: für mich| fuer mich| für uns| fuer uns)?,?\s+)/iu;
const OPTION_SOFTENER = /^(?:lieber|eher|besser|doch|doch lieber|einfach|jetzt|erst mal|erstmal)\s+/iu;
const OPTION_REPEAT = /^(?:soll|sollte|sollen)\s+(?:ich|wir)\s+/iu;
const OPTION_CUT = /^.*?[,:]\s+(?=[^,:]+\soder\s[^,:]+$)/iu;
const ORD = /\s+oder\s+/giu;
const TRAILING = /[?.!…\s]+$/u;
const ZU_INFINITIVE = new RegExp(
  `(?:^|\\s)(?:zu\\s+(\\p{L}+)|(${'ab|an|auf|aus|ein|mit|nach|vor|weg|zurück|zurueck|um|los|fest|hin|her|weiter|wieder|heim|hinzu|dazu|zusammen|kennen'})zu(\\p{L}+en))$`,
  'iu',
);
const SEPARABLE = new Set(
  'ab an auf aus ein mit nach vor weg zurück zurueck um los fest hin her weiter wieder heim zusammen fort'.split(
    ' ',
  ),
);
const V1_CHOICE = /^(\p{L}+)\s+(ich|wir)(?:\s+(.*))?$/iu;
const VERB_END = /(?:e|n)$/iu;
const OPTION_PUNCT = /[,;:]+$/u;
const EITHER = /^entweder\s+/iu;
const INFINITIVE_OF: Record<string, string> = {
  bin: 'sein',
  bleib: 'bleiben',
  hab: 'haben',
  habe: 'haben',
  tue: 'tun',
  tu: 'tun',
  kann: 'können',
  will: 'wollen',
  muss: 'müssen',
  darf: 'dürfen',
  soll: 'sollen',
  mag: 'mögen',
  weiß: 'wissen',
  weiss: 'wissen',
  sind: 'sein',
};

/** "zu bleiben" -> "bleiben", "anzunehmen" -> "annehmen": an option is said as a bare infinitive. */
function bareInfinitive(option: string): string {
  const m = ZU_INFINITIVE.exec(option);
  if (!m) return option;
  const head = option.slice(0, m.index).trimEnd();
  const verb = m[1] ?? `${m[2]}${m[3]}`;
  return `${head}${head ? ' ' : ''}${verb}`;
}

/** "Ziehe ich nach Berlin um" -> "nach Berlin umziehen": a fronted verb goes back to the end. */
function fromFronted(option: string): string {
  const m = V1_CHOICE.exec(option);
  if (!m || !VERB_END.test(m[1]!) || NOT_V1.has(fold(m[1]!))) return option;
  const finite = m[1]!.toLowerCase();
  let rest = (m[3] ?? '').trim();
  let particle = '';
  const words = rest.split(' ');
  if (words.length > 0 && SEPARABLE.has(words[words.length - 1]!.toLowerCase())) {
    particle = words.pop()!.toLowerCase();
    rest = words.join(' ');
  }
  const infinitive =
    INFINITIVE_OF[finite] ??
    (finite.endsWith('e') ? `${finite}n` : finite.endsWith('n') ? finite : `${finite}en`);
  return `${rest}${rest ? ' ' : ''}${particle}${infinitive}`;
}

function optionsOf(question: string): { a: string; b: string } | null {
  const body = question.trim().replace(TRAILING, '').replace(OPTION_CUT, '').replace(OPTION_LEAD, '');
  const splits = [...body.matchAll(ORD)];
  const last = splits[splits.length - 1];
  if (!last || last.index === undefined) return null;
  const clean = (s: string) =>
    fromFronted(bareInfinitive(s.trim().replace(OPTION_PUNCT, '').replace(OPTION_SOFTENER, '')));
  const a = clean(body.slice(0, last.index).replace(EITHER, ''));
  const b = clean(body.slice(last.index + last[0].length).replace(OPTION_REPEAT, ''));
  if (!a || !b || a.split(' ').length > 12 || b.split(' ').length > 12) return null;
  return { a: toDu(a), b: toDu(b) };
}

// --- saying the asker's words back in du-form ---------------------------------------------------

const PRONOUNS: Record<string, string> = {
  ich: 'du',
  mich: 'dich',
  mir: 'dir',
  mein: 'dein',
  meine: 'deine',
  meinen: 'deinen',
  meinem: 'deinem',
  meiner: 'deiner',
  meines: 'deines',
  meins: 'deins',
  wir: 'ihr',
  uns: 'euch',
  unser: 'euer',
  unsere: 'eure',
  unseren: 'euren',
  unserem: 'eurem',
  unserer: 'eurer',
  unseres: 'eures',
};
/** First-person forms whose du-form is not the regular one. */
const DU_FORM: Record<string, string> = {
  bin: 'bist',
  habe: 'hast',
  hab: 'hast',
  werde: 'wirst',
  werd: 'wirst',
  nehme: 'nimmst',
  gebe: 'gibst',
  sehe: 'siehst',
  lese: 'liest',
  spreche: 'sprichst',
  treffe: 'triffst',
  helfe: 'hilfst',
  vergesse: 'vergisst',
  esse: 'isst',
  werfe: 'wirfst',
  sterbe: 'stirbst',
  empfehle: 'empfiehlst',
  breche: 'brichst',
  trete: 'trittst',
  fahre: 'fährst',
  schlafe: 'schläfst',
  lasse: 'lässt',
  halte: 'hältst',
  falle: 'fällst',
  laufe: 'läufst',
  trage: 'trägst',
  fange: 'fängst',
  wachse: 'wächst',
  schlage: 'schlägst',
  lade: 'lädst',
  rate: 'rätst',
  stoße: 'stößt',
  stosse: 'stößt',
  wasche: 'wäschst',
};
const VERB_PREFIXES = new Set(
  'ab an auf aus bei ein mit nach vor weg zu zurück zurueck um ver be ent er ge emp zer los fest hin her weiter wieder über ueber unter durch fort dar heraus hinaus'.split(
    ' ',
  ),
);
/** Words ending in -e that are never a verb after "ich". */
const NOT_A_VERB = new Set(
  'die eine keine meine deine seine ihre unsere eure diese jene welche jede alle beide viele manche solche ohne gerne alleine lange schade ende bitte heute gestern einige andere nicht nie'.split(
    ' ',
  ),
);
const VERB_WITHOUT_E = new Set(
  'bin hab kann will muss darf mag soll weiß weiss war werd geh komm find hatte'.split(' '),
);
const SUBORDINATORS = new Set(
  'dass daß ob wenn weil falls obwohl damit bevor nachdem sobald als wie was wo warum wieso wann seit seitdem bis während waehrend die der das den dem'.split(
    ' ',
  ),
);
const SPLIT_WORDS = /(\p{L}+)/u;
const CLAUSE_END = /[,.;:!?]/u;
const UMLAUT_BACK: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const UMLAUTS = /[äöüß]/g;
const HAS_UMLAUT = /[äöüÄÖÜß]/u;
const FOLDED_SPELLING = /(?:^|[^aeiouäöü\s])(?:ae|oe|ue)/iu;

const SIBILANT_END = /[sßzx]$/u;
const DENTAL_END = /(?:[dt]|[^aeiouäöülrmnh][mn])$/u;
const LIQUID_END = /[^aeiouäöülr][lr]$/u;
const UPPER_START = /^\p{Lu}/u;

const isVerbLike = (lower: string) =>
  VERB_WITHOUT_E.has(lower) ||
  lower in DU_FORM ||
  (lower.length > 2 && lower.endsWith('e') && !NOT_A_VERB.has(lower) && !(lower in PRONOUNS));

function duOf(lower: string): string {
  if (DU_FORM[lower]) return DU_FORM[lower]!;
  for (const key of Object.keys(DU_FORM))
    if (lower.endsWith(key) && VERB_PREFIXES.has(lower.slice(0, -key.length)))
      return `${lower.slice(0, -key.length)}${DU_FORM[key]}`;
  const stem = lower.endsWith('e') ? lower.slice(0, -1) : lower;
  if (SIBILANT_END.test(stem)) return `${stem}t`;
  if (DENTAL_END.test(stem)) return `${stem}est`;
  // "sammle" -> "sammelst", "handle" -> "handelst".
  if (LIQUID_END.test(stem)) return `${stem.slice(0, -1)}e${stem.slice(-1)}st`;
  return `${stem}st`;
}

const withCaseOf = (model: string, word: string) =>
  UPPER_START.test(model) ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word;

/** "mein Job" -> "dein Job", "mich" -> "dich", "ich" -> "du" (with the verb's du-form for the common verbs) for quoting the asker's phrase back in du-form. */
export function toDu(phrase: string): string {
  const parts = phrase.split(SPLIT_WORDS);
  // Odd indices are words, even ones the spaces and punctuation between them.
  const at: number[] = [];
  for (let i = 1; i < parts.length; i += 2) at.push(i);
  const lower = (k: number) => parts[at[k]!]!.toLowerCase();
  const folded = !HAS_UMLAUT.test(phrase) && FOLDED_SPELLING.test(phrase);
  const verbs = new Set<number>();
  for (let k = 0; k < at.length; k++) {
    if (lower(k) !== 'ich') continue;
    const before = k > 0 ? lower(k - 1) : '';
    const joined = k > 0 && !CLAUSE_END.test(parts[at[k]! - 1]!);
    if (joined && isVerbLike(before) && !SUBORDINATORS.has(before)) {
      verbs.add(k - 1);
    } else if (SUBORDINATORS.has(before)) {
      // In a subordinate clause the finite verb closes the clause: "dass ich ihn verlassen soll".
      let end = k + 1;
      while (end + 1 < at.length && !CLAUSE_END.test(parts[at[end]! + 1] ?? '')) end++;
      if (end < at.length && end > k && isVerbLike(lower(end))) verbs.add(end);
    } else if (k + 1 < at.length && isVerbLike(lower(k + 1))) {
      verbs.add(k + 1);
    }
  }
  for (let k = 0; k < at.length; k++) {
    const word = parts[at[k]!]!;
    const l = word.toLowerCase();
    let out: string | undefined;
    if (verbs.has(k)) {
      out = duOf(l);
      if (folded) out = out.replace(UMLAUTS, (c) => UMLAUT_BACK[c]!);
    } else if (PRONOUNS[l]) out = PRONOUNS[l];
    if (out) parts[at[k]!] = withCaseOf(word, out);
  }
  return parts.join('');
}

// --- who the question is about, when it is not the asker --------------------------------------

/** Someone or an animal the question is about, in the forms the reading needs after "du". */
export interface OtherDe {
  /** "deine Freundin", "dein Hund": the nominative. */
  nom: string;
  /** "deine Freundin", "deinen Hund". */
  acc: string;
  /** "deiner Freundin", "deinem Hund". */
  dat: string;
  /** "sie", "er", "es". */
  er: string;
  /** "sie", "ihn", "es". */
  ihn: string;
  /** "ihr", "ihm". */
  ihm: string;
  animal: boolean;
}

type Gender = 'm' | 'f' | 'n';
const PRONOUNS_OF: Record<Gender, [string, string, string]> = {
  m: ['er', 'ihn', 'ihm'],
  f: ['sie', 'sie', 'ihr'],
  n: ['es', 'es', 'ihm'],
};
/** One person the asker names, by the folded stem; plurals are left out, since the sentences are singular. */
const PEOPLE_DE: [string, Gender, string][] = [
  ['geschaeftspartnerin', 'f', 'Geschäftspartnerin'],
  ['geschaeftspartner', 'm', 'Geschäftspartner'],
  ['vater', 'm', 'Vater'],
  ['papa', 'm', 'Papa'],
  ['mutter', 'f', 'Mutter'],
  ['mama', 'f', 'Mama'],
  ['sohn', 'm', 'Sohn'],
  ['tochter', 'f', 'Tochter'],
  ['schwester', 'f', 'Schwester'],
  ['bruder', 'm', 'Bruder'],
  ['freundin', 'f', 'Freundin'],
  ['freund', 'm', 'Freund'],
  ['partnerin', 'f', 'Partnerin'],
  ['partner', 'm', 'Partner'],
  ['frau', 'f', 'Frau'],
  ['mann', 'm', 'Mann'],
  ['chefin', 'f', 'Chefin'],
  ['chef', 'm', 'Chef'],
  ['kollegin', 'f', 'Kollegin'],
  ['oma', 'f', 'Oma'],
  ['opa', 'm', 'Opa'],
  ['kind', 'n', 'Kind'],
  ['exfreundin', 'f', 'Exfreundin'],
  ['exfreund', 'm', 'Exfreund'],
  ['exmann', 'm', 'Exmann'],
  ['exfrau', 'f', 'Exfrau'],
  // "mein Ex" or "meine Ex": the article gives the gender.
  ['ex', 'm', 'Ex'],
];
/** Animals, with the noun's own case forms where it is weak ("den Welpen"). */
const ANIMALS_DE: [string, Gender, string, string?][] = [
  ['huendin', 'f', 'Hündin'],
  ['hund', 'm', 'Hund'],
  ['katze', 'f', 'Katze'],
  ['kater', 'm', 'Kater'],
  ['welpe', 'm', 'Welpe', 'Welpen'],
  ['pferd', 'n', 'Pferd'],
  ['pony', 'n', 'Pony'],
  ['kaninchen', 'n', 'Kaninchen'],
  ['meerschweinchen', 'n', 'Meerschweinchen'],
  ['hamster', 'm', 'Hamster'],
  ['wellensittich', 'm', 'Wellensittich'],
  ['papagei', 'm', 'Papagei'],
  ['haustier', 'n', 'Haustier'],
];

function otherForms(gender: Gender, noun: string, weak: string | undefined, animal: boolean): OtherDe {
  const [er, ihn, ihm] = PRONOUNS_OF[gender];
  const oblique = weak ?? noun;
  return {
    nom: `${gender === 'f' ? 'deine' : 'dein'} ${noun}`,
    acc: `${gender === 'f' ? 'deine' : gender === 'm' ? 'deinen' : 'dein'} ${gender === 'm' ? oblique : noun}`,
    dat: `${gender === 'f' ? 'deiner' : 'deinem'} ${gender === 'm' ? oblique : noun}`,
    er,
    ihn,
    ihm,
    animal,
  };
}

const ANIMAL_DE = new RegExp(
  `${B}(?:${MY}|${OUR}) (${ANIMALS_DE.map(([stem]) => stem).join('|')})(?:s|es|n|en)?${E}`,
  'u',
);
/**
 * "Besteht meine Freundin…?", "Wird sich mein Vater mit mir versöhnen?", "Wann meldet sich meine
 * Schwester?": the one named is the clause's subject, after its verb and a pronoun or two. "Meine
 * Schwester und ich" asks about both, so it names no one else's matter.
 */
const SUBJECT_OTHER_DE = new RegExp(
  `^(?:(?:wie|wann|was|warum|wieso|ob|wo)\\s+)?\\p{L}+\\s+(?:(?:sich|mir|mich|uns|noch|bald|wieder|dann|endlich|jemals|je)\\s+){0,3}(mein|meine|unser|unsere)\\s+(${PEOPLE_DE.map(([stem]) => stem).join('|')})${E}(?! und (?:ich|wir)${E})`,
  'u',
);

/**
 * "Wie kann ich meiner Schwester in ihrer Trennung helfen?": the asker stands by someone, who is
 * then the one the cards are read for, named anywhere in the question.
 */
const HELPS_DE = w(
  `helfen|helfe|zu helfen|hilft|unterstuetz${P}|beisteh${P}|beizustehen|bei(?:stehen|steht)|troest${P}|zu troesten|(?:fuer|fur) (?:\\p{L}+ ){1,2}da sein`,
);
const HELPED_DE = new RegExp(
  `${B}(mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer)\\s+(${PEOPLE_DE.map(([stem]) => stem).join('|')})(?:n|en|s)?${E}`,
  'u',
);

/**
 * The one the question is about when it is not the asker: an animal named anywhere ("meinem Hund
 * die Angst nehmen"), or a person who is the asking clause's subject. Each card is then read for
 * them, and the asker's part is what they can do beside them.
 */
export function otherOfDe(question: string): OtherDe | null {
  const q = fold(question);
  const animal = ANIMAL_DE.exec(q);
  if (animal) {
    const [, gender, noun, weak] = ANIMALS_DE.find(([stem]) => stem === animal[1])!;
    return otherForms(gender, noun, weak, true);
  }
  const m = SUBJECT_OTHER_DE.exec(askingClause(q)) ?? (HELPS_DE.test(q) ? HELPED_DE.exec(q) : null);
  if (!m) return null;
  const [stem, listed, noun] = PEOPLE_DE.find(([stem]) => stem === m[2])!;
  const feminine = /^(?:meine|meiner|unsere|unserer)$/u.test(m[1]!);
  const gender = stem === 'ex' && feminine ? 'f' : listed;
  // "mein(em)" names a man or a child, "meine(r)" a woman: a mismatch is no subject ("meine Freunde").
  if ((feminine ? 'f' : 'mn').includes(gender) === false) return null;
  return otherForms(gender, noun, undefined, false);
}

/**
 * "Wird sich mein Vater mit mir versöhnen?", "Wird mir meine Schwester verzeihen?": what the other
 * does toward the asker is theirs to choose, so no card may say it for them.
 */
const TOWARD_ASKER = w(`mir|mich|uns`);
/** What someone does toward the asker; what they feel is read by the lean on feelings instead. */
const BOND_VERBS = w(
  `versoehn${P}|verzeih${P}|vergeb${P}|meld${P}|entschuldig${P}|zurueck${P}|akzeptier${P}|anruf${P}|ruft|besuch${P}|sprech${P}|spricht|red${P}|versteh${P}|vertrau${P}|kontakt${P}|einlad${P}`,
);
export function othersWillDe(question: string): boolean {
  const other = otherOfDe(question);
  const q = fold(question);
  return !!other && !other.animal && TOWARD_ASKER.test(q) && BOND_VERBS.test(q);
}

/** The other's own matter ("Besteht meine Freundin die Prüfung?"), with no part in it for the asker's self. */
export const asksForOtherDe = (question: string): boolean =>
  !!otherOfDe(question) && !TOWARD_ASKER.test(fold(question));

/** The asker asks how to stand by someone: their matter, whatever its subject. */
export const helpsOtherDe = (question: string): boolean =>
  !!otherOfDe(question) && HELPS_DE.test(fold(question)) && !TOWARD_ASKER.test(fold(question));

/** A relationship that has ended: nothing may read it as going on. */
const ENDED_DE = w(
  `trennung${P}|getrennt|scheidung${P}|geschieden|ex|ex-${P}|exfreund${P}|exmann|exfrau|liebeskummer|schluss gemacht|verlassen hat|beziehungsende|nach (?:der|unserer|meiner) beziehung`,
);
export const afterBreakupDe = (question: string): boolean => ENDED_DE.test(fold(question));

/** The asker asks about themselves ("Wie finde ich wieder zu mir?"), not about a bond or a deal. */
const INWARD_DE = w(
  `zu mir(?: selbst)?|mich selbst|mir selbst|selbstwert${P}|selbstliebe|selbstvertrauen|hinweg(?:kommen|komme)?|loslassen|abschliessen|heilen|wieder gluecklich|ich selbst`,
);
export const inwardDe = (question: string): boolean => INWARD_DE.test(fold(question));

/** "Was fühlt er für mich?": the one whose feelings are asked about, named by a pronoun alone. */
const HE_OR_SHE = w('er|sie');

/**
 * Whose feelings a question asks about ("Liebt mich mein Freund?", "Vermisst mich mein Ex?",
 * "Was fühlt er für mich?"): the person named, or the pronoun that stands for them.
 */
export function theirMindOfDe(question: string): OtherDe | null {
  const named = otherOfDe(question);
  if (named) return named.animal ? null : named;
  const pronoun = HE_OR_SHE.exec(askingClause(fold(question)))?.[0];
  if (!pronoun) return null;
  const [er, ihn, ihm] = PRONOUNS_OF[pronoun === 'er' ? 'm' : 'f'];
  return { nom: er, acc: ihn, dat: ihm, er, ihn, ihm, animal: false };
}
