// The German words of the life path report: headings, labels and the sentences the composer
// fills, each written for German word order and case ("zwischen deiner Lebenszahl 5 und deiner
// Ausdruckszahl 4", "während die Addition aller Ziffern die Meisterzahl 33 ergibt"). Every
// number is feminine ("die 7"), as German numerologists write them. The English ones are in
// lifepath-words.ts; both fill the same LifePathWords.
import type { KarmicDebt } from '../numerology/numerology';
import type { NumberRole } from './content/numbers';
import {
  closeClause,
  type LifePathMethod,
  type LifePathWords,
  type Place,
  type Shown,
} from './lifepath-words';
import { listJoinDe } from './sky-words-de';
import { capitalise } from './text';

const LONG_DATE = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const ROLE_LABEL: Record<NumberRole, string> = {
  lifePath: 'Lebenszahl',
  destiny: 'Ausdruckszahl',
  soulUrge: 'Seelenzahl',
  personality: 'Persönlichkeitszahl',
};

/**
 * Headings for the name numbers: the table's title names the road, so a Lebenszahl 2 and an
 * Ausdruckszahl 2 in one report would otherwise share a heading; the name numbers are a talent,
 * a wish and a first impression.
 */
const NAME_TITLE: Record<string, Record<number, string>> = {
  Ausdruckszahl: {
    1: 'Führungstalent',
    2: 'Talent zur Vermittlung',
    3: 'Sprachgewandtheit',
    4: 'Organisationstalent',
    5: 'Überzeugungskraft',
    6: 'Verantwortungssinn',
    7: 'Forschergeist',
    8: 'Geschäftssinn',
    9: 'Idealismus',
    11: 'Visionäre Begabung',
    22: 'Organisationskraft im Großen',
    33: 'Lehrbegabung',
  },
  Seelenzahl: {
    1: 'Selbstbestimmung',
    2: 'Sehnsucht nach Nähe',
    3: 'Lebensfreude',
    4: 'Sicherheit',
    5: 'Freiheit',
    6: 'Liebe und Geborgenheit',
    7: 'Stille und Erkenntnis',
    8: 'Anerkennung',
    9: 'Großherzigkeit',
    11: 'Sinnsuche',
    22: 'Bleibendes schaffen',
    33: 'Heilende Liebe',
  },
  Persönlichkeitszahl: {
    1: 'Klare Präsenz',
    2: 'Sanfte Zugänglichkeit',
    3: 'Charme',
    4: 'Verlässlichkeit',
    5: 'Lebhaftigkeit',
    6: 'Wärme',
    7: 'Zurückhaltung',
    8: 'Souveränität',
    9: 'Güte',
    11: 'Ausstrahlung',
    22: 'Gewichtige Präsenz',
    33: 'Sanfte Weisheit',
  },
};

/**
 * The parts of a date sum, with "dein" in the nominative and in the accusative (what is kept of the
 * year is its digit sum); the rest of a part's label is a name, kept as given.
 */
const PART: Record<string, { label: string; yours: string; yoursAcc: string }> = {
  month: { label: 'Monat', yours: 'dein Monat', yoursAcc: 'deinen Monat' },
  day: { label: 'Tag', yours: 'dein Tag', yoursAcc: 'deinen Tag' },
  year: { label: 'Jahr', yours: 'dein Jahr', yoursAcc: 'die Quersumme deines Jahres' },
};

/** "zwei": small counts read better as words. */
function cardinalDe(n: number): string {
  return ['keine', 'eine', 'zwei', 'drei', 'vier', 'fünf'][n] ?? String(n);
}

const HOW_MANY = ['', 'Eine', 'Zwei', 'Drei', 'Vier', 'Alle fünf'];
const TIMES = ['', 'einmal', 'zweimal', 'dreimal', 'viermal', 'fünfmal'];

/**
 * Was eine Meisterzahl von ihrer Grundzahl verlangt, so wie eine Numerologin es sagt (issue 27:
 * "der Boden, auf dem sie steht" las sich wie ein Programm).
 */
const MASTER_ASKS: Record<number, string> = {
  11: 'die Geduld und das Taktgefühl der 2',
  22: 'die Disziplin der 4',
  33: 'die Fürsorge der 6',
};
const MASTER_OF_ROOT: Record<number, number> = { 2: 11, 4: 22, 6: 33 };

/** Was ein Tag mitbringt, den die Geburtstagszahl unverändert behält (1 bis 9, 11, 22). */
const DAY_BRINGS: Record<number, string> = {
  1: 'Der Erste des Monats ist ein Tag der Anfänge.',
  2: 'Die 2 ist der Tag des Paares und schenkt dir Geduld mit Menschen.',
  3: 'Dieser Tag schenkt dir eine leichte Hand und ein schnelles Wort.',
  4: 'Dieser Tag schenkt dir eine ruhige Hand und Sinn für Ordnung.',
  5: 'Dieser Tag hält dich in Bewegung und neugierig auf Neues.',
  6: 'Dieser Tag macht dich zu einem Menschen, bei dem andere Schutz suchen.',
  7: 'Dieser Tag lässt dich nichts glauben, was du nicht selbst geprüft hast.',
  8: 'Dieser Tag gibt dir ein Gespür dafür, was etwas wert ist.',
  9: 'Die 9 ist die letzte einstellige Zahl, und dieser Tag lenkt deinen Blick über den eigenen Kreis hinaus.',
  11: 'Die beiden Einsen dieses Tages stehen wie die Pfosten eines Tores.',
  22: 'Die beiden Zweien dieses Tages machen Zusammenarbeit zu deinem Baustoff.',
};

/** Each role its own way into the trap; the German entries open "Die Falle ist", which no German numerologist writes. */
const TRAP_OPENERS = ['Der Stolperstein ist', 'Das Risiko ist', 'Die Schattenseite ist', 'Die Gefahr ist'];

/** How a section names the number that carries the debt, before "die karmische Schuldzahl 13". */
const DEBT_LEAD: Record<Place, string> = {
  lifePath: 'deiner Lebenszahl',
  destiny: 'deiner Ausdruckszahl',
  soulUrge: 'deiner Seelenzahl',
  personality: 'deiner Persönlichkeitszahl',
  birthday: 'deinem Geburtstag',
};

/** Die Buchstaben einer Namenszahl, nach "Zählt man ". */
const PLAIN_LETTERS_DE: Partial<Record<Place, string>> = {
  destiny: 'alle Buchstaben deines Namens',
  soulUrge: 'alle deine Vokale',
  personality: 'alle deine Konsonanten',
};

/** Was jede Zahl an ihrem Platz ist, wie eine Paarung sie nennt: "die 9 deines Weges". */
const PAIR_ROLE_DE: Record<Place, string> = {
  lifePath: 'deines Weges',
  destiny: 'deiner Begabungen',
  soulUrge: 'deines Herzens',
  personality: 'deines ersten Eindrucks',
  birthday: 'deines Geburtstags',
};

const DEBT_PLACE: Record<Place, string> = {
  lifePath: 'auf dem Weg selbst',
  destiny: 'in deinen Begabungen',
  soulUrge: 'in dem, was du dir im Stillen wünschst',
  personality: 'in der Art, wie Fremde dich zuerst sehen',
  birthday: 'in dem Talent, das dir mitgegeben ist',
};

/** A register after "zu": "zur unabhängigen ... Zahlengruppe", "zu den Meisterzahlen". */
const zu = (register: string) => register.replace(/^der /, 'zur ').replace(/^den /, 'zu den ');

/**
 * Was eine Zahlengruppe leicht und was sie schwer macht, damit ein Satz, der Zahlen gruppiert, mit
 * einer Folge für die Person endet (issue 27: "gehört zur Zahlengruppe der 2, 4 und 8" und nichts danach).
 */
const GROUP_EASE: Record<string, { easy: string; hard: string }> = {
  '1': { easy: 'Unabhängigkeit', hard: 'Abhängigkeit' },
  '2': { easy: 'Geduld', hard: 'plötzlicher Wechsel' },
  '3': { easy: 'Wärme', hard: 'Distanz' },
};
/** Die Gruppe nach ihrer ersten Ziffer ("… der 2, 4 und 8"). */
const easeOf = (register: string) => GROUP_EASE[/(\d), \d und \d/.exec(register)?.[1] ?? '2']!;
/** Zahlen einer anderen Gruppe als der des Weges: was diese Gruppe leicht und schwer macht. */
const otherEase = (register: string) => {
  const { easy, hard } = easeOf(register);
  return `, sodass dir ${easy} leichtfällt und ${hard} schwer`;
};
/** ", eine Meisterzahl," in the case its sentence needs: nominative or accusative, or dative and genitive. */
const masterNote = (n: Shown, oblique: boolean, also = false) =>
  n.master ? `, ${also ? 'ebenfalls ' : ''}${oblique ? 'einer' : 'eine'} Meisterzahl` : '';

const METHOD_WORDS_DE: Record<LifePathMethod, string> = {
  components: 'die getrennte Reduktion von Monat, Tag und Jahr',
  componentsFlattened: 'die Summe der auf eine Ziffer gebrachten Teile',
  allDigits: 'die Quersumme aller Ziffern',
};

export const LIFE_PATH_WORDS_DE: LifePathWords = {
  longDate: (year, month, day) => LONG_DATE.format(Date.UTC(year, month - 1, day)),
  listJoin: listJoinDe,
  cardinal: cardinalDe,
  roleLabel: ROLE_LABEL,
  placeLabel: { ...ROLE_LABEL, birthday: 'Geburtstagszahl' },
  maturityPlace: 'Reifezahl',
  partLabel: (label) => PART[label]?.label ?? label,
  methodName: {
    components: 'Monat, Tag und Jahr einzeln reduziert',
    componentsFlattened: 'jeder Teil des Datums vor dem Addieren auf eine Ziffer reduziert',
    allDigits: 'Quersumme aller Ziffern des Datums',
  },
  methodWords: METHOD_WORDS_DE,
  trap: (text, roleIndex) => text.replace(/^Die Falle ist/, TRAP_OPENERS[roleIndex]!),
  headings: {
    overview: 'Überblick',
    numbers: 'Deine Zahlen',
    year: 'Das kommende Jahr',
    method: 'So wurden diese Zahlen berechnet',
    debts: 'Karmische Schulden',
  },
  sectionHeading: (label, shown, title) =>
    `### ${label} ${shown}: ${NAME_TITLE[label]?.[parseInt(shown, 10)] ?? capitalise(title)}`,
  birthdayHeading: (shown) => `### Geburtstagszahl ${shown}`,
  birthdayHow: (variant, day, shown, kind) => {
    const how =
      kind === 'single'
        ? `Du bist an einem ${day}. geboren`
        : kind === 'kept'
          ? `Du bist an einem ${day}. geboren, und als Meisterzahl bleibt die ${day} ungekürzt`
          : `Du bist an einem ${day}. geboren, und die ${day} wird auf die ${shown} reduziert`;
    return [
      `${how}. Deine Geburtstagszahl ist also die ${shown}, eine Begabung, die du auf deinem Lebensweg mitträgst.`,
      `${how}. Daraus ergibt sich deine Geburtstagszahl ${shown}, eine Gabe, aus der dein Lebensweg schöpfen kann.`,
      `${how}. Deine Geburtstagszahl kommt damit allein aus dem Tag und zeigt, was du auf den Weg mitbringst.`,
      // Ein reduzierter zweistelliger Tag wird danach aus seinen Ziffern gelesen; jeder andere Tag
      // sagt hier, was er mitbringt, statt eines festen Nachsatzes (issue 27).
      `Der Tag deiner Geburt ergibt die Geburtstagszahl ${shown}: ${how}.${kind === 'reduced' ? '' : ` ${DAY_BRINGS[day]}`}`,
    ][variant % 4]!;
  },
  birthdaySameAsLifePath: (shown) =>
    ` Auch deine Lebenszahl ist die ${shown}; dieses Talent ist also genau das, was dein Weg verlangt.`,
  nameNote:
    'Gerechnet wird mit dem Namen, wie du ihn eingegeben hast; der volle Geburtsname mit allen Vornamen kann andere Namenszahlen ergeben.',
  balance: [
    'und genau hier verlangt dein Leben nach Ausgleich',
    'und sie mit deinem Weg in Einklang zu bringen ist ein großer Teil deiner Lebensaufgabe',
    'und ein guter Teil deines Lebens besteht darin, sie mit deinem Weg zu versöhnen',
    'und an dieser Reibung wächst du',
    'und gerade dieser Unterschied gibt deinem Leben sein Gegengewicht',
    'und sie neben deinem Weg zu nutzen gehört zu deiner Lebensaufgabe',
  ],
  shareRoot: (items, root) => `Deine ${listJoinDe(items)} haben dieselbe Grundzahl, die ${root}.`,
  comesUp: (shown, times, places) =>
    `Die ${shown} kommt ${TIMES[times]} vor: in deiner ${listJoinDe(places)}.`,
  comeBack: (count, root, items) =>
    `${HOW_MANY[count]} deiner${count < 5 ? ' fünf' : ''} Zahlen führen auf die ${root} zurück: deine ${listJoinDe(items)}.`,
  // The Life Path's own master has been said to ask for its root "in größerem Maßstab" where the
  // road is read; saying it again here made three in one overview (Oscar Mensah, 2006-03-29). The
  // theme comes only with two roots or more, so one is always left to name.
  mastersTheme: (count, items, roots, roadRoot) => {
    const asks = roots.filter((r) => r !== roadRoot);
    return `${HOW_MANY[count]} deiner Zahlen sind Meisterzahlen, deine ${listJoinDe(items)}. Meisterzahlen verheißen mehr als ihre Grundzahlen und stehen unter größerer Spannung: ${listJoinDe(asks.map((r) => `die ${MASTER_OF_ROOT[r]} verlangt ${MASTER_ASKS[MASTER_OF_ROOT[r]!]} in größerem Maßstab`))}.`;
  },
  oneMaster: (place, shown, value, name, root) =>
    `Deine ${place} ${shown} ist eine Meisterzahl, ${name}: Die ${value} lässt sich auf die ${root} zurückführen und verlangt ${MASTER_ASKS[value]} in größerem Maßstab.`,
  debtsTheme: (count, where, after = '') => {
    const many =
      count >= 3
        ? ' Jede davon ist eine Lektion, keine Last. Du lernst sie nacheinander, und was du auf diese Weise lernst, sitzt in der Regel fest.'
        : '';
    return `In deinen Zahlen ${count === 1 ? 'steckt eine karmische Schuldzahl' : `stecken ${cardinalDe(count)} karmische Schuldzahlen`}: ${listJoinDe(closeClause(where, ', die '))}.${after && ` ${after}`}${many}`;
  },
  // Wie im Englischen (Review x): eine Schuld, die nur die Summen Name für Name erreichen, wird so genannt.
  debtsByNameOnly: (found) =>
    `Nur die Addition Name für Name findet ${listJoinDe(found.map(({ debt, place }) => (place ? `die ${debt} in deiner ${place}` : `die ${debt}`)))}.`,
  debtWhere: (debt, root, places, kept) =>
    `die ${debt}/${root} in deiner ${listJoinDe(places)}${kept ? `, die nur entsteht, weil diese Deutung ${PART[kept.label]?.yoursAcc ?? kept.label} als Meisterzahl ${kept.value} stehen lässt` : ''}`,
  innerSame:
    'Weil deine Seelenzahl und deine Persönlichkeitszahl dieselbe Zahl sind, sehen Fremde an dir zuerst genau das, was du dir im Stillen wünschst, und man schätzt dich von Anfang an richtig ein.',
  innerShare: (quieter) =>
    `Weil deine Seelenzahl und deine Persönlichkeitszahl dieselbe Grundzahl haben, kommt der erste Eindruck, den du machst, der Wahrheit nahe, nur ${quieter ? 'leiser' : 'intensiver'} als das, was du innerlich fühlst.`,
  debtFirst: (place, debt, keptWhole, byNameOnly) =>
    place === 'birthday'
      ? `Der Tag deiner Geburt, die ${debt}, ist selbst eine karmische Schuldzahl.`
      : place === 'lifePath'
        ? `In ${DEBT_LEAD[place]} steckt die ${debt}.`
        : keptWhole
          ? `Mit ${listJoinDe(keptWhole.map((p) => `der ${p.value} von ${p.name}`))} ganz gezählt, steckt in ${DEBT_LEAD[place]} die ${debt}, eine karmische Schuldzahl nur nach dieser Methode.`
          : byNameOnly
            ? `Name für Name addiert, steckt in ${DEBT_LEAD[place]} die ${debt}, eine karmische Schuldzahl nur nach dieser Methode.`
            : `In ${DEBT_LEAD[place]} steckt die ${debt}.`,
  plainDebt: (place, debt) =>
    `Zählt man ${PLAIN_LETTERS_DE[place]} auf einmal zusammen, geht die Summe durch die ${debt}, eine karmische Schuldzahl nur bei dieser Zählung.`,
  debtAgain: (place, debt, byNameOnly) =>
    `${byNameOnly ? 'Nur Name für Name gezählt, steckt auch' : 'Auch'} in ${DEBT_LEAD[place]} ${byNameOnly ? '' : 'steckt '}die ${debt}; dieselbe Lektion begegnet dir also ${DEBT_PLACE[place]}.`,
  // Markiert, wo die Zahl genannt wird, wie die Schuldzahlen der fünf Kernzahlen (Review x).
  maturityDebt: (debt, shown) => `${debt}/${shown}, eine karmische Schuldzahl`,
  // Wie im Englischen (Review x): der erste Satz einer Paarung nennt, welche Zahl welche Rolle hat.
  pairRoles: (text, ...numbers) => {
    const end = text.indexOf('. ');
    let head = end < 0 ? text : text.slice(0, end);
    for (const { value, place } of numbers)
      head = head.replace(new RegExp(`\\b([Dd]ie ${value})(?![\\w/’']| dein)`), `$1 ${PAIR_ROLE_DE[place]}`);
    return end < 0 ? head : `${head}${text.slice(end)}`;
  },
  fromMaster: (debt, label, sum, value) =>
    ` Diese ${debt} entsteht nur, weil ${label === 'year' ? `die Quersumme deines Jahres ${sum}` : (PART[label]?.yours ?? label)} als Meisterzahl ${value} ganz bleibt, wie diese Deutung es mit jeder Meisterzahl hält. Wer die ${value} auf die ${value % 9 || 9} reduziert, findet hier keine Schuld.`,
  // Wie im Englischen: eine Schuldzahl, die nur mit einer ganz belassenen Meisterzahl steht oder fällt (Issue 27).
  keptWholeDebt: ({ number, parts, own, reduced, sum }) => {
    const one = parts.length === 1;
    const kept = `Als ${listJoinDe(parts.map((p) => String(p.value)))} ganz belassen, `;
    const who = listJoinDe(parts.map((p) => PART[p.label]?.yours ?? p.label));
    const roots = `auf ${listJoinDe(parts.map((p) => `die ${p.root}`))} reduziert: ${sum}`;
    if (!own)
      return `${kept}${one ? 'erspart' : 'ersparen'} ${who} deiner ${number} die Schuldzahl ${reduced}; ${roots}.`;
    return `${kept}${one ? 'gibt' : 'geben'} ${who} deiner ${number} ihre ${own}; ${roots}${reduced ? '' : ', ohne Schuldzahl'}.`;
  },
  pyHeading: (shown, year) => `### Persönliches Jahr ${shown} für ${year}`,
  pyMasterRoot: (py, value) =>
    `Deine Meisterzahl ${value} lässt sich auf die ${py} zurückführen; das Jahr verlangt also ${MASTER_ASKS[value]} als Boden, von dem aus deine ${value} wirkt.`,
  pySameAsLifePath: (py) =>
    `Die ${py} ist zugleich deine Lebenszahl, und so rückt dieses Jahr die eigene Lektion deines Weges in den Vordergrund.`,
  pyStyle: (lifePath, focus, style) =>
    `Mit deiner Lebenszahl ${lifePath} begegnest du ${focus} am besten, ${style}.`,
  pyRules: [
    (year, shown) =>
      `Persönliche Jahre laufen in Neunjahreszyklen und folgen dem Kalender: Vom 1. Januar bis zum 31. Dezember ${year} bist du im Persönlichen Jahr ${shown}.`,
    (year, shown) =>
      `Das Persönliche Jahr richtet sich nach dem Kalenderjahr: Geburtsmonat und Geburtstag werden zu ${year} addiert, und so ist ${year} für dich von Januar bis Dezember ein Persönliches Jahr ${shown}.`,
    (year, shown) =>
      `Dein Persönliches Jahr wechselt an jedem 1. Januar, und ${year} ist für dich das Persönliche Jahr ${shown}.`,
    (year, shown) =>
      `Diese Deutung zählt Persönliche Jahre nach dem Kalender, vom 1. Januar bis zum 31. Dezember; im Jahr ${year} ist es bei dir die ${shown}.`,
    (year, shown) =>
      `Nach dem Kalender gerechnet ist ${year} für dich ein Persönliches Jahr ${shown}, vom ersten bis zum letzten Tag.`,
  ],
  pyTurns: [
    (year, shown) => `Am 1. Januar ${year} trittst du in das Persönliche Jahr ${shown} ein.`,
    (year, shown) => `${year} bringt das Persönliche Jahr ${shown}.`,
    (year, shown) => `Mit dem Jahreswechsel zu ${year} beginnt das Persönliche Jahr ${shown}.`,
    (year, shown) => `Ab dem 1. Januar ${year} folgt das Persönliche Jahr ${shown}.`,
    (year, shown) =>
      `Wenn der Kalender auf ${year} umspringt, geht auch dein Zyklus weiter, ins Persönliche Jahr ${shown}.`,
  ],
  pyLate: (year, next, shownNext) =>
    `Da ${year} fast vorbei ist, plane schon für ${next}, dein Persönliches Jahr ${shownNext}.`,
  notLiving: (maxAge, year) =>
    `Ein Persönliches Jahr deutet das Jahr, das ein Mensch gerade durchlebt; für eine Geburt vor mehr als ${maxAge} Jahren nennt diese Deutung deshalb keines für ${year}. Die Zahlen oben beschreiben weiterhin das Leben, das mit diesem Datum und diesem Namen begann.`,
  portraitLeads: [
    (lp) => `Alle deine Zahlen richten sich nach deiner Lebenszahl ${lp}, denn sie beschreibt den Weg selbst`,
    (lp) => `Unter deinen Zahlen gibt die Lebenszahl ${lp} den Ton an, denn sie ist der Weg selbst`,
    (lp) => `Deine Lebenszahl ${lp} ist der Kompass, dem die übrigen folgen`,
    (lp) => `Deine Lebenszahl ${lp} beschreibt den Weg selbst und führt die übrigen Zahlen an`,
  ],
  portraitLeadMaster: (lead, name, root, register) =>
    `${lead}: ${name}. Die ${MASTER_OF_ROOT[root]} lässt sich auf die ${root} zurückführen und verlangt ${MASTER_ASKS[MASTER_OF_ROOT[root]!]} in größerem Maßstab. Numerologen ordnen die Zahlen nach ihrem Wesen in drei Gruppen, und die ${root} gehört ${zu(register)}${otherEase(register)}.`,
  portraitLeadPlain: (lead, register) =>
    `${lead}. Numerologen ordnen die Zahlen nach ihrem Wesen in drei Gruppen, und deine Lebenszahl gehört ${zu(register)}${otherEase(register)}.`,
  masterInFamily:
    ' Eine Meisterzahl steht außerhalb der drei Zahlengruppen und verlangt mehr als ihre Grundzahl.',
  portraitAllApart: (named, register) =>
    ` Deine ${named} gehören dagegen alle ${zu(register)}: Vier deiner fünf Kernzahlen stehen in einer Zahlengruppe, nur dein Weg nicht. Das ist der stärkste Zug deiner Zahlen, und deine Lebensaufgabe ist, diese geschlossene Kraft auf deinen Weg zu lenken.`,
  portraitAllSame: (named) =>
    ` Deine ${named} gehören ebenfalls dorthin. Deine Zahlen sprechen also mit einer Stimme, und deine Aufgabe ist, diesen einen Ton nicht zu überziehen.`,
  portraitSome: (same, apart, apartRegister, balance, apartWay) => {
    const many = (count: number, plural: string, singular: string) => (count > 1 ? plural : singular);
    const rest = apartRegister
      ? `${many(apart.count, 'gehören', 'gehört')} dagegen ${zu(apartRegister)}${otherEase(apartRegister)}`
      : `${LIFE_PATH_WORDS_DE.portraitApart[apartWay]!(apart.count > 1)}, ${balance}`;
    return same.count === 3
      ? ` Deine ${same.named} gehören ebenfalls dorthin: Vier deiner fünf Kernzahlen stehen in dieser Zahlengruppe, und das ist der stärkste Zug deiner Zahlen: Was sie verlangen, fällt dir leicht, alles außerhalb davon kostet dich Mühe. Nur deine ${apart.named} ${rest}.`
      : ` Deine ${same.named} ${many(same.count, 'gehören', 'gehört')} ebenfalls dorthin, sodass dir leichter fällt, was dein Weg verlangt; deine ${apart.named} ${rest}.`;
  },
  portraitSameOnly: (named, count) =>
    ` Deine ${named} ${count > 1 ? 'gehören' : 'gehört'} ebenfalls dorthin, sodass dir leichter fällt, was dein Weg verlangt.`,
  portraitApartOnly: (named, count, register, apartWay, balance) =>
    ` Deine ${named} ${register ? `${count > 1 ? 'gehören' : 'gehört'} dagegen ${zu(register)}${otherEase(register)}` : `${LIFE_PATH_WORDS_DE.portraitApart[apartWay]!(count > 1)}, ${balance}`}.`,
  portraitApart: [
    (many) => (many ? 'gehen eigene Wege' : 'geht eigene Wege'),
    (many) => (many ? 'ziehen in andere Richtungen' : 'zieht in eine andere Richtung'),
    (many) => (many ? 'weisen anderswohin' : 'weist anderswohin'),
    (many) => (many ? 'folgen einem eigenen Kurs' : 'folgt einem eigenen Kurs'),
  ],
  // Said after a name number's first sentence, so the paragraph turns on another of the client's numbers (review lp2).
  sectionTie: (other, relation) => {
    const who = `Deine ${other.place === 'birthday' ? 'Geburtstagszahl' : ROLE_LABEL[other.place]} ${other.shown}`;
    return {
      same: `${who} sagt dasselbe.`,
      root: `${who} hat dieselbe Grundzahl.`,
      family: `${who} aus derselben Gruppe stützt sie.`,
      opposed: `${who} zieht in die andere Richtung und richtet sich auf ${other.drive}.`,
      apart: `${who} richtet sich daneben auf ${other.drive}.`,
    }[relation];
  },
  portraitNone: [
    'Keine deiner übrigen vier Kernzahlen gehört dazu: Was du kannst, was du willst, wie du wirkst und was dir in die Wiege gelegt ist, zieht jeweils in eine eigene Richtung, und deine Lebensaufgabe ist, all das auf deinen Weg auszurichten.',
    'Deine Ausdrucks-, Seelen-, Persönlichkeits- und Geburtstagszahl stehen alle außerhalb dieser Zahlengruppe: Deine Fähigkeiten, deine inneren Wünsche, das Gesicht, das du zeigst, und deine angeborene Begabung haben jeweils ihre eigene Richtung. Einen guten Teil deines Lebens verwendest du darauf, sie deinem Weg zuzuwenden.',
    'Keine deiner vier übrigen Kernzahlen gehört zu dieser Zahlengruppe, und so fällt dir der Weg nicht von selbst zu. Was du kannst, wonach du dich sehnst und wie du auf Menschen wirkst, musst du bewusst mit ihm verbinden; genau daran wächst du.',
  ],
  maturityLeads: [
    (shown) => `Deine Lebenszahl und deine Ausdruckszahl ergeben zusammen deine Reifezahl, die ${shown}`,
    (shown) => `Zählst du Lebens- und Ausdruckszahl zusammen, erhältst du deine Reifezahl, die ${shown}`,
    (shown) => `Deine Reifezahl, die Summe aus Lebens- und Ausdruckszahl, ist die ${shown}`,
    (shown) => `Aus Lebens- und Ausdruckszahl ergibt sich deine Reifezahl, die ${shown}`,
  ],
  maturityWhen: (age, drive, sameRoot, shown, echo) =>
    `${age < 38 ? 'Etwa ab deinen Vierzigern richtet sich dein Leben' : age <= 50 ? 'In diesen Jahren richtet sich dein Leben zunehmend' : 'Seit etwa deinen Vierzigern richtet sich dein Leben'} auf ${drive} aus${sameRoot ? '; sie hat dieselbe Grundzahl wie dein Weg, und die späteren Jahre bestätigen ihn' : ''}${echo.length > 0 ? `; die ${shown} trägst du schon in deiner ${listJoinDe(echo)}` : ''}.`,
  title: (name) => `Lebenszahl-Deutung für ${name}`,
  openings: [
    (who, born, lp, dn) =>
      `${who}, aus deinem Geburtsdatum, dem ${born}, ergibt sich die Lebenszahl ${lp.shown}${masterNote(lp, false)}. Diese Zahl beschreibt deinen Lebensweg. Die Buchstaben deines Namens, so wie du ihn angegeben hast, ergeben die Ausdruckszahl ${dn.shown}${masterNote(dn, false, lp.master)}; sie zeigt, welche Fähigkeiten du auf diesen Weg mitbringst.`,
    (who, born, lp, dn) =>
      `${who}, dein Geburtsdatum, der ${born}, ergibt die Lebenszahl ${lp.shown}${masterNote(lp, false)}. Diese Zahl gibt die Richtung deines Lebens vor, auch wenn es Umwege nimmt. Die Buchstaben deines Namens, so wie du ihn angegeben hast, ergeben die Ausdruckszahl ${dn.shown}${masterNote(dn, false, lp.master)}; sie steht für die Fähigkeiten, die du mitbringst.`,
    (who, born, lp, dn) =>
      `${who}, du bist am ${born} geboren und gehst damit den Weg der Lebenszahl ${lp.shown}${masterNote(lp, true)}. Was sie dich lehrt, begleitet dich durch alle Lebensabschnitte. Aus deinem Namen, so wie du ihn angegeben hast, ergibt sich die Ausdruckszahl ${dn.shown}${masterNote(dn, false, lp.master)}; sie zeigt, wofür du begabt bist.`,
    (who, born, lp, dn) =>
      `${who}, der Tag deiner Geburt, der ${born}, führt zur Lebenszahl ${lp.shown}${masterNote(lp, true)}${lp.master ? ',' : ''} und damit zu dem Weg, auf den dein Leben immer wieder zurückkommt. Dein Name, so wie du ihn angegeben hast, führt zur Ausdruckszahl ${dn.shown}${masterNote(dn, true, lp.master)}; sie zeigt die Gaben, die du mitbringst.`,
  ],
  tensionDestiny: (lp, d) =>
    `Deine zentrale Spannung liegt zwischen deiner Lebenszahl ${lp} und deiner Ausdruckszahl ${d}.`,
  tensionRoot: (lp, root, places) =>
    `Deine zentrale Spannung liegt zwischen deiner Lebenszahl ${lp} und der ${root} in deiner ${listJoinDe(places)}.`,
  withYour: (label, shown) => `**Mit deiner ${label} ${shown}.**`,
  leapDay: (living) =>
    ` Am 29. Februar geboren, hast du nur in Schaltjahren einen Geburtstag im Kalender; die Numerologie liest das Datum deiner Geburt, deine Zahlen gelten also jedes Jahr${living ? ', und dein Persönliches Jahr wechselt trotzdem an jedem 1. Januar' : ''}.`,
  masterSplit: ({ own, alike, apart, root, reading }) => {
    const number = apart.value > 9 ? `die Meisterzahl ${apart.value}` : `eine einfache ${apart.value}`;
    const others = listJoinDe(apart.methods.map((m) => `${METHOD_WORDS_DE[m.method]} (${m.chain})`));
    const also =
      alike.length > 0 ? `, ebenso wie ${listJoinDe(alike.map((m) => METHOD_WORDS_DE[m.method]))}` : '';
    const why =
      own.method === 'components' && own.master
        ? ' Die Teile bleiben ganz, weil jeder eine eigene Zahl ist.'
        : '';
    const other = own.master
      ? `Zählst du dich als einfache ${root}, ${reading}`
      : `Als Meisterzahl ${apart.value} gelesen, verlangt deine Lebenszahl mehr von derselben ${root}: ${reading}`;
    return `**Wo die Methoden auseinandergehen.** ${capitalise(METHOD_WORDS_DE[own.method])}, der diese Deutung folgt, ergibt ${own.chain}${also}; ${apart.methods.length > 1 ? 'die anderen Wege ergeben' : 'ein anderer Weg ergibt'} ${number}: ${others}.${why} ${other}`;
  },
  masterReading: (label, master, root) =>
    `Als Meisterzahl ${master} gelesen, verlangt deine ${label} mehr von derselben ${root}:`,
  methodsAgree: (items) => `${capitalise(listJoinDe(items))} ergeben dieselbe Lebenszahl.`,
  lifePathLine: (method, steps) => `Lebenszahl (${method}): ${steps}.`,
  steps: (parts, chain) => (parts.length > 0 ? `${listJoinDe(parts)}, dann ${chain}` : chain),
  debtGroups: (groups, ours, own) => {
    const through = (debt: KarmicDebt | undefined) => (debt ? `die ${debt}` : 'keine Schuldzahl');
    const verb = (methods: readonly string[]) => (methods.length > 1 ? 'durchlaufen' : 'durchläuft');
    const [first, ...rest] = groups;
    const main = `${capitalise(listJoinDe(first!.methods))} ${verb(first!.methods)} ${through(first!.debt)}`;
    const others = rest.map(
      (g) => `, während ${listJoinDe(g.methods)} ${through(g.debt)} ${verb(g.methods)}`,
    );
    return `${main}${others.join('')}; diese Deutung folgt der Summe ${ours} und deutet deshalb die karmische Schuldzahl ${own}.`;
  },
  nameLabels: { destiny: 'Ausdruckszahl', soulUrge: 'Seelenzahl', personality: 'Persönlichkeitszahl' },
  // normaliseName folds accents away and writes ß as SS: the note says so, since a German name reads
  // differently if Ü is counted as UE.
  destinyLetters:
    'alle Buchstaben, A = 1 bis I = 9, dann wieder J = 1; Ä, Ö und Ü zählen als A, O und U, ß als SS',
  consonants: 'Konsonanten',
  yRule: {
    sound:
      'Vokale A, E, I, O und U; Y zählt als Vokal, außer nach einem Vokal oder am Namensanfang vor einem Vokal',
    never: 'die Vokale A, E, I, O und U; Y zählt immer als Konsonant',
    always: 'die Vokale A, E, I, O und U sowie jedes Y',
  },
  yVowel: (name) =>
    ` Das Y in ${name} folgt keinem Vokal und steht nicht am Namensanfang vor einem Vokal: Es zählt als Vokal mit, als 7.`,
  yAfterVowel: (name) => ` Das Y in ${name} folgt auf einen Vokal: ein Konsonant.`,
  yStart: (name) => ` Das Y in ${name} steht am Namensanfang vor einem Vokal: ein Konsonant.`,
  nameLine: (label, letters, parts, chain) => `${label} (${letters}): ${listJoinDe(parts)}, dann ${chain}.`,
  altWithout: (debt) => ` (ohne die ${debt})`,
  altInstead: (alternative, own) => ` (über die ${alternative} statt über die ${own})`,
  altThrough: (alternative) => ` (über die karmische Schuldzahl ${alternative})`,
  allLettersWould: (changed) =>
    `Alle Buchstaben auf einmal zu addieren ergäbe ${listJoinDe(changed.map((c) => `die ${c}`))}; diese Deutung zählt jeden Namen als eigene Zahl.`,
  perNameWould: (changed) =>
    `Jeden Namen zuerst zu reduzieren ergäbe ${listJoinDe(changed.map((c) => `die ${c}`))}.`,
  umlautOverview: (changed) =>
    `Schreibst du die Umlaute deines Namens als AE, OE oder UE, erhältst du ${listJoinDe(changed.map((c) => `die ${c}`))}; diese Deutung zählt Ä, Ö und Ü als A, O und U.`,
  umlautWould: (changed) =>
    `Wer Umlaute als AE, OE und UE schreibt, wie viele deutsche Numerologen, erhält ${listJoinDe(changed.map((c) => `die ${c}`))}.`,
  karmicLine: (rule, day, date, names, debts) => {
    const list = debts.map(({ debt, places }) => `die ${debt} in deiner ${listJoinDe(places)}`);
    return `${rule} ${list.length > 0 ? `Bei dir ${list.length === 1 ? 'ist das' : 'sind das'} ${listJoinDe(list)}.` : `Bei dir kommt keine vor (Geburtstag ${day}, Lebenszahl ${date}, Namenszahlen ${listJoinDe(names)}).`}`;
  },
  personalYearLine: (year, steps) => `Persönliches Jahr ${year}, jeder Teil reduziert: ${steps}.`,
  masterLine: (rule, masters, maturity) => {
    if (masters.length > 0)
      return `${rule} Bei dir: ${listJoinDe([...masters, ...(maturity ? [`Reifezahl ${maturity}`] : [])].map((m) => `die ${m}`))}.`;
    return `${rule} Keine deiner fünf Kernzahlen ist eine Meisterzahl${maturity ? `, wohl aber deine Reifezahl ${maturity}` : ''}.`;
  },
};
