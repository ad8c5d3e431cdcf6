// The German words of the natal report: each point with its article in every case the composer
// needs, the houses, the elements and modes, the dignities and the figures, written for German
// sentences ("Mars steht in seinem Exil", "im Quadrat zu deiner Sonne"). The English words are in
// natal-synthesis-text.ts and natal-report.ts; the sign and house texts in content/authored/de/.
import type { Element, Modality } from './content/astro';
import type { MoonPhaseName } from './natal-synthesis';
import type { PointName, SignAbbrev } from '../astro/types';
import { listJoinDe, NUMBER_DE, SIGN_DE } from './sky-words-de';
import { shakingAspects } from './natal-placement-context';
import type { AspectFact } from './types';

type Gender = 'f' | 'm' | 'n';

interface PointWords {
  /** Without article, for headings and lists: "Sonne", "Aszendent". */
  title: string;
  /** Nominative with article where German uses one: "die Sonne", "Merkur". */
  nom: string;
  /** Dative: "der Sonne", "dem Aszendenten". */
  dat: string;
  /** Accusative: "die Sonne", "den Mond". */
  acc?: string;
  /** After "dein-" in the nominative: "deine Sonne", "dein Mond". */
  yours: string;
  gender: Gender;
}

const POINT_WORDS: Partial<Record<PointName, PointWords>> = {
  Sun: { title: 'Sonne', nom: 'die Sonne', dat: 'der Sonne', yours: 'deine Sonne', gender: 'f' },
  Moon: { title: 'Mond', nom: 'der Mond', dat: 'dem Mond', acc: 'den Mond', yours: 'dein Mond', gender: 'm' },
  Mercury: { title: 'Merkur', nom: 'Merkur', dat: 'Merkur', yours: 'dein Merkur', gender: 'm' },
  Venus: { title: 'Venus', nom: 'Venus', dat: 'Venus', yours: 'deine Venus', gender: 'f' },
  Mars: { title: 'Mars', nom: 'Mars', dat: 'Mars', yours: 'dein Mars', gender: 'm' },
  Jupiter: { title: 'Jupiter', nom: 'Jupiter', dat: 'Jupiter', yours: 'dein Jupiter', gender: 'm' },
  Saturn: { title: 'Saturn', nom: 'Saturn', dat: 'Saturn', yours: 'dein Saturn', gender: 'm' },
  Uranus: { title: 'Uranus', nom: 'Uranus', dat: 'Uranus', yours: 'dein Uranus', gender: 'm' },
  Neptune: { title: 'Neptun', nom: 'Neptun', dat: 'Neptun', yours: 'dein Neptun', gender: 'm' },
  Pluto: { title: 'Pluto', nom: 'Pluto', dat: 'Pluto', yours: 'dein Pluto', gender: 'm' },
  Chiron: { title: 'Chiron', nom: 'Chiron', dat: 'Chiron', yours: 'dein Chiron', gender: 'm' },
  Mean_Lilith: { title: 'Lilith', nom: 'Lilith', dat: 'Lilith', yours: 'deine Lilith', gender: 'f' },
  True_Node: {
    title: 'Mondknoten',
    nom: 'der Mondknoten',
    dat: 'dem Mondknoten',
    acc: 'den Mondknoten',
    yours: 'dein Mondknoten',
    gender: 'm',
  },
  Mean_Node: {
    title: 'Mondknoten',
    nom: 'der Mondknoten',
    dat: 'dem Mondknoten',
    acc: 'den Mondknoten',
    yours: 'dein Mondknoten',
    gender: 'm',
  },
  True_South_Node: {
    title: 'Südlicher Mondknoten',
    nom: 'der südliche Mondknoten',
    dat: 'dem südlichen Mondknoten',
    acc: 'den südlichen Mondknoten',
    yours: 'dein südlicher Mondknoten',
    gender: 'm',
  },
  Mean_South_Node: {
    title: 'Südlicher Mondknoten',
    nom: 'der südliche Mondknoten',
    dat: 'dem südlichen Mondknoten',
    acc: 'den südlichen Mondknoten',
    yours: 'dein südlicher Mondknoten',
    gender: 'm',
  },
  Ascendant: {
    title: 'Aszendent',
    nom: 'der Aszendent',
    dat: 'dem Aszendenten',
    acc: 'den Aszendenten',
    yours: 'dein Aszendent',
    gender: 'm',
  },
  Medium_Coeli: { title: 'MC', nom: 'das MC', dat: 'dem MC', yours: 'dein MC', gender: 'n' },
};

const words = (p: PointName): PointWords =>
  POINT_WORDS[p] ?? {
    title: p.replace(/_/g, ' '),
    nom: p.replace(/_/g, ' '),
    dat: p.replace(/_/g, ' '),
    yours: p.replace(/_/g, ' '),
    gender: 'm',
  };

export const capitaliseDe = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Sonne", "Aszendent": a point in a heading or a list. */
export const titleDe = (p: PointName) => words(p).title;
/** "die Sonne", "Merkur": a point as the subject, mid-sentence. */
export const nomDe = (p: PointName) => words(p).nom;
/** "Die Sonne", "Merkur": a point opening a sentence. */
export const NomDe = (p: PointName) => capitaliseDe(words(p).nom);
/** "der Sonne", "dem Aszendenten": a point after "mit", "zu", "von". */
export const datDe = (p: PointName) => words(p).dat;
/** "die Sonne", "den Mond": a point after "über", "für". */
export const accDe = (p: PointName) => words(p).acc ?? words(p).nom;
/** "den Mond und Venus". */
export const accsDe = (ps: readonly PointName[]) => listJoinDe(ps.map(accDe));
/** "der Sonne und Mars". */
export const datsDe = (ps: readonly PointName[]) => listJoinDe(ps.map(datDe));
/** "deine Sonne", "dein Mond". */
export const yoursDe = (p: PointName) => words(p).yours;
/** "sie", "er", "es": the pronoun that takes a point up again. */
export const pronDe = (p: PointName) => ({ f: 'sie', m: 'er', n: 'es' })[words(p).gender];
/** "ihr", "sein": the possessive stem of a point ("ihrem Domizil", "seiner Erhöhung"). */
export const possDe = (p: PointName) => (words(p).gender === 'f' ? 'ihr' : 'sein');

/** "die Sonne, Merkur und Venus". */
export const namesDe = (ps: readonly PointName[]) => listJoinDe(ps.map(nomDe));
export const NamesDe = (ps: readonly PointName[]) => capitaliseDe(namesDe(ps));

/** "im Widder", "in den Zwillingen". */
export const inSignDe = (s: SignAbbrev) => SIGN_DE[s].inSign;
/** "in den Widder", "in die Zwillinge". */
export const intoSignDe = (s: SignAbbrev) => SIGN_DE[s].intoSign;
/** "vom Widder", "von den Zwillingen", "von der Jungfrau". */
export const fromSignDe = (s: SignAbbrev) =>
  SIGN_DE[s].inSign
    .replace(/^im /, 'vom ')
    .replace(/^in der /, 'von der ')
    .replace(/^in den /, 'von den ');
export const signNameDe = (s: SignAbbrev) => SIGN_DE[s].name;
/** "zum Krebs", "zur Waage", "zu den Zwillingen". */
export const toSignDe = (s: SignAbbrev) =>
  SIGN_DE[s].inSign
    .replace(/^im /, 'zum ')
    .replace(/^in der /, 'zur ')
    .replace(/^in den /, 'zu den ');

const HOUSE_DAT = [
  'ersten',
  'zweiten',
  'dritten',
  'vierten',
  'fünften',
  'sechsten',
  'siebten',
  'achten',
  'neunten',
  'zehnten',
  'elften',
  'zwölften',
];
/** "im zehnten Haus". */
export const inHouseDe = (h: number) => `im ${HOUSE_DAT[h - 1]} Haus`;
/** "zehnten", for "des zehnten Hauses", "im zehnten". */
export const houseOrdDe = (h: number) => HOUSE_DAT[h - 1]!;
/** "zehntes Haus", for a heading. */
export const houseTitleDe = (h: number) => `${HOUSE_DAT[h - 1]!.replace(/en$/, 'es')} Haus`;
/** "ins zehnte Haus". */
export const intoHouseDe = (h: number) => `ins ${HOUSE_DAT[h - 1]!.replace(/n$/, '')} Haus`;

/** What each house holds, in a few words, after "das zehnte Haus (…)". */
export const HOUSE_THEME_DE: readonly string[] = [
  'Auftreten und Selbst',
  'Besitz und Werte',
  'Austausch und nahes Umfeld',
  'Herkunft und Zuhause',
  'Schaffensfreude und Kinder',
  'Arbeit und Alltag',
  'Partnerschaft',
  'Gemeinsames und Wandlung',
  'Sinnsuche und Ferne',
  'Beruf und Ansehen',
  'Freundschaft und Zukunft',
  'Rückzug und Verborgenes',
];

/** What a point stands for, in the accusative: after "um", "für", "durch". */
export const REALM_DE: Partial<Record<PointName, string>> = {
  Sun: 'deinen Willen und deine Lebenskraft',
  Moon: 'deine Gefühle und Bedürfnisse',
  Mercury: 'dein Denken und Sprechen',
  Venus: 'Liebe, Schönheit und deine Werte',
  Mars: 'deinen Antrieb und deinen Mut',
  Jupiter: 'Wachstum, Glauben und Zuversicht',
  Saturn: 'Pflicht, Grenzen und Ausdauer',
  Uranus: 'Freiheit und Erneuerung',
  Neptune: 'Sehnsucht, Fantasie und Hingabe',
  Pluto: 'Macht, Tiefe und Wandlung',
  Chiron: 'alte Wunden und die Kraft, sie zu heilen',
  Mean_Lilith: 'das, was du an dir lange weggeschoben hast',
  True_Node: 'deinen Weg des Wachsens',
  Mean_Node: 'deinen Weg des Wachsens',
  Ascendant: 'dein Auftreten',
  Medium_Coeli: 'deine Berufung und dein Ansehen',
};
/** Other wordings of the most used realms, so one report does not repeat a phrase five times. */
const REALM_ALT_DE: Partial<Record<PointName, readonly string[]>> = {
  Sun: ['dein Selbstgefühl', 'dein Selbstverständnis und deinen Lebenswillen'],
  Moon: ['dein Gefühlsleben', 'deine Stimmungen und dein Bedürfnis nach Geborgenheit'],
  Mercury: ['deinen Verstand und deine Worte'],
  Venus: ['deine Art zu lieben', 'Zuneigung und Genuss'],
  Mars: ['deine Tatkraft', 'deinen Kampfgeist'],
};
let realmSeed = 0;
const realmUses = new Map<PointName, number>();
/** Starts a report's realm wordings afresh, turned by the chart (`seed`), so reports differ too. */
export function resetRealmDe(seed: number): void {
  realmSeed = seed;
  realmUses.clear();
}
/** What a point stands for, in the accusative; a point named again takes the next wording. */
export const realmDe = (p: PointName): string => {
  const main = REALM_DE[p];
  if (!main) return nomDe(p);
  const all = [main, ...(REALM_ALT_DE[p] ?? [])];
  const n = realmUses.get(p) ?? 0;
  realmUses.set(p, n + 1);
  return all[(n + realmSeed) % all.length]!;
};

export const ELEMENT_DE: Record<Element, string> = {
  fire: 'Feuer',
  earth: 'Erde',
  air: 'Luft',
  water: 'Wasser',
};

/** An element with its article: das Feuer, die Erde, die Luft, das Wasser. */
export const ELEMENT_NOM_DE: Record<Element, string> = {
  fire: 'das Feuer',
  earth: 'die Erde',
  air: 'die Luft',
  water: 'das Wasser',
};
/** An element with its article in the dative: "mit dem Feuer", "mit der Luft". */
export const ELEMENT_DAT_DE: Record<Element, string> = {
  fire: 'dem Feuer',
  earth: 'der Erde',
  air: 'der Luft',
  water: 'dem Wasser',
};

/** "Feuerzeichen", "Erdzeichen". */
export const elementSignsDe = (e: Element) =>
  ({ fire: 'Feuerzeichen', earth: 'Erdzeichen', air: 'Luftzeichen', water: 'Wasserzeichen' })[e];

export const MODE_DE: Record<Modality, string> = {
  cardinal: 'kardinal',
  fixed: 'fix',
  mutable: 'veränderlich',
};

/**
 * What an element's weight lends a chart, as a list of nouns after a colon. Nouns only: a verb
 * follows the list in some frames, and an infinitive clause would need a closing comma there.
 */
export const ELEMENT_QUALITY_DE: Record<Element, string> = {
  fire: 'Begeisterung, Tatkraft und Wagemut',
  earth: 'Geduld, Sinn für das Greifbare und der Wunsch nach Beständigkeit',
  air: 'Neugier, Austausch und der Blick für Zusammenhänge',
  water: 'Gefühl, Einfühlung und ein feines Gespür für Stimmungen',
};

/** The element a chart lacks, told as what has to be learned. */
export const LACK_DE: Record<Element, string> = {
  fire: 'Begeisterung und spontaner Mut kommen nicht von selbst; du findest sie, wenn du für etwas brennst, das dir wirklich wichtig ist.',
  earth:
    'Das Praktische und Greifbare liegt dir nicht von Natur aus, darum lohnt es sich, feste Gewohnheiten und einen klaren Rahmen bewusst aufzubauen.',
  air: 'Abstand zu den eigenen Gefühlen und Gedanken fällt dir nicht leicht; Gespräche und das Aufschreiben helfen dir, klarer zu sehen.',
  water:
    'Gefühle zeigst du nicht leicht, auch dir selbst nicht; wer dir nahesteht, hilft dir, sie zuzulassen.',
};

/** What the leading mode does, after "Bei den Modi führt …:", so no line may carry a colon of its own. */
export const MODE_TEXT_DE: Record<Modality, readonly string[]> = {
  cardinal: [
    'Du fängst gern an, ergreifst die Initiative und bringst Dinge in Gang.',
    'Anfangen liegt dir, und oft ergreifst du die Initiative, bevor andere sich entschieden haben.',
  ],
  fixed: [
    'Du hältst fest, was du begonnen hast, und bringst es mit Ausdauer zu Ende.',
    'Was du einmal angepackt hast, gibst du nicht so leicht aus der Hand, und deine Stärke ist der lange Atem.',
    'Beständigkeit ist deine Stärke, und du bleibst dran, wo andere längst abgesprungen sind.',
  ],
  mutable: [
    'Du passt dich an, findest Umwege und bleibst beweglich, wenn sich die Lage ändert.',
    'Wenn sich die Lage ändert, stellst du dich rasch darauf ein und findest einen anderen Weg.',
  ],
};

export type DignityDe = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/** "in ihrem Domizil", "in seiner Erhöhung", "in seinem Exil", "in ihrem Fall". */
export function dignityPhraseDe(p: PointName, d: DignityDe): string {
  const poss = possDe(p);
  return d === 'exaltation'
    ? `in ${poss}er Erhöhung`
    : `in ${poss}em ${{ domicile: 'Domizil', detriment: 'Exil', fall: 'Fall' }[d]}`;
}

/**
 * Each classical planet in each sign of its dignity or debility by Lilly's table, written for that
 * planet there: what the condition does to it and, for a debility, the work it asks (the same
 * readings as the English DIGNITY_TEXT, each sentence written in German).
 */
export const DIGNITY_TEXT_DE: Partial<Record<PointName, Partial<Record<SignAbbrev, string>>>> = {
  Sun: {
    Leo: 'Die Sonne herrscht über den Löwen und steht hier in ihrem Domizil: Dein Selbstgefühl leuchtet aus eigener Kraft, und du führst am natürlichsten, indem du einfach du selbst bist.',
    Ari: 'Im Widder, wo der Tierkreis beginnt, ist die Sonne erhöht: Dein Wille wird hier geehrt und wächst rasch an jeder Herausforderung.',
    Aqu: 'Im Wassermann steht die Sonne im Exil, dem Löwen gegenüber: Ihr Wunsch, herauszustechen, trifft auf die Treue dieses Zeichens zur Gemeinschaft, darum wächst dein Selbstvertrauen Schritt für Schritt, statt auf einmal da zu sein.',
    Lib: 'In der Waage steht die Sonne im Fall, gegenüber ihrer Erhöhung im Widder: Wo der Kompromiss regiert, ist der Wille am schwächsten, und Entschlossenheit ist ein Muskel, den du bewusst trainierst.',
  },
  Moon: {
    Can: 'Der Mond herrscht über den Krebs und ist hier zu Hause: Auf dein Gespür für Fürsorge ist Verlass, und du weißt, ohne zu fragen, was dich und die Menschen, die du liebst, nährt.',
    Tau: 'Im Stier ist der Mond erhöht und wirkt am besten: Deine Stimmungen finden nach jeder Unruhe sicherer ins Gleichgewicht zurück als die der meisten Menschen.',
    Cap: 'Im Steinbock steht der Mond im Exil, gegenüber seinem Domizil im Krebs: Sein Bedürfnis nach Geborgenheit trifft auf ein Zeichen, das Kontrolle schätzt, darum findest du Trost oft spät und über das, was du geleistet hast.',
    Sco: 'Im Skorpion steht der Mond im Fall, gegenüber seiner Erhöhung im Stier: Der Planet, der Ruhe sucht, landet in einem Zeichen der Extreme, und deinen inneren Frieden musst du dir selbst schaffen, geschenkt wird er dir nicht.',
  },
  Mercury: {
    Gem: 'Merkur herrscht über die Zwillinge und arbeitet hier in seinem Domizil: schnell, vielseitig und wortgewandt sammelt und tauscht er Ideen, so rasch sie kommen.',
    Vir: 'In der Jungfrau steht Merkur zugleich in seinem Domizil und in seiner Erhöhung, so stark, wie ein Zeichen ihn machen kann: Denken und Handwerk dienen einander, und Wissen, das du geprüft hast, wird zu etwas, worauf andere bauen.',
    Sag: 'Im Schützen steht Merkur im Exil, gegenüber den Zwillingen: Der Planet der Einzelheiten wird ins Große und Ganze gezogen, darum ist dein Verstand stärker im Sinn als in der Methode.',
    Pis: 'In den Fischen steht Merkur im Exil und zugleich im Fall, dem schwersten Zeichen, das er haben kann: Die Logik ist hier nicht in ihrem Element, doch der Verstand, der daraus wird, versteht Menschen und Stimmungen, ohne dass man sie ihm erklären muss.',
  },
  Venus: {
    Tau: 'Venus herrscht über den Stier und steht hier in ihrem Domizil: Deine Zuneigung ist beständig und sinnlich, und du weißt, wie man Schönheit und Behagen dauern lässt.',
    Lib: 'Venus herrscht über die Waage und fühlt sich hier wohl: Dein Charme wirkt ohne Anstrengung, und du weißt aus dem Gefühl heraus, wie zwei Menschen einander auf halbem Weg begegnen.',
    Pis: 'In den Fischen ist Venus erhöht: Der Planet der Liebe ist hier am großzügigsten, und deine Zuneigung heilt ebenso, wie sie erfreut.',
    Sco: 'Im Skorpion steht Venus im Exil, gegenüber dem Stier, über den sie herrscht: Der Planet des leichten Genusses findet sich in einem Zeichen der Extreme wieder, darum ist Liebe für dich selten leicht, und was sie dir gibt, reicht tief, bequem ist es nicht.',
    Ari: 'Im Widder steht Venus im Exil, gegenüber ihrer Waage: Der Planet der Harmonie muss hier kämpfen, darum hat deine Liebe etwas Streitbares und ist nie bloß passiv.',
    Vir: 'In der Jungfrau steht Venus im Fall, gegenüber ihrer Erhöhung in den Fischen: Der Planet der Freude soll hier nützlich sein, und Genuss fühlt sich leicht wie etwas an, das man sich erst verdienen muss; deine Aufgabe ist, ihn zuzulassen, ohne ihn vorher abzuarbeiten.',
  },
  Mars: {
    Ari: 'Mars herrscht über den Widder und ist hier zu Hause: Dein Antrieb ist direkt und mutig, und du handelst, ohne auf irgendjemandes Erlaubnis zu warten.',
    Sco: 'Mars ist der traditionelle Herrscher des Skorpions und hier stark: Deine Kraft ist gesammelt und ausdauernd, und wo es nötig ist, wartet sie geduldig auf den Moment, in dem sie handelt.',
    Cap: 'Im Steinbock ist Mars erhöht: Der Planet der Kraft bekommt hier ein Ziel, und deine Energie reicht weiter als die der meisten, weil so wenig davon verpufft.',
    Lib: 'In der Waage steht Mars im Exil, gegenüber seinem Domizil im Widder: Der Kriegsgott ist Gast im Haus des Friedens, darum setzt du dich durch Argumente, Diplomatie und gutes Timing durch statt mit dem geraden Schlag.',
    Tau: 'Im Stier steht Mars im Exil, gegenüber dem Skorpion, seinem anderen Domizil: Der Planet der Schnelligkeit steht in einem Zeichen der Ruhe, darum kämpfst du eher für das, was du hast, als für das, was du willst, und gibst selten Boden preis.',
    Can: 'Im Krebs steht Mars im Fall, gegenüber seiner Erhöhung im Steinbock: Der Planet des direkten Handelns steht in einem Zeichen, das sich seitwärts bewegt, darum steigt und fällt dein Antrieb mit deinen Gefühlen, und für etwas, das dir gleichgültig ist, bringst du ihn kaum auf.',
  },
  Jupiter: {
    Sag: 'Jupiter herrscht über den Schützen und steht in seinem Domizil: Vertrauen und Großzügigkeit fließen frei, und deine Zuversicht, dass sich die Dinge fügen, bestätigt sich öfter als nicht.',
    Pis: 'Jupiter ist der traditionelle Herrscher der Fische und steht hier in voller Würde: Sein Vertrauen ins Leben ist grenzenlos, und Hilfe findet dich meist gerade dann, wenn du aufhörst, sie zu planen.',
    Can: 'Im Krebs ist Jupiter erhöht: Der Planet der Fülle wird hier geehrt, und was du deinen Menschen gibst, kommt meist vermehrt zu dir zurück.',
    Gem: 'In den Zwillingen steht Jupiter im Exil, gegenüber seinem Schützen: Der Planet des großen Ganzen steht zwischen vielen kleinen Dingen, darum kommen dir Meinungen schnell und Überzeugungen langsam.',
    Vir: 'In der Jungfrau steht Jupiter im Exil, gegenüber den Fischen, über die er traditionell herrscht: Der Planet des Glaubens steht dort, wo alles bewiesen werden muss, darum müssen deine Hoffnungen erst zeigen, dass sie tragen, bevor du ihnen traust.',
    Cap: 'Im Steinbock steht Jupiter im Fall, gegenüber seiner Erhöhung im Krebs: Der Planet der Fülle steht dort, wo Grenzen gelten, darum kann sich Großzügigkeit wie ein Wagnis anfühlen, und es ist ein Wagnis, das sich lohnt.',
  },
  Saturn: {
    Cap: 'Saturn herrscht über den Steinbock und wirkt aus seinem Domizil: Die Zeit arbeitet für dich, und was du langsam aufbaust, hat Bestand.',
    Aqu: 'Saturn ist der traditionelle Herrscher des Wassermanns und hier stark: Seine Disziplin dient einer Idee, und du hältst an einem Grundsatz fest, lange nachdem andere ihn aufgegeben haben.',
    Lib: 'In der Waage ist Saturn erhöht: Der Planet des Gesetzes wird unter der Waagschale geehrt, darum beruht deine Autorität auf Fairness, und man nimmt dein Urteil an, weil man ihm vertraut.',
    Can: 'Im Krebs steht Saturn im Exil, gegenüber seinem Domizil im Steinbock: Der Planet der Grenzen wirkt dort, wo Zugehörigkeit am meisten zählt, darum müssen Regeln und Zärtlichkeit lernen, unter einem Dach zu leben.',
    Leo: 'Im Löwen steht Saturn im Exil, gegenüber dem Wassermann, über den er traditionell herrscht: Der Planet der Zurückhaltung arbeitet dort, wo Selbstausdruck zu Hause ist, darum kommen Spiel und Stolz bei dir mit einem Gefühl von Pflicht.',
    Ari: 'Im Widder steht Saturn im Fall, gegenüber seiner Erhöhung in der Waage: Der Planet der Geduld soll sich hier beeilen, darum kommt deine Disziplin in Schüben, bis die Erfahrung sie dauerhaft macht.',
  },
};

/** The German dignity sentence of a classical planet in a sign of its dignity or debility. */
export function dignitySentenceDe(point: PointName, sign: SignAbbrev): string | undefined {
  return DIGNITY_TEXT_DE[point]?.[sign];
}

/** How the tension of a T-square is worked out through each focal point. */
export const T_SQUARE_FOCUS_DE: Partial<Record<PointName, string>> = {
  Sun: 'Die Spannung zwischen den beiden Polen löst du über die Frage, wer du sein willst, und der Ausweg liegt darin, klar Stellung zu beziehen',
  Moon: 'Die Spannung trifft deine Gefühle, die jedes Hin und Her zwischen den Polen aufnehmen; wenn du lernst, zuerst für deine eigenen Bedürfnisse zu sorgen, wird daraus Stärke',
  Mercury:
    'Die Spannung sucht ihren Ausweg über deinen Kopf und deine Stimme, und Durchdenken, Schreiben und Aussprechen lösen sie',
  Venus:
    'Die Spannung sucht ihren Ausweg über Liebe, Geld und das, was dir etwas wert ist, und sie löst sich, wenn du wählst, was du wirklich willst',
  Mars: 'Die Spannung entlädt sich im Handeln, darum baust du Druck durch Tun ab und lernst, zu zielen, bevor du zuschlägst',
  Jupiter:
    'Der Druck sucht seinen Ausweg über Wachstum, Glauben und Übermaß, und eine Sache, für die sich der Einsatz lohnt, hält ihn im Maß',
  Saturn:
    'Der Druck legt sich als Gefühl auf dich, alles allein zusammenhalten zu müssen; wenn du lernst, wo deine Verantwortung endet, wird aus der Last Stärke',
  Uranus:
    'Die Spannung bricht als plötzliche Veränderung aus, und du löst sie, wenn du einen Weg in die Freiheit findest, der nicht alle Brücken abbricht',
  Neptune:
    'Die Spannung neigt dazu, sich in Flucht oder Ideal aufzulösen, und in Kunst, Glauben oder Dienst bekommt sie eine Form, die du halten kannst',
  Pluto:
    'Der Druck geht tief und erzwingt Veränderung, und du löst ihn, wenn du etwas Altes enden lässt, damit etwas Stärkeres beginnen kann',
};

/** What the apex of a yod is asked to do. */
export const YOD_APEX_DE: Partial<Record<PointName, string>> = {
  Sun: 'Das Leben verlangt immer wieder, dass du dich neu einstellst, und die Aufgabe, zu der du dich gerufen fühlst, ist, ganz du selbst zu werden',
  Moon: 'Deine Gefühle passen sich ständig an die anderer an, und die besondere Aufgabe ist, herauszufinden, was dich wirklich nährt',
  Mercury:
    'Dein Verstand wird zu dem gezogen, was nicht ins Bild passt, und die Aufgabe zeigt sich oft in Worten, im Lehren oder in einem Handwerk',
  Venus:
    'Liebe und Werte brauchen ständiges Feinjustieren, und die Aufgabe ist eine Art zu lieben, die wirklich deine eigene ist',
  Mars: 'Dein Antrieb wird immer wieder umgelenkt, und die Aufgabe ist das eine Ziel, das all diese Kraft wert ist',
  Jupiter:
    'Dein Glaube wird von den Umständen immer wieder geprüft, und die Aufgabe ist eine Überzeugung, die du dir erarbeitet und nicht geerbt hast',
  Saturn:
    'Pflichten kommen in seltsamer Gestalt und zu seltsamen Zeiten, und die Aufgabe ist eine Verantwortung, die nur du tragen kannst',
  Uranus:
    'Dein Freiheitsdrang muss sich ständig an die Umstände anpassen, und die Aufgabe ist ein eigener Beitrag, der in keine Schablone passt',
  Neptune:
    'Deine Ideale werden immer wieder an der Wirklichkeit geprüft, und die Aufgabe ist eine Vision, die eine praktische Form bekommt',
  Pluto:
    'Macht und Wandel treffen dich aus unerwarteten Richtungen, und die Aufgabe ist eine Verwandlung, bei der du auch anderen hindurchhilfst',
};

/** What flows round a grand trine in each element, after "… fließen so leicht". */
export const TRINE_GIFT_DE: Record<Element, string> = {
  fire: 'Zuversicht und Begeisterung',
  earth: 'Geschick im Umgang mit der greifbaren Welt und eine ruhige Hand',
  air: 'Verständnis und Leichtigkeit im Umgang mit Menschen',
  water: 'Einfühlung und Mitgefühl',
};

/** What a sign full of planets lends a life. */
export const SIGN_STELLIUM_DE: Record<SignAbbrev, string> = {
  Ari: 'Mut, Tempo und der Drang, als Erste oder Erster loszugehen, ziehen sich durch vieles, was du tust',
  Tau: 'Geduld, Sinnlichkeit und das Bedürfnis nach Dauer geben vielem in deinem Leben seine Ruhe',
  Gem: 'Neugier, Gespräche und schnelle Verbindungen halten dein Leben in Bewegung',
  Can: 'Gefühl, Familie und der Wunsch, zu schützen, prägen vieles, was du tust',
  Leo: 'Herzenswärme, Stolz und der Wunsch, gesehen zu werden, geben deinem Leben seinen Glanz',
  Vir: 'Sorgfalt, Nützlichkeit und der Blick für das Detail bestimmen vieles, was du anpackst',
  Lib: 'Beziehung, Ausgleich und Sinn für Schönheit ziehen sich durch vieles, was du tust',
  Sco: 'Tiefe, Leidenschaft und der Wille, den Dingen auf den Grund zu gehen, prägen vieles in deinem Leben',
  Sag: 'Weite, Sinnsuche und die Lust auf Neues treiben vieles an, was du tust',
  Cap: 'Ehrgeiz, Ausdauer und Verantwortung geben vielem in deinem Leben seine Richtung',
  Aqu: 'Eigensinn, Zukunftsdenken und der Sinn für Gemeinschaft prägen vieles, was du tust',
  Pis: 'Einfühlung, Fantasie und Hingabe durchziehen vieles in deinem Leben',
};

/** What a house full of planets makes the stage of a life. */
export const HOUSE_STAGE_DE: readonly string[] = [
  'dein eigenes Auftreten wird zur Bühne, auf der sich vieles entscheidet',
  'Geld, Besitz und das, was du wert bist, beschäftigen dich mehr als andere',
  'Worte, Lernen und dein nahes Umfeld nehmen viel Raum ein',
  'Zuhause, Familie und Herkunft stehen im Mittelpunkt',
  'Kreativität, Spiel, Liebe und Kinder stehen im Mittelpunkt',
  'Arbeit, Handwerk und Alltag nehmen viel Raum ein',
  'Partnerschaften und Begegnungen mit anderen stehen im Mittelpunkt',
  'gemeinsame Güter, Nähe und tiefe Wandlung beschäftigen dich mehr als andere',
  'Reisen, Bildung und die Frage nach dem Sinn nehmen viel Raum ein',
  'Beruf und öffentliches Ansehen stehen im Mittelpunkt',
  'Freundschaften, Gruppen und Ziele für die Zukunft nehmen viel Raum ein',
  'vieles geschieht im Stillen, im Rückzug und hinter den Kulissen',
];

/** Where each angle shows what stands on it. */
export const ANGLE_DE = {
  Ascendant: {
    at: 'am Aszendenten',
    from: 'vom Aszendenten',
    dat: 'dem Aszendenten',
    place: 'in deinem Auftreten und in allem, was du beginnst',
  },
  Descendant: {
    at: 'am Deszendenten',
    from: 'vom Deszendenten',
    dat: 'dem Deszendenten',
    place: 'in deinen engsten Beziehungen',
  },
  Midheaven: { at: 'am MC', from: 'vom MC', dat: 'dem MC', place: 'in Beruf und Öffentlichkeit' },
  IC: { at: 'am IC', from: 'vom IC', dat: 'dem IC', place: 'zu Hause und in deinen Wurzeln' },
} as const;

/** The angular house each angle opens. */
export const ANGLE_HOUSE_DE: Partial<Record<number, keyof typeof ANGLE_DE>> = {
  1: 'Ascendant',
  4: 'IC',
  7: 'Descendant',
  10: 'Midheaven',
};

/** Rudhyar's lunation phases: the phase's name in the dative and its reading after "verbindet sie mit". */
export const PHASE_DE: Record<MoonPhaseName, { name: string; text: string }> = {
  new: {
    name: 'der Neumondphase',
    text: 'einem spontanen, nach vorn drängenden Wesen, das anfängt, bevor der Weg klar ist',
  },
  crescent: {
    name: 'der Phase der zunehmenden Sichel',
    text: 'dem Drang, alte Gewohnheiten hinter dir zu lassen und zu zeigen, dass Neues Wurzeln schlagen kann',
  },
  'first quarter': {
    name: 'der Phase des ersten Viertels',
    text: 'einem tatkräftigen Wesen, das an Entscheidungen wächst und Krisen mit Handeln begegnet',
  },
  gibbous: {
    name: 'der Phase des fast vollen Mondes',
    text: 'dem Wunsch, zu verfeinern und zu verbessern, bis die Dinge so funktionieren, wie sie sollen',
  },
  full: {
    name: 'der Vollmondphase',
    text: 'einem klaren Bewusstsein für andere, in dem Beziehungen der Spiegel sind, in dem du dich erkennst',
  },
  disseminating: {
    name: 'der Phase des abnehmenden Mondes nach dem Vollmond',
    text: 'dem Wunsch, weiterzugeben, was du gelernt hast, zu lehren und zu erklären',
  },
  'last quarter': {
    name: 'der Phase des letzten Viertels',
    text: 'einer Neuausrichtung, in der du alte Formen hinterfragst und aus Überzeugungen herauswächst, die nicht mehr passen',
  },
  balsamic: {
    name: 'der Phase der abnehmenden Sichel',
    text: 'einem visionären, der Zukunft zugewandten Wesen, das Zyklen abschließt und den Boden für den nächsten bereitet',
  },
};

/** "ein" where a count stands before a noun ("ein Planet"); the rest are the shared number words. */
const CARDINAL_DE = ['null', 'ein', ...NUMBER_DE.slice(2)];
/** "drei", "zwölf"; digits past twelve. */
export const cardinalDe = (n: number) => CARDINAL_DE[n] ?? String(n);

/** "1,2°": an orb with a decimal comma. */
export const degDe = (x: number) => `${Math.max(x, 0.1).toFixed(1).replace('.', ',')}°`;

/** From this age work and the Saturn returns are told without an age, as in English (natal-placement-context.ts). */
const LIFE_TOLD = 90;

/** How the Midheaven's calling is framed at this age, as the English `vocationAtAge` frames it. */
export function vocationAtAgeDe(age: number, sign: SignAbbrev): string {
  if (age >= LIFE_TOLD)
    // Present tense, as in English: the report cannot know whether a reader past 90 is alive (set t).
    return `Über ein langes Leben gelesen, ist dieses MC ${inSignDe(sign)} keine Berufswahl mehr, sondern der rote Faden durch alles, was du geschaffen hast und weitergibst.`;
  if (age < 28)
    return `Mit ${age} probierst du diese Richtungen noch aus, und die nächsten Jahre zeigen meist, welche wirklich deine ist.`;
  if (age <= 31)
    return `Mit ${age} muss aus einer vielversprechenden Berufung eine echte Verpflichtung werden, oder sie macht Platz für eine, die besser passt.`;
  if (age <= 44)
    return `Mit ${age} ist die Frage nicht mehr, in welchem Beruf du landest, sondern welchen Ruf du dir darin erarbeitest, und dafür sind diese Eigenschaften das beste Fundament.`;
  if (age <= 57)
    return `Mit ${age} kannst du diesen Faden vermutlich durch deine bisherige Arbeit zurückverfolgen; die kommenden Jahre verlangen, dass du noch deutlicher mit deinem Namen dafür einstehst.`;
  if (age <= 61)
    return `Mit ${age} wird dein Arbeitsleben gewogen: was du aufgebaut hast, was du weitergibst und was du noch um seiner selbst willen tun willst.`;
  return `Mit ${age} liest du dieses MC ${inSignDe(sign)} am besten als den roten Faden deines Arbeitslebens, ob du noch mittendrin bist oder dich zurückgezogen hast: wofür man dich kennt und was du nun weitergibst.`;
}

/** Where the person stands in Saturn's cycle, as the English `saturnReturnAtAge` tells it. */
export function saturnReturnAtAgeDe(
  age: number,
  first: [number, number],
  sign: SignAbbrev,
  house: number | null,
): string {
  const [from, to] = first;
  const window = from === to ? `mit ${from}` : `zwischen ${from} und ${to}`;
  const back = `${intoSignDe(sign)}${house ? ` und ${intoHouseDe(house)}` : ''} zurück`;
  if (age >= LIFE_TOLD) {
    const returns = [29, 59, 88].filter((at) => at <= age);
    // The cycle's timetable and its meaning, neither still ahead nor claimed as lived (set t).
    return `Saturns Zyklus bringt ihn etwa mit ${listJoinDe(returns.map(String))} ${back}, und jede Rückkehr stellt diese Lektion neu auf die Probe.`;
  }
  const second = Math.round((from + to) / 2 + 29.5);
  if (age < from - 1)
    return `Saturn kehrt zum ersten Mal ${from === to ? `mit etwa ${from}` : window} ${back}, und meist hört diese Lektion dann auf, eine Last zu sein, und wird zu deiner eigenen Autorität.`;
  if (age < from)
    return `Deine erste Saturnwiederkehr steht ${window} bevor, wenn Saturn ${intoSignDe(sign)}${house ? ` und ${intoHouseDe(house)}` : ''} zurückkehrt: die Zeit, in der diese Lektion am stärksten drückt und am meisten lohnt.`;
  if (age <= to)
    return `Du bist mitten in deiner ersten Saturnwiederkehr, denn Saturn kehrt gerade ${back}: die Zeit, in der diese Lektion am stärksten drückt und am meisten lohnt.`;
  if (age <= 55)
    return [
      `Saturn kehrte ${window} zum ersten Mal ${back}, der schwerste Teil dieser Lektion liegt also hinter dir; die zweite Wiederkehr kommt mit etwa ${second}.`,
      `Deine erste Saturnwiederkehr ${window} liegt hinter dir, und mit ihr das Schwerste an dieser Lektion; die zweite folgt mit etwa ${second}.`,
      `Seit Saturn ${window} zum ersten Mal ${back}gekehrt ist, trägst du diese Lektion leichter; die zweite Wiederkehr kommt mit etwa ${second}.`,
    ][(from + (house ?? 0)) % 3]!;
  if (age < second - 1)
    return `Deine zweite Saturnwiederkehr kommt mit etwa ${second}: Die Jahre davor fragen, wofür die Strukturen, die du gebaut hast, jetzt gut sind.`;
  if (age <= second + 1)
    return `Du stehst an oder nahe deiner zweiten Saturnwiederkehr, um ${second}: eine Zeit, zu fragen, wofür die Strukturen, die du gebaut hast, jetzt gut sind.`;
  if (age <= 61)
    return `Saturn kehrte um ${second} ein zweites Mal ${back} und fragte, wofür die Strukturen, die du gebaut hast, jetzt gut sind; deine Antwort von damals prägt die kommenden Jahre.`;
  if (age <= 85)
    return `${age < 78 ? 'Beide Saturnwiederkehren, um 29 und 59, liegen hinter dir' : 'Deine Saturnwiederkehren um 29 und 59 liegen hinter dir, die dritte um 88 noch vor dir'}: Was Saturn ${inSignDe(sign)} einst verlangt hat, ist längst zu einer Disziplin geworden, die dir gehört.`;
  if (age < 87)
    return 'Saturn kehrte um 29 und 59 an seinen Platz bei deiner Geburt zurück und kehrt mit etwa 88 ein drittes Mal zurück: Jede Rückkehr führt diese Lektion weiter.';
  return 'Du stehst an oder nahe deiner dritten Saturnwiederkehr, um 88, nach denen mit 29 und 59: Jede hat diese Lektion weitergeführt.';
}

/** What an outer planet's square or opposition does to a steady light, as the English `shakenLight` says it. */
const SHAKEN_DE: Record<'Sun' | 'Moon', Record<'Uranus' | 'Neptune' | 'Pluto', string>> = {
  Moon: {
    Uranus:
      'plötzliche Wendungen und dein eigener Freiheitsdrang brechen in diese Ruhe ein, darum musst du deine Sicherheit öfter neu aufbauen, als es deiner Natur lieb ist',
    Neptune:
      'die Stimmungen anderer und deine eigene Fantasie sickern in deine Gefühle ein, darum hält dich eher eine klare Grenze im Gleichgewicht als die Gewohnheit',
    Pluto:
      'Krisen und starke Unterströmungen wühlen deine Gefühle von unten auf, und woran du festhältst, wird so lange geprüft, bis du es aus freier Wahl hältst',
  },
  Sun: {
    Uranus:
      'plötzliche Wendungen und deine eigene Unruhe brechen in das ein, was du aufbaust, darum erfindest du dich öfter neu, als es deiner Natur lieb ist',
    Neptune:
      'Zweifel und Sehnsucht verwischen die Umrisse dessen, wer du bist, darum findest du dich immer wieder in dem, was du tatsächlich schaffst',
    Pluto:
      'Druck und Krisen prüfen deinen Willen bis an die Wurzel, und Bestand hat in dir, was eine Verwandlung überstanden hat',
  },
};

/** Sign or dignity wording that promises a light's steadiness, in the German texts. */
const STEADY_DE = /beständig|auf Dauer|Ruhe|aus der Fassung|Gleichgewicht/;

/**
 * The English `shakenLight` in German: a Sun or Moon whose own text reads steady, shaken by its
 * square or opposition from Uranus, Neptune or Pluto within 3°. Null when neither holds.
 */
export function shakenLightDe(
  point: PointName,
  sign: SignAbbrev,
  text: string,
  aspects: readonly AspectFact[],
): string | null {
  if ((point !== 'Sun' && point !== 'Moon') || !STEADY_DE.test(text)) return null;
  const hard = shakingAspects(point, aspects);
  if (hard.length === 0) return null;
  const moon = point === 'Moon';
  const named = hard.map(({ a, by }) => {
    const own = a.aspect === 'square' ? (moon ? 'sein' : 'ihr') : moon ? 'seine' : 'ihre';
    const orb = hard.length === 1 ? ` (Orbis ${degDe(a.orb)})` : '';
    return `${own} ${a.aspect === 'square' ? 'Quadrat' : 'Opposition'} zu ${titleDe(by)}${orb}`;
  });
  return `Von Natur aus ist ${moon ? 'dieser Mond' : 'diese Sonne'} ${inSignDe(sign)} beständig, doch ${named.join(' und ')} ${hard.length === 1 ? 'erschüttert' : 'erschüttern'} ${moon ? 'ihn' : 'sie'}: ${hard.map(({ by }) => SHAKEN_DE[point][by]).join('; ')}.`;
}

/** The aspects' German names, as a list writes them: "Sonne Quadrat Mars". */
export const ASPECT_NOUN: Record<string, string> = {
  conjunction: 'Konjunktion',
  opposition: 'Opposition',
  square: 'Quadrat',
  trine: 'Trigon',
  sextile: 'Sextil',
};

/** "Sonne Quadrat Mars": an aspect in a list. */
export const aspectTitle = (a: { p1: PointName; p2: PointName; aspect: string }) =>
  `${titleDe(a.p1)} ${ASPECT_NOUN[a.aspect] ?? a.aspect} ${titleDe(a.p2)}`;
