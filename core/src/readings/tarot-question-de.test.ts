import { describe, expect, it } from 'vitest';
import { personOfDe, readQuestionDe, toDu } from './tarot-question-de';
import { LABELLED_QUESTIONS_DE as LABELLED_DE } from './__fixtures__/questions-de';

describe('readQuestionDe', () => {
  it('files the labelled German questions under the subject a reader would, and tells yes/no questions', () => {
    expect(LABELLED_DE.length).toBeGreaterThanOrEqual(160);
    for (const subject of ['love', 'work', 'money', 'health', 'home', 'travel', 'study', 'legal', 'spirit'])
      expect(LABELLED_DE.filter(([, s]) => s === subject).length, subject).toBeGreaterThanOrEqual(12);
    const read = LABELLED_DE.map(([q]) => readQuestionDe(q));
    const wrongSubject = LABELLED_DE.filter(([, subject], i) => read[i]!.subject !== subject);
    const wrongYesNo = LABELLED_DE.filter(([, , yesNo], i) => read[i]!.yesNo !== yesNo);
    expect(wrongSubject.length / LABELLED_DE.length, JSON.stringify(wrongSubject)).toBeLessThanOrEqual(0.05);
    expect(wrongYesNo.length / LABELLED_DE.length, JSON.stringify(wrongYesNo)).toBeLessThanOrEqual(0.05);
  });

  it('reads the questions the brief names as tricky', () => {
    expect(readQuestionDe('Soll ich mit meinem Geschäftspartner eine Firma gründen?').subject).toBe('work');
    expect(readQuestionDe('Soll ich ins Ausland ziehen?').subject).toBe('travel');
    expect(readQuestionDe('Wie steht es um die Beziehung zu meiner Schwester?').subject).toBe('home');
    expect(readQuestionDe('Ist er der Richtige?').subject).toBe('love');
    const pregnant = readQuestionDe('Werde ich dieses Jahr schwanger?');
    expect([pregnant.subject, pregnant.sensitive]).toEqual(['health', 'medical']);
    expect(readQuestionDe('Bestehe ich meine Prüfung?').subject).toBe('study');
  });

  it('reads umlauts, their ae/oe/ue spelling and ß or ss alike', () => {
    const pairs = [
      ['Bekomme ich eine Gehaltserhöhung?', 'bekomme ich eine gehaltserhoehung'],
      ['Bestehe ich die Führerscheinprüfung?', 'BESTEHE ICH DIE FUEHRERSCHEINPRUEFUNG'],
      ['Finde ich die große Liebe?', 'finde ich die grosse liebe'],
      ['Soll ich nach Köln ziehen?', 'soll ich nach koeln ziehen'],
    ];
    for (const [a, b] of pairs) expect(readQuestionDe(b!)).toEqual(readQuestionDe(a!));
  });

  it('is confident only with enough evidence for one subject', () => {
    expect(readQuestionDe('Soll ich meinen Job kündigen?').confident).toBe(true);
    expect(readQuestionDe('Wird alles gut?').confident).toBe(false);
    // Money and a relative in one question: neither is sure.
    expect(readQuestionDe('Wann bekomme ich das Erbe meiner Oma?').confident).toBe(true);
    expect(readQuestionDe('Wie wird es mit meiner Freundschaft zu Lena?').confident).toBe(false);
  });

  it('does not take "ja oder nein", a W-question or a tag for a choice', () => {
    expect(readQuestionDe('Wird er sich melden oder nicht?').yesNo).toBe(true);
    expect(readQuestionDe('Er liebt mich noch, oder?').yesNo).toBe(true);
    expect(readQuestionDe('Ich möchte wissen, ob ich den Job bekomme').yesNo).toBe(true);
    expect(readQuestionDe('Ich möchte wissen, wie es mit uns weitergeht').yesNo).toBe(false);
    expect(readQuestionDe('Worauf soll ich achten?').yesNo).toBe(false);
    expect(readQuestionDe('Mit wem werde ich glücklich?').yesNo).toBe(false);
    expect(readQuestionDe('Soll ich bleiben oder gehen?').yesNo).toBe(false);
  });

  it('gives both options of an either/or question as infinitive phrases in du-form', () => {
    expect(readQuestionDe('Soll ich nach Berlin ziehen oder in Köln bleiben?').options).toEqual({
      a: 'nach Berlin ziehen',
      b: 'in Köln bleiben',
    });
    expect(readQuestionDe('Soll ich meinen Job kündigen oder bleiben?').options).toEqual({
      a: 'deinen Job kündigen',
      b: 'bleiben',
    });
    expect(
      readQuestionDe('Ist es besser, in Hamburg zu bleiben oder nach München zu ziehen?').options,
    ).toEqual({
      a: 'in Hamburg bleiben',
      b: 'nach München ziehen',
    });
    expect(readQuestionDe('Soll ich das Angebot annehmen oder lieber ablehnen?').options).toEqual({
      a: 'das Angebot annehmen',
      b: 'ablehnen',
    });
    expect(readQuestionDe('Ziehe ich nach Berlin um oder bleibe ich in Köln?').options).toEqual({
      a: 'nach Berlin umziehen',
      b: 'in Köln bleiben',
    });
    expect(readQuestionDe('Sollen wir unser Haus verkaufen oder vermieten?').options).toEqual({
      a: 'euer Haus verkaufen',
      b: 'vermieten',
    });
    expect(readQuestionDe('Soll ich mich selbstständig machen oder angestellt bleiben?').options).toEqual({
      a: 'dich selbstständig machen',
      b: 'angestellt bleiben',
    });
    expect(readQuestionDe('Wäre es klüger, das Angebot anzunehmen oder abzulehnen?').options).toEqual({
      a: 'das Angebot annehmen',
      b: 'ablehnen',
    });
    for (const q of ['Wird er sich melden oder nicht?', 'Soll ich kündigen, oder?', 'Bekomme ich den Job?'])
      expect(readQuestionDe(q).options, q).toBeNull();
  });

  it('names the sensitive questions and the kind of care each needs', () => {
    for (const q of [
      'Schaffe ich es, mit dem Trinken aufzuhören?',
      'Wird mein Bruder seine Spielsucht besiegen?',
      'Soll ich aufhören zu rauchen?',
      'Bleibt mein Vater trocken?',
    ])
      expect(readQuestionDe(q).sensitive, q).toBe('addiction');
    for (const q of [
      'Wie komme ich über den Tod meiner Mutter hinweg?',
      'Wann hört die Trauer auf?',
      'Wie verarbeite ich meine Fehlgeburt?',
      'Wie lebe ich weiter, nachdem ich meinen Mann verloren habe?',
    ])
      expect(readQuestionDe(q).sensitive, q).toBe('grief');
    for (const q of [
      'Ist die Diagnose richtig?',
      'Wird meine OP gut gehen?',
      'Werde ich schwanger?',
      'Hilft mir die Therapie gegen meine Depression?',
      'Wird meine Oma wieder gesund?',
      'Wie geht es meiner Psyche?',
    ])
      expect(readQuestionDe(q).sensitive, q).toBe('medical');
    for (const q of [
      'Gewinne ich vor Gericht?',
      'Soll ich mir einen Anwalt nehmen?',
      'Wie läuft meine Scheidung?',
      'Soll ich Klage einreichen?',
      'Bekomme ich das Sorgerecht?',
    ])
      expect(readQuestionDe(q).sensitive, q).toBe('legal');
    for (const q of [
      'Bekomme ich den Job?',
      'Liebt er mich?',
      'Soll ich mit ihm einen Kaffee trinken gehen?',
      'Sucht er eine neue Wohnung?',
      'Bin ich zu eifersüchtig?',
    ])
      expect(readQuestionDe(q).sensitive, q).toBeNull();
  });

  it('knows when a yes is what the asker fears', () => {
    for (const q of [
      'Betrügt er mich?',
      'Lügt sie mich an?',
      'Wird er mich verlassen?',
      'Hat sie eine Affäre?',
      'Verliere ich meinen Job?',
      'Falle ich durch die Prüfung?',
      'Hat er eine andere?',
      'Geht meine Firma pleite?',
    ])
      expect(readQuestionDe(q).fearedYes, q).toBe(true);
    for (const q of [
      'Liebt er mich?',
      'Soll ich ihn verlassen?',
      'Kann ich mich auf ihn verlassen?',
      'Bekomme ich den Job?',
      'Warum hat er mich betrogen?',
    ])
      expect(readQuestionDe(q).fearedYes, q).toBe(false);
  });

  it('knows when a yes favours giving something up', () => {
    for (const q of [
      'Soll ich ihn verlassen?',
      'Soll ich mich trennen?',
      'Soll ich kündigen?',
      'Sollte ich ausziehen?',
      'Soll ich aufhören?',
      'Soll ich das Studium abbrechen?',
      'Ist es Zeit, meinen Job zu kündigen?',
      'Sollen wir uns trennen?',
      'Soll ich Schluss machen?',
    ])
      expect(readQuestionDe(q).leaving, q).toBe(true);
    for (const q of [
      'Soll ich bleiben?',
      'Wird er mich verlassen?',
      'Soll ich den Job annehmen?',
      'Soll ich kündigen oder bleiben?',
    ])
      expect(readQuestionDe(q).leaving, q).toBe(false);
  });

  it('knows when the question asks what someone else feels or thinks', () => {
    for (const q of [
      'Denkt er noch an mich?',
      'Liebt sie mich?',
      'Vermisst er mich?',
      'Was fühlt er für mich?',
      'Hat mein Ex noch Gefühle für mich?',
      'Was denkt meine Mutter über meinen Freund?',
      'Ist er in mich verliebt?',
      'Was hält sie von mir?',
      'Ich frage mich, ob er mich liebt',
    ])
      expect(readQuestionDe(q).asksTheirMind, q).toBe(true);
    for (const q of [
      'Liebe ich ihn noch?',
      'Wird er zurückkommen?',
      'Bekomme ich den Job?',
      'Was fühle ich wirklich?',
    ])
      expect(readQuestionDe(q).asksTheirMind, q).toBe(false);
  });

  it('knows when the asker has no partner yet', () => {
    for (const q of [
      'Werde ich dieses Jahr jemanden kennenlernen?',
      'Wie lange bin ich noch Single?',
      'Was erwartet mich als Single?',
      'Werde ich die große Liebe finden?',
      'Wann kommt der Richtige in mein Leben?',
      'Soll ich ihn ansprechen?',
      'Finde ich einen Partner?',
    ])
      expect(readQuestionDe(q).noPartner, q).toBe(true);
    for (const q of ['Liebt mein Freund mich?', 'Wird meine Ehe halten?', 'Bekomme ich den Job?'])
      expect(readQuestionDe(q).noPartner, q).toBe(false);
  });
});

describe('toDu', () => {
  it('turns the asker’s words to du-form', () => {
    expect(toDu('mein Job')).toBe('dein Job');
    expect(toDu('mich')).toBe('dich');
    expect(toDu('ich')).toBe('du');
    expect(toDu('meinen Job kündigen')).toBe('deinen Job kündigen');
    expect(toDu('mit meiner Schwester')).toBe('mit deiner Schwester');
    expect(toDu('unser Haus')).toBe('euer Haus');
    expect(toDu('Mein Freund und ich')).toBe('Dein Freund und du');
  });

  it('gives the verb its du-form', () => {
    expect(toDu('Ich liebe ihn')).toBe('Du liebst ihn');
    expect(toDu('ich bin unsicher')).toBe('du bist unsicher');
    expect(toDu('ich habe Angst')).toBe('du hast Angst');
    expect(toDu('ich kann nicht schlafen')).toBe('du kannst nicht schlafen');
    expect(toDu('Ich arbeite zu viel')).toBe('Du arbeitest zu viel');
    expect(toDu('ich nehme das Angebot an')).toBe('du nimmst das Angebot an');
    expect(toDu('ich weiß nicht weiter')).toBe('du weißt nicht weiter');
    expect(toDu('ich weiss nicht weiter')).toBe('du weisst nicht weiter');
    expect(toDu('ich reise viel')).toBe('du reist viel');
    expect(toDu('ich fahre morgen')).toBe('du fährst morgen');
    expect(toDu('Soll ich')).toBe('Sollst du');
    expect(toDu('ob ich den Job bekomme')).toBe('ob du den Job bekommst');
    expect(toDu('wenn ich mich trenne')).toBe('wenn du dich trennst');
    expect(toDu('dass ich ihn verlassen soll')).toBe('dass du ihn verlassen sollst');
    expect(toDu('ob ich das Angebot annehme')).toBe('ob du das Angebot annimmst');
  });
});

describe('the person a German question is about', () => {
  it('names the person with "mein" in the accusative the reading uses after "für", and no one else', () => {
    expect(personOfDe('Was muss ich über die Beziehung zu meinem Vater wissen?')).toBe('deinen Vater');
    expect(personOfDe('Wie kann ich das Vertrauen meiner Frau zurückgewinnen?')).toBe('deine Frau');
    expect(personOfDe('Soll ich meinen Geschäftspartner ansprechen?')).toBe('deinen Geschäftspartner');
    expect(personOfDe('Wie gehe ich mit der Wut meiner Tochter um?')).toBe('deine Tochter');
    // "Mannschaft" is no "Mann"; a question without "mein" names no one.
    expect(personOfDe('Wird meine Mannschaft gewinnen?')).toBeNull();
    expect(personOfDe('Warum suche ich mir immer wieder Freunde aus, die mich enttäuschen?')).toBeNull();
  });
});
