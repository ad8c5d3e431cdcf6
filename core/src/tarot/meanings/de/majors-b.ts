// German readers get the second half of the Major Arcana written as German from the start, not translated,
// while each card's sense, picture and yes/no lean stay exactly those of the English entries in majors.ts.
import type { CardMeanings } from '../types';

export const MAJOR_MEANINGS_DE_B: CardMeanings = {
  'major-11-justice': {
    upright: {
      theme: 'ein gerechter Ausgleich, bei dem die Wahrheit gewogen wird',
      meaning:
        'Die Gerechtigkeit sitzt zwischen zwei Säulen, in der einen Hand ein erhobenes Schwert, in der anderen eine Waage im Gleichgewicht. Waite nennt Billigkeit, Rechtschaffenheit und Redlichkeit und gibt der Seite recht, die es verdient. Was gerecht ist, setzt sich durch, und jedes Handeln trägt seine Folgen.',
      subjects: {
        love: 'Eine Beziehung, in der beide gleich viel geben und nehmen, hat Bestand, und auf Ehrlichkeit kommt es jetzt vor allem an. Wenn zwischen euch etwas aus dem Gleichgewicht geraten ist, ist jetzt die Zeit, es geradezurücken.',
        work: 'Verträge, Beurteilungen und die Frage, wer wofür geradesteht, rücken in den Vordergrund, und deine Aufrichtigkeit wird bemerkt. Gute Arbeit, ehrlich geleistet, wird belohnt.',
        money:
          'Ehrliche Geschäfte und eine saubere Buchführung kommen dir zugute. Begleiche, was du schuldest, und lies jede Vereinbarung genau, bevor du unterschreibst.',
        health:
          'Dein Körper bittet um ein Gleichgewicht zwischen Anstrengung und Erholung. Schau ehrlich auf deine Gewohnheiten und ändere die, die die Waage aus dem Lot bringen.',
        home: 'Die Harmonie kehrt zurück, wenn Hausarbeit, Kosten und Fürsorge gerecht verteilt sind. Bleib unparteiisch, auch gegenüber dem Verwandten, der deine Geduld auf die Probe stellt.',
        travel:
          'Visa, Genehmigungen und amtliche Papiere gehen glatt durch, wenn alles stimmt. Prüfe jedes Dokument anhand der Vorschriften, bevor du es einreichst.',
        study:
          'Deine Ergebnisse spiegeln genau die Arbeit wider, die du wirklich geleistet hast – nicht mehr und nicht weniger. Bewerte deine Übungsaufgaben streng, dann weißt du, wo du stehst.',
        legal:
          'Die Karte begünstigt Redlichkeit, klare Beweise und ein ehrliches Vorgehen. Bereite dich gründlich vor und sag die Wahrheit – ein Urteil kann dir keine Karte versprechen.',
        spirit:
          'Dich klar zu sehen, ohne Ausreden und ohne dich selbst zu bestrafen, schenkt dir Frieden. Übernimm Verantwortung für deine Entscheidungen und lass es dabei bewenden.',
      },
      advice: 'Wäge beide Seiten ehrlich und schriftlich ab, bevor du dich entscheidest.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Ungleichgewicht, eine Voreingenommenheit oder eine Wahrheit, der man ausweicht',
      meaning:
        'Umgekehrt kippt die Waage. Waite spricht von rechtlichen Verwicklungen, Voreingenommenheit und übermäßiger Strenge. Die moderne Deutung ergänzt Ungerechtigkeit, Unehrlichkeit und die Weigerung, Verantwortung zu übernehmen. Jemand wird nicht zur Rechenschaft gezogen – oder zu hart beurteilt.',
      subjects: {
        love: 'Die Beziehung fühlt sich einseitig an, oder einer von euch will seinen Anteil am Streit nicht zugeben. Sprich aus, was dir ungerecht vorkommt, ohne eine Gerichtsverhandlung daraus zu machen.',
        work: 'Ungleiche Behandlung oder ein Streit um Bedingungen kann ans Licht kommen. Halte alles mit Datum schriftlich fest und bring deine Bedenken auf dem vorgesehenen Weg vor.',
        money:
          'Fehler, ungerechtfertigte Gebühren oder ein unredliches Geschäft könnten dich teuer zu stehen kommen. Geh Kontoauszüge und Verträge Zeile für Zeile durch.',
        health:
          'Du hast anderen weit mehr gegeben als deiner eigenen Erholung. Hol dir ein paar Stunden zurück, die nur der Ruhe gehören.',
        home: 'Es staut sich Groll darüber an, wer was erledigt und wer was bezahlt. Sprich es jetzt in Ruhe an, bevor er sich verhärtet.',
        travel:
          'Ein Fehler in den Papieren oder ein Behördendickicht könnte dich aufhalten. Prüfe Namen, Daten und Einreisebestimmungen doppelt.',
        study:
          'Eine Note mag dir ungerecht vorkommen, oder du drückst dich um die ehrliche Arbeit, die das Fach verlangt. Bitte um eine Rückmeldung und richte dich danach.',
        legal:
          'Es kann zu Verwicklungen, Verzögerungen oder dem Eindruck von Befangenheit kommen. Halte alles sorgfältig schriftlich fest und hol dir guten Rat – die Karte beschreibt die Schwierigkeit, nicht den Ausgang.',
        spirit: 'Vielleicht urteilst du zu hart über dich, vielleicht zu milde. Such die ehrliche Mitte.',
      },
      advice:
        'Steh zu deinem Anteil an dem, was schiefgelaufen ist, und bitte die anderen, zu ihrem zu stehen.',
      lean: 'no',
    },
  },
  'major-12-hanged-man': {
    upright: {
      theme: 'ein Innehalten, das die Welt auf den Kopf stellt und neu zeigt',
      meaning:
        'Der Gehängte hängt gelassen an einem Fuß von einem lebendigen Baum, mit ruhigem Gesicht und einem Heiligenschein um den Kopf. Waite nennt Weisheit, Urteilskraft, Prüfungen und Opfer. Die moderne Deutung sieht darin Schwebe, Hingabe und einen neuen Blickwinkel, den man durch Loslassen gewinnt. Die Dinge ruhen, und das Warten hat seinen Sinn.',
      subjects: {
        love: 'Eine Beziehung hängt vielleicht in der Schwebe, und Drängen bringt die Antwort nicht schneller. Nutze die Pause, um den anderen Menschen so zu sehen, wie er ist, und nicht, wie du ihn dir erhofft hast.',
        work: 'Vorhaben geraten ins Stocken, und über deinen Kopf hinweg wird vertagt. Nutze die Flaute, um deinen Ansatz zu überdenken, statt immer wieder gegen dieselbe Tür zu drücken.',
        money:
          'Jetzt ist die Zeit zu halten, nicht zu handeln. Ein kleiner Verzicht heute, etwa ein aufgeschobener Kauf, kann dir später gute Dienste leisten.',
        health:
          'Langsamer zu treten ist jetzt das Klügste, was du für deinen Körper tun kannst. Leg dich hin, dehn dich, atme durch und lass Ruhe als Fortschritt gelten.',
        home: 'Familienangelegenheiten stehen still, und niemand kann sie beschleunigen. Lass den Anspruch los, bis zum Wochenende alles in Ordnung gebracht zu haben.',
        travel:
          'Pläne liegen womöglich auf Eis, oder Visa lassen auf sich warten. Warte, bis sich das Bild klärt, statt einen Abreisetermin zu erzwingen.',
        study:
          'Ein Problem, an dem du frontal gescheitert bist, lässt sich vielleicht vom anderen Ende her lösen. Mach eine Pause und kehr mit frischem Blick zurück.',
        legal:
          'Die Angelegenheit ruht womöglich aus Gründen, die du nicht in der Hand hast. Nutze die Zeit, um den Fall einmal mit den Augen der Gegenseite zu betrachten.',
        spirit:
          'Hingabe schenkt dir Einsichten, die keine Anstrengung erzwingen konnte. Gib die Kontrolle eine Weile ab und achte darauf, was sich zeigt.',
      },
      advice: 'Hör auf, es erzwingen zu wollen, und betrachte die Lage einmal von der Gegenseite.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein Stillstand, der zu nichts führt, oder ein vergebliches Opfer',
      meaning:
        'Umgekehrt wehrt sich die hängende Gestalt gegen ihr Seil. Waite nennt Selbstsucht und den Sog der Menge. Die moderne Deutung ergänzt Unentschlossenheit, Aufschub ohne Sinn und ein Märtyrertum, das niemandem hilft. Vielleicht wartest du auf etwas, das nicht kommen wird, oder du sträubst dich gegen eine notwendige Hingabe.',
      subjects: {
        love: 'Vielleicht wartest du darauf, dass sich jemand ändert, oder du gibst zu viel von dir auf, um den Frieden zu wahren. Entscheide, ob du dich ganz einlässt oder einen Schritt zurücktrittst.',
        work: 'Das Hinauszögern kostet dich inzwischen mehr, als das Handeln kosten würde. Triff die Entscheidung, die du vor dir herschiebst, auch wenn sie nicht vollkommen ist.',
        money:
          'Das Warten auf den perfekten Moment hält dich in einer ungünstigen Regelung fest. Zieh einen Schlussstrich, wo die Zahlen es dir nahelegen.',
        health:
          'Solange du an einem Tagesablauf festhältst, der nicht mehr zu dir passt, bleibt deine Kraft gering. Erlaube dir eine echte Veränderung und fang klein an.',
        home: 'Jemand zu Hause spielt den Märtyrer oder rührt sich nicht vom Fleck. Frag direkt, was helfen würde, und sag, was du beitragen kannst.',
        travel:
          'Über eine Reise wird immer wieder gesprochen, doch gebucht wird sie nie. Leg ein Datum fest oder lass die Idee mit gutem Gewissen ziehen.',
        study:
          'Nicht dein Können steht dir im Weg, sondern das Aufschieben. Setz dich heute zwanzig Minuten hin und fang an, auch wenn es holprig wird.',
        legal:
          'Das Hinauszögern schützt dich in dieser Sache nicht. Hol dir Rat und setz dir einen Termin für deine Entscheidung.',
        spirit:
          'Du klammerst dich an eine Sicht der Dinge, die dir nicht mehr dient. Dreh sie um und schau dir an, wovor du bisher die Augen verschlossen hast.',
      },
      advice: 'Setz dir eine Frist für die Entscheidung, die du immer wieder aufschiebst, und halte sie ein.',
      lean: 'no',
    },
  },
  'major-13-death': {
    upright: {
      theme: 'ein Ende, das den Boden für das Kommende bereitet',
      meaning:
        'Ein Skelett in schwarzer Rüstung reitet auf einem weißen Pferd und trägt ein Banner mit einer weißen Rose, während ein König fällt und ein Kind und ein Bischof zusehen. Zwischen zwei Türmen steigt am Horizont eine Sonne auf. Waite nennt das Ende der Dinge, doch heute versteht man die Karte als Wandel und liest sie nie wörtlich. Der Tod steht für Verwandlung: Ein Kapitel schließt sich, damit ein anderes beginnen kann.',
      subjects: {
        love: 'Eine Beziehung oder eine Art, miteinander umzugehen, kommt an ihr natürliches Ende, damit etwas Ehrlicheres wachsen kann. Lass das alte Muster los, auch wenn der Mensch bleibt.',
        work: 'Eine Stelle, eine Aufgabe oder ein Vorhaben geht zu Ende. Schaff Raum für das Nächste, statt dich an das zu klammern, was abgeschlossen ist.',
        money:
          'Eine alte Regelung, ein Konto oder eine Art, Geld auszugeben, hat ausgedient. Schließ sie sauber ab und fang neu an.',
        health:
          'Eine Veränderung deiner Gewohnheiten steht an: Eine alte Routine darf in den Ruhestand gehen und einer besseren Platz machen. Es geht um Erneuerung und frische Kraft, nicht um etwas, das du fürchten müsstest.',
        home: 'Ein Kapitel im Familienleben geht zu Ende, vielleicht durch einen Umzug, ein Kind, das auszieht, oder eine neue Art, miteinander zu leben. Begeh diesen Abschied bewusst, damit alle gemeinsam nach vorn schauen können.',
        travel:
          'Ein Umzug oder eine lange Reise beendet einen Lebensabschnitt. Lass zurück, was nicht mehr passt – auch einen Teil des Gepäcks.',
        study:
          'Ein Kurs oder eine Art zu lernen ist abgeschlossen. Geh zur nächsten Stufe über, statt zu wiederholen, was du längst kannst.',
        legal:
          'Eine Angelegenheit nähert sich womöglich ihrem Abschluss und macht Platz für einen neuen Abschnitt. Bereite dich auf das vor, was nach der Entscheidung kommt, nicht nur auf die Entscheidung selbst.',
        spirit:
          'Etwas in dir verwandelt sich. Lass dein altes Selbst gehen, dankbar für alles, was es getragen hat.',
      },
      advice: 'Lass eine Sache los, die schon zu Ende ist, und räum den Platz frei, den sie eingenommen hat.',
      lean: 'no',
    },
    reversed: {
      theme: 'die Weigerung loszulassen und der Stillstand, der daraus folgt',
      meaning:
        'Umgekehrt wird der Reiter zurückgehalten. Waite nennt Trägheit, Schlaf und Lethargie. Die moderne Deutung ergänzt den Widerstand gegen Veränderung und den Stillstand, der entsteht, wenn man an längst Vergangenem festhält. Die Veränderung kommt ohnehin, und das Sträuben zieht sie nur in die Länge.',
      subjects: {
        love: 'Einer von euch hält an etwas fest, das seine Zeit gehabt hat, mehr aus Angst als aus Liebe. Sei ehrlich damit, was vorbei ist und was nicht.',
        work: 'Wenn du dich gegen einen Wandel stemmst, der längst begonnen hat, bleibst du in einer Rolle stecken, die nicht mehr passt. Nimm die Veränderung an und schau, was sie möglich macht.',
        money:
          'An einer verlustreichen Regelung festzuhalten, weil das Aussteigen sich schlimmer anfühlt, kommt dich teuer zu stehen. Rechne nach, welchen Preis das Bleiben wirklich hat.',
        health:
          'Vielleicht sträubst du dich gegen eine neue Gewohnheit, mit der es dir besser ginge. Beginne sanft mit dem neuen Ablauf und lass den alten allmählich ausklingen.',
        home: 'Das Familienleben steckt fest, weil niemand die Veränderung beim Namen nennt, die längst im Gange ist. Sprich sie im Kreis der Familie offen aus.',
        travel:
          'Vielleicht schiebst du einen Umzug auf, von dem du längst weißt, dass du ihn brauchst. Mit jedem Monat des Zögerns erscheint der Schritt größer.',
        study:
          'Solange du an einer Methode festhältst, die nicht mehr funktioniert, treten deine Ergebnisse auf der Stelle. Probier diese Woche eine neue Art zu wiederholen aus.',
        legal:
          'Trägheit zieht die Sache in die Länge. Geh mit deinem Rechtsbeistand den nächsten konkreten Schritt, statt darauf zu warten, dass sie sich von selbst erledigt.',
        spirit:
          'Die Angst vor Veränderung hält dich, wo du bist. Vertrau darauf, dass hinter der Tür etwas Neues auf dich wartet.',
      },
      advice: 'Benenne, was du nicht loslassen willst, und geh einen Schritt davon weg.',
      lean: 'unclear',
    },
  },
  'major-14-temperance': {
    upright: {
      theme: 'eine geduldige Verbindung von Gegensätzen zu einem gangbaren Mittelweg',
      meaning:
        'Die Mäßigkeit zeigt einen geflügelten Engel, der mit einem Fuß auf dem Land und mit dem anderen in einem Teich steht und Wasser von einem Kelch in den anderen gießt, ohne etwas zu verschütten. Waite nennt Sparsamkeit, Mäßigung, Genügsamkeit und gutes Haushalten. Die moderne Deutung sieht Ausgleich, Geduld und die langsame Alchemie, Dinge zu verbinden, die nicht zusammenzupassen schienen.',
      subjects: {
        love: 'Geduld und Kompromissbereitschaft bringen Harmonie, und die Beziehung wächst eher durch kleine tägliche Aufmerksamkeiten als durch große Gesten. Geh dem anderen auf halbem Weg entgegen.',
        work: 'Zusammenarbeit bringt Ergebnisse, wo Druck nichts ausrichten würde. Bring die verschiedenen Stärken deiner Kolleginnen und Kollegen zusammen und halte ein Tempo, das du auf Dauer durchhältst.',
        money:
          'Maßvolles Ausgeben und stetiges Sparen schaffen echte Sicherheit. Meide den Geiz ebenso wie den gelegentlichen Kaufrausch, der die Sorgfalt eines ganzen Monats zunichtemacht.',
        health:
          'Maß zu halten bekommt deinem Körper jetzt ausgezeichnet. Halte einen vernünftigen Rhythmus aus Essen, Bewegung und Ruhe und ändere immer nur eine Sache auf einmal.',
        home: 'Gerade du kannst zwischen Verwandten für Ruhe sorgen. Ein gerechtes, leises Wort von dir schlichtet mehr als ein lautes.',
        travel:
          'Reisen gelingen, wenn du dir Zeit lässt und Ruhetage einplanst. Ein schrittweiser, gut vorbereiteter Umzug ist einem überstürzten vorzuziehen.',
        study:
          'Stetiges, regelmäßiges Lernen bringt mehr als hektisches Pauken in letzter Minute. Wenn du die Fächer über die Woche verteilst, bleibt jedes frisch.',
        legal:
          'Schlichtung und Kompromiss können dir gute Dienste leisten. Such den Mittelweg, bevor sich eine der Seiten eingräbt.',
        spirit:
          'Innere Ausgeglichenheit wächst durch Geduld. Gib Besinnung und Tatkraft gleich viel Raum in deinen Tagen.',
      },
      advice: 'Entscheide dich diesmal für den maßvollen Weg und gib ihm ein paar Wochen Zeit.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Pendelschlag ins Übermaß und der Unfriede zwischen Dingen, die sich nicht vertragen',
      meaning:
        'Umgekehrt verschüttet der Engel das Wasser aus seinen Kelchen. Waite nennt Uneinigkeit, unglückliche Verbindungen und widerstreitende Interessen. Die moderne Deutung ergänzt Übermaß, Ungeduld und ein Leben, das aus dem Gleichgewicht geraten ist. Etwas wird übertrieben, oder zwei Kräfte weigern sich, sich zu verbinden.',
      subjects: {
        love: 'Ihr wollt Verschiedenes in verschiedenem Tempo, und Ungeduld macht aus kleinen Unterschieden Zusammenstöße. Tritt auf die Bremse, bevor du beschließt, dass ihr nicht zusammenpasst.',
        work: 'Überarbeitung oder eine Gruppe von Menschen, die einfach nicht zueinander finden, zermürbt alle. Finde zu einem Tempo zurück, das länger trägt als bis zum Monatsende.',
        money:
          'Sprunghaftes Ausgeben – erst aus dem Vollen schöpfen, dann knapsen – bringt deine Finanzen aus dem Lot. Bremse die Ausreißer und verteile deine Ausgaben gleichmäßiger über den Monat.',
        health:
          'Zu viel von einem und zu wenig Ruhe zehren an deinen Kräften. Finde behutsam zum rechten Maß zurück und hol dir fachkundigen Rat, wenn du nicht weißt, wo du anfangen sollst.',
        home: 'Gegensätzliche Charaktere und widerstreitende Ansprüche bringen Unruhe ins Haus. Such die eine Sache, in der sich alle einig sind, und bau darauf auf.',
        travel:
          'Überstürzte Pläne oder Mitreisende, die sich ganz verschiedene Reisen wünschen, machen das Unterwegssein anstrengend. Sprich das Tempo ab, bevor ihr aufbrecht.',
        study:
          'Die eine Woche pauken, die nächste alles liegen lassen – beides schadet dir. Bau dir wieder einen gleichmäßigen Tagesablauf auf.',
        legal:
          'Widerstreitende Interessen erschweren vorerst jeden Kompromiss. Eine unparteiische Vermittlung findet vielleicht die Gemeinsamkeiten, die ihr selbst nicht seht.',
        spirit:
          'Innerlich fühlst du dich aus dem Gleichgewicht. Achte darauf, was du übertreibst, und nimm dich ein wenig zurück.',
      },
      advice: 'Schraub die eine Sache zurück, die du zuletzt übertrieben hast.',
      lean: 'no',
    },
  },
  'major-15-devil': {
    upright: {
      theme: 'eine Kette aus Begierde, Gewohnheit oder Angst, die du abstreifen könntest',
      meaning:
        'Der Teufel hockt auf einem Sockel, unter ihm ein Mann und eine Frau in lockeren Ketten, denen Hörner aus dem Kopf wachsen. Waite nennt außerordentliche Anstrengungen, Gewalt und das Gefühl, dem Schicksal ausgeliefert zu sein. Die moderne Deutung sieht Abhängigkeit, Habgier, Besessenheit und ungesunde Bindungen. Die Ketten sitzen so locker, dass man sie abheben könnte, doch die beiden haben es noch nicht bemerkt.',
      subjects: {
        love: 'Es geht um heftige Anziehung, Eifersucht oder eine Bindung, aus der du nur schwer herauszukommen glaubst. Frag dich ehrlich, ob das Liebe ist oder eine Gewohnheit, die du nicht zu brechen wagst.',
        work: 'Vielleicht fühlst du dich durch das Geld oder deinen eigenen Ehrgeiz an deine Stelle gefesselt. Schau genau hin, dann merkst du womöglich, dass die Kette lockerer sitzt, als es sich anfühlt.',
        money:
          'Schulden, zu hohe Ausgaben oder eine Fixierung aufs Geld halten dich gefangen. Sieh den Zahlen ehrlich ins Auge, und zwar allen auf einmal.',
        health:
          'Eine Gewohnheit hat dich fester im Griff, als dir lieb ist. Achte darauf, wann ihr Sog am stärksten ist, und hol dir fachliche Unterstützung, wenn du sie allein kaum lockern kannst.',
        home: 'Alte Familienmuster oder ein drückendes Pflichtgefühl halten dich fest. Zieh eine klare Grenze und halte sie ein.',
        travel:
          'Angst oder Verpflichtungen binden dich womöglich an einen Ort, den du eigentlich verlassen willst. Frag dich, was dich wirklich am Gehen hindert.',
        study:
          'Die Ablenkungen haben die Oberhand, und du weißt genau, welche. Leg dein Telefon in ein anderes Zimmer, während du lernst.',
        legal:
          'Hüte dich vor Vereinbarungen, die dich fester binden, als dir bewusst ist. Lies jede Klausel, bevor du unterschreibst.',
        spirit:
          'Schau dir an, was dich beherrscht, und ob du es noch selbst wählst. Die Kette klar zu sehen ist der erste Schritt, sie abzulegen.',
      },
      advice:
        'Finde die Gewohnheit, die dich beherrscht, und tu einen konkreten Schritt, um ihren Griff zu lockern.',
      lean: 'no',
    },
    reversed: {
      theme: 'eine Befreiung aus einem Griff, der dich gefangen hielt',
      meaning:
        'Umgekehrt fallen die Ketten ab. Die moderne Deutung sieht Befreiung, das Ablegen eines Zwangs oder einer ungesunden Bindung und das Zurückgewinnen der eigenen Kraft. Waite nennt Schwäche und Kleinlichkeit, darum muss die Freiheit gewählt und bewahrt werden – alte Gewohnheiten verschwinden nicht von allein.',
      subjects: {
        love: 'Du löst dich aus einem kontrollierenden Muster oder aus einer Anziehung, die dir nicht gutgetan hat. Schütze den Abstand, den du gewonnen hast.',
        work: 'Du bist bereit, eine Stelle oder eine Lage zu verlassen, die dich wie eine Geisel festgehalten hat. Plane deinen Ausstieg sorgfältig, damit du nicht zurückrutschst.',
        money:
          'Du gehst deine Schulden an, und das Gefühl, die Dinge im Griff zu haben, kehrt zurück. Zahl weiter ab, was du schuldest, auch wenn der Druck nachlässt.',
        health:
          'Du gewinnst die Herrschaft über deine Gewohnheiten zurück. Feiere die kleinen Erfolge und bleib nah bei den Menschen, die dich unterstützen.',
        home: 'Du ziehst Grenzen gegenüber Verwandten, die zu viel Einfluss hatten. Halte sie freundlich, aber halte sie.',
        travel:
          'Was dich an Ort und Stelle festgehalten hat, lockert seinen Griff. Wenn du gehen willst, öffnet sich der Weg.',
        study:
          'Die Ablenkungen, die dich gebremst haben, verlieren ihren Reiz. Nutze die neue Konzentration, solange sie frisch ist.',
        legal:
          'Vielleicht befreist du dich gerade aus einer bindenden Vereinbarung. Lass dich bei jedem Schritt beraten, damit dich nichts erneut festlegt.',
        spirit:
          'Alte Ängste verlieren ihre Macht über dich. Genieß die Freiheit und bleib wachsam gegenüber dem Sog alter Muster.',
      },
      advice: 'Halte an der Grenze fest, die du gerade gezogen hast, auch wenn der alte Sog zurückkehrt.',
      lean: 'unclear',
    },
  },
  'major-16-tower': {
    upright: {
      theme: 'ein jäher Umbruch, der einreißt, was auf Sand gebaut war',
      meaning:
        'Ein Blitz schlägt in einen Turm auf einem Felsen ein, sprengt ihm die Krone ab und schleudert zwei Gestalten kopfüber zwischen herabfallende Flammen. Waite nennt Not, Unglück und unvorhergesehene Katastrophen. Die moderne Deutung sieht plötzlichen Wandel, Offenbarung und den Einsturz falscher Gebäude. Es ist ein Schock, und was ihn übersteht, ist tragfähig.',
      subjects: {
        love: 'Eine plötzliche Enthüllung oder ein Umbruch erschüttert die Beziehung. Was falsch war, wird das nicht überstehen, und was echt war, lässt sich auf festerem Grund neu aufbauen.',
        work: 'Ein plötzlicher Wandel im Beruf ist möglich, etwa eine Umstrukturierung, ein Weggang oder ein Plan, der in sich zusammenfällt. Halte dir Möglichkeiten offen und deine Rücklagen griffbereit.',
        money:
          'Eine unerwartete Ausgabe oder ein Rückschlag kann deine Finanzen erschüttern. Schütze deinen Notgroschen und lass vorerst die Finger von riskanten Wetten.',
        health:
          'Ein Ruck bringt dich vielleicht dazu, eine Gewohnheit zu überdenken oder langsamer zu machen. Nimm das Signal ernst und such zügig fachkundigen Rat, wenn sich etwas nicht richtig anfühlt.',
        home: 'Ein plötzlicher Wandel oder ein heftiger Streit erschüttert den Haushalt. Wenn sich der Staub gelegt hat, ist die Luft vielleicht klarer als seit Jahren.',
        travel:
          'Pläne können ohne Vorwarnung durcheinandergeraten. Sorge vor der Abreise für eine Ausweichroute und eine gute Versicherung.',
        study:
          'Ein unerwartetes Ergebnis zwingt dich, deine Arbeitsweise zu überdenken. Bau deine Methode auf festerem Grund neu auf.',
        legal:
          'Unerwartete Entwicklungen können die Lage schlagartig verändern. Bleib ruhig und hol dir rasch Rat, statt allein zu reagieren.',
        spirit: 'Illusionen fallen ab, und das tut weh. Was stehen bleibt, ist wahr, und es gehört dir.',
      },
      advice: 'Lass das beschädigte Gebäude los und errichte das nächste auf einem ehrlichen Fundament.',
      lean: 'no',
    },
    reversed: {
      theme: 'ein aufgeschobener oder abgewehrter Umbruch, dessen Risse noch sichtbar sind',
      meaning:
        'Umgekehrt bleibt der Einsturz des Turms aus oder findet in dir selbst statt. Waite sagt, die Bedeutung sei dieselbe, nur schwächer. Die moderne Deutung ergänzt die Angst vor Veränderung, ein knapp abgewendetes Unglück oder eine persönliche Wandlung, die sich still im Inneren vollzieht. Wer die Mauern abstützt, zögert nur hinaus, was kommen muss.',
      subjects: {
        love: 'Vielleicht hältst du etwas zusammen, das längst Risse hat, um einer Auseinandersetzung aus dem Weg zu gehen. Sprich jetzt, bevor der Bruch von selbst kommt und seine eigenen Bedingungen stellt.',
        work: 'Eine Krise ist vorerst abgewendet, doch der Fehler darunter bleibt. Behebe ihn, solange du die Atempause hast.',
        money:
          'Ein knapp vermiedener Verlust ist eine Warnung, die du ernst nehmen solltest. Stärke diesen Monat die schwachen Stellen deiner Finanzen.',
        health:
          'Dein Körper deutet womöglich an, dass etwas Aufmerksamkeit braucht, bevor er darauf besteht. Nimm den Hinweis ernst und lass dich im Zweifel ärztlich untersuchen.',
        home: 'Zu Hause brodelt eine Spannung, ohne ganz überzukochen. Sprich sie an, solange alle noch leise reden können.',
        travel:
          'Ein durcheinandergeratener Plan lässt sich wahrscheinlich retten, oder du sträubst dich gegen einen Umzug, den du brauchst. Bleib in jedem Fall beweglich.',
        study:
          'Diesmal kommst du knapp davon. Nimm die Warnung zum Anlass, die Themen zu festigen, die du bisher übersprungen hast.',
        legal:
          'Eine Verwicklung ist womöglich nur aufgeschoben, nicht gelöst. Bereite dich so vor, als käme sie zurück.',
        spirit:
          'In dir vollzieht sich ein Wandel, auch wenn dein Leben von außen gleich aussieht. Lass ihn zu, statt dich dagegen zu stemmen.',
      },
      advice: 'Bessere den Riss aus, über den du bisher hinweggesehen hast, bevor er sich ausbreitet.',
      lean: 'no',
    },
  },
  'major-17-star': {
    upright: {
      theme: 'das Wiederaufleben der Hoffnung, wenn der Sturm vorüber ist',
      meaning:
        'Der Stern zeigt eine nackte Frau, die unter einem großen achtzackigen Gestirn an einem Teich kniet und Wasser auf das Land und in den Teich gießt, während hinter ihr ein Ibis in einem Baum sitzt. Die moderne Deutung sieht Hoffnung, Heilung, Eingebung und Ruhe, dazu helle Aussichten. Nach schweren Zeiten wächst ein klares, stilles Vertrauen in die Zukunft.',
      subjects: {
        love: 'Hoffnung kehrt in dein Liebesleben zurück, ob durch eine zarte neue Verbindung oder durch Vertrauen, das langsam wieder wächst. Du kannst es dir leisten, dich wieder zu öffnen.',
        work: 'Gute Aussichten tun sich auf, und deine Begabungen werden als das erkannt, was sie sind. Bewirb dich auf die Stelle, die zu deinen Idealen passt, nicht nur zu deiner Erfahrung.',
        money:
          'Nach einer mageren Zeit erholen sich deine Finanzen allmählich. Bleib beständig und vertrau darauf, dass es aufwärtsgeht.',
        health:
          'Deine Kräfte erneuern sich, und jede Art von Erholung wird begünstigt. Wasser, frische Luft, Schlaf und ein ruhiger Tagesablauf tun dir jetzt gut.',
        home: 'Nach einer schweren Zeit kehrt Frieden im Haus ein. Lass alle die Ruhe genießen, ohne gleich zum nächsten Vorhaben zu eilen.',
        travel:
          'Eine Reise weckt dein Staunen neu, und ein Umzug, der aus Hoffnung geschieht, ist begünstigt. Fahr irgendwohin, wo der Himmel weit ist.',
        study:
          'Der Antrieb kehrt zurück, und schöpferische Einfälle kommen leicht. Deine besten Arbeiten überraschen vielleicht sogar dich selbst.',
        legal:
          'Auf eine schwierige Strecke folgen womöglich eine ruhigere Zeit und klarere Aussichten. Bleib ehrlich, zuversichtlich und gut beraten.',
        spirit:
          'Du findest wieder zu Glauben und zu einem Gefühl von Sinn. Verbring Zeit unter dem Nachthimmel und lass dich von ihm daran erinnern.',
      },
      advice: 'Schreib auf, was du dir erhoffst, und geh einen sanften Schritt darauf zu.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine verblasste Hoffnung und ein Vertrauen, das knapp geworden ist',
      meaning:
        'Umgekehrt liegt ein Schleier über dem Licht dieser Karte. Waite nennt Anmaßung, Hochmut und Ohnmacht. Die moderne Deutung sieht Entmutigung, Verzweiflung und den Verlust der Verbindung zu dem, was dich einst beflügelt hat. Der Stern ist nicht erloschen, doch du hast aufgehört, nach oben zu schauen.',
      subjects: {
        love: 'Enttäuschungen haben dich zweifeln lassen, ob die Liebe für dich gut ausgehen kann. Sei gut zu dir und achte auf die kleinen Zeichen, dass es noch möglich ist.',
        work: 'Der Antrieb ist gering, und von deinem Standpunkt aus sieht die Zukunft grau aus. Besinn dich auf den Grund, aus dem du diese Arbeit einmal gewählt hast.',
        money:
          'Schwarzseherei könnte dich dazu bringen, zu früh zu verkaufen oder einen Plan aufzugeben. Sieh die Lage nüchtern – sie ist selten so düster, wie sie dir in deiner Entmutigung erscheint.',
        health:
          'Deine Stimmung und deine Kräfte sind womöglich gedämpft. Ruhe, sanfte Abläufe und Gespräche mit einem vertrauten Menschen helfen dir, und wenn die gedrückte Stimmung nicht weicht, hol dir fachliche Hilfe.',
        home: 'Über der Familie liegt eine mutlose Stimmung. Wenn nur einer ein wenig Hoffnung teilt, kann sich die Luft im ganzen Haus verändern.',
        travel:
          'Pläne, die dich einst begeistert haben, fühlen sich schal an oder werden verschoben. Warte, bis die Vorfreude zurückkehrt, bevor du Geld ausgibst.',
        study:
          'Selbstzweifel zehren mehr an deiner Kraft als der Stoff selbst. Schau dir eine Arbeit an, auf die du stolz warst.',
        legal:
          'Die Entmutigung verleitet dich vielleicht, früher aufzugeben, als es nötig wäre. Besprich alles mit deinem Rechtsbeistand, bevor du etwas entscheidest.',
        spirit:
          'Du fühlst dich abgeschnitten von dem, was dich früher getragen hat. Eine kleine tägliche Übung, einen Monat lang beibehalten, kann es wieder entfachen.',
      },
      advice: 'Tu heute eine Sache, die dir früher Hoffnung gegeben hat, auch wenn dir nicht danach ist.',
      lean: 'unclear',
    },
  },
  'major-18-moon': {
    upright: {
      theme: 'ein Weg durch die Ungewissheit im Mondlicht, wo Ängste und Träume verschwimmen',
      meaning:
        'Der Mond scheint zwischen zwei Türmen über einem gewundenen Pfad. Ein Hund und ein Wolf heulen ihn an, und ein Flusskrebs kriecht aus dem Wasser. Waite nennt verborgene Feinde, Täuschung, Dunkelheit und Irrtum, während die moderne Deutung Illusion, Angst, Träume und Intuition darin sieht. Nichts ist ganz so, wie es scheint, und der Weg nach vorn liegt im Unklaren.',
      subjects: {
        love: 'Verwirrung, unausgesprochene Gefühle oder eine Halbwahrheit können die Beziehung trüben. Zieh im Dunkeln keine voreiligen Schlüsse, sondern lass erst die Tatsachen ans Licht kommen.',
        work: 'Unklare Informationen oder verborgene Absichten machen Entscheidungen riskant. Sammle die Fakten schriftlich, bevor du handelst.',
        money:
          'Ungewissheit oder irreführende Angaben umgeben deine Geldangelegenheiten. Geh keine großen Verpflichtungen ein, bis das Bild klarer ist.',
        health:
          'Ängste oder ein unruhiger Schlaf machen dir womöglich zu schaffen. Ruhige Abendrituale tun dir gut, und fachkundiger Rat hilft dir, echte Signale von bloßer Sorge zu unterscheiden.',
        home: 'Missverständnisse oder unausgesprochene Spannungen bringen Unruhe in die Familie. Frag nach, wie jemand etwas gemeint hat, bevor du das Schlimmste annimmst.',
        travel:
          'Pläne sind womöglich verwirrend oder ändern sich kurzfristig. Prüfe die Einzelheiten doppelt und sei an fremden Orten nicht spät in der Nacht unterwegs.',
        study:
          'Das eigentliche Hindernis ist die Unklarheit darüber, was überhaupt verlangt wird. Bitte deine Lehrkraft, dir genau zu erklären, wie eine gute Antwort aussieht.',
        legal:
          'Die Tatsachen sind noch nicht klar, und manche sind womöglich verborgen. Sei vorsichtig, bewahre von allem Kopien auf und stütz dich auf deinen Rechtsbeistand.',
        spirit:
          'Deine Intuition und deine Träume sind jetzt lebhaft. Achte auf sie, aber prüfe sie bei Tageslicht, bevor du danach handelst.',
      },
      advice: 'Warte auf klareres Licht, bevor du entscheidest, und schreib bis dahin deine Träume auf.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein Nebel, der sich zu lichten beginnt, und Ängste, die im Tageslicht schrumpfen',
      meaning:
        'Umgekehrt beginnt sich die Verwirrung des Mondes zu lichten. Waite nennt Unbeständigkeit und geringere Täuschungen. Die moderne Deutung sieht losgelassene Ängste, gelüftete Geheimnisse und zurückkehrende Klarheit. Was dir im Dunkeln Angst gemacht hat, wirkt jetzt kleiner.',
      subjects: {
        love: 'Die Wahrheit über die Beziehung wird sichtbar, und ihr ins Auge zu sehen fällt leichter als das ewige Rätselraten. Sprich über das, was du jetzt erkennst.',
        work: 'Die Verwirrung löst sich, und Verborgenes kommt ans Licht. Entscheidungen, die dir letzten Monat unmöglich schienen, fallen dir jetzt leicht.',
        money:
          'Endlich kannst du deine finanzielle Lage so sehen, wie sie ist. Handle nach dem klareren Bild, solange es frisch ist.',
        health:
          'Die Sorgen lassen nach, und dein Schlaf wird womöglich wieder ruhiger. Behalte die Gewohnheiten bei, die abends deine Gedanken besänftigen.',
        home: 'Ein Missverständnis zu Hause klärt sich auf. Sprich es gründlich aus, damit es sich nicht wieder einschleicht.',
        travel:
          'Verworrene Pläne ordnen sich, und der Weg wird klar. Bestätige die Einzelheiten und brich auf.',
        study:
          'Begriffe, die dir Rätsel aufgegeben haben, erschließen sich dir allmählich. Nimm dir das Thema noch einmal vor, das du aufgegeben hattest.',
        legal:
          'Verborgene Tatsachen kommen womöglich ans Licht. Teile sie deinem Rechtsbeistand mit, bevor du darauf reagierst.',
        spirit:
          'Ängste verlieren ihre Macht, sobald du ihnen direkt ins Gesicht siehst. Vertrau dem, was du jetzt klar erkennst.',
      },
      advice: 'Stell dich der Angst, der du ausgewichen bist, und sieh, wie viel kleiner sie geworden ist.',
      lean: 'unclear',
    },
  },
  'major-19-sun': {
    upright: {
      theme: 'eine Zeit der Freude, der Klarheit und des wohlverdienten Erfolgs',
      meaning:
        'Die Sonne strahlt über einem ummauerten Garten voller Sonnenblumen, während ein nacktes Kind auf einem weißen Pferd reitet und ein großes rotes Banner trägt. Waite nennt materielles Glück, eine glückliche Ehe und Zufriedenheit. Kaum eine Karte im Tarot strahlt heller – sie steht für Wärme, Lebenskraft und ein Gelingen, das offen vor aller Augen liegt.',
      subjects: {
        love: 'Glück, Wärme und Offenheit erfüllen die Beziehung. Das ist ein sehr gutes Zeichen für eine feste Bindung, eine Hochzeit oder einfach gemeinsame Freude.',
        work: 'Erfolg und Anerkennung sind dir sicher, und dein Selbstvertrauen ist berechtigt. Tritt nach vorn und zeig, was du geleistet hast.',
        money:
          'Wohlstand und Behaglichkeit wachsen. Genieß dein Glück und teile etwas davon mit denen, die dir geholfen haben.',
        health:
          'Deine Lebenskraft ist stark, und du sprühst vor Energie. Geh hinaus ins Tageslicht und genieß es, dich wohlzufühlen.',
        home: 'Freude und Wärme erfüllen dein Zuhause, und Kinder oder Familienfeste bringen Glück. Plane einen gemeinsamen Tag im Freien.',
        travel:
          'Sonnige Reisen und glückliche Umzüge sind begünstigt, und der Urlaub gelingt. Wähl ein helles, warmes Ziel.',
        study:
          'Klarheit und Selbstvertrauen bringen gute Ergebnisse. Du verstehst mehr, als du dir zutraust.',
        legal:
          'Klarheit und Offenheit sind auf deiner Seite. Leg die schlichten Tatsachen vor – ein Urteil kann keine Karte versprechen, doch diese begünstigt die Wahrheit.',
        spirit:
          'Du fühlst dich lebendig und mit etwas Größerem verbunden. Lass dein Licht leuchten, ohne dich dafür zu entschuldigen.',
      },
      advice: 'Teile deine gute Nachricht mit den Menschen, die dir geholfen haben, so weit zu kommen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Glück, das eine Weile getrübt ist, oder eine aufgeschobene Freude',
      meaning:
        'Umgekehrt scheint die Sonne noch, aber hinter Wolken. Waite sagt, die Bedeutung bleibe dieselbe, nur abgeschwächt. Die moderne Deutung sieht Verzögerungen, eine gedämpfte Stimmung oder einen Optimismus, der den Tatsachen vorauseilt. Das Gute ist noch da, es kommt nur langsamer an oder ist schwerer zu spüren.',
      subjects: {
        love: 'Das Glück ist da, aber gedämpft durch kleine Sorgen oder zu hohe Erwartungen. Bring etwas Verspieltheit zurück, dann folgt die Wärme von selbst.',
        work: 'Der Erfolg kommt vielleicht später oder fällt kleiner aus als erhofft. Bleib dran, denn in dieser Sache ist der Tag noch lange nicht vorbei.',
        money:
          'Die Gewinne fallen langsamer oder kleiner aus als erwartet. Plane mit der tatsächlichen Zahl, nicht mit der erhofften.',
        health:
          'Deine Energie lässt vielleicht eine Weile nach. Tageslicht, Ruhe und sanfte Bewegung bringen sie zurück.',
        home: 'Die Freude in der Familie wird von kleinen Spannungen gedämpft, die niemand anspricht. Ein gemeinsamer Ausflug würde alle aufheitern.',
        travel:
          'Eine Reise verzögert sich womöglich oder bleibt ein wenig hinter dem Prospekt zurück. Halte deine Erwartungen bescheiden und genieß, was sie dir bietet.',
        study:
          'Ein wenig zu viel Selbstsicherheit oder ein Durchhänger kann dich Punkte kosten. Lern weiter bis zum Tag der Prüfung.',
        legal:
          'Es geht womöglich langsamer voran, als du gehofft hast. Bleib geduldig und halte deinen Rechtsbeistand auf dem Laufenden.',
        spirit:
          'Die schlichte Freude ist dir eine Weile abhandengekommen. Such sie diese Woche in den gewöhnlichen Dingen.',
      },
      advice: 'Verbring eine Stunde im Tageslicht mit etwas, das dir als Kind Freude gemacht hat.',
      lean: 'yes',
    },
  },
  'major-20-judgement': {
    upright: {
      theme: 'ein Ruf, dich zu erheben, ehrlich zu antworten und neu zu beginnen',
      meaning:
        'Das Gericht zeigt einen Engel, der in eine Posaune bläst, während sich unter ihm Männer, Frauen und Kinder erheben und die Hände zum Himmel strecken. Waite nennt einen Wechsel der Lage, Erneuerung und Ergebnis. Die moderne Deutung sieht ein Erwachen, eine Abrechnung und eine Berufung, die du nicht länger überhören kannst. Die Vergangenheit wird geprüft, vergeben und zurückgelassen.',
      subjects: {
        love: 'Eine Beziehung wird mit ehrlichem Blick neu betrachtet, und alte Wunden dürfen vergeben werden. Eine zweite Chance ist möglich, wenn ihr beide dazugelernt habt.',
        work: 'Eine Berufung macht sich bemerkbar, vielleicht sogar ein ganz neuer Beruf. Folge ihr, auch wenn das eine Umschulung bedeutet.',
        money:
          'Ein ehrlicher Blick auf deine Finanzen macht den Weg frei für einen Neuanfang. Bring alte Angelegenheiten in Ordnung, damit sie dich nicht länger verfolgen.',
        health:
          'Jetzt ist der richtige Moment, dich neu deinem Wohlbefinden zu widmen. Nimm die Gewohnheiten wieder auf, von denen du weißt, dass sie dir guttun, diesmal mit klarer Absicht.',
        home: 'Ehrliche Gespräche und Vergebung führen die Familie wieder zusammen. Vielleicht wartet jemand darauf, dass du als Erstes anrufst.',
        travel:
          'Eine Reise folgt einem Ruf oder leitet ein neues Kapitel ein, vielleicht die Rückkehr an einen Ort, der dir viel bedeutet. Hör darauf, wohin es dich zieht.',
        study:
          'Prüfungen und Bewertungen kommen denen zugute, die gearbeitet haben. Vertrau auf deine Vorbereitung und antworte mit Zuversicht.',
        legal:
          'Eine Entscheidung oder eine abschließende Klärung steht womöglich bevor. Bereite dich ehrlich vor und begegne ihr mit Würde, was immer sie bringt.',
        spirit:
          'Du hörst einen Ruf zu einer größeren Aufgabe. Folge ihm, auch bevor du genau weißt, wohin er führt.',
      },
      advice: 'Folge dem Ruf, den du schon länger hörst, und vergib, was vergeben werden will.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein hartes Urteil über dich selbst oder ein Ruf ohne Antwort',
      meaning:
        'Umgekehrt ertönt die Posaune, doch niemand erhebt sich. Waite nennt Schwäche, Kleinmut und Verzögerung. Die moderne Deutung ergänzt Selbstzweifel, die Weigerung, aus der Vergangenheit zu lernen, und einen strengen inneren Kritiker. Vielleicht urteilst du so hart über dich oder andere, dass du nicht weiterkommst.',
      subjects: {
        love: 'Alter Groll oder Selbstkritik verhindern einen Neuanfang. Leg die Strichliste weg, auf der steht, wer wen verletzt hat.',
        work: 'Vielleicht überhörst du eine Berufung, weil du zweifelst, ob du gut genug bist. Der Zweifel ist lauter als alles, was tatsächlich dafür spricht.',
        money:
          'Alte Fehler im Umgang mit Geld verfolgen dich noch. Nimm mit, was sie dich gelehrt haben, und hör auf, doppelt dafür zu bezahlen.',
        health:
          'Selbstkritik untergräbt womöglich deinen Antrieb, gut für dich zu sorgen. Sprich mit dir so freundlich wie mit einem guten Freund, der gerade neu anfängt.',
        home: 'Ein alter Familienstreit schwelt weiter, weil niemand ihn noch einmal anrühren will. Mach du den ersten Schritt zur Versöhnung.',
        travel:
          'Ständiges Hin und Her verzögert eine Reise, die dir etwas bedeutet. Entscheide dich, und lass den Zweifel einfach mitreisen.',
        study:
          'Die Angst vor dem Scheitern schadet dir mehr als jede Wissenslücke. Schreib die Prüfung oder gib die Arbeit ab und lerne aus dem Ergebnis.',
        legal:
          'Verzögerungen oder ein allzu strenger Blick auf die Sache können die Dinge erschweren. Hol dir eine ausgewogene zweite Meinung.',
        spirit:
          'Du sträubst dich gegen einen Ruf, weil du fürchtest, was er von dir verlangt. Lausche noch einmal, wenn es still in dir ist.',
      },
      advice: 'Vergib dir den Fehler, zu dem du in Gedanken immer wieder zurückkehrst.',
      lean: 'no',
    },
  },
  'major-21-world': {
    upright: {
      theme: 'ein vollendeter Kreislauf, in dem endlich jedes Stück an seinem Platz ist',
      meaning:
        'Die Welt zeigt eine Tänzerin in einem großen ovalen Kranz, in jeder Hand einen Stab, und in den Ecken die vier lebendigen Wesen. Waite nennt sicheren Erfolg, Lohn, Reisen, Auswanderung und Ortswechsel. Die moderne Deutung sieht Vollendung, Ganzheit und die Genugtuung eines Kreislaufs, der zu seinem Ende gekommen ist.',
      subjects: {
        love: 'Eine Beziehung erreicht einen glücklichen Meilenstein, und ihr fühlt euch gemeinsam ganz. Die Karte begünstigt eine feste Bindung, die ihr euch mit der Zeit verdient habt.',
        work: 'Ein Vorhaben oder ein berufliches Ziel wird erreicht und gewürdigt. Genieß es und bereite dich dann, solange du obenauf bist, auf den nächsten Abschnitt vor.',
        money:
          'Deine finanziellen Ziele sind erreicht, und die Sicherheit fühlt sich echt an. Genieß, was du aufgebaut hast, bevor du dir das nächste Ziel setzt.',
        health:
          'Körper und Geist sind im Einklang. Behalte die ausgewogenen Gewohnheiten bei, die dich bis hierher gebracht haben.',
        home: 'Das Familienleben fühlt sich vollständig und harmonisch an. Ein Fest, das alle zusammenbringt, wäre die Krönung.',
        travel:
          'Für Fernreisen, Auswanderung und Umzüge ist dies eine wunderbare Karte. Dir stehen alle Wege offen, also brich auf.',
        study:
          'Abschluss, Vollendung und Erfolg zeichnen sich ab. Du beherrschst den Stoff, und das sieht man.',
        legal:
          'Eine Angelegenheit nähert sich womöglich ihrem Abschluss. Sorg dafür, dass jeder lose Faden sauber verknüpft ist, bevor du die Akte schließt.',
        spirit:
          'Du fühlst dich eins mit deinem Leben, so wie es ist. Koste das Gefühl der Vollendung aus, bevor die nächste Reise beginnt.',
      },
      advice: 'Feiere das Ende dieses Kapitels, bevor du das nächste beginnst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine unvollendete Reise oder ein Abschluss, der sich nicht einstellen will',
      meaning:
        'Umgekehrt wird der Tanz der Welt unterbrochen. Waite nennt Trägheit, Starre und Stillstand. Die moderne Deutung ergänzt einen fehlenden Abschluss, Abkürzungen und Ziele, die knapp verfehlt werden. Du bist nah dran, doch etwas bleibt unerledigt.',
      subjects: {
        love: 'Etwas Unerledigtes, vielleicht aus einer früheren Beziehung, verhindert, dass sich diese hier ganz anfühlt. Kümmere dich um das lose Ende.',
        work: 'Ein Vorhaben hängt bei neunzig Prozent fest, ohne den Abschluss, den es braucht. Bring die letzte Etappe hinter dich, statt etwas Neues anzufangen.',
        money:
          'Ein finanzielles Ziel bleibt knapp außer Reichweite. Führ den Plan zu Ende, den du begonnen hast, statt zu einem neuen zu wechseln.',
        health:
          'Vielleicht steckst du in einem Alltag fest, der schal geworden ist. Eine kleine Veränderung von Umgebung oder Tempo bringt frische Kraft.',
        home: 'Eine Familienangelegenheit bleibt ungelöst und kommt bei jedem Treffen wieder auf den Tisch. Such das Gespräch, das sie abschließt.',
        travel:
          'Reise- oder Umzugspläne stocken an einem fehlenden Teil, etwa einem Dokument, einem Verkauf oder einer Entscheidung. Finde genau heraus, was es ist.',
        study:
          'Es fehlt der letzte Schub: das letzte Modul, das letzte Kapitel. Bring den Kurs zu Ende, bevor du über ihn urteilst.',
        legal:
          'Eine Angelegenheit zieht sich ohne Ergebnis hin. Dräng höflich und beharrlich auf den nächsten Schritt.',
        spirit:
          'Du sehnst dich nach einem Abschluss, der sich dir entzieht. Nimm an, was unvollendet bleibt, und vollende, was in deiner Hand liegt.',
      },
      advice:
        'Schreib die letzten drei Aufgaben auf, die zwischen dir und dem Ziel stehen, und erledige heute eine davon.',
      lean: 'no',
    },
  },
};
