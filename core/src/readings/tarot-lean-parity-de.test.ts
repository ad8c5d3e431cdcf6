// A German reading must say what its English twin says: a question and its translation, read over
// the same cards, give the same answer (a reader who switches language may not be told "yes" in one
// and "Nein" in the other), and a compatibility contact is read for the same planet's doing.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import { compatibilityScoreFromEngine, composeCompatibility } from './compatibility-report';
import { composeCelticCross } from './celtic-cross-report';
import { answerOf as answerEn, seriesDraw, type TarotSpread } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';
import { composeTarotDe } from './tarot-report-de';

type Pair = [en: string, de: string];

/** The review's three-card questions (gen.mts TAROT3.d and TAROT3_DE.d), question by question. */
const REVIEW_THREE: Pair[] = [
  ['Will my landlord return my deposit?', 'Bekomme ich meine Kaution vom Vermieter zurück?'],
  [
    'Should I tell my best friend that her husband is cheating?',
    'Soll ich meiner besten Freundin sagen, dass ihr Mann sie betrügt?',
  ],
  [
    'How can I get my confidence back after being made redundant?',
    'Wie finde ich nach der Kündigung mein Selbstvertrauen wieder?',
  ],
  ['Will the IVF work this time?', 'Klappt die künstliche Befruchtung dieses Mal?'],
  [
    'Is it wise to lend my brother money for his restaurant?',
    'Soll ich meinem Bruder Geld für sein Restaurant leihen?',
  ],
  [
    'Will I get the apprenticeship I applied for?',
    'Bekomme ich den Ausbildungsplatz, auf den ich mich beworben habe?',
  ],
  ['Should I accept the job offer in Dubai?', 'Soll ich das Jobangebot in Dubai annehmen?'],
  [
    'How do I stop arguing with my mother-in-law?',
    'Wie höre ich auf, mit meiner Schwiegermutter zu streiten?',
  ],
  ['Will my ex come back to me?', 'Kommt mein Ex zu mir zurück?'],
  ['Should I go back to university at 40?', 'Soll ich mit 40 noch einmal studieren?'],
  ['Will the court give me custody of my son?', 'Bekomme ich das Sorgerecht für meinen Sohn?'],
  ['How can I find peace after my father’s death?', 'Wie finde ich Frieden nach dem Tod meines Vaters?'],
];

/** The review's Celtic Cross questions (gen.mts CC.d and CC_DE.d). */
const REVIEW_CROSS: Pair[] = [
  ['Where is my marriage heading after the affair?', 'Wohin steuert meine Ehe nach der Affäre?'],
  [
    'Should I leave teaching to start my own bakery?',
    'Soll ich den Lehrerberuf aufgeben und eine Bäckerei eröffnen?',
  ],
  [
    'What do I need to know about my health this year?',
    'Was muss ich dieses Jahr über meine Gesundheit wissen?',
  ],
  ['Will we be able to buy our first home in 2027?', 'Können wir 2027 unsere erste Wohnung kaufen?'],
  [
    'How will the lawsuit with my former employer end?',
    'Wie endet der Rechtsstreit mit meinem früheren Arbeitgeber?',
  ],
];

/**
 * The English cross does not count a move to a named country as abroad (its `abroad` wants
 * "abroad", "overseas" or "emigrate"), so it drops the Three of Wands' "overseas … relocation
 * favoured" line and no longer weighs the card as the topic's; the German keeps it. On the seeded
 * draws below the two now agree since the Major Arcana's travel lines stopped naming trips and
 * journeys by road, so this guards that agreement while the `abroad` gap itself stays open.
 */
const PORTUGAL: Pair = [
  'Should I move to Portugal with my partner?',
  'Soll ich mit meinem Partner nach Portugal ziehen?',
];

/** More translated pairs, every subject among them, each read in both spreads. */
const MORE: Pair[] = [
  // love
  ['Is my boyfriend cheating on me?', 'Betrügt mich mein Freund?'],
  ['Should I leave my boyfriend?', 'Soll ich meinen Freund verlassen?'],
  ['Should I leave my husband?', 'Soll ich meinen Mann verlassen?'],
  ['Is he ready for a serious relationship?', 'Ist er bereit für eine feste Beziehung?'],
  ['Will my new relationship last?', 'Hält meine neue Beziehung?'],
  // work
  ['Should I quit my job?', 'Soll ich meinen Job kündigen?'],
  ['Will I get promoted this year?', 'Werde ich dieses Jahr befördert?'],
  [
    'Should I tell my boss that my colleague is lying?',
    'Soll ich meinem Chef sagen, dass mein Kollege lügt?',
  ],
  [
    'Should I quit my job to start my own business?',
    'Soll ich meinen Job kündigen, um eine eigene Firma zu gründen?',
  ],
  ['Should I take over the family business?', 'Soll ich den Familienbetrieb übernehmen?'],
  ['Will my novel find a publisher?', 'Findet mein Roman einen Verlag?'],
  // money
  ['Will I pay off my debts this year?', 'Werde ich dieses Jahr meine Schulden abbezahlen?'],
  ['Will I lose my money on this deal?', 'Verliere ich bei diesem Geschäft mein Geld?'],
  // health
  ['Will my back injury heal?', 'Wird meine Rückenverletzung heilen?'],
  ['Should I stop drinking?', 'Soll ich aufhören zu trinken?'],
  // home and family
  ['Should we get a dog?', 'Sollen wir einen Hund bekommen?'],
  ['Will my sister and I make peace?', 'Werden meine Schwester und ich uns versöhnen?'],
  // travel
  ['Should I emigrate to New Zealand?', 'Soll ich nach Neuseeland auswandern?'],
  ['Will my trip to Japan go well?', 'Wird meine Reise nach Japan gut verlaufen?'],
  // study
  ['Will I pass my driving test?', 'Bestehe ich meine Führerscheinprüfung?'],
  ['Should I drop out of university?', 'Soll ich mein Studium abbrechen?'],
  // legal
  ['Will I win the lawsuit against my landlord?', 'Gewinne ich den Rechtsstreit gegen meinen Vermieter?'],
  ['Should I sign the contract?', 'Soll ich den Vertrag unterschreiben?'],
  [
    'Should I forgive my sister for what she said at Christmas?',
    'Soll ich meiner Schwester verzeihen, was sie an Weihnachten gesagt hat?',
  ],
  ['Should I cut off contact with my father?', 'Soll ich den Kontakt zu meinem Vater abbrechen?'],
  ['Should we have a second child?', 'Sollen wir ein zweites Kind bekommen?'],
  ['Should I sell my car?', 'Soll ich mein Auto verkaufen?'],
  ['Does he still love me?', 'Liebt er mich noch?'],
  ['Will I lose my job?', 'Verliere ich meinen Job?'],
  [
    'Should I confront my colleague who takes credit for my work?',
    'Soll ich meinen Kollegen zur Rede stellen, der sich mit meiner Arbeit schmückt?',
  ],
  ['Is it wise to invest in bitcoin?', 'Ist es klug, in Bitcoin zu investieren?'],
  ['Should I move in with my boyfriend?', 'Soll ich mit meinem Freund zusammenziehen?'],
  ['Will the surgery go well?', 'Wird die Operation gut verlaufen?'],
  ['Should I end my friendship with Anna?', 'Soll ich die Freundschaft mit Anna beenden?'],
  ['Will my business fail?', 'Scheitert meine Firma?'],
  ['Should I apply for the master’s programme?', 'Soll ich mich für den Masterstudiengang bewerben?'],
  // spirit
  ['Am I on the right path?', 'Bin ich auf dem richtigen Weg?'],
  ['Is it time to let go?', 'Ist es Zeit, loszulassen?'],
];

const DRAWS = 16;

/** The answer's head, in one vocabulary for both languages: which way, or none given. */
type Said = 'yes' | 'no' | 'unclear' | 'go' | 'stay' | 'none';

const EN_HEAD =
  /\*\*(Leaning yes|Leaning no|Unclear|The answer is yes|Yes, on balance|Yes, by a narrow margin|The answer is no, for now|On balance, not yet|No, by a narrow margin|Still open)(?:[^*]*?: the cards favour (leaving|staying|selling|keeping))?/;
// A possession is sold or kept, in both languages (review r30), and counts as going or staying.
const DE_HEAD =
  /\*\*(Ja|Eher ja|Nein|Eher nein|Offen|Eher gehen|Eher bleiben|Eher verkaufen|Eher behalten)\.\*\*/;

function saidEn(md: string): Said {
  const m = EN_HEAD.exec(answerEn(md));
  if (!m) return 'none';
  if (m[2]) return ['leaving', 'selling'].includes(m[2]) ? 'go' : 'stay';
  return /yes/i.test(m[1]!) ? 'yes' : /Unclear|Still open/.test(m[1]!) ? 'unclear' : 'no';
}

function saidDe(md: string): Said {
  const m = DE_HEAD.exec(md.split('## Deine Antwort')[1]!);
  if (!m) return 'none';
  const word = m[1]!;
  return word === 'Eher gehen' || word === 'Eher verkaufen'
    ? 'go'
    : word === 'Eher bleiben' || word === 'Eher behalten'
      ? 'stay'
      : word === 'Offen'
        ? 'unclear'
        : /ja/i.test(word)
          ? 'yes'
          : 'no';
}

const COMPOSE_EN = { 'three-card': composeThreeCard, 'celtic-cross': composeCelticCross } as const;

/** Every draw of the series on which the two languages answer differently. */
function mismatches([en, de]: Pair, spread: TarotSpread) {
  return Array.from({ length: DRAWS }, (_, i) => {
    const draw = seriesDraw('parity', spread, i);
    const a = saidEn(COMPOSE_EN[spread]({ firstName: 'Sam', question: en, draw }).markdown);
    const b = saidDe(composeTarotDe({ firstName: 'Sam', question: de, draw }).markdown);
    return a === b ? null : `${spread} #${i}: ${en} → ${a} / ${de} → ${b}`;
  }).filter((x) => x !== null);
}

describe('the German lean', () => {
  it('is the English lean on the review’s translated three-card questions', () => {
    expect(REVIEW_THREE.flatMap((p) => mismatches(p, 'three-card'))).toEqual([]);
  });

  it('is the English lean on the review’s translated Celtic Cross questions', () => {
    expect(REVIEW_CROSS.flatMap((p) => mismatches(p, 'celtic-cross'))).toEqual([]);
  });

  it('is the English lean on a move to Portugal, once the English cross reads it as abroad', () => {
    expect(mismatches(PORTUGAL, 'celtic-cross')).toEqual([]);
  });

  it('is the English lean on translated questions of every subject, in both spreads', () => {
    expect(REVIEW_THREE.length + REVIEW_CROSS.length + 1 + MORE.length).toBeGreaterThanOrEqual(25);
    expect(MORE.flatMap((p) => [...mismatches(p, 'three-card'), ...mismatches(p, 'celtic-cross')])).toEqual(
      [],
    );
  });
});

describe('the German compatibility contact', () => {
  // The review's pair: Amara's Mercury square Jonas's Jupiter.
  const amara = natalChart({
    name: 'Amara',
    year: 1988,
    month: 3,
    day: 14,
    hour: 7,
    minute: 40,
    lat: 5.6037,
    lng: -0.187,
    tz_str: 'Africa/Accra',
  });
  const jonas = natalChart({
    name: 'Jonas',
    year: 1979,
    month: 9,
    day: 2,
    hour: 23,
    minute: 15,
    lat: 59.9139,
    lng: 10.7522,
    tz_str: 'Europe/Oslo',
  });
  const report = (language: 'en' | 'de') =>
    composeCompatibility({
      person1: { firstName: 'Amara', chart: amara },
      person2: { firstName: 'Jonas', chart: jonas },
      score: compatibilityScoreFromEngine(relationshipScore(amara, jonas)),
      relationship: 'romantic',
      language,
    }).markdown;

  it('reads Mercury square Jupiter as Jupiter over-encouraging Mercury, as the English does', () => {
    expect(report('en')).toContain("Jonas's Jupiter swells Amara's Mercury");
    const de = report('de');
    expect(de).toContain("Jonas' Jupiter spornt Amaras Merkur über Gebühr an");
    // Mercury's sharp words are for a Mercury that reaches the other's personal points, never a slower planet.
    expect(de).not.toMatch(/Merkur steht quer zu \S+ (?:Jupiter|Saturn|Uranus|Neptun|Pluto)/);
  });
});
